/**
 * What `npm run bench:reports:seed` loads and `npm run bench:reports` reads (docs/performance.md#reports): one company
 * at fixed ids, its two filters, its open campaign and an earlier closed one.
 */

/** The company of the reports benchmark. */
export const REPORTS_COMPANY_ID = '00000000-0000-4000-8000-00000000a001';
/** Its filters `departamento` and `unidade`. */
export const FILTER_IDS = {
  departamento: '00000000-0000-4000-8001-00000000a001',
  unidade: '00000000-0000-4000-8002-00000000a001',
} as const;
/** The open campaign every employee is invited to, and the earlier closed one (`compare_campaign_id`). */
export const CAMPAIGN_IDS = {
  current: '00000000-0000-4000-8003-00000000a001',
  earlier: '00000000-0000-4000-8003-00000000a002',
} as const;

/** The database the two scripts use when `--database-url` is not given. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/benchs';

/**
 * Departments by share of the company (uneven, as in a real company: operations large, staff functions small). The
 * shares need not add up to 1: they are weights.
 */
export const DEPARTMENT_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['Operações', 22],
  ['Comercial', 13],
  ['Logística', 11],
  ['Atendimento ao Cliente', 9],
  ['Produção', 8],
  ['Tecnologia da Informação', 6],
  ['Manutenção', 4],
  ['Engenharia', 3.5],
  ['Financeiro', 3.5],
  ['Recursos Humanos', 3],
  ['Marketing', 3],
  ['Qualidade', 2.5],
  ['Compras', 2],
  ['Jurídico', 1.5],
  ['Segurança do Trabalho', 1.5],
  ['Controladoria', 1],
  ['Auditoria Interna', 0.5],
];

/**
 * Departments of a handful of people (employee numbers 1 to 11): groups under the minimum group size, so that the
 * reports' anonymity shows (suppressed groups, hidden values).
 */
export const SMALL_DEPARTMENTS: ReadonlyArray<readonly [string, number]> = [
  ['Diretoria', 4],
  ['Ouvidoria', 3],
  ['Relações com Investidores', 4],
];

/** Sites by share of the company. */
export const UNIT_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['São Paulo - Matriz', 30],
  ['Campinas', 12],
  ['Rio de Janeiro', 14],
  ['Belo Horizonte', 10],
  ['Curitiba', 9],
  ['Recife', 8],
  ['Porto Alegre', 7],
  ['Salvador', 6],
  ['Manaus', 4],
];

/** The department the bench's `segment` variant selects: the largest. */
export const LARGE_DEPARTMENT = 'Operações';

/** The value of `weights` that the draw `u` (0..1) falls on, in proportion to the weights. */
export function weighted<T>(weights: ReadonlyArray<readonly [T, number]>, u: number): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let left = u * total;
  for (const [value, weight] of weights) {
    left -= weight;
    if (left < 0) return value;
  }
  return (weights[weights.length - 1] as readonly [T, number])[0];
}
