import type {
  IssuedInvitationToken,
  IssueInvitationLinks,
  ListInvitationLinks,
  ListInvitations,
  ReissueInvitationLink,
  SurveyInvitation,
} from '@employee/domain';
import { surveyUrl, toInvitationView } from '@employee/wire';
import { Router, type Request, type Response } from 'express';
import { listBody, methodNotAllowed, originOf, requireScope, targetCompanyId } from '@employee/http-common';
import { markSecretAnswer } from '../idempotency/secret-answer';

/** The use cases behind a campaign's invitations. */
export interface InvitationUseCases {
  readonly listInvitations: ListInvitations;
  readonly issueInvitationLinks: IssueInvitationLinks;
  readonly listInvitationLinks: ListInvitationLinks;
  readonly reissueInvitationLink: ReissueInvitationLink;
}

/**
 * A campaign's invitations (docs/surveys.md#invitations, docs/notifications.md#links):
 * - `GET /:id/invitations` (`campaigns:read`) lists `{employee_id, status, answered_at}` by employee id, offset
 *   pages, `status` (`pending`, `answered`) kept in the links, never a token;
 * - `POST /:id/invitations/links` (`campaigns:write`) answers `{data: [{employee_id, url}]}`, the link
 *   `{PUBLIC_BASE_URL}/survey/{token}` of every pending invitation of an open `links` campaign: links issued before
 *   unchanged, new ones for invitations without; `GET` the same without issuing any;
 * - `POST /:id/invitations/:employee_id/link` (`campaigns:write`) re-issues one invitation's link, answering
 *   `{data: {employee_id, url}}` (the earlier link stops working; audited).
 * A draft or closed campaign is 409 `CAMPAIGN.WRONG_STATE`; one the platform delivers 409
 * `CAMPAIGN.WRONG_DISTRIBUTION`; another company's campaign 404. Answers holding links are never kept for an
 * `Idempotency-Key` replay.
 */
export function campaignInvitationsRouter(
  useCases: InvitationUseCases,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  const router = Router();
  const linkOf = (req: Request) => {
    const origin = originOf(req, publicBaseUrl);
    return ({ employeeId, token }: IssuedInvitationToken) => ({
      employee_id: employeeId,
      url: surveyUrl(origin, token),
    });
  };
  const answerLinks = (req: Request, res: Response, links: IssuedInvitationToken[]) => {
    markSecretAnswer(res);
    res.json({ data: links.map(linkOf(req)) });
  };
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
    .get(requireScope('campaigns:write'), async (req, res) => {
      const command = { companyId: targetCompanyId(res), campaignId: req.params.id };
      answerLinks(req, res, await useCases.listInvitationLinks.execute(command));
    })
    .post(requireScope('campaigns:write'), async (req, res) => {
      const command = { companyId: targetCompanyId(res), campaignId: req.params.id };
      answerLinks(req, res, await useCases.issueInvitationLinks.execute(command));
    })
    .all(methodNotAllowed('GET, POST'));
  router
    .route('/:id/invitations/:employeeId/link')
    .post(requireScope('campaigns:write'), async (req, res) => {
      const issued = await useCases.reissueInvitationLink.execute({
        companyId: targetCompanyId(res),
        campaignId: req.params.id,
        employeeId: req.params.employeeId,
      });
      markSecretAnswer(res);
      res.json({ data: linkOf(req)(issued) });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
