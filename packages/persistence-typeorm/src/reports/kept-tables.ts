import { RespondentTableBuilder, type Campaign, type RespondentRow, type RespondentTable } from '@employee/domain';

/**
 * One campaign's respondent table kept in memory, and what its next refresh must read again
 * (docs/persistence.md#reports).
 */
export class KeptTable {
  readonly builder: RespondentTableBuilder;
  /** The campaign's question ids, in order: a table is kept for one questionnaire only. */
  readonly questionIds: string;
  /** The latest submission loaded (ms since 1970), `null` before any. */
  private latest: number | null = null;
  /** The loaded responses the next read may return again: id → submission (ms since 1970). */
  private readonly recent = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The table handed out since the last append, `null` when a row was appended since (or none was handed out). */
  private current: RespondentTable | null = null;

  /** `safetyWindowMs`: how far before the latest submission loaded the next read starts. */
  constructor(
    campaign: Campaign,
    timeZone: string,
    private readonly safetyWindowMs: number,
  ) {
    this.builder = new RespondentTableBuilder(campaign.id, campaign.questionnaire.questions, timeZone);
    this.questionIds = questionIdsOf(campaign);
  }

  /** Runs `work` after every earlier one of this table has settled (refreshes never interleave). */
  serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Where the next read starts: responses submitted at or after this instant (the latest loaded submission minus the
   * safety window); `null` (read everything) before any response was loaded.
   */
  get windowStart(): Date | null {
    return this.latest === null ? null : new Date(this.latest - this.safetyWindowMs);
  }

  /** How many loaded responses were submitted at or after {@link windowStart}. */
  loadedInWindow(): number {
    const start = this.windowStart;
    if (start === null) return 0;
    let count = 0;
    for (const at of this.recent.values()) if (at >= start.getTime()) count += 1;
    return count;
  }

  /** Whether the response `id` is loaded (asked only of responses at or after {@link windowStart}). */
  holds(id: string): boolean {
    return this.recent.has(id);
  }

  /**
   * The table of the rows appended so far: the same object as long as nothing was appended since, so what the domain
   * works out once per table (the released table, the respondents' scores: caches keyed by the table object) is
   * reused by every read until a response arrives.
   */
  table(): RespondentTable {
    this.current ??= this.builder.table();
    return this.current;
  }

  /** Appends one response read (not {@link holds held} yet). */
  append(row: RespondentRow): void {
    this.builder.append(row);
    this.current = null;
    const at = row.submittedAt.getTime();
    this.recent.set(row.id, at);
    if (this.latest === null || at > this.latest) this.latest = at;
  }

  /** Forgets the ids submitted before the new {@link windowStart} (with a millisecond of slack): never read again. */
  slideWindow(): void {
    const start = this.windowStart;
    if (start === null) return;
    const keepFrom = start.getTime() - 1;
    for (const [id, at] of this.recent) if (at < keepFrom) this.recent.delete(id);
  }
}

function questionIdsOf(campaign: Campaign): string {
  return campaign.questionnaire.questions.map((q) => q.id).join(',');
}

/**
 * The tables kept, at most `capacity` campaigns, the least recently asked for evicted first (an evicted campaign
 * is loaded whole again when asked for).
 */
export class KeptTables {
  private readonly tables = new Map<string, KeptTable>();

  constructor(
    private readonly capacity: number,
    private readonly timeZone: string,
    private readonly safetyWindowMs: number,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity must be a positive integer`);
  }

  /** The table kept for `campaign` (a new, empty one when none is, or when its questions differ), now most recent. */
  of(campaign: Campaign): KeptTable {
    let table = this.tables.get(campaign.id);
    this.tables.delete(campaign.id);
    if (table === undefined || table.questionIds !== questionIdsOf(campaign))
      table = new KeptTable(campaign, this.timeZone, this.safetyWindowMs);
    this.tables.set(campaign.id, table);
    for (const oldest of this.tables.keys()) {
      if (this.tables.size <= this.capacity) break;
      this.tables.delete(oldest);
    }
    return table;
  }
}
