import { execFile } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { ADMIN_JS } from './support/server-process';

/** Each run is a new node process: a few seconds on a busy machine. */
const STEP_TIMEOUT = 60_000;

/** Runs the built admin CLI with `args` and no database settings; gives its exit code and both streams. */
function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [ADMIN_JS, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/**
 * `npm run admin -- --help` (docs/architecture.md, item 11e): the usage on stdout, exit 0, without touching a database;
 * a command line that is not a help request still fails as before. Runs the BUILT dist (`npm test` builds first).
 */
describe('admin CLI help', () => {
  const helpRequests = [['--help'], ['-h'], ['help']].map((args): [string, string[]] => [args.join(' '), args]);
  it.each(helpRequests)(
    '"%s" prints every command with its flags on stdout and exits 0',
    async (_line, args) => {
      const result = await runCli(args);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toMatch(/^usage: npm run --silent admin -- <group> <action> \[flags\]\ncommands:\n/);
      expect(result.stdout).toContain('  company create --name NAME --identify-key IDENTIFY_KEY [--parent PARENT]\n');
      expect(result.stdout).toContain(
        '  filter create --company COMPANY --key KEY [--name NAME] [--required] [--default-value DEFAULT_VALUE]\n',
      );
      expect(result.stdout).toContain('  firings settle\n');
    },
    STEP_TIMEOUT,
  );

  it(
    '"company create --help" prints that command alone (each group\'s help: commands/admin-help.e2e.spec.ts)',
    async () => {
      const result = await runCli(['company', 'create', '--help']);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout.split('\n').filter((line) => line.startsWith('  '))).toEqual([
        '  company create --name NAME --identify-key IDENTIFY_KEY [--parent PARENT]',
      ]);
    },
    STEP_TIMEOUT,
  );

  it(
    'no command at all is still an error: {"error": usage} on stderr, exit 1',
    async () => {
      const result = await runCli([]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(JSON.parse(result.stderr)).toEqual({
        error: expect.stringMatching(
          /^usage: npm run --silent admin -- <group> <action> \[flags\]\ncommands: db migrate, /,
        ),
      });
    },
    STEP_TIMEOUT,
  );
});
