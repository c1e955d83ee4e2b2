import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { reportsWorld, type ReportsWorld } from '../support/reports-world';

/** Five respondents in each department, the names a company typed into its filter values. */
const DEPARTMENTS = ['\n=1+1', 'Vendas; "Sul"', '\r@SUM(A1)', 'Ops\r\n+cmd|calc', 'TI\n-2\r\t3', 'Jurídico'];

/** What a spreadsheet must show of each department: a `'` before `=`, `+`, `-`, `@`, tab or CR opening a line. */
const SHOWN = ["\n'=1+1", 'Vendas; "Sul"', "'\r'@SUM(A1)", "Ops\r\n'+cmd|calc", "TI\n'-2\r'\t3", 'Jurídico'];

/** Every line end a spreadsheet knows: CRLF, LF and CR alone (a cell holding one must be quoted). */
const LINE_ENDS = ['\r\n', '\n', '\r'];

/** The file's records as a spreadsheet splits them: `;` between cells, any line end between records. */
const recordsOf = (text: string): string[][] =>
  parse(text, { delimiter: ';', bom: true, record_delimiter: LINE_ENDS, relax_column_count: true });

/** Starts a line as a formula does: `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The reports' CSV as a spreadsheet reads it (docs/reports.md#csv): parsed by csv-parse with `;`, every cell comes
 * back as written, line breaks inside a cell included, and no line of the file, nor any line of a cell, starts as
 * a formula does. A filter value is the company's own text: `"\n=1+1"` must not open as a formula row.
 */
describe('the reports CSV in a spreadsheet', () => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await reportsWorld({ people: DEPARTMENTS.flatMap((name) => Array.from({ length: 5 }, () => name)) });
  });

  const csv = async (): Promise<string> => {
    const res = await request(w.app)
      .get(`/api/v1/reports/enps?campaign_id=${w.campaign.id}&group_by=filter:department`)
      .set('Authorization', `Bearer ${w.key}`)
      .set('Accept', 'text/csv');
    expect(res.status).toBe(200);
    return res.text;
  };

  it('gives every cell back as written, a quoted line break included, with the formula guard', async () => {
    const [header, ...lines] = recordsOf(await csv()) as [string[], ...string[][]];
    expect(lines.map((line) => line.length)).toEqual(lines.map(() => header.length));
    expect(lines.map((line) => [line[0], line[1], line[2]])).toEqual([
      ['overall', '', '30'],
      ...[...SHOWN].sort((a, b) => a.localeCompare(b, 'pt-BR')).map((shown) => ['group', shown, '5']),
    ]);
  });

  it('starts no line of the file, and no line inside a cell, as a formula', async () => {
    const text = await csv();
    const cells = recordsOf(text).flat();
    const linesOfCells = cells.flatMap((cell) => cell.split(/\r\n|\r|\n/).slice(1));
    const linesOfFile = text.split(/\r\n|\r|\n/);
    expect([...linesOfCells, ...linesOfFile].filter((line) => FORMULA_START.test(line))).toEqual([]);
  });
});
