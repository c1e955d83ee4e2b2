/**
 * What `npm run bench:seed` loads (docs/performance.md): one company of a million employees and ten of ten thousand,
 * each with two filters and three campaigns, at fixed ids so that the benchmark finds them.
 */

/** A company of the benchmark database and the range of the global employee numbers it holds. */
export interface SeedCompany {
  readonly id: string;
  readonly name: string;
  /** Lower-case ascii, the e-mail domain's first label. */
  readonly slug: string;
  /** The company's DDD for phone numbers. */
  readonly ddd: string;
  /** Employee rows, soft-deleted ones included. */
  readonly employees: number;
  /** Global number of its first employee (numbers are unique over the database: CPF, phone, e-mail). */
  readonly firstNumber: number;
  readonly filters: { readonly department: string; readonly site: string };
  /** Two active campaigns (every active employee is linked to both) and one inactive. */
  readonly campaigns: { readonly active: readonly [string, string]; readonly inactive: string };
  readonly rateLimitPerMinute: number | null;
}

/** The fixed id of the company at `index` (0 is the big one): `00000000-0000-4000-8000-0000000000XX`. */
export const companyId = (index: number): string =>
  `00000000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`;
const childId = (kind: number, index: number): string =>
  `00000000-0000-4000-${(0x8000 + kind).toString(16)}-${(index + 1).toString(16).padStart(12, '0')}`;

export const DEPARTMENTS = [
  'Financeiro',
  'Recursos Humanos',
  'Tecnologia da Informação',
  'Operações',
  'Comercial',
  'Logística',
  'Jurídico',
  'Marketing',
] as const;
export const SITES = [
  'São Paulo - Matriz',
  'Campinas',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Recife',
  'Porto Alegre',
] as const;
const DDDS = ['11', '19', '21', '31', '41', '81', '51', '61', '71', '85', '48'] as const;

/** Sizes of the database: `big` active employees in company 0, `small` in each of `smallCompanies` others. */
export interface SeedSizes {
  readonly big: number;
  readonly small: number;
  readonly smallCompanies: number;
}

/**
 * The companies for `sizes`, with their employee number ranges laid end to end from 1. `rowsFor(first,
 * active)` says how many employee rows, from number `first`, hold `active` active ones (the soft-deleted
 * come on top, so the big company's last page at `per_page=100` is page `big / 100`).
 */
export function seedLayout(sizes: SeedSizes, rowsFor: (firstNumber: number, active: number) => number): SeedCompany[] {
  let next = 1;
  return Array.from({ length: sizes.smallCompanies + 1 }, (_, index) => {
    const employees = rowsFor(next, index === 0 ? sizes.big : sizes.small);
    const company: SeedCompany = {
      id: companyId(index),
      name: index === 0 ? 'Bench Big Company' : `Bench Company ${index}`,
      slug: index === 0 ? 'bench-big' : `bench-${index}`,
      ddd: DDDS[index % DDDS.length] as string,
      employees,
      firstNumber: next,
      filters: { department: childId(1, index), site: childId(2, index) },
      campaigns: { active: [childId(3, index), childId(4, index)], inactive: childId(5, index) },
      // the big company is load-tested: a limit that never interferes (the admin CLI's maximum)
      rateLimitPerMinute: index === 0 ? 1_000_000 : null,
    };
    next += employees;
    return company;
  });
}
