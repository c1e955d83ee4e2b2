import type { IdGenerator } from '../kernel/id-generator';

/**
 * Deterministic UUIDs (version-4 shaped, counter in the last group) for repeatable tests:
 * `00000000-0000-4000-8000-000000000001`, `…002`, … A `prefix` (up to 8 hex digits) keeps several
 * generators apart.
 */
export class SequentialIdGenerator implements IdGenerator {
  private counter = 0;

  constructor(private readonly prefix = '00000000') {}

  next(): string {
    this.counter += 1;
    return `${this.prefix.padStart(8, '0')}-0000-4000-8000-${String(this.counter).padStart(12, '0')}`;
  }
}
