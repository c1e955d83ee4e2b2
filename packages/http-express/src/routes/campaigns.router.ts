import type {
  Campaign,
  CountDeliveries,
  CountInvitations,
  CreateCampaign,
  DeliveryCounts,
  GetCampaign,
  InvitationCounts,
  ListCampaigns,
  Page,
  TransitionCampaign,
  UpdateCampaign,
} from '@employee/domain';
import { toCampaignView } from '@employee/wire';
import { Router, type RequestHandler } from 'express';
import { methodNotAllowed, requireScope, targetCompanyId } from '@employee/http-common';
import { CampaignBodyRequest, campaignInputOf } from '../dto/campaign-body.request';
import { campaignInvitationsRouter, type InvitationUseCases } from './campaign-invitations.router';
import { entityTagOf, expectedVersionOf } from './entity-tags';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/campaigns` and its invitations. */
export interface CampaignUseCases extends InvitationUseCases {
  readonly listCampaigns: ListCampaigns;
  readonly createCampaign: CreateCampaign;
  readonly getCampaign: GetCampaign;
  readonly updateCampaign: UpdateCampaign;
  readonly transitionCampaign: TransitionCampaign;
  /** The `invited` and `responded` of the campaigns an answer shows: one call per request. */
  readonly countInvitations: CountInvitations;
  readonly countDeliveries: CountDeliveries;
}

/** A campaign with its invitation counts, as the routes answer it. */
interface CountedCampaign {
  readonly id: string;
  readonly campaign: Campaign;
  readonly counts: InvitationCounts;
  /** By delivery state, for one campaign the platform delivers (`null` for a `links` one; absent on lists). */
  readonly delivery?: DeliveryCounts | null;
}

/**
 * `/v1/campaigns` (docs/decisions/0002-surveys.md#campaign, docs/surveys.md#campaigns): list (newest first, `status`
 * and `search` filters), create (a draft), get and update (partial PUT) one campaign, with `ETag`/`If-Match` like
 * every versioned resource, and `POST /{id}/open` and `/{id}/close` (200 with the campaign; 409
 * `CAMPAIGN.WRONG_STATE` on a wrong transition). One campaign's answers include its `questions`; list items do not.
 * Every answer carries each campaign's `invited` and `responded`, read with one `CountInvitations` per request.
 * Reads need `campaigns:read`, writes `campaigns:write`. There is no DELETE. The invitations:
 * {@link campaignInvitationsRouter}.
 */
export function campaignsRouter(useCases: CampaignUseCases, timeZone: string, publicBaseUrl: string | null): Router {
  /** `campaign` with its counts out of `counts` (0 and 0 when absent). */
  const withCounts = (campaign: Campaign, counts: Map<string, InvitationCounts>): CountedCampaign => ({
    id: campaign.id,
    campaign,
    counts: counts.get(campaign.id) ?? { invited: 0, responded: 0 },
  });
  /** One campaign with its counts, and those by delivery state when the platform delivers it. */
  const countedOne = async (campaign: Campaign): Promise<CountedCampaign> => ({
    ...withCounts(campaign, await useCases.countInvitations.execute([campaign.id])),
    delivery: campaign.distribution === 'platform' ? await useCases.countDeliveries.execute(campaign.id) : null,
  });
  const countedPage = async (page: Page<Campaign>): Promise<Page<CountedCampaign>> => {
    const counts = await useCases.countInvitations.execute(page.items.map((c) => c.id));
    return { ...page, items: page.items.map((campaign) => withCounts(campaign, counts)) };
  };
  const view = ({ campaign, counts, delivery }: CountedCampaign, withQuestions: boolean) =>
    toCampaignView(campaign, counts, timeZone, withQuestions, delivery);

  const transition =
    (to: 'open' | 'close'): RequestHandler =>
    async (req, res) => {
      const campaign = await useCases.transitionCampaign.execute({
        companyId: targetCompanyId(res),
        id: req.params.id as string,
        transition: to,
        expectedVersion: expectedVersionOf(req),
      });
      res.setHeader('ETag', entityTagOf(campaign.version)).json({ data: view(await countedOne(campaign), true) });
    };
  const write = requireScope('campaigns:write');
  const transitions = Router();
  transitions.route('/:id/open').post(write, transition('open')).all(methodNotAllowed('POST'));
  transitions.route('/:id/close').post(write, transition('close')).all(methodNotAllowed('POST'));

  const resource = resourceRouter<CountedCampaign, CampaignBodyRequest, CampaignBodyRequest>(
    {
      list: async (companyId, { page, per_page, status, search }) =>
        countedPage(await useCases.listCampaigns.execute({ companyId, page, perPage: per_page, status, search })),
      create: async (companyId, body, rejected) =>
        countedOne(await useCases.createCampaign.execute({ ...campaignInputOf(body), companyId, rejected })),
      get: async (companyId, id) => countedOne(await useCases.getCampaign.execute({ companyId, id })),
      update: async (companyId, id, body, rejected, _principal, expectedVersion) =>
        countedOne(
          await useCases.updateCampaign.execute({ ...campaignInputOf(body), companyId, id, rejected, expectedVersion }),
        ),
      versionOf: ({ campaign }) => campaign.version,
      view: (item) => view(item, false),
      itemView: (item) => view(item, true),
      createBody: CampaignBodyRequest,
      updateBody: CampaignBodyRequest,
      listFilters: ['status'],
      scopes: { read: 'campaigns:read', write: 'campaigns:write' },
    },
    publicBaseUrl,
  );
  return Router().use(transitions, campaignInvitationsRouter(useCases, timeZone, publicBaseUrl), resource);
}
