import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';

// The repository's git hooks (docs/development.md, "Commits"), run by a real git in a scratch repository.
const HOOKS = join(__dirname, '..', '..', '.githooks');
const IDENTITY = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh directory under the system's temporary one; `git init`-ed when `repository` is true. */
function scratchDir(repository: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'githooks-'));
  scratch.push(dir);
  if (repository) execFileSync('git', ['init', '-q', dir]);
  return dir;
}

/** `git commit --allow-empty -m <message>` in a scratch repository with this repository's hooks. */
function commit(message: string): { status: number | null; stderr: string; subjects: string } {
  const dir = scratchDir(true);
  const run = spawnSync(
    'git',
    [...IDENTITY, '-c', `core.hooksPath=${HOOKS}`, 'commit', '-q', '--allow-empty', '-m', message],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  const log = spawnSync('git', ['log', '--format=%s'], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr, subjects: log.stdout.trim() };
}

describe('the commit-msg hook', () => {
  it('accepts a subject of 72 characters, counting an accented letter as one', () => {
    const subject = 'Relatórios de participação: '.padEnd(72, 'x');
    expect(Buffer.byteLength(subject)).toBeGreaterThan(72);

    const result = commit(`${subject}\n\nThe body may run longer than the subject: ${'figures '.repeat(20)}`);

    expect(result.status).toBe(0);
    expect(result.subjects).toBe(subject);
  });

  it('refuses a subject of 73 characters and says how long it is', () => {
    const result = commit(`${'Long subject '.padEnd(73, 'y')}\n\nbody`);

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('the subject has 73 characters, at most 72');
    expect(result.subjects).toBe('');
  });

  it.each(["Merge branch 'i30-lint' into main, ", 'fixup! ', 'squash! '])(
    'lets a git-written "%s…" subject run longer',
    (prefix) => {
      const subject = `${prefix}${'z'.repeat(80)}`;

      expect(commit(subject).subjects).toBe(subject);
    },
  );
});

describe('the prepare script that installs the hooks', () => {
  const install = (cwd: string) => spawnSync(process.execPath, [join(HOOKS, 'install.mjs')], { cwd, encoding: 'utf8' });
  const hooksPath = (cwd: string) =>
    spawnSync('git', ['config', '--get', 'core.hooksPath'], { cwd, encoding: 'utf8' }).stdout.trim();

  it('points a git checkout at .githooks', () => {
    const dir = scratchDir(true);

    expect(install(dir).status).toBe(0);
    expect(hooksPath(dir)).toBe('.githooks');
  });

  it('does nothing, and succeeds, outside a git checkout', () => {
    const dir = scratchDir(false);

    const result = install(dir);

    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
