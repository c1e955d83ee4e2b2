import { setTimeout as sleep } from 'node:timers/promises';

/** One request of the load: when it was sent (ms since the load began), what, and how it ended. */
export interface LoadRequest {
  readonly at: number;
  readonly op: 'create' | 'read' | 'update' | 'list' | 'search' | 'delete' | 'campaign';
  /** The HTTP status, or 0 when no answer came (refused connection, timeout). */
  readonly status: number;
  /** Whether it failed: no answer, a 5xx, or another status than the operation's success. */
  readonly failed: boolean;
  /** A failure's error code or title (or the network error's message). */
  readonly error: string | null;
}

const SUCCESS: Record<LoadRequest['op'], number> = {
  create: 201,
  read: 200,
  update: 200,
  list: 200,
  search: 200,
  delete: 204,
  campaign: 201,
};

/** A request's time bound: an old server blocked by a migration's lock answers nothing for this long. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Light, steady reads and writes over the API of one server, as one client with an API key: every tick (at
 * `perSecond` ticks a second) one request of the cycle create, read, update, list, search, read, delete, campaign
 * (a new draft campaign), on employees of its own (synthetic names and e-mails, no real person). Requests are not
 * awaited by the pace, so a blocked server piles them up as real clients would.
 * Source: docs/persistence.md#migrations-while-an-older-instance-serves.
 */
export class LightLoad {
  readonly requests: LoadRequest[] = [];
  private readonly pending = new Set<Promise<void>>();
  /** The employees created and not yet deleted, with the e-mail each was created with (the company's identity key). */
  private readonly live: Array<{ id: string; email: string }> = [];
  private running = false;
  private serial = 0;
  /** When the load began (epoch ms); requests' `at` count from it. */
  readonly startedAt = Date.now();

  constructor(
    private readonly origin: string,
    private readonly key: string,
    private readonly perSecond: number,
  ) {}

  /** Runs until {@link stop}; resolves when the last request in flight has ended. */
  async run(): Promise<void> {
    this.running = true;
    const cycle: LoadRequest['op'][] = ['create', 'read', 'update', 'list', 'search', 'read', 'delete', 'campaign'];
    for (let tick = 0; this.running; tick += 1) {
      const request = this.send(cycle[tick % cycle.length] ?? 'list');
      this.pending.add(request);
      void request.finally(() => this.pending.delete(request));
      await sleep(1000 / this.perSecond);
    }
    await Promise.all([...this.pending]);
  }

  stop(): void {
    this.running = false;
  }

  private async send(wanted: LoadRequest['op']): Promise<void> {
    const at = Date.now() - this.startedAt;
    const employee = wanted === 'delete' ? this.live.shift() : this.live[this.live.length - 1];
    const id = employee?.id;
    const needsOne = wanted === 'read' || wanted === 'update' || wanted === 'delete';
    const op = needsOne && id === undefined ? 'list' : wanted;
    const [method, path, body] = this.requestOf(op, employee);
    try {
      const response = await fetch(`${this.origin}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' },
        body: body === null ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const failed = response.status !== SUCCESS[op];
      if (op === 'create' && response.status === 201)
        this.live.push((JSON.parse(text) as { data: { id: string; email: string } }).data);
      this.requests.push({ at, op, status: response.status, failed, error: failed ? errorCode(text) : null });
    } catch (error) {
      this.requests.push({ at, op, status: 0, failed: true, error: (error as Error).message });
    }
  }

  private requestOf(
    op: LoadRequest['op'],
    employee: { id: string; email: string } | undefined,
  ): [string, string, unknown] {
    this.serial += 1;
    const id = employee?.id;
    const person = {
      name: `Carga ${lettersOf(this.serial)}`,
      email: op === 'update' && employee ? employee.email : `carga-${this.startedAt}-${this.serial}@example.com`,
    };
    if (op === 'create') return ['POST', '/api/v1/employees', { ...person, include_campaign: false }];
    if (op === 'campaign') return ['POST', '/api/v1/campaigns', { name: person.name }];
    if (op === 'update') return ['PUT', `/api/v1/employees/${id ?? 'none'}`, { ...person, remove_campaign: false }];
    if (op === 'read' || op === 'delete') return [op === 'read' ? 'GET' : 'DELETE', `/api/v1/employees/${id}`, null];
    if (op === 'search') return ['GET', '/api/v1/employees?search=carga&per_page=10', null];
    return ['GET', '/api/v1/employees?per_page=10', null];
  }
}

/** `n` in letters (1 → `Ba`, 2 → `Ca`, …): names hold no digits. */
function lettersOf(n: number): string {
  let text = '';
  for (let rest = n; rest > 0 || text.length < 2; rest = Math.floor(rest / 26)) {
    text += String.fromCharCode((text.length === 0 ? 65 : 97) + (rest % 26));
  }
  return text;
}

/**
 * A failure's error body in short, never a value: `error.code` (today's body), else `title` (older bodies), with the
 * names of the fields a validation error lists (`meta.errors`).
 */
function errorCode(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { code?: string }; title?: string; meta?: { errors?: object } };
    const fields = Object.keys(body.meta?.errors ?? {}).join(', ');
    return `${body.error?.code ?? body.title ?? 'a body without a code'}${fields ? ` (${fields})` : ''}`;
  } catch {
    return 'a body that is not JSON';
  }
}
