import type { Campaign } from '../campaign';
import { campaignNotFound, campaignWrongState } from '../campaign.errors';
import type { Employee } from '../../directory';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { DomainSettings } from '../../kernel/settings';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../../directory';
import type { SurveyRepositories } from '../ports';
import { newResponse } from '../new-response';
import { employeeNameIndex, withMaskedOpenAnswers, type EmployeeNameIndex } from '../open-text-masking';
import type { RespondentResponse } from '../responses';

/** Answers the pending invitations of one campaign in bulk (generated data: `npm run make-responses`). */
export interface AnswerInvitationsCommand {
  /** The campaign, of any company (an operator's tool, like the admin CLI). */
  campaignId: string;
  /**
   * The raw body `{answers: [...]}` this employee gives, or `null` to leave their invitation pending. Called once
   * per pending invitation, in employee id order (so a seeded generator gives the same answers every run).
   */
  answersOf(employee: Employee, campaign: Campaign): unknown;
  /** Invitations answered per transaction (default 500). */
  batchSize?: number;
  /** Called after each committed batch with the invitations gone through so far and their total. */
  onProgress?(done: number, total: number): void;
}

/**
 * Gives the campaign's pending invitations the answers `answersOf` makes, each validated and snapshotted exactly as
 * `SubmitResponse` does (`newResponse`, open answers masked), `batchSize` responses per transaction: a batch is
 * stored whole or not at all. Meant for generated data on a campaign nobody answers at the same time (a concurrent
 * answer makes its batch fail with `RESPONSE.ALREADY_SUBMITTED`, and the batches before it stay).
 * Source: docs/surveys.md#generated-data.
 * @returns how many responses were stored.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 * @throws StateError `CAMPAIGN.WRONG_STATE` when the campaign is not open.
 * @throws ValidationError `RESPONSE.INVALID` when `answersOf` makes invalid answers.
 */
export class AnswerInvitations {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & SurveyRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: DomainSettings,
  ) {}

  async execute(command: AnswerInvitationsCommand): Promise<number> {
    const { campaign, pending } = await this.uow.run(async (r) => {
      const found = await r.campaigns.ofId(command.campaignId);
      if (!found) throw campaignNotFound();
      if (found.status !== 'open') throw campaignWrongState('Only an open campaign takes answers');
      return { campaign: found, pending: await r.invitations.pendingOf(found.id) };
    });
    const size = command.batchSize ?? 500;
    let names: Promise<EmployeeNameIndex> | null = null;
    let stored = 0;
    for (let start = 0; start < pending.length; start += size) {
      stored += await this.uow.run(async (r) => {
        const employees = await r.employees.ofIds(pending.slice(start, start + size));
        employees.sort((a, b) => (a.id < b.id ? -1 : 1));
        const entries: RespondentResponse[] = [];
        for (const employee of employees) {
          if (employee.isDeleted) continue;
          const body = command.answersOf(employee, campaign);
          if (body === null) continue;
          const context = { now: this.clock.now(), ids: this.ids, settings: this.settings };
          const response = await withMaskedOpenAnswers(
            newResponse(campaign, employee, body, context),
            () => (names ??= r.employees.namesOf(campaign.companyId).then(employeeNameIndex)),
          );
          entries.push({ response, employeeId: employee.id });
        }
        await r.responses.add(campaign, entries);
        return entries.length;
      });
      command.onProgress?.(Math.min(start + size, pending.length), pending.length);
    }
    return stored;
  }
}
