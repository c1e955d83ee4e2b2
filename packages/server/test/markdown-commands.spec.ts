import { spawnSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { failedCommands, shellBlocks, shellScript, shownMembers, withTinyFlags } from './support/markdown-commands';

const PAGE = [
  '# A page', // 1
  '<!-- readme-test: skip (a server) -->', // 2
  '```sh', // 3
  'npm start', // 4
  '```', // 5
  '', // 6
  '```sh', // 7
  'GREETING=olá', // 8
  'greet() { echo "$GREETING $1"; }', // 9
  '```', // 10
  '```json', // 11
  '{"not": "a command"}', // 12
  '```', // 13
  '```sh', // 14
  'greet mundo', // 15
  'false', // 16
  'X=$(exit 4)', // 17
  '```', // 18
  '<!-- readme-test: exit 1 (meant to) -->', // 19
  '```sh', // 20
  'test -z "$GREETING"', // 21
  '```', // 22
].join('\n');

/** Runs `script` in bash; gives stdout and the ERR trap's report (file descriptor 3). */
function runScript(script: string): { stdout: string; report: string } {
  const result = spawnSync('bash', ['-c', `${script}`, 'readme'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  return { stdout: result.stdout, report: (result.output[3] as string | null) ?? '' };
}

describe("shell blocks of a Markdown page (the README test's reader)", () => {
  it("finds every ```sh block with its first command's line, the marker above its fence and the JSON after", () => {
    expect(shellBlocks(PAGE, 'page.md')).toEqual([
      { file: 'page.md', line: 4, text: 'npm start', mark: { kind: 'skip', reason: 'a server' } },
      {
        file: 'page.md',
        line: 8,
        text: 'GREETING=olá\ngreet() { echo "$GREETING $1"; }',
        mark: { kind: 'run' },
        shown: '{"not": "a command"}',
      },
      { file: 'page.md', line: 15, text: 'greet mundo\nfalse\nX=$(exit 4)', mark: { kind: 'run' } },
      { file: 'page.md', line: 21, text: 'test -z "$GREETING"', mark: { kind: 'exit', status: 1 } },
    ]);
  });

  it('refuses another shell fence, an unknown marker and an unclosed block', () => {
    expect(() => shellBlocks('```bash\nls\n```', 'p.md')).toThrow(
      'p.md:1: write shell commands in a ```sh block, not ```bash',
    );
    expect(() => shellBlocks('<!-- readme-test: maybe -->\n```sh\nls\n```', 'p.md')).toThrow(
      'unknown readme-test marker "maybe"',
    );
    expect(() => shellBlocks('```sh\nls\n', 'p.md')).toThrow('p.md:1: a code block is never closed');
  });

  it('runs the blocks in one shell, skips the skipped, and places every failed command at its line of the page', () => {
    const blocks = shellBlocks(PAGE, 'page.md');
    const { script, starts } = shellScript(blocks);
    const run = runScript(script);

    expect(run.stdout).toContain('olá mundo\n'); // a variable and a function of one block, used by the next
    expect(run.stdout).not.toContain('::block page.md:4 ');
    expect(run.stdout).toContain('\n::end\n');
    const failures = failedCommands(run.report, blocks, starts);
    expect(failures.get(0)).toBeUndefined();
    expect(failures.get(1)).toBeUndefined();
    expect(failures.get(2)).toEqual(
      expect.arrayContaining([
        { where: 'page.md:16', status: 1, command: 'false' },
        { where: 'page.md:17', status: 4, command: 'X=$(exit 4)' },
      ]),
    );
    expect(failures.get(3)).toEqual([{ where: 'page.md:21', status: 1, command: 'test -z "$GREETING"' }]);
  });

  it("gives each npm run of a tiny block its flags first, keeping other scripts and the block's flags", () => {
    const page = [
      '<!-- readme-test: tiny (bench --duration 1 --out "$TMPDIR/b.json"; bench:seed --big 2000) -->',
      '```sh',
      'DATABASE_URL=x npm run bench:seed',
      'npm run bench                      # about 5 minutes',
      'npm run --silent bench -- --scenarios create',
      'npm run bench:reports',
      '```',
    ].join('\n');
    const [block] = shellBlocks(page, 'p.md');
    expect(block?.mark).toEqual({
      kind: 'tiny',
      flags: new Map([
        ['bench', '--duration 1 --out "$TMPDIR/b.json"'],
        ['bench:seed', '--big 2000'],
      ]),
    });
    expect(block?.mark.kind === 'tiny' && withTinyFlags(block.text, block.mark.flags)).toBe(
      [
        'DATABASE_URL=x npm run bench:seed -- --big 2000',
        'npm run bench -- --duration 1 --out "$TMPDIR/b.json"                      # about 5 minutes',
        'npm run --silent bench -- --duration 1 --out "$TMPDIR/b.json" --scenarios create',
        'npm run bench:reports',
      ].join('\n'),
    );
    expect(() => shellBlocks('<!-- readme-test: tiny (bench) -->\n```sh\nls\n```', 'p.md')).toThrow(
      'a tiny marker lists "script --flag value …" items, got "bench"',
    );
  });

  it('takes from a shown JSON the members a run must print: not the elided ones, nor the timestamps', () => {
    const shown = [
      '{"data":{"id":"af39c382-…","name":"Maria da Silva","phone":null,"is_on_leave":false,"version":1,',
      ' "created_at":"2026-11-22T13:37:49-03:00","fields":[{"id":"9657-…","key":"unidade","value":"Matriz"}]},',
      ' "meta":{"total":1,"score":-12.5},…}',
    ].join('\n');
    expect(shownMembers(shown)).toEqual([
      '"name":"Maria da Silva"',
      '"phone":null',
      '"is_on_leave":false',
      '"version":1',
      '"key":"unidade"',
      '"value":"Matriz"',
      '"total":1',
      '"score":-12.5',
    ]);
  });
});
