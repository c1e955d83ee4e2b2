import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { cleanUp } from './support/clean-up';
import { describeWhen } from './support/describe-when';
import { shellBlocks, shownMembers, type ShellBlock } from './support/markdown-commands';
import { expectedVerdict, runShellBlocks } from './support/run-shell-blocks';
import { childEnv, createDataDir, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * The README never says something that does not run (docs/architecture.md, item 11h): every ```` ```sh ```` block of
 * README.md and docs/walk-through.md, in that order, runs in one bash session at the repository root
 * against a fresh server (the built `dist/main.js`, `npm start`'s settings but a free port and a temporary
 * DATA_DIR, which the admin CLI of the blocks shares), the way a newcomer copies them. The placeholders of
 * the key and company id get the values the server printed, `localhost:3000` its port. Markers above a
 * block (`<!-- readme-test: skip (…) -->`, `exit N`) are explained in support/markdown-commands.ts and
 * docs/development.md. A ```` ```json ```` block right after a block shows what it prints: the block must print
 * every scalar member of it (but elided values and timestamps). `npm run` in the blocks builds with `tsc -b` (up
 * to date after `npm test`'s build).
 */

const ROOT = resolve(__dirname, '..', '..', '..');
const PAGES = ['README.md', join('docs', 'walk-through.md')];
const TIMEOUT_MS = 240_000;

const missing = ['bash', 'curl'].find((tool) => spawnSync(tool, ['--version']).status !== 0);

describeWhen(
  missing === undefined ? null : `needs ${missing}`,
  'the shell commands of README.md and docs/walk-through.md',
  () => {
    let server: ServerProcess | null = null;
    let dataDir: { path: string; remove(): Promise<void> } | null = null;
    let scratch = '';

    beforeAll(async () => {
      // Empty, as `npm start` meets a fresh clone's `.data`: this suite proves the real first start.
      dataDir = await createDataDir({ empty: true });
      scratch = await mkdtemp(join(tmpdir(), 'readme-commands-'));
      server = await startServerProcess({
        DATA_DIR: dataDir.path,
        FIRING_SETTLE_DELAY_SECONDS: '5',
        FIRING_SETTLE_INTERVAL_MS: '1000',
      });
    }, TIMEOUT_MS);

    afterAll(async () => {
      await cleanUp([
        () => server?.stop(),
        () => dataDir?.remove(),
        () => rm(scratch, { recursive: true, force: true }),
      ]);
    }, TIMEOUT_MS);

    it(
      'run as written: no command fails, except where a block is marked to exit with a status [hang 240 s]',
      async () => {
        const printed = (server as ServerProcess).stdout();
        const key = /^API key \(shown only now\): (\S+)$/m.exec(printed)?.[1];
        const company = /^Company id: (\S+)$/m.exec(printed)?.[1];
        expect({ key: typeof key, company: typeof company }).toEqual({ key: 'string', company: 'string' });

        // [placeholder, value, whether every page has it]
        const placeholders: Array<[string, string, boolean]> = [
          ["KEY='emp_sandbox_…'", `KEY='${key}'`, true],
          ["COMPANY='7db56f8b-…'", `COMPANY='${company}'`, true],
          ['localhost:3000', `localhost:${(server as ServerProcess).port}`, true],
          ['localhost:3001', `localhost:${(server as ServerProcess).reportsPort}`, false],
        ];
        const blocks: ShellBlock[] = [];
        for (const page of PAGES) {
          const found = shellBlocks(await readFile(join(ROOT, page), 'utf8'), page);
          const runnable = found
            .filter((b) => b.mark.kind !== 'skip')
            .map((b) => b.text)
            .join('\n');
          for (const [placeholder] of placeholders.filter(([, , everyPage]) => everyPage))
            expect({ page, placeholder, present: runnable.includes(placeholder) }).toEqual({
              page,
              placeholder,
              present: true,
            });
          const filled = (text: string) => placeholders.reduce((t, [from, to]) => t.split(from).join(to), text);
          blocks.push(
            ...found.map((b) => ({
              ...b,
              text: filled(b.text),
              ...(b.shown === undefined ? {} : { shown: filled(b.shown) }),
            })),
          );
        }
        const run = await runShellBlocks(blocks, {
          cwd: ROOT,
          env: childEnv({ DATA_DIR: (dataDir as { path: string }).path, TMPDIR: scratch }),
          scratch,
        });
        if (process.env.README_TEST_VERBOSE) process.stderr.write(run.output);
        expect(run.verdict).toEqual(expectedVerdict(blocks));
        // What a page shows a block prints, it prints: every scalar member of the shown JSON (not elided, no time).
        for (const block of blocks.filter((b) => b.shown !== undefined)) {
          const where = `${block.file}:${block.line}`;
          const printed = run.printed.get(where) ?? '';
          const missing = shownMembers(block.shown ?? '').filter((member) => !printed.includes(member));
          expect({ where, missing }).toEqual({ where, missing: [] });
        }
      },
      TIMEOUT_MS,
    );
  },
);
