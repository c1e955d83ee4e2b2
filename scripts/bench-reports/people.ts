import {
  DateBR,
  EMPTY_PROFILE,
  Employee,
  Language,
  type FieldValue,
  type LanguageCode,
  type RecordedFiring,
} from '@employee/domain';
import type { PersonNames } from '../make-workforce/person-names';
import { copyText, EMPLOYEE_COLUMNS } from '../seed-large/copy-rows';
import { employeeFacts, type EmployeeFacts } from '../seed-large/employee-numbers';
import {
  DEPARTMENT_WEIGHTS,
  FILTER_IDS,
  REPORTS_COMPANY_ID,
  SMALL_DEPARTMENTS,
  UNIT_WEIGHTS,
  weighted,
} from './layout';

export { EMPLOYEE_COLUMNS };

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const NULL = '\\N';
const LANGUAGES: ReadonlyArray<readonly [LanguageCode, number]> = [
  ['pt-BR', 92],
  ['en', 4],
  ['es', 4],
];

/** One employee of the reports benchmark, as the seed derives it from (seed, n). */
export interface Person {
  readonly n: number;
  readonly facts: EmployeeFacts;
  readonly department: string;
  readonly unit: string;
  readonly birthdate: DateBR;
  readonly hiringDate: DateBR;
  readonly language: LanguageCode;
  readonly isOnLeave: boolean;
  /** When the employee row was created (ms since 1970): the hiring day, or two years ago for older hires. */
  readonly createdMs: number;
}

/** A settled firing: recorded at `recordedMs`, the employee soft-deleted 5 seconds later. */
export interface SettledFiring extends RecordedFiring {
  readonly recordedMs: number;
}

const dayOf = (ms: number): DateBR => DateBR.fromIso(new Date(ms).toISOString().slice(0, 10));

/** The small departments' members: employee numbers 1, 2, … in the order of {@link SMALL_DEPARTMENTS}. */
function smallDepartmentOf(n: number): string | null {
  let last = 0;
  for (const [name, size] of SMALL_DEPARTMENTS) {
    last += size;
    if (n <= last) return name;
  }
  return null;
}

/**
 * Employee number `n` under `seed`, as of `todayMs` (midnight UTC of today): age about 36 ± 10 (18 to 65), tenure
 * exponential with a mean of 4 years (about 6% under 3 months, 22% under a year, 30% over 5 years; never before the
 * 18th birthday), 92% `pt-BR`, 2% on leave, the department and site by weight.
 */
export function personOf(seed: number, n: number, todayMs: number): Person {
  const facts = employeeFacts(seed, n);
  const normal = Math.sqrt(-2 * Math.log(1 - facts.draw(30))) * Math.cos(2 * Math.PI * facts.draw(31));
  const ageYears = Math.min(65, Math.max(18, 36 + 10 * normal));
  const birthMs = todayMs - Math.floor(ageYears * 365.25) * DAY_MS;
  const tenureYears = Math.min(-Math.log(1 - facts.draw(32)) * 4, ageYears - 18, 35);
  const hiringMs = todayMs - Math.floor(tenureYears * 365.25) * DAY_MS;
  const twoYearsAgo = todayMs - 2 * YEAR_MS;
  return {
    n,
    facts,
    department: smallDepartmentOf(n) ?? weighted(DEPARTMENT_WEIGHTS, facts.draw(33)),
    unit: weighted(UNIT_WEIGHTS, facts.draw(34)),
    birthdate: dayOf(birthMs),
    hiringDate: dayOf(hiringMs),
    language: weighted(LANGUAGES, facts.draw(35)),
    isOnLeave: facts.draw(36) < 0.02,
    createdMs: Math.max(hiringMs + 12 * 3_600_000, twoYearsAgo + n * 1000),
  };
}

/** The person's current field values (`departamento`, `unidade`). */
export function fieldValuesOf(person: Person): FieldValue[] {
  return [
    { filterId: FILTER_IDS.departamento, key: 'departamento', value: person.department },
    { filterId: FILTER_IDS.unidade, key: 'unidade', value: person.unit },
  ];
}

/**
 * The person as the domain's `Employee` (what the answer model and the response's segment snapshot read: id, field
 * values, dates, language, leave), active and invited to `campaignIds`.
 */
export function employeeOf(person: Person, campaignIds: readonly string[]): Employee {
  const created = new Date(person.createdMs);
  return Employee.fromProps({
    ...EMPTY_PROFILE,
    birthdate: person.birthdate,
    hiringDate: person.hiringDate,
    language: Language.create(person.language),
    isOnLeave: person.isOnLeave,
    id: person.facts.id,
    companyId: REPORTS_COMPANY_ID,
    fieldValues: fieldValuesOf(person),
    campaignIds,
    campaignChoice: 'in',
    firingSettlesAt: null,
    createdAt: created,
    updatedAt: created,
    deletedAt: null,
    anonymisedAt: null,
    version: 1,
  });
}

/**
 * The `employees` line (COPY text format, {@link EMPLOYEE_COLUMNS}) of `person`, named by `names`; with `firing`,
 * soft-deleted by its settlement 5 seconds after it was recorded, the firing kept
 * (docs/contract.md#firing-and-deletion).
 */
export function employeeLine(person: Person, names: PersonNames, firing: SettledFiring | null): string {
  const { facts, n } = person;
  const name = names.next();
  const iso = (ms: number): string => new Date(ms).toISOString();
  return [
    facts.id,
    REPORTS_COMPANY_ID,
    copyText(name.name),
    copyText(name.socialName === '' ? null : name.socialName),
    facts.hasEmail ? `${name.emailStem}.${n}@bench-reports.com.br` : NULL,
    facts.hasPhone ? `+55119${facts.phoneTail}` : NULL,
    facts.document,
    facts.internalId,
    person.birthdate.toIso(),
    person.hiringDate.toIso(),
    firing ? firing.firingDate.toIso() : NULL,
    firing ? String(firing.isVoluntaryFiring) : NULL,
    firing ? copyText(firing.reasonFiring) : NULL,
    String(person.isOnLeave),
    person.language,
    NULL,
    iso(person.createdMs),
    iso(firing ? firing.recordedMs : person.createdMs),
    firing ? iso(firing.recordedMs + 5000) : NULL,
    'in',
  ].join('\t');
}

/** The `employee_field_values` lines of an active `person` (`employee_id, filter_id, position, value`). */
export function fieldValueLines(person: Person): string[] {
  return fieldValuesOf(person).map(
    (field, position) => `${person.facts.id}\t${field.filterId}\t${position}\t${copyText(field.value)}`,
  );
}
