import type { Faker } from '@faker-js/faker';
import { isLeapYear } from './calendar';
import type { DefectKind } from './workforce';

/** Every kind of defect, in the order they take turns. */
export const DEFECT_KINDS: readonly DefectKind[] = ['punctuated-cpf', 'landline', 'lower-case-name', 'impossible-date'];

/** Days and months that exist in no year, and 29/02, which only common years lack. */
const NEVER_DATES = ['31/02', '30/02', '31/04', '31/06', '31/09', '31/11'];
const LEAP_DAY = '29/02';

/**
 * Which rows carry a defect, and of which kind: `count` rows of `size`, one in each of `count` equal
 * stretches of the file (at a random place inside it), the kinds taking turns from a random first one, so
 * that each kind has `count / 4` rows, give or take one.
 * @returns the defect kind by row index (0-based).
 */
export function planDefects(faker: Faker, size: number, count: number): Map<number, DefectKind> {
  const plan = new Map<number, DefectKind>();
  const firstKind = faker.number.int(DEFECT_KINDS.length - 1);
  for (let i = 0; i < count; i += 1) {
    const start = Math.floor((i * size) / count);
    const end = Math.floor(((i + 1) * size) / count) - 1;
    const kind = DEFECT_KINDS[(firstKind + i) % DEFECT_KINDS.length] as DefectKind;
    plan.set(faker.number.int({ min: start, max: end }), kind);
  }
  return plan;
}

/** A `dd/mm/yyyy` text in `year` that is no calendar day: `31/04/2019`, `30/02/2019`, `29/02/2019`… */
export function impossibleDate(faker: Faker, year: number): string {
  const candidates = isLeapYear(year) ? NEVER_DATES : [...NEVER_DATES, LEAP_DAY];
  return `${faker.helpers.arrayElement(candidates)}/${String(year).padStart(4, '0')}`;
}
