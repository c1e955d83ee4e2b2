import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { ADMIN_JS } from '../support/server-process';

/**
 * The commands tier (docs/development.md#test-tiers): the admin CLI's `--help`, whole and for each group, lists
 * exactly the commands and flags of docs/admin-cli.md's table, and exits 0.
 */

const ROOT = resolve(__dirname, '..', '..', '..', '..');

/** A command and its flag names, sorted: `db backup --to`. */
type Usage = string;

/** The commands of docs/admin-cli.md's table (its first column: `` `company create --name N [--parent ID]` ``). */
async function documentedUsages(): Promise<Usage[]> {
  const page = await readFile(join(ROOT, 'docs', 'admin-cli.md'), 'utf8');
  return [...page.matchAll(/^\| `([a-z]+ [a-z-]+)((?: [^`]*)?)` \|/gm)].map(([, command, flags]) =>
    usage(command as string, flags as string),
  );
}

function usage(command: string, flags: string): Usage {
  const names = [...new Set([...flags.matchAll(/--([a-z-]+)/g)].map(([, name]) => name as string))].sort();
  return [command, ...names.map((name) => `--${name}`)].join(' ');
}

/** What `admin … --help` printed, as usages, with its status. */
async function helpUsages(...args: string[]): Promise<{ usages: Usage[]; tail: string }> {
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_JS, ...args, '--help']);
  const lines = stdout.split('\n');
  const usages = lines
    .filter((line) => line.startsWith('  '))
    .map((line) => {
      const [group, action, ...flags] = line.trim().split(' ');
      return usage(`${group} ${action}`, flags.join(' '));
    });
  return { usages, tail: lines.slice(-3).join('\n') };
}

describe('the admin CLI help against docs/admin-cli.md', () => {
  it('--help lists every command of the table with its flags, and what a command prints', async () => {
    const documented = await documentedUsages();
    const { usages, tail } = await helpUsages();
    expect(documented.length).toBeGreaterThan(15);
    expect(usages.sort()).toEqual(documented.sort());
    expect(tail).toContain('Each command prints one JSON document on stdout and exits 0');
  });

  it("each group's --help lists that group's commands only", async () => {
    const documented = await documentedUsages();
    const groups = [...new Set(documented.map((line) => line.split(' ')[0] as string))];
    const helped = await Promise.all(groups.map(async (group) => [group, (await helpUsages(group)).usages.sort()]));
    expect(helped).toEqual(
      groups.map((group) => [group, documented.filter((line) => line.startsWith(`${group} `)).sort()]),
    );
  });

  it('help for one action lists that command alone', async () => {
    expect((await helpUsages('db', 'backup')).usages).toEqual(['db backup --to']);
  });
});
