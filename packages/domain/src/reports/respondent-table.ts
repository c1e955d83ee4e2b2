import { DateBR } from '../kernel/br/date-br';
import { LANGUAGES } from '../kernel/language';
import type { StoredQuestion } from '../surveys';
import { AGE_BANDS, TENURE_BANDS } from '../surveys';
import { DIMENSIONS } from '../surveys';
import type { SegmentSnapshot } from '../surveys';
import { NO_ANSWER, RowScorer, type RowScores } from './row-scores';

/** The code of "no value" in a coded column (no `hiring_date`, no value for a filter, a hidden value). */
export const NO_VALUE = -1;

/** A coded column: `codes[row]` is an index into `values`, or {@link NO_VALUE}. */
export interface CodedColumn {
  readonly values: readonly string[];
  readonly codes: Int32Array;
}

/**
 * One campaign's responses as columns, the form every report is computed from
 * (docs/reports.md#how-a-report-is-computed):
 * row `r` is one response; `scale[r * questions.length + q]` its answer to `questions[q]` (0–10 or 1–5, as
 * answered) or {@link NO_ANSWER}; `fields` its segment snapshot's filter values by filter key; `tenure`, `age`
 * and `language` indexes into `TENURE_BANDS`, `AGE_BANDS` and `LANGUAGES` (or {@link NO_VALUE});
 * `submittedOn` the calendar day of submission in the service time zone, as days since 1970-01-01; `ids` the
 * response ids; `scores` each row's engagement index, cluster, risk band and dimension means (worked out as the
 * row is appended). Names no employee. Read-only by contract: reports never change it.
 */
export interface RespondentTable {
  readonly campaignId: string;
  readonly questions: readonly StoredQuestion[];
  readonly size: number;
  readonly ids: readonly string[];
  readonly scale: Uint8Array;
  readonly fields: ReadonlyMap<string, CodedColumn>;
  readonly tenure: Int32Array;
  readonly age: Int32Array;
  readonly language: Int32Array;
  readonly submittedOn: Int32Array;
  readonly scores: RowScores;
}

/** One response as a {@link RespondentTableBuilder} takes it. */
export interface RespondentRow {
  readonly id: string;
  readonly submittedAt: Date;
  readonly snapshot: SegmentSnapshot;
  /** The answers in question order: a number, or `null` (open or unanswered). */
  readonly scaleValues: ReadonlyArray<number | null>;
}

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar day. */
export function epochDayOf(day: DateBR): number {
  return Math.round(Date.UTC(day.year, day.month - 1, day.day) / MS_PER_DAY);
}

/** The calendar day of an epoch day (see {@link epochDayOf}). */
export function dayOfEpochDay(epochDay: number): DateBR {
  return DateBR.fromIso(new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10));
}

type NumberArray = Int32Array | Int8Array | Float64Array;

/** A typed array that grows as rows are set (`width` numbers a row); numbers never set hold `fill`. */
class Growing<T extends NumberArray> {
  data: T;

  constructor(
    private readonly make: (length: number) => T,
    private readonly fill = 0,
    private readonly width = 1,
  ) {
    this.data = make(1024 * width).fill(fill) as T;
  }

  /** Makes room for row `row`. */
  reserve(row: number): void {
    const needed = (row + 1) * this.width;
    if (needed <= this.data.length) return;
    const grown = this.make(Math.max(this.data.length * 2, needed)).fill(this.fill) as T;
    grown.set(this.data);
    this.data = grown;
  }

  set(index: number, value: number): void {
    this.reserve(index);
    this.data[index] = value;
  }

  /** The first `rows` rows. */
  view(rows: number): T {
    return this.data.subarray(0, rows * this.width) as T;
  }
}

const int32 = (length: number): Int32Array => new Int32Array(length);

/** A coded column being built: each new value gets the next code. */
class GrowingColumn {
  private readonly codeOf = new Map<string, number>();
  readonly values: string[] = [];
  readonly codes = new Growing(int32, NO_VALUE);

  set(row: number, value: string | undefined): void {
    if (value === undefined) return this.codes.set(row, NO_VALUE);
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codeOf.set(value, code);
    }
    this.codes.set(row, code);
  }
}

