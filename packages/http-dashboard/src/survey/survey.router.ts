import type { InvitationQuestionnaire, OptOutOfReminders, ReadQuestionnaire, SubmitResponse } from '@employee/domain';
import { invitationUnknown, UnauthenticatedError } from '@employee/domain';
import { formatTimestamp } from '@employee/domain';
import { Router, type Response } from 'express';
import { invitationCredential, invitationTokenOf, TOKEN_SHAPE } from './invitation-credential';
import { nonIntegerAnswerValues } from './survey-answer-literals';
import { optOutPage } from './opt-out-page';
import type { SurveyLimitHandlers } from './survey-limits';
import { jsonObjectBodyWithText, jsonTextOf, methodNotAllowed } from '@employee/http-common';

/** The use cases behind `/survey/v1`. */
export interface SurveyUseCases {
  readonly submitResponse: SubmitResponse;
  readonly readQuestionnaire: ReadQuestionnaire;
  readonly optOutOfReminders: OptOutOfReminders;
}

/**
 * Sends an opt-out page (`status`, HTML): as it is, without the weak `ETag` Express's `res.send` would add, since
 * docs/openapi.yaml declares none on these answers (a page for one link, which no client revalidates).
 */
function sendPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .type('html')
    .set('Content-Length', String(Buffer.byteLength(html)))
    .end(html);
}

/** The JSON form of the questionnaire an invitation opens (docs/surveys.md#the-survey-page). */
function questionnaireView(questionnaire: InvitationQuestionnaire) {
  return {
    campaign: questionnaire.campaign,
    language: questionnaire.language,
    min_group_size: questionnaire.minGroupSize,
    sections: questionnaire.sections,
  };
}

/**
 * `POST /responses` (mounted under `/survey/v1`), a respondent's answers
 * (docs/decisions/0002-surveys.md#invitations-and-answers, docs/surveys.md#the-survey-endpoint): the invitation token
 * in `Authorization: Invitation <token>` is the credential (no API key, no scope), the body
 * `{answers: [{question_id, value}]}` (a scale value a JSON integer as written: `1e1` and `10.0` are refused on
 * their `answers[i].value`). 201 `{data: {id, campaign_id, submitted_at}}`. In order: the client IP's
 * limit (429), the credential (401), the token's limit (429), the body (415, 400, 413), then the use case: 401
 * `INVITATION.UNKNOWN`, 410 `CAMPAIGN.NOT_OPEN`, 409 `RESPONSE.ALREADY_SUBMITTED`, 422 `RESPONSE.INVALID`.
 * `GET /questionnaire`, the survey page's read (docs/surveys.md#the-survey-page), behind the same limits and
 * credential: 200 `{data: {campaign: {id, name}, language, min_group_size, sections: [{key, questions: [{id, kind,
 * text, scale, required}]}]}}`; an unknown, replaced, withdrawn or answered token or a closed campaign is the one
 * 401 `INVITATION.UNKNOWN`. `GET /opt-out/{token}` and `POST /opt-out/{token}`, a reminder's one-click opt-out
 * (RFC 8058; docs/notifications.md#reminders), behind the client IP's limit: the GET a page asking to confirm, the
 * POST (a mail provider's, or the page's button; its body is not read) stops the invitation's reminders and answers a
 * confirmation page, or a 404 page when the token opens no pending invitation. The token is never logged.
 */
export function surveyRouter(useCases: SurveyUseCases, limits: SurveyLimitHandlers, timeZone: string): Router {
  const router = Router();
  router
    .route('/responses')
    .post(limits.perIp, invitationCredential, limits.perToken, ...jsonObjectBodyWithText, async (req, res) => {
      const response = await useCases.submitResponse.execute({
        token: invitationTokenOf(res),
        body: req.body,
        rejected: nonIntegerAnswerValues(jsonTextOf(req)),
      });
      res.status(201).json({
        data: {
          id: response.id,
          campaign_id: response.campaignId,
          submitted_at: formatTimestamp(response.submittedAt, timeZone),
        },
      });
    })
    .all(methodNotAllowed('POST'));
  router
    .route('/questionnaire')
    .get(limits.perIp, invitationCredential, limits.perToken, async (_req, res) => {
      const questionnaire = await useCases.readQuestionnaire.execute({ token: invitationTokenOf(res) });
      res.json({ data: questionnaireView(questionnaire) });
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/opt-out/:token')
    .get(limits.perIp, (req, res) => {
      sendPage(res, 200, optOutPage.ask(req));
    })
    .post(limits.perIp, async (req, res) => {
      try {
        if (!TOKEN_SHAPE.test(req.params.token)) throw invitationUnknown();
        await useCases.optOutOfReminders.execute(req.params.token);
        sendPage(res, 200, optOutPage.done(req));
      } catch (error) {
        if (!(error instanceof UnauthenticatedError)) throw error;
        sendPage(res, 404, optOutPage.unknown(req));
      }
    })
    .all(methodNotAllowed('GET, POST'));
  return router;
}
