import { describe, expect, it } from '@jest/globals';
import { parseWorkforceFile, WorkforceFileError } from '../src/workforce-file';

describe('parseWorkforceFile', () => {
  it('splits the columns into employee attributes and filter keys, numbering rows as a spreadsheet does', () => {
    const file = parseWorkforceFile(
      '\uFEFFInternal_ID, Name ,Department,"Site"\n' +
        'EMP-1,"Silva, Maria",TI,"São ""Matriz"""\n\nEMP-2,João Souza,,Recife\n',
    );

    expect(file.employeeColumns).toEqual(['internal_id', 'name']);
    expect(file.filterColumns).toEqual(['department', 'site']);
    // the blank line is row 3 in a spreadsheet, so EMP-2 is row 4
    expect(file.records).toEqual([
      { row: 2, cells: { internal_id: 'EMP-1', name: 'Silva, Maria', department: 'TI', site: 'São "Matriz"' } },
      { row: 4, cells: { internal_id: 'EMP-2', name: 'João Souza', department: '', site: 'Recife' } },
    ]);
  });

  it('keeps a quoted cell over several lines in one row, and counts rows after it as a spreadsheet does', () => {
    const file = parseWorkforceFile('internal_id,reason_firing\nEMP-1,"Pedido\nde demissão"\nEMP-2,\n');

    expect(file.records.map((r) => r.row)).toEqual([2, 3]);
  });

  it.each([
    ['', 'the file is empty'],
    ['name,site\nMaria da Silva,Recife\n', 'at least one of internal_id, document, email'],
    ['internal_id,site,Site\n', '"site" appears twice'],
    ['internal_id,,site\n', 'column 2 of the header has no name'],
    ['internal_id,site\nEMP-1,Recife,extra\n', 'row 2 has 3 cells, the header 2'],
    ['internal_id,name\nEMP-1,"unclosed\n', 'not a readable CSV file: CSV_QUOTE_NOT_CLOSED'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseWorkforceFile(text)).toThrow(WorkforceFileError);
    expect(() => parseWorkforceFile(text)).toThrow(message);
  });

  it('never quotes the file content in its errors', () => {
    expect(() => parseWorkforceFile('internal_id,name\nEMP-1,"52998224725\n')).toThrow(/^(?!.*52998224725)/);
  });
});
