import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { cleanUp } from './support/clean-up';
import { describeWhen } from './support/describe-when';
import { failedCommands, shellBlocks, shellScript, type ShellBlock } from './support/markdown-commands';
import { childEnv, createDataDir, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * The README never says something that does not run (docs/architecture.md, item 11h): every ```` ```sh ```` block of
 * README.md and docs/walk-through.md, in that order, runs in one bash session at the repository root
 * against a fresh server (the built `dist/main.js`, `npm start`'s settings but a free port and a temporary
 * DATA_DIR, which the admin CLI of the blocks shares), the way a newcomer copies them. The placeholders of
 * the key and company id get the values the server printed, `localhost:3000` its port. Markers above a
 * block (`<!-- readme-test: skip (…) -->`, `exit N`) are explained in support/markdown-commands.ts and
 * docs/development.md. `npm run` in the blocks builds with `tsc -b` (up to date after `npm test`'s build).
 */

const ROOT = resolve(__dirname, '..', '..', '..');
const PAGES = ['README.md', join('docs', 'walk-through.md')];
const TIMEOUT_MS = 240_000;

/** What each block printed, by `file:line`, cut at the `::block` markers of the script. */
function outputByBlock(output: string): Map<string, string> {
  const parts = output.split(/\n::block (\S+) at \d+ s\n/);
  const printed = new Map<string, string>();
  for (let index = 1; index + 1 < parts.length; index += 2)
    printed.set(parts[index] as string, parts[index + 1] as string);
  return printed;
}

const missing = ['bash', 'curl'].find((tool) => spawnSync(tool, ['--version']).status !== 0);

describeWhen(
  missing === undefined ? null : `needs ${missing}`,
  'the shell commands of README.md and docs/walk-through.md',
  () => {
    let server: ServerProcess | null = null;
    let dataDir: { path: string; remove(): Promise<void> } | null = null;
    let scratch = '';

    beforeAll(async () => {
      dataDir = await createDataDir();
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
      'run as written: no command fails, except where a block is marked to exit with a status',
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
          blocks.push(
            ...found.map((b) => ({
              ...b,
              text: placeholders.reduce((text, [from, to]) => text.split(from).join(to), b.text),
            })),
          );
        }
        const { script, starts } = shellScript(blocks);
        await writeFile(join(scratch, 'readme.sh'), script);

        const env = childEnv({ DATA_DIR: (dataDir as { path: string }).path, TMPDIR: scratch });
        for (const name of Object.keys(env)) if (name.startsWith('npm_') || name === 'INIT_CWD') delete env[name];
        const run = await new Promise<{ code: number | null; output: string; report: string }>((done) => {
          const child = spawn('bash', [join(scratch, 'readme.sh')], {
            cwd: ROOT,
            env,
            stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
          });
          let output = '';
          let report = '';
          child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
          child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
          (child.stdio[3] as NodeJS.ReadableStream)
            .setEncoding('utf8')
            .on('data', (chunk: string) => (report += chunk));
          child.on('close', (code) => done({ code, output, report }));
        });

        const failures = failedCommands(run.report, blocks, starts);
        const blockOutput = outputByBlock(run.output);
        const outcome = blocks.map((block, index) => {
          const failed = failures.get(index) ?? [];
          const where = `${block.file}:${block.line}`;
          // what a failing block printed, for the report (its tail: answers can be long)
          const output = (blockOutput.get(where) ?? '').slice(-3000);
          if (block.mark.kind === 'skip') return { where, ok: failed.length === 0 };
          if (block.mark.kind === 'exit') {
            // the block's last command exits with the status the marker names; every other command succeeds
            const last = `${block.file}:${block.line + block.text.split('\n').length - 1}`;
            const ok = failed.length === 1 && failed[0]?.where === last && failed[0]?.status === block.mark.status;
            return ok
              ? { where, ok }
              : { where, ok, failed, expected: { where: last, status: block.mark.status }, output };
          }
          return failed.length === 0 ? { where, ok: true } : { where, ok: false, failed, output };
        });
        if (process.env.README_TEST_VERBOSE) process.stderr.write(run.output);
        const reachedTheEnd = run.output.includes('\n::end\n');
        expect({
          outcome,
          reachedTheEnd,
          code: run.code,
          ...(reachedTheEnd ? {} : { tail: run.output.slice(-3000) }),
        }).toEqual({
          outcome: blocks.map((b) => ({ where: `${b.file}:${b.line}`, ok: true })),
          reachedTheEnd: true,
          code: 0,
        });
      },
      TIMEOUT_MS,
    );
  },
);
