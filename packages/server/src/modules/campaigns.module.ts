import {
  AnswerInvitations,
  CountInvitations,
  CreateCampaign,
  GetCampaign,
  IssueInvitationLinks,
  ListCampaignMembers,
  ListCampaigns,
  ListInvitations,
  ReadQuestionnaire,
  SubmitResponse,
  TransitionCampaign,
  UpdateCampaign,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids, settings, secretTokens } = TOKENS;

/**
 * The campaign capability: the use cases of `/v1/campaigns` and its invitations (one by one and grouped for the
 * router), of `POST /survey/v1/responses` and `GET /survey/v1/questionnaire` (grouped under
 * `TOKENS.surveyUseCases`; the questionnaire's minimum group size is `REPORT_MIN_GROUP_SIZE` unless the company has
 * its own), the admin CLI's `campaign create` and `campaign members`, and `AnswerInvitations` for
 * `npm run make-responses` (docs/surveys.md). Survey links' tokens come from `TOKENS.secretTokens`.
 */
export const campaignsModule = new ContainerModule(({ bind }) => {
  bind(CreateCampaign).toResolvedValue((...ports) => new CreateCampaign(...ports), [unitOfWork, clock, ids]);
  bind(ListCampaignMembers).toResolvedValue((...ports) => new ListCampaignMembers(...ports), [unitOfWork]);
  bind(ListCampaigns).toResolvedValue((...ports) => new ListCampaigns(...ports), [unitOfWork]);
  bind(GetCampaign).toResolvedValue((...ports) => new GetCampaign(...ports), [unitOfWork]);
  bind(UpdateCampaign).toResolvedValue((...ports) => new UpdateCampaign(...ports), [unitOfWork, clock, ids]);
  bind(TransitionCampaign).toResolvedValue((...ports) => new TransitionCampaign(...ports), [unitOfWork, clock]);
  bind(CountInvitations).toResolvedValue((...ports) => new CountInvitations(...ports), [unitOfWork]);
  bind(ListInvitations).toResolvedValue((...ports) => new ListInvitations(...ports), [unitOfWork]);
  bind(IssueInvitationLinks).toResolvedValue(
    (...ports) => new IssueInvitationLinks(...ports),
    [unitOfWork, secretTokens],
  );
  bind(SubmitResponse).toResolvedValue(
    (...ports) => new SubmitResponse(...ports),
    [unitOfWork, secretTokens, clock, ids, settings],
  );
  bind(ReadQuestionnaire).toResolvedValue(
    (uow, tokens, { config }) => new ReadQuestionnaire(uow, tokens, { minGroupSize: config.reportMinGroupSize }),
    [unitOfWork, secretTokens, TOKENS.infrastructure],
  );
  bind(AnswerInvitations).toResolvedValue(
    (...ports) => new AnswerInvitations(...ports),
    [unitOfWork, clock, ids, settings],
  );
  bind(TOKENS.campaignUseCases).toResolvedValue(
    (
      listCampaigns,
      createCampaign,
      getCampaign,
      updateCampaign,
      transitionCampaign,
      countInvitations,
      listInvitations,
      issueInvitationLinks,
    ) => ({
      listCampaigns,
      createCampaign,
      getCampaign,
      updateCampaign,
      transitionCampaign,
      countInvitations,
      listInvitations,
      issueInvitationLinks,
    }),
    [
      ListCampaigns,
      CreateCampaign,
      GetCampaign,
      UpdateCampaign,
      TransitionCampaign,
      CountInvitations,
      ListInvitations,
      IssueInvitationLinks,
    ],
  );
  bind(TOKENS.surveyUseCases).toResolvedValue(
    (submitResponse, readQuestionnaire) => ({ submitResponse, readQuestionnaire }),
    [SubmitResponse, ReadQuestionnaire],
  );
});
