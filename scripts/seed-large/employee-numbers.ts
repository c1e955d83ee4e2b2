import { Cpf } from '@employee/domain';
import { DEPARTMENTS, SITES } from './layout';

/**
 * Everything about employee number `n` that needs no name: a pure function of (seed, n), so the passes
 * that load field values and campaign links re-derive it instead of holding a million rows in memory.
 */
export interface EmployeeFacts {
  readonly id: string;
  readonly document: string;
  /** Eight digits after the DDD's 9: unique by `n`. */
  readonly phoneTail: string;
  readonly internalId: string;
  /** 'active', soft-deleted by a DELETE, or soft-deleted after a recorded firing (docs/performance.md). */
  readonly state: 'active' | 'deleted' | 'fired';
  readonly department: string;
  readonly site: string;
  readonly hasPhone: boolean;
  readonly hasEmail: boolean;
  /** 0..1, for the other draws of this employee. */
  readonly draw: (slot: number) => number;
}

/** splitmix32: a fast integer hash; different (seed, n, slot) give independent-looking 32-bit values. */
function mix(value: number): number {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

const hex8 = (value: number): string => value.toString(16).padStart(8, '0');

/** The facts of employee `n` (1-based, unique over the database) under `seed`. */
export function employeeFacts(seed: number, n: number): EmployeeFacts {
  const word = (slot: number): number => mix(mix(mix(seed) ^ n) ^ slot);
  const draw = (slot: number): number => word(slot) / 4294967296;
  // a version-4 UUID whose bits come from the hash: random-looking (like real ids), reproducible
  const [a, b, c, d] = [word(1), word(2), word(3), word(4)];
  const variant = (((c >>> 28) & 0x3) | 0x8).toString(16);
  const [ha, hb, hc, hd] = [hex8(a), hex8(b), hex8(c), hex8(d)];
  const id = `${ha}-${hb.slice(0, 4)}-4${hb.slice(5, 8)}-${variant}${hc.slice(1, 4)}-${hc.slice(4)}${hd}`;
  const base = String(100_000_000 + n * 3);
  const stateDraw = draw(5);
  return {
    id,
    document: `${base}${Cpf.checkDigitsFor(base)}`,
    phoneTail: String(n).padStart(8, '0'),
    internalId: `EMP-${String(n).padStart(7, '0')}`,
    state: stateDraw < 0.01 ? 'fired' : stateDraw < 0.02 ? 'deleted' : 'active',
    department: DEPARTMENTS[Math.floor(draw(6) * DEPARTMENTS.length)] as string,
    site: SITES[Math.floor(draw(7) * SITES.length)] as string,
    hasPhone: draw(8) >= 0.05,
    hasEmail: draw(9) >= 0.02,
    draw,
  };
}

/** How many employee rows from number `first` hold exactly `active` active employees under `seed`. */
export function rowsForActive(seed: number, first: number, active: number): number {
  let rows = 0;
  for (let found = 0; found < active; rows += 1) {
    if (employeeFacts(seed, first + rows).state === 'active') found += 1;
  }
  return rows;
}
