import { describe } from '@jest/globals';

/**
 * `describe` when `missing` is `null`; otherwise `describe.skip`, and a line on stderr that says which suite
 * is skipped and why, so a developer's run without PostgreSQL, Redis or their binaries shows what it did
 * not prove (docs/reliability.md: "skipping, with a visible message").
 */
export function describeWhen(missing: string | null, name: string, body: () => void): void {
  if (missing === null) {
    describe(name, body);
    return;
  }
  process.stderr.write(`\n[skipped] ${name}: ${missing}\n`);
  describe.skip(name, body);
}

/**
 * Why a suite that needs a PostgreSQL server cannot run, or `null` when it can: the one wording of "needs
 * PostgreSQL" for {@link describeWhen}. TEST_POSTGRES_URL is exported by the jest global setup
 * (scripts/jest/global-setup.cjs) from DATABASE_URL, or from a container it starts.
 */
export function postgresMissing(): string | null {
  return process.env.TEST_POSTGRES_URL
    ? null
    : 'needs PostgreSQL: TEST_POSTGRES_URL is not set ' +
        '(set DATABASE_URL, or start a container runtime for the jest global setup)';
}
