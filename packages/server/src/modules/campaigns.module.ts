import { CreateCampaign, ListCampaignMembers } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids } = TOKENS;

/** The campaign capability: the admin CLI's `campaign create` and `campaign members`. */
export const campaignsModule = new ContainerModule(({ bind }) => {
  bind(CreateCampaign).toResolvedValue((...ports) => new CreateCampaign(...ports), [unitOfWork, clock, ids]);
  bind(ListCampaignMembers).toResolvedValue((...ports) => new ListCampaignMembers(...ports), [unitOfWork]);
});
