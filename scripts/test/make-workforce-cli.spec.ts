import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateBR } from '@employee/domain';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateWorkforce, workforceCsv } from '../make-workforce/workforce';

/** The built CLI: `npm run build` (`tsc -b`) makes it; `npm test` builds before running jest. */
const MAIN = join(__dirname, '..', 'dist', 'make-workforce', 'main.js');

/** Runs the built CLI with `args`, without the jest process's NODE_OPTIONS. */
function run(args: readonly string[]) {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', env });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `dd/mm/yyyy` of the day before `instant`'s day in São Paulo. */
function yesterdayInSaoPaulo(instant: Date): string {
  const today = DateBR.today(instant, 'America/Sao_Paulo');
  const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
  return DateBR.fromIso(yesterday.toISOString().slice(0, 10)).value;
}

describe('make-workforce CLI', () => {
  let dir: string;

  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
    dir = mkdtempSync(join(tmpdir(), 'make-workforce-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes to --out the CSV the API makes for the same options, and a summary to stderr', () => {
    const out = join(dir, 'workforce.csv');
    const flags = ['--size', '400', '--seed', '5', '--as-of', '14/05/2026'];
    flags.push('--invalid-share', '0.05', '--dismissed', '7');
    const result = run([...flags, '--out', out]);

    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    const expected = generateWorkforce({ size: 400, seed: 5, asOf: '14/05/2026', dismissed: 7, invalidShare: 0.05 });
    expect(readFileSync(out, 'utf8')).toBe(workforceCsv(expected));
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(
      '400 rows, 20 defects (punctuated-cpf 5, landline 5, lower-case-name 5, impossible-date 5), 7 dismissed',
    );
    expect(result.stderr).toContain(`re-make with ${flags.join(' ')}`);
  });

  it('writes to stdout without --out, with seed 1 and yesterday in São Paulo by default', () => {
    const before = yesterdayInSaoPaulo(new Date());
    const result = run(['--size', '30']);
    const after = yesterdayInSaoPaulo(new Date());

    expect(result.status).toBe(0);
    const asOf = /--as-of (\d{2}\/\d{2}\/\d{4})/.exec(result.stderr)?.[1];
    expect([before, after]).toContain(asOf);
    expect(result.stdout).toBe(workforceCsv(generateWorkforce({ size: 30, seed: 1, asOf: asOf ?? '' })));
  });

  it.each([
    ['an unknown flag', ['--size', '10', '--bogus']],
    ['no --size', ['--seed', '3']],
    ['a size that is not a number', ['--size', 'ten']],
    ['size 0', ['--size', '0']],
    ['a seed that is not an integer', ['--size', '10', '--seed', '1.5']],
    ['an impossible --as-of', ['--size', '10', '--as-of', '31/02/2026']],
    ['an --invalid-share above 1', ['--size', '10', '--invalid-share', '1.5']],
    ['more dismissed than valid rows', ['--size', '10', '--dismissed', '11']],
    ['a positional argument', ['--size', '10', 'extra']],
    ['--rename of a column the export lacks', ['--size', '10', '--rename', 'dept=departamento']],
    ['--rename to a name with spaces', ['--size', '10', '--rename', 'department=Depart amento']],
    ['--rename giving two columns one name', ['--size', '10', '--rename', 'department=site']],
  ])('exits 2 with a message and the usage on stderr for %s', (_, args) => {
    const result = run(args);

    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^make-workforce: .+\nusage: /);
  });

  it('--rename names columns in the header only, and the summary repeats it', () => {
    const out = join(dir, 'renamed.csv');
    const result = run([
      '--size',
      '20',
      '--seed',
      '3',
      '--as-of',
      '14/05/2026',
      '--rename',
      'department=departamento,site=unidade',
      '--out',
      out,
    ]);

    expect(result.status).toBe(0);
    const [header, ...rows] = readFileSync(out, 'utf8').split('\n');
    const [, ...expectedRows] = workforceCsv(generateWorkforce({ size: 20, seed: 3, asOf: '14/05/2026' })).split('\n');
    expect(header).toBe(
      'internal_id,name,social_name,email,phone,document,birthdate,hiring_date,firing_date,' +
        'is_voluntary_firing,reason_firing,departamento,unidade',
    );
    expect(rows).toEqual(expectedRows);
    expect(result.stderr).toContain('--rename department=departamento,site=unidade\n');
  });

  it('prints the usage for --help', () => {
    const result = run(['--help']);

    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: /);
  });
});
