import {
  isUuid,
  type Campaign,
  type DateBR,
  type OpenAnswerText,
  type PendingCountQuery,
  type ReportSources,
  type RespondentTable,
} from '@employee/domain';
import type { DataSource } from 'typeorm';
import { KeptTables, type KeptTable } from './kept-tables';
import { ResponseRowMapper, type ReportResponseRow } from './response-row.mapper';
import {
  OPEN_ANSWERS_OF,
  PENDING_COUNTS,
  RESPONSE_ROWS_SINCE,
  VOLUNTARY_LEAVERS,
  WINDOW_COUNT,
} from './typeorm-report-sources.sql';

/** How the respondent tables are kept: how many campaigns, and the safety window of a refresh. */
export interface KeptTablesOptions {
  /** Campaigns whose tables stay in memory (the least recently asked for goes first); default 20. */
  readonly capacity?: number;
  /**
   * How much older than the latest response loaded a response committed later may be, in milliseconds (a transaction
   * takes its `submitted_at` from the clock, then commits); default 120,000 (2 minutes). A refresh reads again the
   * responses submitted from this long before the latest one loaded.
   */
  readonly safetyWindowMs?: number;
}

/**
 * `ReportSources` in PostgreSQL (docs/persistence.md#reports), read outside any unit of work, on `dataSource`.
 * `tableOf` keeps each campaign's `RespondentTable` builder in memory (a bounded LRU) and appends, on every call,
 * only the responses that arrived since: responses are append-only, and a refresh re-reads the responses submitted
 * from `safetyWindowMs` before the latest one it holds, skipping the ids it holds. `timeZone`: the
 * service time zone, for the day of submission and the day a firing settled. Source: domain `ReportSources`;
 * docs/reports.md.
 */
export class TypeOrmReportSources implements ReportSources {
  private readonly kept: KeptTables;

  constructor(
    private readonly dataSource: DataSource,
    private readonly timeZone: string,
    options: KeptTablesOptions = {},
  ) {
    this.kept = new KeptTables(options.capacity ?? 20, timeZone, options.safetyWindowMs ?? 120_000);
  }

  async tableOf(campaign: Campaign): Promise<RespondentTable> {
    const kept = this.kept.of(campaign);
    return kept.serially(async () => {
      await this.refresh(kept);
      return kept.table();
    });
  }

  /**
   * Appends to `kept` the responses it lacks: one count of the rows of its window; the rows themselves only when that
   * count differs from the loaded ones of the window (responses are append-only: an equal count means nothing new).
   */
  private async refresh(kept: KeptTable): Promise<void> {
    const since = kept.windowStart ?? '-infinity';
    const campaignId = kept.builder.campaignId;
    const [window] = await this.dataSource.query<Array<{ count: number }>>(WINDOW_COUNT, [campaignId, since]);
    if (window?.count === kept.loadedInWindow()) return;
    const rows = await this.dataSource.query<ReportResponseRow[]>(RESPONSE_ROWS_SINCE, [campaignId, since]);
    const mapper = new ResponseRowMapper();
    for (const row of rows) if (!kept.holds(row.id)) kept.append(mapper.toDomain(row));
    kept.slideWindow();
  }

  async voluntaryLeaversOf(campaignId: string, since: DateBR, settledBefore: DateBR): Promise<ReadonlySet<string>> {
    if (!isUuid(campaignId)) return new Set();
    const rows = await this.dataSource.query<Array<{ id: string }>>(VOLUNTARY_LEAVERS, [
      campaignId,
      since.toIso(),
      settledBefore.toIso(),
      this.timeZone,
    ]);
    return new Set(rows.map((row) => row.id));
  }

  async pendingCountsOf(campaignId: string, query: PendingCountQuery): Promise<ReadonlyMap<string | null, number>> {
    if (!isUuid(campaignId)) return new Map();
    const segment = Object.fromEntries([...query.segment].map(([key, values]) => [key, [...values]]));
    const [kind, filterKey] = groupingOf(query.by);
    const rows = await this.dataSource.query<Array<{ key: string | null; count: number }>>(PENDING_COUNTS, [
      campaignId,
      JSON.stringify(segment),
      kind,
      filterKey,
    ]);
    return new Map(rows.map((row) => [row.key, row.count]));
  }

  async openAnswersOf(campaignId: string, responseIds: readonly string[]): Promise<OpenAnswerText[]> {
    if (!isUuid(campaignId)) return [];
    const ids = responseIds.filter((id) => isUuid(id));
    return ids.length === 0 ? [] : this.dataSource.query<OpenAnswerText[]>(OPEN_ANSWERS_OF, [campaignId, ids]);
  }
}

/** `PENDING_COUNTS`' $3 and $4 for `by`. */
function groupingOf(by: PendingCountQuery['by']): [string, string | null] {
  if (by === null) return ['total', null];
  return typeof by === 'string' ? [by, null] : ['filter', by.filterKey];
}
