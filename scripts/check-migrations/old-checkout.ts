import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A built checkout of another commit in a temporary git worktree; `remove` deletes the worktree. */
export interface OldCheckout {
  readonly root: string;
  remove(): Promise<void>;
}

/**
 * Checks `commit` out into a temporary worktree of the repository at `repositoryRoot` (`git worktree add
 * --detach`), installs its locked dependencies (`npm ci --ignore-scripts`: no git hook installed into the shared
 * repository) and builds its packages (`tsc -b`; the dashboard is left out, the server serves without it). Steps
 * are told to `progress`. On a failure the worktree is removed before the error is thrown.
 * Source: docs/persistence.md#migrations-while-an-older-instance-serves.
 * @throws Error with the failing command's stderr.
 */
export async function prepareOldCheckout(
  repositoryRoot: string,
  commit: string,
  progress: (line: string) => void,
): Promise<OldCheckout> {
  const root = join(mkdtempSync(join(tmpdir(), 'check-migrations-')), 'checkout');
  const remove = async (): Promise<void> => {
    await run('git', ['worktree', 'remove', '--force', root], { cwd: repositoryRoot }).catch(() => undefined);
    await run('git', ['worktree', 'prune'], { cwd: repositoryRoot });
  };
  try {
    progress(`worktree of ${commit} at ${root}`);
    await run('git', ['worktree', 'add', '--detach', root, commit], { cwd: repositoryRoot });
    progress('npm ci (a minute or more)');
    await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root, maxBuffer: 64 << 20 });
    progress('tsc -b');
    await run('npx', ['tsc', '-b'], { cwd: root, maxBuffer: 64 << 20 });
  } catch (error) {
    await remove();
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`preparing ${commit} failed: ${(stderr || stdout || String(error)).slice(-2000)}`, {
      cause: error,
    });
  }
  return { root, remove };
}
