/**
 * The shell commands of a Markdown page, for the test that runs them (`readme-commands.e2e.spec.ts`).
 * Every fenced block opened with ```` ```sh ```` is a block of commands. The line just above its fence may
 * carry a marker, `<!-- readme-test: … -->`, saying how the test treats it:
 *   - `skip (reason)`: not run (installs, long-running servers, the test suite itself);
 *   - `exit N (reason)`: its last command is meant to exit with status N (the others to succeed);
 *   - `placeholders (…)`: run, after the test puts real values in for the placeholders;
 *   - `tiny (script flags; script flags …)`: run, with each `npm run <script>` of the block given those flags first
 *     (`npm run bench -- --n 2 …`): a benchmark or a seed on tiny inputs. Flags the block writes itself come after
 *     them, and the scripts' flag readers keep the last value of a flag given twice;
 *   - no marker: run; every command must succeed.
 * A fence of another shell dialect (`bash`, `shell`, `zsh`, `console`, `shell-session`) is refused, so that no
 * block escapes the test by its fence. A ```` ```json ```` block right after a block of commands (blank lines between
 * at most) is what that block shows it prints: its `shown` text.
 */

/** How the test treats one block (see the module comment). */
export type BlockMark =
  | { readonly kind: 'run' }
  | { readonly kind: 'skip'; readonly reason: string }
  | { readonly kind: 'exit'; readonly status: number }
  | { readonly kind: 'tiny'; readonly flags: ReadonlyMap<string, string> };

/** One ```` ```sh ```` block: where it is (1-based line of its first command) and its text. */
export interface ShellBlock {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly mark: BlockMark;
  /** The ```` ```json ```` block that follows it on the page: what the page shows it prints. */
  readonly shown?: string;
}

const OTHER_SHELL_FENCES = ['bash', 'shell', 'zsh', 'console', 'shell-session'];

function markOf(comment: string | undefined, where: string): BlockMark {
  if (comment === undefined) return { kind: 'run' };
  const skip = /^skip \((.+)\)$/.exec(comment);
  if (skip) return { kind: 'skip', reason: skip[1] as string };
  const exit = /^exit (\d+)\b/.exec(comment);
  if (exit) return { kind: 'exit', status: Number(exit[1]) };
  if (/^placeholders\b/.test(comment)) return { kind: 'run' };
  const tiny = /^tiny \((.+)\)$/.exec(comment);
  if (tiny) return { kind: 'tiny', flags: tinyFlags(tiny[1] as string, where) };
  throw new Error(
    `${where}: unknown readme-test marker "${comment}" (skip (reason), exit N (reason), placeholders (…) or tiny (…))`,
  );
}

/** `bench --n 2; make-workforce --size 10` → script name → its flags. */
function tinyFlags(list: string, where: string): Map<string, string> {
  const flags = new Map<string, string>();
  for (const item of list.split(';')) {
    const found = /^\s*([a-z][a-z:-]*)\s+(--\S.*?)\s*$/.exec(item);
    if (!found) throw new Error(`${where}: a tiny marker lists "script --flag value …" items, got "${item.trim()}"`);
    flags.set(found[1] as string, found[2] as string);
  }
  return flags;
}

/**
 * `text` with `flags` (script name → flags) put first after each `npm run [--silent] <script>`: the block run on
 * tiny inputs (the `tiny` marker).
 */
export function withTinyFlags(text: string, flags: ReadonlyMap<string, string>): string {
  return [...flags].reduce(
    (rewritten, [script, given]) =>
      rewritten.replace(
        new RegExp(`(npm run (?:--silent )?${script.replace(/[:-]/g, '\\$&')})(?: --)?(?=\\s|$)`, 'g'),
        `$1 -- ${given}`,
      ),
    text,
  );
}

/** The text of the ```` ```json ```` block that starts after the line `close` (blank lines between at most). */
function shownAfter(lines: readonly string[], close: number): string | undefined {
  let at = close + 1;
  while (at < lines.length && (lines[at] as string).trim() === '') at += 1;
  if (lines[at]?.trim() !== '```json') return undefined;
  const end = lines.findIndex((line, after) => after > at && line.trim() === '```');
  return end < 0 ? undefined : lines.slice(at + 1, end).join('\n');
}

