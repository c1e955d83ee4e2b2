import { BRAZILIAN_DDDS, BrazilianMobile, Cpf, DateBR, Email, FullName, ValidationError } from '@employee/domain';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import {
  type DefectKind,
  type GeneratedEmployee,
  generateWorkforce,
  WORKFORCE_COLUMNS,
  type WorkforceOptions,
  type WorkforceRow,
  workforceCsv,
} from '../make-workforce/workforce';

const AS_OF = '14/05/2026';
const DEPARTMENTS = [
  'Financeiro',
  'Recursos Humanos',
  'Tecnologia da Informação',
  'Operações',
  'Comercial',
  'Logística',
  'Jurídico',
  'Marketing',
];
const SITES = [
  'São Paulo - Matriz',
  'Campinas',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Recife',
  'Porto Alegre',
];
const FIRING_CELLS = ['firing_date', 'is_voluntary_firing', 'reason_firing'] as const;
const DAY_MS = 86_400_000;

/** True when the domain factory refuses the value (a `ValidationError`); other errors propagate. */
function refuses(create: () => unknown): boolean {
  try {
    create();
    return false;
  } catch (error) {
    if (error instanceof ValidationError) return true;
    throw error;
  }
}

/** The date as the domain reads it, or null when it is not a real `dd/mm/yyyy` date. */
function dateOf(text: string): DateBR | null {
  return refuses(() => DateBR.create(text, 'date')) ? null : DateBR.create(text, 'date');
}

/** yyyymmdd: orders dates, and `+ years * 10_000` moves a date by whole years. */
const ordinal = (d: DateBR): number => d.year * 10_000 + d.month * 100 + d.day;
const dayNumber = (d: DateBR): number => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

/** Completed years of age on `on`. */
function age(birth: DateBR, on: DateBR): number {
  return on.year - birth.year - (on.month * 100 + on.day < birth.month * 100 + birth.day ? 1 : 0);
}

/** {@link refusedCells} of the firing columns: all empty for someone still employed, else a consistent firing. */
function checkFiring(
  row: WorkforceRow,
  today: DateBR,
  hiring: DateBR | null,
  check: (cell: string, ok: boolean) => void,
): void {
  if (row.firing_date === '') {
    for (const cell of FIRING_CELLS) check(cell, row[cell] === '');
  } else {
    const firing = dateOf(row.firing_date);
    check('firing_date', firing !== null && !firing.isAfter(today) && hiring !== null && firing.isAfter(hiring));
    check('is_voluntary_firing', ['true', 'false'].includes(row.is_voluntary_firing));
    check('reason_firing', row.reason_firing.trim() !== '' && row.reason_firing.length <= 1000);
  }
}

/**
 * The cells of `row` the service (or the generator's rules) refuse, `asOf` being "today": each cell through
 * the domain's value objects, then the rules between dates.
 */
function refusedCells(row: WorkforceRow, asOf: string): string[] {
  const today = DateBR.create(asOf, 'asOf');
  const refused: string[] = [];
  const check = (cell: string, ok: boolean) => {
    if (!ok && !refused.includes(cell)) refused.push(cell);
  };
  check('internal_id', /^EMP-\d{6,}$/.test(row.internal_id));
  check('name', !refuses(() => FullName.create(row.name, 'name')));
  check('social_name', row.social_name === '' || !refuses(() => FullName.create(row.social_name, 'social_name')));
  check('email', row.email === '' || !refuses(() => Email.create(row.email)));
  check('phone', row.phone === '' || !refuses(() => BrazilianMobile.create(row.phone)));
  check('document', !refuses(() => Cpf.create(row.document)));
  const birth = dateOf(row.birthdate);
  const hiring = dateOf(row.hiring_date);
  check('birthdate', birth !== null && age(birth, today) >= 18 && age(birth, today) <= 65);
  check('hiring_date', hiring !== null && !hiring.isAfter(today) && ordinal(hiring) >= ordinal(today) - 30 * 10_000);
  if (birth && hiring) check('hiring_date', ordinal(hiring) > ordinal(birth) + 18 * 10_000);
  checkFiring(row, today, hiring, check);
  check('department', DEPARTMENTS.includes(row.department));
  check('site', SITES.includes(row.site));
  return refused;
}

const digits = (text: string): string => text.replace(/\D/g, '');
const share = (employees: readonly GeneratedEmployee[], test: (e: GeneratedEmployee) => boolean): number =>
  employees.filter(test).length / employees.length;

/** Fails with the offending rows when `problem` returns something for any of them. */
function expectNoProblem(employees: readonly GeneratedEmployee[], problem: (e: GeneratedEmployee) => unknown): void {
  const problems = employees
    .map((e) => ({ id: e.row.internal_id, problem: problem(e) }))
    .filter((p) => p.problem !== undefined);
  expect(problems).toEqual([]);
}

