import type { Employee } from '../directory';
import type { SurveyResponse } from '../surveys';

/** Values shorter than this are looked for as whole JSON strings only (a short internal id inside a UUID is not it). */
const MIN_CONTAINED_LENGTH = 6;

function normalised(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The personal values of one person, in every form they are stored or shown (docs/lgpd.md#anonymisation): the
 * profile's values (dates both as `dd/mm/yyyy` and ISO `yyyy-mm-dd`), the field values (current, and those of their
 * responses' snapshots) and the open answers of their responses. Compared without letter case and surrounding spaces.
 */
export class PersonalValues {
  private constructor(private readonly values: readonly string[]) {}

  /** The values of `employee` (before anonymisation) and the open answers of `responses`. */
  static of(employee: Employee, responses: readonly SurveyResponse[]): PersonalValues {
    const p = employee.profile;
    const dates = [p.birthdate, p.hiringDate, p.firingDate].flatMap((d) => (d ? [d.value, d.toIso()] : []));
    const texts = [
      p.name?.value,
      p.socialName?.value,
      p.email?.value,
      p.phone?.value,
      p.document?.value,
      p.internalId,
      p.reasonFiring,
      ...employee.fieldValues.map((f) => f.value),
      ...responses.flatMap((r) => r.answers.flatMap((a) => (typeof a.value === 'string' ? [a.value] : []))),
      // The field values at each submission: a soft delete removed the current ones, their copies may remain.
      ...responses.flatMap((r) => Object.values(r.snapshot.fields)),
    ];
    return PersonalValues.ofTexts([...texts.filter((t): t is string => typeof t === 'string'), ...dates]);
  }

  /** These values (blank ones dropped). */
  static ofTexts(texts: readonly string[]): PersonalValues {
    return new PersonalValues([...new Set(texts.map(normalised).filter((t) => t !== ''))]);
  }

  /** Every value, normalised (lower case, trimmed), for adapters that narrow their search first. */
  get all(): readonly string[] {
    return this.values;
  }

  /** True when `text` is one of the values, or contains one of at least six characters. */
  heldBy(text: string): boolean {
    const t = normalised(text);
    return this.values.some((v) => t === v || (v.length >= MIN_CONTAINED_LENGTH && t.includes(v)));
  }
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function scrubbed(value: Json, values: PersonalValues): Json {
  if (typeof value === 'string') return values.heldBy(value) ? null : value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, values)]));
  }
  return value;
}

/**
 * `text` without the person's values (docs/lgpd.md#anonymisation): JSON text keeps its shape, each string that
 * holds a value ({@link PersonalValues.heldBy}) becoming `null`; any other text that holds one becomes empty. Text
 * that holds none is returned as it is.
 */
export function withoutPersonalValues(text: string, values: PersonalValues): string {
  const lower = text.toLowerCase();
  if (!values.all.some((v) => lower.includes(v))) return text;
  let parsed: Json;
  try {
    parsed = JSON.parse(text) as Json;
  } catch {
    return values.heldBy(text) ? '' : text;
  }
  return JSON.stringify(scrubbed(parsed, values));
}
