import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { failedCommands, shellScript, type FailedCommand, type ShellBlock } from './markdown-commands';

/** How one block went: `ok`, and when not, what failed, what was expected and the tail of what it printed. */
export interface BlockOutcome {
  readonly where: string;
  readonly ok: boolean;
  readonly failed?: FailedCommand[];
  readonly expected?: { where: string; status: number };
  readonly output?: string;
}

/** The run of a page's blocks: each block's outcome, whether the script reached its end, bash's status, output. */
export interface ShellBlocksRun {
  readonly verdict: {
    readonly outcome: BlockOutcome[];
    readonly reachedTheEnd: boolean;
    readonly code: number | null;
    readonly tail?: string;
  };
  /** Everything the script printed (stdout and stderr interleaved). */
  readonly output: string;
  /** What each block printed, by `file:line`. */
  readonly printed: ReadonlyMap<string, string>;
}

/** The verdict of a run in which every block did what its marker says: compare {@link ShellBlocksRun.verdict}. */
export function expectedVerdict(blocks: readonly ShellBlock[]): ShellBlocksRun['verdict'] {
  return { outcome: blocks.map((b) => ({ where: `${b.file}:${b.line}`, ok: true })), reachedTheEnd: true, code: 0 };
}

/** What each block printed, by `file:line`, cut at the `::block` markers of the script. */
function outputByBlock(output: string): Map<string, string> {
  const parts = output.split(/\n::block (\S+) at \d+ s\n/);
  const printed = new Map<string, string>();
  for (let index = 1; index + 1 < parts.length; index += 2)
    printed.set(parts[index] as string, parts[index + 1] as string);
  return printed;
}

/** Whether `block` did what its marker says, given the commands of it that failed. */
function outcomeOf(block: ShellBlock, failed: FailedCommand[], output: string): BlockOutcome {
  const where = `${block.file}:${block.line}`;
  if (block.mark.kind === 'exit') {
    // the block's last command exits with the status the marker names; every other command succeeds
    const last = `${block.file}:${block.line + block.text.split('\n').length - 1}`;
    const ok = failed.length === 1 && failed[0]?.where === last && failed[0]?.status === block.mark.status;
    return ok ? { where, ok } : { where, ok, failed, expected: { where: last, status: block.mark.status }, output };
  }
  return failed.length === 0 ? { where, ok: true } : { where, ok: false, failed, output };
}

/**
 * Runs `blocks` (markers applied: support/markdown-commands.ts) in one bash session at `cwd` with `env` (npm's own
 * variables removed, as in a newcomer's shell), the script written to `scratch`. Resolves when bash exits.
 */
export async function runShellBlocks(
  blocks: readonly ShellBlock[],
  options: { cwd: string; env: NodeJS.ProcessEnv; scratch: string },
): Promise<ShellBlocksRun> {
  const { script, starts } = shellScript(blocks);
  const path = join(options.scratch, 'blocks.sh');
  await writeFile(path, script);
  const env = { ...options.env };
  for (const name of Object.keys(env)) if (name.startsWith('npm_') || name === 'INIT_CWD') delete env[name];
  const run = await new Promise<{ code: number | null; output: string; report: string }>((done) => {
    const child = spawn('bash', [path], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    let output = '';
    let report = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    (child.stdio[3] as NodeJS.ReadableStream).setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    child.on('close', (code) => done({ code, output, report }));
  });

  const failures = failedCommands(run.report, blocks, starts);
  const printed = outputByBlock(run.output);
  const outcome = blocks.map((block, index) =>
    // what a failing block printed, for the report (its tail: answers can be long)
    outcomeOf(block, failures.get(index) ?? [], (printed.get(`${block.file}:${block.line}`) ?? '').slice(-3000)),
  );
  const reachedTheEnd = run.output.includes('\n::end\n');
  return {
    verdict: { outcome, reachedTheEnd, code: run.code, ...(reachedTheEnd ? {} : { tail: run.output.slice(-3000) }) },
    output: run.output,
    printed,
  };
}
