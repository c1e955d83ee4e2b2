import type { PersonNames } from '../make-workforce/person-names';
import { employeeFacts } from './employee-numbers';
import type { SeedCompany } from './layout';

/** Columns of the `employees` COPY, in the order {@link employeeLine} writes them. */
export const EMPLOYEE_COLUMNS = [
  'id',
  'company_id',
  'name',
  'social_name',
  'email',
  'phone',
  'document',
  'internal_id',
  'birthdate',
  'hiring_date',
  'firing_date',
  'is_voluntary_firing',
  'reason_firing',
  'is_on_leave',
  'language',
  'firing_settles_at',
  'created_at',
  'updated_at',
  'deleted_at',
  'campaign_choice',
] as const;

const NULL = '\\N';
const DAY_MS = 86_400_000;
/** The day every generated date is on or before (the seed's "today"). */
const AS_OF_MS = Date.UTC(2026, 9, 31);
/** Employees are created one after another from this instant, `createdStepMs` apart. */
const FIRST_CREATED_MS = Date.UTC(2023, 10, 1);
const REASONS = [
  'Pedido de demissão',
  'Término de contrato',
  'Reestruturação',
  'Justa causa',
  'Acordo entre as partes',
] as const;
const LANGUAGES = ['pt-BR', 'pt-BR', 'pt-BR', 'pt-BR', 'pt-BR', 'pt-BR', 'pt-BR', 'pt-BR', 'en', 'es'] as const;

/** A value in COPY text format: backslash, tab, newline and carriage return escaped; null as `\N`. */
export function copyText(value: string | null): string {
  if (value === null) return NULL;
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const isoTime = (ms: number): string => new Date(ms).toISOString();

/** Milliseconds between two employees' `created_at`, so that `total` employees end before the as-of day. */
export function createdStepMs(total: number): number {
  return Math.max(1, Math.min(80_000, Math.floor((AS_OF_MS - FIRST_CREATED_MS) / Math.max(1, total))));
}

/**
 * One `employees` line (COPY text format) for employee number `n` of `company`: values in the forms the
 * service stores (E.164 phone, lower-case e-mail, `yyyy-mm-dd` dates, UTC timestamps). Soft-deleted
 * employees keep every field and get `deleted_at`; fired ones also keep their firing
 * (docs/contract.md#firing-and-deletion).
 */
export function employeeLine(
  seed: number,
  n: number,
  company: Pick<SeedCompany, 'id' | 'slug' | 'ddd'>,
  names: PersonNames,
  stepMs: number,
): string {
  const facts = employeeFacts(seed, n);
  const person = names.next();
  const createdMs = FIRST_CREATED_MS + n * stepMs;
  const age = 18 + Math.floor(facts.draw(10) * 47);
  const birthMs = AS_OF_MS - age * 365.25 * DAY_MS - Math.floor(facts.draw(11) * 365) * DAY_MS;
  const earliestHiringMs = Math.max(birthMs + 18 * 365.25 * DAY_MS + DAY_MS, AS_OF_MS - 30 * 365.25 * DAY_MS);
  const hiringMs =
    earliestHiringMs + Math.floor(facts.draw(12) * ((AS_OF_MS - earliestHiringMs) / DAY_MS - 2)) * DAY_MS;
  const deletedMs = createdMs + DAY_MS * (1 + Math.floor(facts.draw(13) * 30));
  const fired = facts.state === 'fired';
  return [
    facts.id,
    company.id,
    copyText(person.name),
    copyText(person.socialName === '' ? null : person.socialName),
    facts.hasEmail ? `${person.emailStem}.${n}@${company.slug}.com.br` : NULL,
    facts.hasPhone ? `+55${company.ddd}9${facts.phoneTail}` : NULL,
    facts.document,
    facts.internalId,
    isoDate(birthMs),
    isoDate(hiringMs),
    fired ? isoDate(Math.min(deletedMs, AS_OF_MS)) : NULL,
    fired ? String(facts.draw(14) < 0.6) : NULL,
    fired ? copyText(REASONS[Math.floor(facts.draw(15) * REASONS.length)] as string) : NULL,
    String(facts.draw(16) < 0.03),
    LANGUAGES[Math.floor(facts.draw(17) * LANGUAGES.length)] as string,
    NULL,
    isoTime(createdMs),
    isoTime(fired || facts.state === 'deleted' ? deletedMs : createdMs),
    facts.state === 'active' ? NULL : isoTime(deletedMs),
    'in', // every employee was included (linked to both active campaigns while active)
  ].join('\t');
}

/** The `employee_field_values` lines of employee `n` (department, then site); none once soft-deleted. */
export function fieldValueLines(seed: number, n: number, company: SeedCompany): string[] {
  const facts = employeeFacts(seed, n);
  if (facts.state !== 'active') return [];
  return [
    `${facts.id}\t${company.filters.department}\t0\t${copyText(facts.department)}`,
    `${facts.id}\t${company.filters.site}\t1\t${copyText(facts.site)}`,
  ];
}

/** The `campaign_links` lines of employee `n` (both active campaigns); none once soft-deleted. */
export function campaignLinkLines(seed: number, n: number, company: SeedCompany): string[] {
  const facts = employeeFacts(seed, n);
  if (facts.state !== 'active') return [];
  return company.campaigns.active.map((campaign, position) => `${facts.id}\t${campaign}\t${position}`);
}