function expectUnique(values: readonly string[]): void {
  const seen = new Set<string>();
  expect(values.filter((v) => seen.size === seen.add(v).size)).toEqual([]);
}

const SAMPLE: WorkforceOptions = { size: 5000, seed: 7, asOf: AS_OF, dismissed: 200 };
const sample = generateWorkforce(SAMPLE);
const valid = sample.filter((e) => e.defect === null);
const defective = sample.filter((e) => e.defect !== null);

describe('generateWorkforce: determinism', () => {
  const options: WorkforceOptions = { size: 300, seed: 42, asOf: AS_OF, dismissed: 10 };

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('gives the same rows for the same options', () => {
    expect(workforceCsv(generateWorkforce(options))).toBe(workforceCsv(generateWorkforce({ ...options })));
  });

  it('gives other rows for another seed', () => {
    const a = generateWorkforce(options);
    const b = generateWorkforce({ ...options, seed: 43 });
    const same = a.filter((e, i) => e.row.name === b[i]?.row.name && e.row.document === b[i]?.row.document);
    expect(same.length).toBeLessThan(5);
  });

  it('draws nothing from Math.random or the clock', () => {
    const forbidden = () => {
      throw new Error('not seeded');
    };
    const random = jest.spyOn(Math, 'random').mockImplementation(forbidden);
    const now = jest.spyOn(Date, 'now').mockImplementation(forbidden);
    expect(generateWorkforce(options)).toHaveLength(300);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });
});

describe('generateWorkforce: rows without a defect', () => {
  it.each([
    { size: 2000, seed: 1, asOf: AS_OF, dismissed: 300 },
    { size: 2000, seed: 2, asOf: '29/02/2024', dismissed: 300 },
    { size: 2000, seed: 3, asOf: '01/01/1990', dismissed: 300, invalidShare: 0 },
  ])('pass every rule of the service (seed $seed, as of $asOf)', (options) => {
    const employees = generateWorkforce(options);
    expectNoProblem(
      employees.filter((e) => e.defect === null),
      (e) => (refusedCells(e.row, options.asOf).length > 0 ? refusedCells(e.row, options.asOf) : undefined),
    );
  });

  it('number their internal ids in row order', () => {
    expect(sample.map((e) => e.row.internal_id).slice(0, 3)).toEqual(['EMP-000001', 'EMP-000002', 'EMP-000003']);
    const misnumbered = sample.filter((e, i) => e.row.internal_id !== `EMP-${String(i + 1).padStart(6, '0')}`);
    expect(misnumbered).toEqual([]);
  });

  it('have a CPF of 11 digits, the national way (no punctuation)', () => {
    expectNoProblem(valid, (e) => (/^\d{11}$/.test(e.row.document) ? undefined : e.row.document));
  });

  it('write mobiles with country code 55 in the four usual formats, about 5% without a phone', () => {
    const formats = [/^\+55\d{11}$/, /^55\d{11}$/, /^\+55 \d{2} 9\d{4}-\d{4}$/, /^\+55 \(\d{2}\) 9\d{4}-\d{4}$/];
    const phones = valid.map((e) => e.row.phone).filter((p) => p !== '');
    for (const format of formats) {
      expect(phones.filter((p) => format.test(p)).length).toBeGreaterThan(phones.length / 8);
    }
    expect(phones.filter((p) => !BRAZILIAN_DDDS.has(digits(p).slice(2, 4)))).toEqual([]);
    expect(share(valid, (e) => e.row.phone === '')).toBeGreaterThan(0.03);
    expect(share(valid, (e) => e.row.phone === '')).toBeLessThan(0.07);
  });

  it('have a lower-case ASCII company e-mail made from the name, about 3% without one', () => {
    const ascii = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expectNoProblem(valid, (e) => {
      if (e.row.email === '') return undefined;
      const firstWord = ascii(e.row.name.split(' ')[0] ?? '');
      const ok = /^[a-z]+\.[a-z]+\d*@(?:empresa\.com\.br|grupoempresa\.com\.br)$/.test(e.row.email);
      return ok && e.row.email.startsWith(`${firstWord}.`) ? undefined : e.row.email;
    });
    expect(valid.some((e) => /\d@/.test(e.row.email))).toBe(true);
    expect(share(valid, (e) => e.row.email === '')).toBeGreaterThan(0.015);
    expect(share(valid, (e) => e.row.email === '')).toBeLessThan(0.045);
  });

  it('give about 5% of the people a social name, another full name', () => {
    const social = valid.filter((e) => e.row.social_name !== '');
    expect(social.length / valid.length).toBeGreaterThan(0.03);
    expect(social.length / valid.length).toBeLessThan(0.07);
    expectNoProblem(social, (e) => (e.row.social_name === e.row.name ? e.row.social_name : undefined));
  });

  it('use Portuguese connectives in some names, never at an edge', () => {
    expect(valid.some((e) => / (?:da|das|de|do|dos|e) /.test(e.row.name))).toBe(true);
  });

  it('spread people over the 8 departments and 7 sites', () => {
    expect(new Set(valid.map((e) => e.row.department))).toEqual(new Set(DEPARTMENTS));
    expect(new Set(valid.map((e) => e.row.site))).toEqual(new Set(SITES));
  });

  it('leave the firing cells empty unless dismissed', () => {
    expectNoProblem(
      sample.filter((e) => !e.dismissed),
      (e) => (FIRING_CELLS.every((cell) => e.row[cell] === '') ? undefined : e.row.firing_date),
    );
  });
});

