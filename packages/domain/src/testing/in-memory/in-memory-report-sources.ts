import type { Campaign } from '../../surveys/campaign';
import { DateBR } from '../../kernel/br/date-br';
import type { EmployeeProps } from '../../directory/employee';
import type { OpenAnswerText, PendingCountQuery, ReportSources } from '../../reports/report-sources';
import { RespondentTableBuilder, type RespondentTable } from '../../reports/respondent-table';
import { voluntaryDepartureOf, type VoluntaryDeparture } from '../../privacy/data-subjects';
import type { InMemoryState, StoredResponse } from './in-memory-store';

/**
 * `ReportSources` over the in-memory store: the responses with their respondent links, the employees and their
 * campaign links. Builds each table afresh (the store is small); rows by `submittedAt`, then id. `timeZone`: the
 * service time zone, for the day of submission and the day a firing settled. Source: domain `ReportSources`.
 */
export class InMemoryReportSources implements ReportSources {
  constructor(
    private readonly state: () => InMemoryState,
    private readonly timeZone: string,
  ) {}

  async tableOf(campaign: Campaign): Promise<RespondentTable> {
    const questions = campaign.questionnaire.questions;
    const builder = new RespondentTableBuilder(campaign.id, questions, this.timeZone);
    const responses = this.responsesOf(campaign.id)
      .map((entry) => entry.response)
      .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : 1));
    for (const response of responses) {
      const values = new Map(response.answers.map((answer) => [answer.questionId, answer.value]));
      builder.append({
        id: response.id,
        submittedAt: response.submittedAt,
        snapshot: response.snapshot,
        scaleValues: questions.map((question) => {
          const value = values.get(question.id);
          return typeof value === 'number' ? value : null;
        }),
      });
    }
    return builder.table();
  }

  async voluntaryLeaversOf(campaignId: string, since: DateBR, settledBefore: DateBR): Promise<ReadonlySet<string>> {
    const { employees } = this.state();
    const leavers = new Set<string>();
    for (const { response, employeeId, departure } of this.responsesOf(campaignId)) {
      const employee = employeeId === null ? undefined : employees.get(employeeId);
      const left = employee ? voluntaryDepartureOf(employee) : departure;
      if (left && this.leftBetween(left, since, settledBefore)) leavers.add(response.id);
    }
    return leavers;
  }

  /** A voluntary firing dated on or after `since`, settled (soft-deleted with it) on a day before `settledBefore`. */
  private leftBetween(departure: VoluntaryDeparture, since: DateBR, settledBefore: DateBR): boolean {
    if (departure.firingDate.isBefore(since)) return false;
    return DateBR.today(departure.settledAt, this.timeZone).isBefore(settledBefore);
  }

  async pendingCountsOf(campaignId: string, query: PendingCountQuery): Promise<ReadonlyMap<string | null, number>> {
    const answered = new Set(this.responsesOf(campaignId).map((entry) => entry.employeeId));
    const counts = new Map<string | null, number>();
    for (const employee of this.state().employees.values()) {
      if (!employee.campaignIds.includes(campaignId) || answered.has(employee.id)) continue;
      if (!inSegment(employee, query.segment)) continue;
      const key = groupKeyOf(employee, query.by);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  async openAnswersOf(campaignId: string, responseIds: readonly string[]): Promise<OpenAnswerText[]> {
    const wanted = new Set(responseIds);
    return this.responsesOf(campaignId)
      .filter((entry) => wanted.has(entry.response.id))
      .flatMap((entry) =>
        entry.response.answers.flatMap((answer) =>
          typeof answer.value === 'string' ? [{ questionId: answer.questionId, text: answer.value }] : [],
        ),
      );
  }

  private responsesOf(campaignId: string): StoredResponse[] {
    return [...this.state().responses.values()].filter((entry) => entry.response.campaignId === campaignId);
  }
}

/** The employee's current value of the filter `key`, or `undefined`. */
function valueOf(employee: EmployeeProps, key: string): string | undefined {
  return employee.fieldValues.find((field) => field.key === key)?.value;
}

/** Whether the employee's current filter values match `segment` (keys AND, values OR). */
function inSegment(employee: EmployeeProps, segment: PendingCountQuery['segment']): boolean {
  for (const [key, accepted] of segment) {
    const value = valueOf(employee, key);
    if (value === undefined || !accepted.has(value)) return false;
  }
  return true;
}

/** The group of `employee` for `by` (see `PendingCountQuery`): `null` for one total or no value. */
function groupKeyOf(employee: EmployeeProps, by: PendingCountQuery['by']): string | null {
  if (by === null) return null;
  if (by === 'hiring_date') return employee.hiringDate?.toIso() ?? null;
  if (by === 'birthdate') return employee.birthdate?.toIso() ?? null;
  if (by === 'language') return employee.language.value;
  return valueOf(employee, by.filterKey) ?? null;
}
