import { Cpf } from '@employee/domain';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One committed write: its company (an index into the writer's keys), the employee, its version after the write, and
 * when the write was sent and answered (ms).
 */
export interface Write {
  readonly company: number;
  readonly employeeId: string;
  readonly version: number;
  readonly sentAt: number;
  readonly committedAt: number;
}

/**
 * What a run of paced writes did: the committed writes, the writes that failed for good (status or error text), and
 * how many times a write was refused for the moment (`503`, `429`) and sent again.
 */
export interface WriteRun {
  readonly writes: Write[];
  readonly failures: string[];
  retried: number;
}

/** How many times one write is sent again after a `503` or `429`. */
const MAX_RETRIES = 10;

/** A valid CPF that no other index gives: a 9-digit base from `index`, then its check digits. */
function cpfOf(index: number): string {
  const base = String(100_000_000 + index);
  return `${base}${Cpf.checkDigitsFor(base)}`;
}

/**
 * Employee writes through the REST API of `origin`, for `npm run bench:webhooks` (docs/performance.md#webhooks): a
 * pool of employees spread over the companies of `keys` (employee `n` in company `n mod keys.length`, written with
 * that company's key), each created by the first write that names it and changed
 * (`internal_id`, a new value each time) by the later ones. Writes are paced, not closed-loop: write `i` of a run
 * starts at its slot (`i / rate` seconds after the run began) or, when its employee's previous write is still
 * unanswered, right after it, so one employee's writes never overtake each other and a slow answer delays only its
 * own employee.
 */
export class EmployeeWriter {
  private readonly employees: Array<string | null>;
  private readonly previous: Array<Promise<unknown>>;
  private writes = 0;
  private changes = 0;

  constructor(
    private readonly origin: string,
    private readonly keys: readonly string[],
    poolSize: number,
  ) {
    this.employees = Array.from({ length: poolSize }, () => null);
    this.previous = Array.from({ length: poolSize }, () => Promise.resolve());
  }

  /**
   * `count` writes at `rate` a second, round-robin over the pool (the first of each employee creates it); resolves
   * when every one was answered. `onSlot(i)` is called as write `i` is due (before it is sent).
   */
  async run(count: number, rate: number, onSlot: (i: number) => void = () => undefined): Promise<WriteRun> {
    const run: WriteRun = { writes: [], failures: [], retried: 0 };
    const started = performance.now();
    const pending: Array<Promise<void>> = [];
    for (let i = 0; i < count; i += 1) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      onSlot(i);
      const slot = this.writes++ % this.employees.length;
      const write = this.previous[slot]!.then(() => this.write(slot, run));
      this.previous[slot] = write;
      pending.push(write);
    }
    await Promise.all(pending);
    return run;
  }

  /**
   * Creates or changes the employee of `slot`, recording the outcome in `run`; a `503` or `429` is sent again after
   * its `Retry-After` (at most {@link MAX_RETRIES} times, each counted in `run.retried`), as a client should, and the
   * write's `sentAt` stays its first send. Never rejects.
   */
  private async write(slot: number, run: WriteRun): Promise<void> {
    const id = this.employees[slot];
    const company = slot % this.keys.length;
    const sentAt = Date.now();
    const body = JSON.stringify(
      id
        ? { internal_id: `bench-${(this.changes += 1)}`, remove_campaign: false }
        : { name: 'Joana da Costa Lima', document: cpfOf(slot), hiring_date: '01/02/2015', include_campaign: false },
    );
    try {
      for (let attempt = 0; ; attempt += 1) {
        const response = await fetch(id ? `${this.origin}/api/v1/employees/${id}` : `${this.origin}/api/v1/employees`, {
          method: id ? 'PUT' : 'POST',
          headers: { Authorization: `Bearer ${this.keys[company]}`, 'Content-Type': 'application/json' },
          body,
        });
        const text = await response.text();
        const committedAt = Date.now();
        if ((response.status === 503 || response.status === 429) && attempt < MAX_RETRIES) {
          run.retried += 1;
          await sleep(1000 * Number(response.headers.get('retry-after') ?? 1));
          continue;
        }
        if (response.status !== (id ? 200 : 201)) {
          run.failures.push(`${response.status} ${text.slice(0, 200)}`);
          return;
        }
        const data = (JSON.parse(text) as { data: { id: string; version: number } }).data;
        this.employees[slot] = data.id;
        run.writes.push({ company, employeeId: data.id, version: data.version, sentAt, committedAt });
        return;
      }
    } catch (error) {
      run.failures.push((error as Error).message);
    }
  }
}