/**
 * Builds a {@link RespondentTable} row by row, and keeps growing after {@link table} (an adapter appends the
 * responses that arrived since, then takes a new table; earlier tables stay valid and unchanged in size).
 * `timeZone`: the service time zone (IANA), for `submittedOn`.
 */
export class RespondentTableBuilder {
  private size = 0;
  private readonly ids: string[] = [];
  private scale = new Uint8Array(0);
  private readonly fields = new Map<string, GrowingColumn>();
  private readonly tenure = new Growing(int32);
  private readonly age = new Growing(int32);
  private readonly language = new Growing(int32);
  private readonly submittedOn = new Growing(int32);
  private readonly scorer: RowScorer;
  private readonly engagement = new Growing((n) => new Float64Array(n), NaN);
  private readonly cluster = new Growing((n) => new Int8Array(n));
  private readonly risk = new Growing((n) => new Int8Array(n));
  private readonly means = new Growing((n) => new Float64Array(n), NaN, DIMENSIONS.length);
  private firstDay = Infinity;
  private lastDay = -Infinity;

  constructor(
    readonly campaignId: string,
    readonly questions: readonly StoredQuestion[],
    private readonly timeZone: string,
  ) {
    this.scale = new Uint8Array(1024 * Math.max(questions.length, 1));
    this.scorer = new RowScorer(questions);
  }

  get rows(): number {
    return this.size;
  }

  /** Appends one response. */
  append(row: RespondentRow): void {
    const r = this.size;
    const width = this.questions.length;
    if ((r + 1) * width > this.scale.length) {
      const grown = new Uint8Array(this.scale.length * 2 + width);
      grown.set(this.scale);
      this.scale = grown;
    }
    for (let q = 0; q < width; q++) {
      const value = row.scaleValues[q];
      this.scale[r * width + q] = typeof value === 'number' ? value : NO_ANSWER;
    }
    const snapshot = row.snapshot;
    for (const key of Object.keys(snapshot.fields))
      if (!this.fields.has(key)) this.fields.set(key, new GrowingColumn());
    for (const [key, column] of this.fields) column.set(r, snapshot.fields[key]);
    this.tenure.set(r, snapshot.tenureBand === null ? NO_VALUE : TENURE_BANDS.indexOf(snapshot.tenureBand));
    this.age.set(r, snapshot.ageBand === null ? NO_VALUE : AGE_BANDS.indexOf(snapshot.ageBand));
    this.language.set(r, LANGUAGES.indexOf(snapshot.language));
    const day = epochDayOf(DateBR.today(row.submittedAt, this.timeZone));
    this.submittedOn.set(r, day);
    this.firstDay = Math.min(this.firstDay, day);
    this.lastDay = Math.max(this.lastDay, day);
    this.means.reserve(r);
    const score = this.scorer.score(this.scale, r * width, r, this.means.data);
    this.engagement.set(r, score.engagement);
    this.cluster.set(r, score.cluster);
    this.risk.set(r, score.risk);
    this.ids.push(row.id);
    this.size = r + 1;
  }

  /** The rows appended so far, as a table (views over the builder's buffers: cheap). */
  table(): RespondentTable {
    const n = this.size;
    const fields = new Map<string, CodedColumn>();
    for (const [key, column] of this.fields) {
      fields.set(key, { values: column.values.slice(), codes: column.codes.view(n) });
    }
    return {
      campaignId: this.campaignId,
      questions: this.questions,
      size: n,
      ids: this.ids.slice(0, n),
      scale: this.scale.subarray(0, n * this.questions.length),
      fields,
      tenure: this.tenure.view(n),
      age: this.age.view(n),
      language: this.language.view(n),
      submittedOn: this.submittedOn.view(n),
      scores: {
        engagement: this.engagement.view(n),
        cluster: this.cluster.view(n),
        risk: this.risk.view(n),
        dimensionMeans: this.means.view(n),
        firstDay: n === 0 ? 0 : this.firstDay,
        dayCount: n === 0 ? 0 : this.lastDay - this.firstDay + 1,
      },
    };
  }
}
