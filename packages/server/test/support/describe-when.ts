import { describe } from '@jest/globals';

/**
 * `describe` when `missing` is `null`; otherwise `describe.skip`, and a line on stderr that says which suite
 * is skipped and why, so a developer's run without PostgreSQL, Redis or their binaries shows what it did
 * not prove (issue 8: "skipping, with a visible message").
 */
export function describeWhen(missing: string | null, name: string, body: () => void): void {
  if (missing === null) {
    describe(name, body);
    return;
  }
  process.stderr.write(`\n[skipped] ${name}: ${missing}\n`);
  describe.skip(name, body);
}
