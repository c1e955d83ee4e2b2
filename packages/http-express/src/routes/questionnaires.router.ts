import { standardQuestionnaire } from '@employee/domain';
import { toQuestionView } from '@employee/wire';
import { Router } from 'express';
import { methodNotAllowed, requireScope } from '@employee/http-common';

/**
 * `/v1/questionnaires/standard`: the standard questionnaire the service ships, `{data: {questions}}` in order, in
 * the three languages, without ids (a campaign gets its own copy, with ids, when made without `questions`).
 * Needs `campaigns:read`. Source: docs/surveys.md#standard-questionnaire.
 */
export function questionnairesRouter(): Router {
  const router = Router();
  router
    .route('/standard')
    .get(requireScope('campaigns:read'), (_req, res) => {
      res.json({ data: { questions: standardQuestionnaire().map(toQuestionView) } });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
