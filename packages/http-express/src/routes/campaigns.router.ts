import type {
  Campaign,
  CreateCampaign,
  GetCampaign,
  ListCampaigns,
  TransitionCampaign,
  UpdateCampaign,
} from '@employee/domain';
import { toCampaignView } from '@employee/wire';
import { Router, type RequestHandler } from 'express';
import { requireScope } from '../auth/require-scope';
import { targetCompanyId } from '../auth/target-company';
import { CampaignBodyRequest, campaignInputOf } from '../dto/campaign-body.request';
import { entityTagOf, expectedVersionOf } from './entity-tags';
import { methodNotAllowed } from './method-not-allowed';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/campaigns`. */
export interface CampaignUseCases {
  readonly listCampaigns: ListCampaigns;
  readonly createCampaign: CreateCampaign;
  readonly getCampaign: GetCampaign;
  readonly updateCampaign: UpdateCampaign;
  readonly transitionCampaign: TransitionCampaign;
}

/**
 * `/v1/campaigns` (shared/decisions/surveys.md#campaign, docs/surveys.md#campaigns): list (newest first, `status`
 * and `search` filters), create (a draft), get and update (partial PUT) one campaign, with `ETag`/`If-Match` like
 * every versioned resource, and `POST /{id}/open` and `/{id}/close` (200 with the campaign; 409
 * `CAMPAIGN.WRONG_STATE` on a wrong transition). One campaign's answers include its `questions`; list items do not.
 * Reads need `campaigns:read`, writes `campaigns:write`. There is no DELETE.
 */
export function campaignsRouter(useCases: CampaignUseCases, timeZone: string, publicBaseUrl: string | null): Router {
  const transition =
    (to: 'open' | 'close'): RequestHandler =>
    async (req, res) => {
      const campaign = await useCases.transitionCampaign.execute({
        companyId: targetCompanyId(res),
        id: req.params.id as string,
        transition: to,
        expectedVersion: expectedVersionOf(req),
      });
      res.setHeader('ETag', entityTagOf(campaign.version)).json({ data: toCampaignView(campaign, timeZone, true) });
    };
  const write = requireScope('campaigns:write');
  const transitions = Router();
  transitions.route('/:id/open').post(write, transition('open')).all(methodNotAllowed('POST'));
  transitions.route('/:id/close').post(write, transition('close')).all(methodNotAllowed('POST'));

  const resource = resourceRouter<Campaign, CampaignBodyRequest, CampaignBodyRequest>(
    {
      list: (companyId, { page, per_page, status, search }) =>
        useCases.listCampaigns.execute({ companyId, page, perPage: per_page, status, search }),
      create: (companyId, body, rejected) =>
        useCases.createCampaign.execute({ ...campaignInputOf(body), companyId, rejected }),
      get: (companyId, id) => useCases.getCampaign.execute({ companyId, id }),
      update: (companyId, id, body, rejected, _principal, expectedVersion) =>
        useCases.updateCampaign.execute({ ...campaignInputOf(body), companyId, id, rejected, expectedVersion }),
      versionOf: (campaign) => campaign.version,
      view: (campaign) => toCampaignView(campaign, timeZone),
      itemView: (campaign) => toCampaignView(campaign, timeZone, true),
      createBody: CampaignBodyRequest,
      updateBody: CampaignBodyRequest,
      listFilters: ['status'],
      scopes: { read: 'campaigns:read', write: 'campaigns:write' },
    },
    publicBaseUrl,
  );
  return Router().use(transitions, resource);
}
