import {
  AnswerInvitations,
  CountInvitations,
  CreateCampaign,
  EmployeeNameCache,
  GetCampaign,
  IssueInvitationLinks,
  ListInvitationLinks,
  ReissueInvitationLink,
  ListCampaignMembers,
  ListCampaigns,
  ListInvitations,
  ReadQuestionnaire,
  SubmitResponse,
  TransitionCampaign,
  UpdateCampaign,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, ids, settings, surveyTokens, surveyLinkBox } = PORTS;

/**
 * Surveys (docs/surveys.md): the use cases of `/v1/campaigns` and its invitations, of `POST /survey/v1/responses`
 * and `GET /survey/v1/questionnaire`, the admin CLI's `campaign create` and `campaign members`, and
 * `AnswerInvitations` for `npm run make-responses`. Survey links' tokens come from `PORTS.surveyTokens`, kept sealed
 * by `PORTS.surveyLinkBox`.
 */
export const surveysModule = new ContainerModule(({ bind }) => {
  bind(CreateCampaign).toDynamicValue((c) => new CreateCampaign(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(ListCampaignMembers).toDynamicValue((c) => new ListCampaignMembers(c.get(unitOfWork)));
  bind(ListCampaigns).toDynamicValue((c) => new ListCampaigns(c.get(unitOfWork)));
  bind(GetCampaign).toDynamicValue((c) => new GetCampaign(c.get(unitOfWork)));
  bind(UpdateCampaign).toDynamicValue((c) => new UpdateCampaign(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(TransitionCampaign).toDynamicValue((c) => new TransitionCampaign(c.get(unitOfWork), c.get(clock)));
  bind(CountInvitations).toDynamicValue((c) => new CountInvitations(c.get(unitOfWork)));
  bind(ListInvitations).toDynamicValue((c) => new ListInvitations(c.get(unitOfWork)));
  bind(IssueInvitationLinks).toDynamicValue(
    (c) => new IssueInvitationLinks(c.get(unitOfWork), c.get(surveyTokens), c.get(surveyLinkBox)),
  );
  bind(ListInvitationLinks).toDynamicValue((c) => new ListInvitationLinks(c.get(unitOfWork), c.get(surveyLinkBox)));
  bind(ReissueInvitationLink).toDynamicValue(
    (c) => new ReissueInvitationLink(c.get(unitOfWork), c.get(surveyTokens), c.get(surveyLinkBox)),
  );
  bind(EmployeeNameCache)
    .toDynamicValue(() => new EmployeeNameCache())
    .inSingletonScope();
  bind(SubmitResponse).toDynamicValue(
    (c) =>
      new SubmitResponse(
        c.get(unitOfWork),
        c.get(surveyTokens),
        c.get(clock),
        c.get(ids),
        c.get(settings),
        c.get(EmployeeNameCache),
      ),
  );
  bind(ReadQuestionnaire).toDynamicValue(
    (c) => new ReadQuestionnaire(c.get(unitOfWork), c.get(surveyTokens), c.get(PORTS.reportSettings)),
  );
  bind(AnswerInvitations).toDynamicValue(
    (c) => new AnswerInvitations(c.get(unitOfWork), c.get(clock), c.get(ids), c.get(settings)),
  );
});