/**
 * The scalar members of a shown JSON text that a run must print as they are: each `"key":value` whose value is a
 * string, number, boolean or null, but elided values (holding `…`) and timestamps (keys ending in `_at`), which
 * differ from one run to the next.
 */
export function shownMembers(shown: string): string[] {
  const members = shown.match(/"[a-z_]+":(?:"[^"]*"|-?\d+(?:\.\d+)?|true|false|null)/g) ?? [];
  return members.filter((member) => !member.includes('…') && !/^"[a-z_]+_at":/.test(member));
}

/**
 * The ```` ```sh ```` blocks of `markdown` (the page `file`), in page order, with their markers.
 * @throws Error on a fence of another shell dialect, an unknown marker, or a block left open.
 */
export function shellBlocks(markdown: string, file: string): ShellBlock[] {
  const lines = markdown.split('\n');
  const blocks: ShellBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^```(\S*)\s*$/.exec(lines[index] as string);
    if (!fence) continue;
    const language = fence[1] as string;
    const close = lines.findIndex((line, at) => at > index && line.trim() === '```');
    if (close < 0) throw new Error(`${file}:${index + 1}: a code block is never closed`);
    if (OTHER_SHELL_FENCES.includes(language))
      throw new Error(`${file}:${index + 1}: write shell commands in a \`\`\`sh block, not \`\`\`${language}`);
    if (language === 'sh') {
      const above = /^<!-- readme-test: (.*) -->$/.exec(lines[index - 1] ?? '')?.[1];
      const shown = shownAfter(lines, close);
      blocks.push({
        file,
        line: index + 2,
        text: lines.slice(index + 1, close).join('\n'),
        mark: markOf(above, `${file}:${index}`),
        ...(shown === undefined ? {} : { shown }),
      });
    }
    index = close;
  }
  return blocks;
}

/** A command of a block that exited non-zero: where, the command as bash saw it, and its status. */
export interface FailedCommand {
  readonly where: string;
  readonly status: number;
  readonly command: string;
}

/**
 * One bash script running `blocks` in order in one shell (variables and functions carry over), with an
 * ERR trap (`set -E -o pipefail`: in functions and command substitutions too) that writes every failing
 * command to file descriptor 3 as `index<TAB>script line<TAB>status<TAB>command`; read them back with
 * {@link failedCommands}. Blocks marked `skip` are left out.
 */
export function shellScript(blocks: readonly ShellBlock[]): { script: string; starts: number[] } {
  const lines = [
    'set -E -o pipefail',
    `trap 'status=$?; printf "%s\\t%s\\t%s\\t%s\\n" "$README_TEST_BLOCK" "$LINENO" "$status" "$BASH_COMMAND" >&3' ERR`,
  ];
  const starts: number[] = [];
  blocks.forEach((block, index) => {
    if (block.mark.kind === 'skip') {
      starts.push(-1);
      return;
    }
    lines.push(
      `README_TEST_BLOCK=${index}`,
      `printf "\\n::block %s at %s s\\n" "${block.file}:${block.line}" "$SECONDS"`,
    );
    starts.push(lines.length + 1);
    const text = block.mark.kind === 'tiny' ? withTinyFlags(block.text, block.mark.flags) : block.text;
    lines.push(...text.split('\n'));
  });
  lines.push('printf "\\n::end\\n"');
  return { script: `${lines.join('\n')}\n`, starts };
}

/**
 * The failed commands the ERR trap of {@link shellScript} reported on file descriptor 3, grouped by block
 * index, each placed at its line in its page.
 */
export function failedCommands(
  report: string,
  blocks: readonly ShellBlock[],
  starts: readonly number[],
): Map<number, FailedCommand[]> {
  const failures = new Map<number, FailedCommand[]>();
  for (const line of report.split('\n')) {
    const [index, scriptLine, status, ...command] = line.split('\t');
    if (index === undefined || index === '' || status === undefined) continue;
    const block = blocks[Number(index)] as ShellBlock;
    const where = `${block.file}:${block.line + Number(scriptLine) - (starts[Number(index)] as number)}`;
    failures.set(Number(index), [
      ...(failures.get(Number(index)) ?? []),
      { where, status: Number(status), command: command.join('\t') },
    ]);
  }
  return failures;
}
