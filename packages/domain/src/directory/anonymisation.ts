import { DateBR } from '../kernel/br/date-br';
import type { EmployeeProps } from './employee';

/**
 * What anonymisation does to one stored property of an employee (docs/lgpd.md#anonymisation):
 * - `cleared`: the value becomes `null`, for good;
 * - `year-only`: a date keeps its year only, stored as 01/01/<year>.
 */
export type AnonymisationEffect = 'cleared' | 'year-only';

/**
 * THE effects of anonymisation, declared once, on top of those of a soft delete (`SOFT_DELETE_EFFECTS`, which
 * already removed the field values and campaign links): the personal values become `null` and the two employment
 * dates keep their year. Every property not named here is kept (ids, `language`, `isOnLeave`, `isVoluntaryFiring`,
 * timestamps, version). `Employee.anonymise` applies it ({@link anonymisedProps}); the export names each property
 * (docs/lgpd.md#what-is-held-and-where).
 */
export const ANONYMISATION = {
  name: 'cleared',
  socialName: 'cleared',
  email: 'cleared',
  phone: 'cleared',
  document: 'cleared',
  internalId: 'cleared',
  birthdate: 'cleared',
  reasonFiring: 'cleared',
  hiringDate: 'year-only',
  firingDate: 'year-only',
} as const satisfies { readonly [P in keyof EmployeeProps]?: AnonymisationEffect };

/** 01/01 of `date`'s year, or `null` for none. */
function yearOnly(date: DateBR | null): DateBR | null {
  return date === null ? null : DateBR.fromIso(`${String(date.year).padStart(4, '0')}-01-01`);
}

/**
 * `props` anonymised at `now`: {@link ANONYMISATION} applied and `anonymisedAt` set, every other property kept. Does
 * not check the state (the aggregate does).
 */
export function anonymisedProps(props: EmployeeProps, now: Date): EmployeeProps {
  const changes: Partial<Record<keyof EmployeeProps, unknown>> = { anonymisedAt: now };
  for (const [property, effect] of Object.entries(ANONYMISATION) as Array<
    [keyof typeof ANONYMISATION, AnonymisationEffect]
  >) {
    changes[property] = effect === 'cleared' ? null : yearOnly(props[property] as DateBR | null);
  }
  return { ...props, ...(changes as Partial<EmployeeProps>) };
}
