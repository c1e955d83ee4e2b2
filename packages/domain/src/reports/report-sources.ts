import type { Campaign } from '../surveys';
import type { DateBR } from '../kernel/br/date-br';
import type { RespondentTable } from './respondent-table';

/**
 * How pending invitations are counted for participation: the pending invitees whose current filter values match
 * `segment` (filter key → accepted values; keys AND, values OR; empty: everyone), counted by `by`: `null` (one
 * total), a filter key's current value, the employee's `hiring_date` or `birthdate` (ISO `YYYY-MM-DD`, the domain
 * bands them), or `language`.
 */
export interface PendingCountQuery {
  readonly segment: ReadonlyMap<string, ReadonlySet<string>>;
  readonly by: null | { readonly filterKey: string } | 'hiring_date' | 'birthdate' | 'language';
}

/**
 * Port: what the reports read (docs/reports.md#how-a-report-is-computed). Read-only; outside any unit of work.
 */
export interface ReportSources {
  /**
   * Every response of `campaign` as a {@link RespondentTable} (questions in `campaign.questionnaire` order). Responses
   * are append-only, so an adapter may keep a campaign's table in memory and append only what arrived since.
   */
  tableOf(campaign: Campaign): Promise<RespondentTable>;

  /**
   * The ids of `campaignId`'s responses whose respondent (the respondent link) left voluntarily (report 3, attrition
   * clusters): their employee has a voluntary firing dated on or after `since` that is settled (the employee was
   * soft-deleted with the firing recorded, by the settlement or by a DELETE), on a day before `settledBefore` in the
   * service time zone. A recorded firing that can still be cancelled never counts
   * (docs/reports.md#voluntary-leavers).
   */
  voluntaryLeaversOf(campaignId: string, since: DateBR, settledBefore: DateBR): Promise<ReadonlySet<string>>;

  /** Pending invitations of `campaignId` counted as `query` says (group key `null`: no value). */
  pendingCountsOf(campaignId: string, query: PendingCountQuery): Promise<ReadonlyMap<string | null, number>>;

  /**
   * The open-text answers (as stored: masked, docs/reports.md#comments) of those of `responseIds` that are
   * `campaignId`'s responses, as `{questionId, text}` in no particular order and with no response id: what the
   * comments read shows (docs/reports.md#comments).
   */
  openAnswersOf(campaignId: string, responseIds: readonly string[]): Promise<OpenAnswerText[]>;
}

/** One open-text answer without its response (see {@link ReportSources.openAnswersOf}). */
export interface OpenAnswerText {
  readonly questionId: string;
  readonly text: string;
}