describe('generateWorkforce: uniqueness over the whole file, defective rows included', () => {
  const big = generateWorkforce({ size: 20_000, seed: 11, asOf: AS_OF, invalidShare: 0.2 });

  it.each([
    ['document (as digits)', (e: GeneratedEmployee) => digits(e.row.document)],
    ['phone (as digits)', (e: GeneratedEmployee) => digits(e.row.phone)],
    ['email (ignoring case)', (e: GeneratedEmployee) => e.row.email.toLowerCase()],
    ['internal_id', (e: GeneratedEmployee) => e.row.internal_id],
  ])('%s', (_, key) => {
    expectUnique(big.map(key).filter((value) => value !== ''));
  });
});

describe('generateWorkforce: defective rows', () => {
  it('are round(size × invalidShare), 3% by default', () => {
    const defects = (size: number, invalidShare?: number) =>
      generateWorkforce({ size, seed: 1, asOf: AS_OF, ...(invalidShare === undefined ? {} : { invalidShare }) }).filter(
        (e) => e.defect !== null,
      ).length;
    expect(defects(1000)).toBe(30);
    expect(defects(10, 0.5)).toBe(5);
    expect(defects(1000, 0)).toBe(0);
    expect(defects(7, 1)).toBe(7);
  });

  it('come in the four kinds in about equal numbers', () => {
    const employees = generateWorkforce({ size: 1000, seed: 3, asOf: AS_OF });
    const counts = new Map<DefectKind, number>();
    for (const { defect } of employees) if (defect) counts.set(defect.kind, (counts.get(defect.kind) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['impossible-date', 'landline', 'lower-case-name', 'punctuated-cpf']);
    for (const n of counts.values()) expect(n === 7 || n === 8).toBe(true);
  });

  it('are spread over the whole file', () => {
    const tenths = Array.from({ length: 10 }, (_, t) => sample.slice(t * 500, (t + 1) * 500));
    for (const tenth of tenths) expect(tenth.filter((e) => e.defect).length).toBeGreaterThanOrEqual(14);
  });

  it('fail exactly on their declared field and pass every other rule', () => {
    expectNoProblem(defective, (e) => {
      const refused = refusedCells(e.row, AS_OF);
      return refused.length === 1 && refused[0] === e.defect?.field ? undefined : { defect: e.defect, refused };
    });
  });

  it('write each kind the way HR exports do', () => {
    const shapes: Record<DefectKind, (row: WorkforceRow) => boolean> = {
      'punctuated-cpf': (row) =>
        /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(row.document) && !refuses(() => Cpf.create(digits(row.document))),
      landline: (row) => /^\+55 \d{2} [2-5]\d{3}-\d{4}$/.test(row.phone) && BRAZILIAN_DDDS.has(row.phone.slice(4, 6)),
      'lower-case-name': (row) => row.name === row.name.toLowerCase() && row.name.split(' ').length >= 2,
      'impossible-date': (row) =>
        [row.birthdate, row.hiring_date].filter(
          (d) => /^(?:29|30|31)\/(?:02|04|06|09|11)\/\d{4}$/.test(d) && dateOf(d) === null,
        ).length === 1,
    };
    expectNoProblem(defective, (e) => (e.defect && shapes[e.defect.kind](e.row) ? undefined : e.row));
    const dateDefects = defective.filter((e) => e.defect?.kind === 'impossible-date');
    expect(new Set(dateDefects.map((e) => e.defect?.field))).toEqual(new Set(['birthdate', 'hiring_date']));
  });

  it('are never dismissed', () => {
    expect(defective.filter((e) => e.dismissed)).toEqual([]);
    expect(defective.length).toBe(150);
  });
});

describe('generateWorkforce: dismissed', () => {
  const base: WorkforceOptions = { size: 1000, seed: 5, asOf: AS_OF, invalidShare: 0.05 };
  const kept = generateWorkforce(base);

  it('changes only the firing cells of exactly K rows without a defect', () => {
    const fired = generateWorkforce({ ...base, dismissed: 120 });
    const changed = fired.flatMap((e, i) => {
      const before = kept[i] as GeneratedEmployee;
      const cells = WORKFORCE_COLUMNS.filter((column) => e.row[column] !== before.row[column]);
      return cells.length === 0 ? [] : [{ e, before, cells }];
    });
    expect(changed).toHaveLength(120);
    for (const { e, before, cells } of changed) {
      expect(cells).toEqual([...FIRING_CELLS]);
      expect(before.defect).toBeNull();
      expect(e.dismissed).toBe(true);
      expect(e.defect).toBeNull();
    }
    expect(fired.filter((e) => e.dismissed)).toHaveLength(120);
    expect(fired.map((e) => e.defect)).toEqual(kept.map((e) => e.defect));
  });

  it('records a recent firing after the hiring date, voluntary or not, with a Portuguese reason', () => {
    const fired = sample.filter((e) => e.dismissed);
    const today = DateBR.create(AS_OF, 'asOf');
    expect(fired).toHaveLength(200);
    expectNoProblem(fired, (e) => {
      const firing = DateBR.create(e.row.firing_date, 'firing_date');
      const hiring = DateBR.create(e.row.hiring_date, 'hiring_date');
      const recentEnough = dayNumber(firing) >= Math.min(dayNumber(today) - 59, dayNumber(hiring) + 1);
      return firing.isAfter(hiring) && !firing.isAfter(today) && recentEnough ? undefined : e.row;
    });
    expect(new Set(fired.map((e) => e.row.is_voluntary_firing))).toEqual(new Set(['true', 'false']));
    expect(fired.some((e) => e.row.reason_firing === 'Pedido de demissão')).toBe(true);
  });

  it('dismisses the same rows, with the same firings, and more when K grows', () => {
    const firings = (k: number) =>
      generateWorkforce({ ...base, dismissed: k })
        .filter((e) => e.dismissed)
        .map((e) => FIRING_CELLS.map((cell) => e.row[cell]).join('|') + e.row.internal_id);
    const few = firings(10);
    expect(firings(40)).toEqual(expect.arrayContaining(few));
  });

  it('may dismiss every row without a defect, and no more', () => {
    const small: WorkforceOptions = { size: 40, seed: 1, asOf: AS_OF, invalidShare: 0.1 };
    expect(generateWorkforce({ ...small, dismissed: 36 }).filter((e) => e.dismissed)).toHaveLength(36);
    expect(() => generateWorkforce({ ...small, dismissed: 37 })).toThrow(RangeError);
  });
});

describe('generateWorkforce: options', () => {
  it.each([
    ['size 0', { size: 0 }],
    ['size -1', { size: -1 }],
    ['size 1.5', { size: 1.5 }],
    ['size NaN', { size: Number.NaN }],
    ['seed 1.5', { seed: 1.5 }],
    ['asOf 31/02/2026', { asOf: '31/02/2026' }],
    ['asOf 2026-05-14', { asOf: '2026-05-14' }],
    ['asOf empty', { asOf: '' }],
    ['invalidShare 1.5', { invalidShare: 1.5 }],
    ['invalidShare -0.1', { invalidShare: -0.1 }],
    ['dismissed -1', { dismissed: -1 }],
    ['dismissed 2.5', { dismissed: 2.5 }],
  ])('refuses %s with a RangeError', (_, change) => {
    expect(() => generateWorkforce({ size: 10, seed: 1, asOf: AS_OF, ...change })).toThrow(RangeError);
  });

  it('makes a single row', () => {
    expect(generateWorkforce({ size: 1, seed: 1, asOf: AS_OF })).toHaveLength(1);
  });
});

describe('workforceCsv', () => {
  it('starts with the header, then one line per employee, every line ending with \\n', () => {
    const csv = workforceCsv(sample.slice(0, 50));
    const lines = csv.split('\n');
    expect(lines[0]).toBe(WORKFORCE_COLUMNS.join(','));
    expect(lines).toHaveLength(52);
    expect(lines[51]).toBe('');
    expect(csv).not.toContain('\r');
  });

  it('parses back into the same rows', () => {
    const records = parse<WorkforceRow>(workforceCsv(sample), { columns: true });
    expect(records).toEqual(sample.map((e) => e.row));
  });

  it('quotes cells holding a comma, a double quote or a line break (RFC 4180)', () => {
    const row = { ...(sample[0] as GeneratedEmployee).row };
    row.name = 'Silva, "Zé"';
    row.reason_firing = 'Término de contrato\nsem renovação';
    const csv = workforceCsv([{ row, defect: null, dismissed: false }]);
    expect(csv).toContain(',"Silva, ""Zé""",');
    expect(parse(csv, { columns: true })).toEqual([row]);
  });
});
