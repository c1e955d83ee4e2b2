import type { IssueInvitationLinks, ListInvitations, SurveyInvitation } from '@employee/domain';
import { surveyUrl, toInvitationView } from '@employee/wire';
import { Router } from 'express';
import { listBody, methodNotAllowed, originOf, requireScope, targetCompanyId } from '@employee/http-common';
import { markSecretAnswer } from '../idempotency/secret-answer';

/** The use cases behind a campaign's invitations. */
export interface InvitationUseCases {
  readonly listInvitations: ListInvitations;
  readonly issueInvitationLinks: IssueInvitationLinks;
}

/**
 * A campaign's invitations (docs/decisions/0002-surveys.md#invitations-and-answers, docs/surveys.md#invitations):
 * `GET /:id/invitations` (`campaigns:read`) lists `{employee_id, status, answered_at}` by employee id, offset pages,
 * `status` (`pending`, `answered`) kept in the links, never a token; `POST /:id/invitations/links`
 * (`campaigns:write`) answers `{data: [{employee_id, url}]}`, a fresh link `{PUBLIC_BASE_URL}/survey/{token}` for
 * every pending invitation of an open campaign, each replacing that invitation's earlier link (409
 * `CAMPAIGN.WRONG_STATE` while draft or closed). Another company's campaign is 404.
 */
export function campaignInvitationsRouter(
  useCases: InvitationUseCases,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  const router = Router();
  router
    .route('/:id/invitations')
    .get(requireScope('campaigns:read'), async (req, res) => {
      const { status, page, per_page } = req.query;
      const found = await useCases.listInvitations.execute({
        companyId: targetCompanyId(res),
        campaignId: req.params.id,
        status,
        page,
        perPage: per_page,
      });
      const view = (invitation: SurveyInvitation) => toInvitationView(invitation, timeZone);
      res.json(listBody(found, view, req, publicBaseUrl, { scope: '', filters: ['status'] }));
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/:id/invitations/links')
    .post(requireScope('campaigns:write'), async (req, res) => {
      const issued = await useCases.issueInvitationLinks.execute({
        companyId: targetCompanyId(res),
        campaignId: req.params.id,
      });
      const origin = originOf(req, publicBaseUrl);
      markSecretAnswer(res);
      res.json({
        data: issued.map(({ employeeId, token }) => ({ employee_id: employeeId, url: surveyUrl(origin, token) })),
      });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
