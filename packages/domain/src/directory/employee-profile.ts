import type { Company } from '../tenancy';
import { MAX_LONG_TEXT, MAX_SHORT_TEXT, readBoolean, readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import { BrazilianMobile } from '../kernel/br/brazilian-mobile';
import { Cpf } from '../kernel/br/cpf';
import { DateBR } from '../kernel/br/date-br';
import { Email } from '../kernel/br/email';
import { FullName } from '../kernel/br/full-name';
import { Language } from '../kernel/language';

/**
 * The employee properties of a create or update command, as raw values: each optional (absent leaves it
 * alone), `null` clears a nullable one. Every value is checked here whatever its type, so a caller may pass
 * what it received as it is. Violations name the API field (`socialName` → `social_name`).
 */
export interface EmployeeInput {
  name?: string | null;
  socialName?: string | null;
  email?: string | null;
  phone?: string | null;
  document?: string | null;
  internalId?: string | null;
  birthdate?: string | null;
  hiringDate?: string | null;
  firingDate?: string | null;
  isVoluntaryFiring?: boolean | null;
  reasonFiring?: string | null;
  isOnLeave?: boolean;
  language?: string;
}

/** The validated personal and employment data of an employee (everything but ids, links and timestamps). */
export interface EmployeeProfile {
  readonly name: FullName | null;
  readonly socialName: FullName | null;
  readonly email: Email | null;
  readonly phone: BrazilianMobile | null;
  readonly document: Cpf | null;
  readonly internalId: string | null;
  readonly birthdate: DateBR | null;
  readonly hiringDate: DateBR | null;
  readonly firingDate: DateBR | null;
  readonly isVoluntaryFiring: boolean | null;
  readonly reasonFiring: string | null;
  readonly isOnLeave: boolean;
  readonly language: Language;
}

/** A profile with nothing set: the base a create merges its input onto. */
export const EMPTY_PROFILE: EmployeeProfile = {
  name: null,
  socialName: null,
  email: null,
  phone: null,
  document: null,
  internalId: null,
  birthdate: null,
  hiringDate: null,
  firingDate: null,
  isVoluntaryFiring: null,
  reasonFiring: null,
  isOnLeave: false,
  language: Language.DEFAULT,
};

type Changes = { -readonly [K in keyof EmployeeProfile]?: EmployeeProfile[K] };

function nullable<T>(violations: Violations, raw: unknown, create: (raw: unknown) => T): T | null | undefined {
  return raw === null ? null : violations.attempt(() => create(raw));
}

/** Puts a parsed property into the partial update, unless it failed (`undefined`). */
type SetChange = <K extends keyof Changes>(key: K, value: Changes[K] | undefined) => void;

/**
 * Validates the properties present in `input` one by one (types, formats, lengths) and returns them as
 * value objects; absent properties are left out, so the result is a partial update. Every violation goes
 * to `violations` under its API field name, in the order of the fields. Source: docs/contract.md#employee-fields.
 */
function parseChanges(input: EmployeeInput, violations: Violations): Changes {
  const raw = input as Record<string, unknown>;
  const changes: Changes = {};
  const set: SetChange = (key, value) => {
    if (value !== undefined) changes[key] = value;
  };
  parseIdentity(raw, violations, set);
  parseEmployment(raw, violations, set);
  return changes;
}

/** {@link parseChanges} of who the employee is: names, e-mail, phone, CPF, internal id. */
function parseIdentity(raw: Record<string, unknown>, violations: Violations, set: SetChange): void {
  if (raw.name !== undefined)
    set(
      'name',
      nullable(violations, raw.name, (v) => FullName.create(v, 'name')),
    );
  if (raw.socialName !== undefined) {
    set(
      'socialName',
      nullable(violations, raw.socialName, (v) => FullName.create(v, 'social_name')),
    );
  }
  if (raw.email !== undefined)
    set(
      'email',
      nullable(violations, raw.email, (v) => Email.create(v)),
    );
  if (raw.phone !== undefined)
    set(
      'phone',
      nullable(violations, raw.phone, (v) => BrazilianMobile.create(v)),
    );
  if (raw.document !== undefined)
    set(
      'document',
      nullable(violations, raw.document, (v) => Cpf.create(v)),
    );
  if (raw.internalId !== undefined) {
    const internalId = readText(violations, 'internal_id', raw.internalId, {
      max: MAX_SHORT_TEXT,
      nullable: true,
      trim: true,
    });
    if (internalId !== undefined) set('internalId', internalId === '' ? null : internalId);
  }
}

/** {@link parseChanges} of the employment: dates, firing details, leave, language. */
function parseEmployment(raw: Record<string, unknown>, violations: Violations, set: SetChange): void {
  for (const [field, key] of [
    ['birthdate', 'birthdate'],
    ['hiring_date', 'hiringDate'],
    ['firing_date', 'firingDate'],
  ] as const) {
    if (raw[key] !== undefined)
      set(
        key,
        nullable(violations, raw[key], (v) => DateBR.create(v, field)),
      );
  }
  if (raw.isVoluntaryFiring !== undefined) {
    set('isVoluntaryFiring', readBoolean(violations, 'is_voluntary_firing', raw.isVoluntaryFiring, true));
  }
  if (raw.reasonFiring !== undefined) {
    set(
      'reasonFiring',
      readText(violations, 'reason_firing', raw.reasonFiring, {
        max: MAX_LONG_TEXT,
        nullable: true,
        layout: 'multi-line',
      }),
    );
  }
  if (raw.isOnLeave !== undefined) {
    const isOnLeave = readBoolean(violations, 'is_on_leave', raw.isOnLeave);
    if (typeof isOnLeave === 'boolean') set('isOnLeave', isOnLeave);
  }
  if (raw.language !== undefined)
    set(
      'language',
      violations.attempt(() => Language.create(raw.language)),
    );
}

/** Checks the rules between fields of a whole profile: identify key, "today", date order, firing details. */
function checkProfile(p: EmployeeProfile, company: Company, today: DateBR, violations: Violations): void {
  const check = (field: string, broken: boolean, code: string, message: string) => {
    if (broken && !violations.has(field)) violations.add(field, code, message);
  };
  const identifyField = company.identifyKey;
  check(
    identifyField,
    p[identifyField] === null,
    'EMPLOYEE.IDENTIFY_KEY_REQUIRED',
    `is required: the company identifies employees by ${identifyField}`,
  );
  if (p.birthdate) check('birthdate', !p.birthdate.isBefore(today), 'DATE.NOT_BEFORE_TODAY', 'must be before today');
  if (p.hiringDate) {
    check('hiring_date', p.hiringDate.isAfter(today), 'DATE.AFTER_TODAY', 'must not be after today');
    if (p.birthdate) check('hiring_date', !p.hiringDate.isAfter(p.birthdate), 'DATE.ORDER', 'must be after birthdate');
  }
  if (p.firingDate) {
    check('firing_date', p.firingDate.isAfter(today), 'DATE.AFTER_TODAY', 'must not be after today');
    if (p.hiringDate)
      check('firing_date', !p.firingDate.isAfter(p.hiringDate), 'DATE.ORDER', 'must be after hiring_date');
    check(
      'is_voluntary_firing',
      p.isVoluntaryFiring === null,
      'FIRING.VOLUNTARY_REQUIRED',
      'is required when firing_date is sent',
    );
  } else if (!violations.has('firing_date')) {
    const message = 'may only be sent with a firing_date';
    check('is_voluntary_firing', p.isVoluntaryFiring !== null, 'FIRING.WITHOUT_DATE', message);
    check('reason_firing', p.reasonFiring !== null, 'FIRING.WITHOUT_DATE', message);
  }
}

/**
 * The profile that results from applying `input` to `base` (a create passes {@link EMPTY_PROFILE}; an update
 * the stored profile), validated as a whole: each present property's own rules, then the rules between
 * fields on the merged result (docs/contract.md#create-and-update): the field
 * named by the company's identify key is required and cannot be cleared; `birthdate` before today;
 * `hiring_date` not after today and after `birthdate`; `firing_date` not after today and after `hiring_date`;
 * `is_voluntary_firing` required with a `firing_date`; setting `firing_date` to `null` also clears
 * `is_voluntary_firing` and `reason_firing`, which may not be sent without a firing date.
 * "today" is the calendar day in the service's time zone.
 *
 * @returns the merged profile; it is valid only when no violation was recorded (every failure is in
 *   `violations`, and an invalid property keeps its `base` value in the result).
 */
export function mergeProfile(
  base: EmployeeProfile,
  input: EmployeeInput,
  context: { company: Company; today: DateBR; violations: Violations },
): EmployeeProfile {
  const { violations } = context;
  const changes = parseChanges(input, violations);
  const cancelsFiring = changes.firingDate === null;
  const merged: EmployeeProfile = {
    ...base,
    ...(cancelsFiring ? { isVoluntaryFiring: null, reasonFiring: null } : {}),
    ...changes,
  };
  checkProfile(merged, context.company, context.today, violations);
  return merged;
}
