import type { BenchRequest, RequestSource } from './load';

/** Every scenario, in the order the bench runs them. */
export const SCENARIO_NAMES = [
  'get-by-id',
  'list-first',
  'list-deep',
  'list-deep-cursor',
  'search-cpf',
  'search-email',
  'search-broad',
  'create',
  'update',
  'delete',
] as const;

/** The name of one scenario (`--scenarios`). */
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** The two servers a scenario drives, back to back. */
export type ServerName = 'ours' | 'baseline';

/** Issue 7's targets for a scenario (reported, not asserted). */
export interface ScenarioTargets {
  /** Our req/s divided by the baseline's, at least. */
  readonly minRatio?: number;
  /** Our p95 latency in ms, at most. */
  readonly maxP95Ms?: number;
}

/** One scenario: what is requested, how hard, and what counts as success. */
export interface Scenario {
  readonly name: ScenarioName;
  /** For the table, e.g. `GET by id`. */
  readonly title: string;
  /** The request, for the report (ids and terms shown as placeholders). */
  readonly shape: string;
  readonly connections: number;
  readonly expectedStatus: number;
  readonly targets: ScenarioTargets;
  /** A fresh request source for one server (pools of ids and bodies differ between the servers). */
  readonly sourceFor: (server: ServerName) => RequestSource;
  /** One request for the SQL check (`sql-parity.ts`), never among the pooled ones the load sends. */
  readonly probeFor: (server: ServerName) => BenchRequest;
}

/** What the scenarios are built from (see `test-data.ts`, `new-employees.ts`). */
export interface ScenarioData {
  readonly getIds: readonly string[];
  readonly updateIds: readonly string[];
  readonly deleteIds: Readonly<Record<ServerName, readonly string[]>>;
  readonly createBodies: Readonly<Record<ServerName, readonly string[]>>;
  readonly cpfTerms: readonly string[];
  readonly emailTerms: readonly string[];
  readonly broadTerm: string;
  readonly deepPage: number;
  /** The cursor of page `deepPage` of the list at `per_page=100` (see `bench-cursor.ts`). */
  readonly deepCursor: string;
  readonly filterKeys: readonly string[];
}

/**
 * Connections per scenario: 32 for the cheap GET by id (docs/performance.md), 8 for the heavy reads, 1 for the deep
 * cursor page (its target is a latency without queueing), 16 otherwise.
 */
const DEFAULT_CONNECTIONS: Record<ScenarioName, number> = {
  'get-by-id': 32,
  'list-first': 16,
  'list-deep': 8,
  'list-deep-cursor': 1,
  'search-cpf': 16,
  'search-email': 16,
  'search-broad': 8,
  create: 16,
  update: 16,
  delete: 16,
};

/** An endless source cycling through `requests`. */
export function cycling(requests: readonly BenchRequest[]): RequestSource {
  if (requests.length === 0) throw new Error('a scenario needs at least one request');
  let next = 0;
  return {
    remaining: Infinity,
    next: () => requests[next++ % requests.length] as BenchRequest,
  };
}

/** A source that hands out each of `requests` once, then repeats the last one. */
export function pooled(requests: readonly BenchRequest[]): RequestSource {
  let next = 0;
  return {
    get remaining() {
      return Math.max(0, requests.length - next);
    },
    next: () => requests[Math.min(next++, requests.length - 1)] as BenchRequest,
  };
}

const EMPLOYEES = '/api/v1/employees';

/** A pool's last request is kept for the SQL check; the load gets the others. */
function poolOf(requests: readonly BenchRequest[]): { probe: () => BenchRequest; load: BenchRequest[] } {
  const last = requests[requests.length - 1];
  const probe = () => {
    if (!last) throw new Error('a pooled scenario needs at least one request');
    return last;
  };
  return { probe, load: requests.slice(0, -1) };
}

function search(terms: readonly string[]): BenchRequest[] {
  return terms.map((term) => ({ method: 'GET', path: `${EMPLOYEES}?search=${encodeURIComponent(term)}` }));
}

/**
 * The scenarios (docs/performance.md) over `data`. `connections` (`--connections`) replaces every default. Writes:
 * each POST creates a new employee (its own CPF, e-mail, phone); each PUT sets `is_on_leave` and replaces
 * the field values, cycling through the same ids for both servers; each DELETE soft-deletes an employee of
 * that server's own pool.
 */
