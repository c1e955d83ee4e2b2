import type { SubmitResponse } from '@employee/domain';
import { formatTimestamp } from '@employee/domain';
import { Router } from 'express';
import { invitationCredential, invitationTokenOf } from '../auth/invitation-credential';
import { jsonObjectBody } from '../middleware/json-body';
import type { SurveyLimitHandlers } from '../rate-limit/survey-limits';
import { methodNotAllowed } from '@employee/http-common';

/** The use cases behind `/survey/v1`. */
export interface SurveyUseCases {
  readonly submitResponse: SubmitResponse;
}

/**
 * `POST /responses` (mounted under `/survey/v1`), a respondent's answers
 * (shared/decisions/surveys.md#invitations-and-answers, docs/surveys.md#the-survey-endpoint): the invitation token
 * in `Authorization: Invitation <token>` is the credential (no API key, no scope), the body
 * `{answers: [{question_id, value}]}`. 201 `{data: {id, campaign_id, submitted_at}}`. In order: the client IP's
 * limit (429), the credential (401), the token's limit (429), the body (415, 400, 413), then the use case: 401
 * `INVITATION.UNKNOWN`, 410 `CAMPAIGN.NOT_OPEN`, 409 `RESPONSE.ALREADY_SUBMITTED`, 422 `RESPONSE.INVALID`. The
 * token is never logged.
 */
export function surveyRouter(useCases: SurveyUseCases, limits: SurveyLimitHandlers, timeZone: string): Router {
  const router = Router();
  router
    .route('/responses')
    .post(limits.perIp, invitationCredential, limits.perToken, ...jsonObjectBody, async (req, res) => {
      const response = await useCases.submitResponse.execute({ token: invitationTokenOf(res), body: req.body });
      res.status(201).json({
        data: {
          id: response.id,
          campaign_id: response.campaignId,
          submitted_at: formatTimestamp(response.submittedAt, timeZone),
        },
      });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
