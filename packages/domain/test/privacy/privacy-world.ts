import {
  AnonymiseEmployee,
  ExportPersonalData,
  IssueInvitationLinks,
  SubmitResponse,
  type Campaign,
  type DomainSettings,
} from '@employee/domain';
import { PlainSecretBox, SequentialSecretTokenIssuer, validEmployeeInput } from '@employee/domain/testing';
import { seedCompany, world } from '../world';

const SETTINGS: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

/** The open answer a person gives in {@link privacyWorld}'s `answer`. */
export const OPEN_ANSWER = 'Gostaria de mais feedback do meu gestor.';

/** A use-case world with the privacy use cases, a seeded company, and helpers to hire a person and have them answer. */
export async function privacyWorld() {
  const w = world(SETTINGS);
  const seed = await seedCompany(w);
  const tokens = new SequentialSecretTokenIssuer();
  const issueLinks = new IssueInvitationLinks(w.uow, tokens, new PlainSecretBox());
  const submit = new SubmitResponse(w.uow, tokens, w.clock, w.ids, SETTINGS);
  return {
    ...w,
    seed,
    exportPersonalData: new ExportPersonalData(w.uow, w.clock),
    anonymise: new AnonymiseEmployee(w.uow, w.clock),
    hire: (overrides: Record<string, unknown> = {}) =>
      w.createEmployee.execute({
        ...validEmployeeInput({ includeCampaign: true, fields: [{ key: 'department', value: 'Controladoria' }] }),
        internalId: 'MAT-90817',
        reasonFiring: null,
        ...overrides,
        companyId: seed.company.id,
      }),
    /** The employee answers `campaign`: every scale question 4 or 9, the first open question {@link OPEN_ANSWER}. */
    answer: async (employeeId: string, campaign: Campaign = seed.survey) => {
      const links = await issueLinks.execute({ companyId: seed.company.id, campaignId: campaign.id });
      const token = links.find((l) => l.employeeId === employeeId)?.token as string;
      const firstOpen = campaign.questionnaire.questions.find((q) => q.kind === 'open');
      const answers = campaign.questionnaire.questions.flatMap(
        (q): { question_id: string; value: number | string }[] => {
          if (q.kind === 'open') return q === firstOpen ? [{ question_id: q.id, value: OPEN_ANSWER }] : [];
          return [{ question_id: q.id, value: q.kind === 'likert' ? 4 : 9 }];
        },
      );
      return submit.execute({ token, body: { answers } });
    },
  };
}
