import {
  CreateCampaign,
  GetCampaign,
  ListCampaignMembers,
  ListCampaigns,
  TransitionCampaign,
  UpdateCampaign,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids } = TOKENS;

/**
 * The campaign capability: the use cases of `/v1/campaigns` (one by one and grouped for the router), and the admin
 * CLI's `campaign create` and `campaign members`.
 */
export const campaignsModule = new ContainerModule(({ bind }) => {
  bind(CreateCampaign).toResolvedValue((...ports) => new CreateCampaign(...ports), [unitOfWork, clock, ids]);
  bind(ListCampaignMembers).toResolvedValue((...ports) => new ListCampaignMembers(...ports), [unitOfWork]);
  bind(ListCampaigns).toResolvedValue((...ports) => new ListCampaigns(...ports), [unitOfWork]);
  bind(GetCampaign).toResolvedValue((...ports) => new GetCampaign(...ports), [unitOfWork]);
  bind(UpdateCampaign).toResolvedValue((...ports) => new UpdateCampaign(...ports), [unitOfWork, clock, ids]);
  bind(TransitionCampaign).toResolvedValue((...ports) => new TransitionCampaign(...ports), [unitOfWork, clock]);
  bind(TOKENS.campaignUseCases).toResolvedValue(
    (listCampaigns, createCampaign, getCampaign, updateCampaign, transitionCampaign) => ({
      listCampaigns,
      createCampaign,
      getCampaign,
      updateCampaign,
      transitionCampaign,
    }),
    [ListCampaigns, CreateCampaign, GetCampaign, UpdateCampaign, TransitionCampaign],
  );
});
