import type { Employee } from '../directory';
import type { LanguageCode } from '../kernel/language';
import type { DateBR } from '../kernel/br/date-br';
import { type AgeBand, type TenureBand, ageBand, tenureBand } from './segment-bands';

/**
 * What a response records about its respondent at submission, so reports group answers by it and later
 * changes to the employee do not move past answers (docs/surveys.md#segment-snapshot-and-bands): the filter values by
 * filter key (`{"department": "Sales"}`; a filter without a value is absent), the tenure and age bands (`null` without
 * `hiring_date` / `birthdate`), `language` and `is_on_leave`. It holds no identifying data (no name, document, e-mail,
 * phone or exact date).
 */
export interface SegmentSnapshot {
  readonly fields: Readonly<Record<string, string>>;
  readonly tenureBand: TenureBand | null;
  readonly ageBand: AgeBand | null;
  readonly language: LanguageCode;
  readonly isOnLeave: boolean;
}

/** The segment snapshot of `employee` on `today` (the calendar day of the submission, service time zone). */
export function segmentSnapshotOf(employee: Employee, today: DateBR): SegmentSnapshot {
  const { profile } = employee;
  return {
    fields: Object.fromEntries(employee.fieldValues.map((field) => [field.key, field.value])),
    tenureBand: tenureBand(profile.hiringDate, today),
    ageBand: ageBand(profile.birthdate, today),
    language: profile.language.value,
    isOnLeave: profile.isOnLeave,
  };
}