export function buildScenarios(
  names: readonly ScenarioName[],
  data: ScenarioData,
  connections: number | null,
): Scenario[] {
  const updateBody = JSON.stringify({
    remove_campaign: false,
    is_on_leave: true,
    fields: data.filterKeys.map((key) => ({ key, value: 'Atualizado' })),
  });
  const creates = {
    ours: poolOf(data.createBodies.ours.map((body): BenchRequest => ({ method: 'POST', path: EMPLOYEES, body }))),
    baseline: poolOf(
      data.createBodies.baseline.map((body): BenchRequest => ({ method: 'POST', path: EMPLOYEES, body })),
    ),
  };
  const deletes = {
    ours: poolOf(data.deleteIds.ours.map((id): BenchRequest => ({ method: 'DELETE', path: `${EMPLOYEES}/${id}` }))),
    baseline: poolOf(
      data.deleteIds.baseline.map((id): BenchRequest => ({ method: 'DELETE', path: `${EMPLOYEES}/${id}` })),
    ),
  };
  const endless = (requests: BenchRequest[]) => ({
    sourceFor: () => cycling(requests),
    probeFor: () => requests[0] as BenchRequest,
  });
  const all: Record<ScenarioName, Omit<Scenario, 'name' | 'connections'>> = {
    'get-by-id': {
      title: 'GET by id',
      shape: `GET ${EMPLOYEES}/{id}`,
      expectedStatus: 200,
      targets: { minRatio: 0.6, maxP95Ms: 5 },
      ...endless(data.getIds.map((id) => ({ method: 'GET', path: `${EMPLOYEES}/${id}` }))),
    },
    'list-first': {
      title: 'list page 1',
      shape: `GET ${EMPLOYEES}?page=1&per_page=100`,
      expectedStatus: 200,
      targets: { minRatio: 0.6 },
      ...endless([{ method: 'GET', path: `${EMPLOYEES}?page=1&per_page=100` }]),
    },
    'list-deep': {
      title: `list page ${data.deepPage}`,
      shape: `GET ${EMPLOYEES}?page=${data.deepPage}&per_page=100`,
      expectedStatus: 200,
      targets: { minRatio: 0.6, maxP95Ms: 100 },
      ...endless([{ method: 'GET', path: `${EMPLOYEES}?page=${data.deepPage}&per_page=100` }]),
    },
    'list-deep-cursor': {
      title: `list page ${data.deepPage} by cursor`,
      shape: `GET ${EMPLOYEES}?per_page=100&cursor={cursor of page ${data.deepPage}}`,
      expectedStatus: 200,
      targets: { minRatio: 0.6, maxP95Ms: 20 },
      ...endless([{ method: 'GET', path: `${EMPLOYEES}?per_page=100&cursor=${data.deepCursor}` }]),
    },
    'search-cpf': {
      title: 'search CPF part',
      shape: `GET ${EMPLOYEES}?search={7 CPF digits} (${data.cpfTerms.length} terms)`,
      expectedStatus: 200,
      targets: { minRatio: 0.6, maxP95Ms: 50 },
      ...endless(search(data.cpfTerms)),
    },
    'search-email': {
      title: 'search e-mail part',
      shape: `GET ${EMPLOYEES}?search={surname.number@} (${data.emailTerms.length} terms)`,
      expectedStatus: 200,
      targets: { minRatio: 0.6, maxP95Ms: 50 },
      ...endless(search(data.emailTerms)),
    },
    'search-broad': {
      title: `search "${data.broadTerm}"`,
      shape: `GET ${EMPLOYEES}?search=${encodeURIComponent(data.broadTerm)}`,
      expectedStatus: 200,
      targets: { minRatio: 0.6, maxP95Ms: 150 },
      ...endless(search([data.broadTerm])),
    },
    create: {
      title: 'POST create',
      shape: `POST ${EMPLOYEES} (new CPF, e-mail, phone; 2 campaigns; every filter)`,
      expectedStatus: 201,
      targets: { minRatio: 0.5 },
      sourceFor: (server) => pooled(creates[server].load),
      probeFor: (server) => creates[server].probe(),
    },
    update: {
      title: 'PUT update',
      shape: `PUT ${EMPLOYEES}/{id} ${updateBody}`,
      expectedStatus: 200,
      targets: { minRatio: 0.5 },
      ...endless(data.updateIds.map((id) => ({ method: 'PUT', path: `${EMPLOYEES}/${id}`, body: updateBody }))),
    },
    delete: {
      title: 'DELETE',
      shape: `DELETE ${EMPLOYEES}/{id} (each id once)`,
      expectedStatus: 204,
      targets: {},
      sourceFor: (server) => pooled(deletes[server].load),
      probeFor: (server) => deletes[server].probe(),
    },
  };
  return names.map((name) => ({ name, connections: connections ?? DEFAULT_CONNECTIONS[name], ...all[name] }));
}
