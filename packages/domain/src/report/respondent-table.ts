import { DateBR } from '../employee/date-br';
import { LANGUAGES } from '../employee/language';
import type { StoredQuestion } from '../survey/question';
import { AGE_BANDS, TENURE_BANDS } from '../survey/segment-bands';
import type { SegmentSnapshot } from '../survey/segment-snapshot';

/** The value a `scale` cell holds for a question without an answer (an `open` question, or none given). */
export const NO_ANSWER = 255;

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
 * response ids. Names no employee. Read-only by contract: reports never change it.
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

/** An `Int32Array` that grows as rows are set; rows never set hold `fill`. */
class GrowingInt32 {
  data: Int32Array;

  constructor(private readonly fill = 0) {
    this.data = new Int32Array(1024).fill(fill);
  }

  set(index: number, value: number): void {
    if (index >= this.data.length) {
      const grown = new Int32Array(Math.max(this.data.length * 2, index + 1)).fill(this.fill);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[index] = value;
  }
}

/** A coded column being built: each new value gets the next code. */
class GrowingColumn {
  private readonly codeOf = new Map<string, number>();
  readonly values: string[] = [];
  readonly codes = new GrowingInt32(NO_VALUE);

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
  private readonly tenure = new GrowingInt32();
  private readonly age = new GrowingInt32();
  private readonly language = new GrowingInt32();
  private readonly submittedOn = new GrowingInt32();

  constructor(
    readonly campaignId: string,
    readonly questions: readonly StoredQuestion[],
    private readonly timeZone: string,
  ) {
    this.scale = new Uint8Array(1024 * Math.max(questions.length, 1));
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
    this.submittedOn.set(r, epochDayOf(DateBR.today(row.submittedAt, this.timeZone)));
    this.ids.push(row.id);
    this.size = r + 1;
  }

  /** The rows appended so far, as a table (views over the builder's buffers: cheap). */
  table(): RespondentTable {
    const n = this.size;
    const fields = new Map<string, CodedColumn>();
    for (const [key, column] of this.fields) {
      fields.set(key, { values: column.values.slice(), codes: column.codes.data.subarray(0, n) });
    }
    return {
      campaignId: this.campaignId,
      questions: this.questions,
      size: n,
      ids: this.ids.slice(0, n),
      scale: this.scale.subarray(0, n * this.questions.length),
      fields,
      tenure: this.tenure.data.subarray(0, n),
      age: this.age.data.subarray(0, n),
      language: this.language.data.subarray(0, n),
      submittedOn: this.submittedOn.data.subarray(0, n),
    };
  }
}
