import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { LanguageCode } from '../../kernel/language';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../../directory';
import type { SurveyRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import { respondentSections, type QuestionnaireSection } from '../respondent-questionnaire';
import { invitationUnknown } from '../survey.errors';
import type { ReportSettings } from '../../kernel/settings';

/** GET /survey/v1/questionnaire: the invitation token (`Authorization: Invitation <token>`). */
export interface ReadQuestionnaireQuery {
  token: string;
}

/** What the survey page needs to show one invitation's questionnaire. */
export interface InvitationQuestionnaire {
  readonly campaign: { readonly id: string; readonly name: string };
  /** The respondent's language (the employee's `language`), the one every text is in. */
  readonly language: LanguageCode;
  /** The fewest respondents a report shows a figure for: the anonymity promise's N (docs/reports.md#anonymity). */
  readonly minGroupSize: number;
  readonly sections: readonly QuestionnaireSection[];
}

/**
 * The questionnaire an invitation token opens, for the survey page (docs/surveys.md#the-survey-page): the campaign's
 * id and name, the respondent's language, the company's minimum group size of the reports (its own, else the
 * service's) and the questions in sections ({@link respondentSections}). Only a link that can still be answered opens
 * it: an unknown, replaced or withdrawn token, an answered invitation and a campaign that is no longer open all give
 * the one same error, so the page shows one plain message and a caller learns nothing about which it was.
 * @throws UnauthenticatedError `INVITATION.UNKNOWN` (401) in each of those cases.
 */
export class ReadQuestionnaire {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & SurveyRepositories & TenancyRepositories>,
    private readonly tokens: SecretTokenIssuer,
    private readonly reportSettings: ReportSettings,
  ) {}

  async execute(query: ReadQuestionnaireQuery): Promise<InvitationQuestionnaire> {
    const tokenHash = this.tokens.hashOf(query.token);
    return this.uow.run(async (r) => {
      const key = await r.invitations.ofTokenHash(tokenHash);
      if (!key || key.answered) throw invitationUnknown();
      const campaign = await r.campaigns.ofId(key.campaignId);
      if (!campaign || campaign.status !== 'open') throw invitationUnknown();
      const employee = await r.employees.ofId(key.employeeId, 'read');
      if (!employee || employee.isDeleted) throw invitationUnknown();
      const company = await r.companies.ofId(campaign.companyId);
      if (!company) throw invitationUnknown();
      const language = employee.profile.language.value;
      return {
        campaign: { id: campaign.id, name: campaign.name },
        language,
        minGroupSize: company.reportMinGroupSize ?? this.reportSettings.minGroupSize,
        sections: respondentSections(campaign.questionnaire, language),
      };
    });
  }
}
