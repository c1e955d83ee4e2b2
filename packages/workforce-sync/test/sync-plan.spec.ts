import { describe, expect, it } from '@jest/globals';
import type { Employee, Filter } from '@employee/client';
import { planSync } from '../src/sync-plan';
import { parseWorkforceFile } from '../src/workforce-file';

const HEADER =
  'internal_id,name,email,phone,document,hiring_date,firing_date,is_voluntary_firing,reason_firing,department';

function filter(key: string, overrides: Partial<Filter> = {}): Filter {
  return {
    id: `f-${key}`,
    key,
    name: key,
    is_required: false,
    default_value: null,
    created_at: '',
    updated_at: '',
    version: 1,
    ...overrides,
  };
}
const FILTERS = new Map([
  ['department', filter('department')],
  ['site', filter('site', { is_required: true, default_value: 'Matriz' })],
]);

function employee(overrides: Partial<Employee>): Employee {
  return {
    id: 'e-1',
    company_id: 'c-1',
    name: 'Maria da Silva',
    social_name: null,
    email: 'maria@empresa.com.br',
    phone: '+5511987654321',
    document: '52998224725',
    internal_id: 'EMP-1',
    birthdate: null,
    hiring_date: '01/02/2020',
    firing_date: null,
    is_voluntary_firing: null,
    reason_firing: null,
    is_on_leave: false,
    language: 'pt-BR',
    fields: [{ id: 'f-department', key: 'department', value: 'Financeiro' }],
    created_at: '',
    updated_at: '',
    version: 1,
    ...overrides,
  };
}

const plan = (csv: string, employees: Employee[]) => planSync(parseWorkforceFile(csv), employees, FILTERS, true);

describe('planSync', () => {
  it('creates a row no employee matches, sending its non-empty cells, its filter values and include_campaign', () => {
    const { actions } = plan(
      `${HEADER}\nEMP-9,João Souza,joao@empresa.com.br,,11144477735,10/03/2021,,,,Comercial\n`,
      [],
    );

    expect(actions).toEqual([
      {
        kind: 'create',
        row: 2,
        body: {
          internal_id: 'EMP-9',
          name: 'João Souza',
          email: 'joao@empresa.com.br',
          document: '11144477735',
          hiring_date: '10/03/2021',
          fields: [{ key: 'department', value: 'Comercial' }],
          include_campaign: true,
        },
      },
    ]);
  });

  it('leaves an employee alone when the row equals it in the stored forms (spaces, case, phone punctuation)', () => {
    const csv =
      `${HEADER}\nEMP-1,  Maria   da Silva ,MARIA@Empresa.com.br,` +
      '+55 (11) 98765-4321,52998224725,01/02/2020,,,,Financeiro\n';

    expect(plan(csv, [employee({})]).actions).toEqual([{ kind: 'unchanged', row: 2 }]);
  });

  it('sends only what changed, with remove_campaign false', () => {
    const csv =
      `${HEADER}\nEMP-1,Maria da Silva,maria@empresa.com.br,` + '5511912345678,52998224725,01/02/2020,,,,Financeiro\n';

    expect(plan(csv, [employee({})]).actions).toEqual([
      { kind: 'update', row: 2, id: 'e-1', body: { phone: '5511912345678', remove_campaign: false } },
    ]);
  });

  it('sends a new firing whole: date, voluntariness and reason', () => {
    const csv =
      `${HEADER}\nEMP-1,Maria da Silva,maria@empresa.com.br,+5511987654321,` +
      '52998224725,01/02/2020,15/10/2026,sim,Pedido de demissão,Financeiro\n';

    expect(plan(csv, [employee({})]).actions).toEqual([
      {
        kind: 'update',
        row: 2,
        id: 'e-1',
        body: {
          firing_date: '15/10/2026',
          is_voluntary_firing: true,
          reason_firing: 'Pedido de demissão',
          remove_campaign: false,
        },
      },
    ]);
  });

  it('an empty cell clears a stored value', () => {
    const csv = `${HEADER}\nEMP-1,Maria da Silva,maria@empresa.com.br,,52998224725,01/02/2020,,,,Financeiro\n`;

    expect(plan(csv, [employee({})]).actions).toEqual([
      { kind: 'update', row: 2, id: 'e-1', body: { phone: null, remove_campaign: false } },
    ]);
  });

  it('sends the whole set of filter values when one changed, keeping values of filters the file lacks', () => {
    const stored = employee({
      fields: [
        { id: 'f-department', key: 'department', value: 'Financeiro' },
        { id: 'f-site', key: 'site', value: 'Recife' },
      ],
    });
    const csv =
      `${HEADER}\nEMP-1,Maria da Silva,maria@empresa.com.br,` + '+5511987654321,52998224725,01/02/2020,,,,Jurídico\n';

    expect(plan(csv, [stored]).actions).toEqual([
      {
        kind: 'update',
        row: 2,
        id: 'e-1',
        body: {
          fields: [
            { key: 'site', value: 'Recife' },
            { key: 'department', value: 'Jurídico' },
          ],
          remove_campaign: false,
        },
      },
    ]);
  });

  it('an empty cell of a required filter means its default value', () => {
    const csv = 'internal_id,site\nEMP-1,\n';
    const stored = employee({ fields: [{ id: 'f-site', key: 'site', value: 'Matriz' }] });

    expect(plan(csv, [stored]).actions).toEqual([{ kind: 'unchanged', row: 2 }]);
    expect(plan(csv, []).actions).toEqual([
      {
        kind: 'create',
        row: 2,
        body: { internal_id: 'EMP-1', fields: [{ key: 'site', value: '' }], include_campaign: true },
      },
    ]);
  });

  it('matches by internal_id first, then document, then e-mail', () => {
    const byInternalId = employee({ id: 'by-internal-id', internal_id: 'EMP-7', document: null, email: null });
    const byDocument = employee({ id: 'by-document', internal_id: null, document: '11144477735', email: null });
    const byEmail = employee({ id: 'by-email', internal_id: null, document: null, email: 'ana@empresa.com.br' });
    const csv =
      'internal_id,document,email\nEMP-7,52998224725,x@empresa.com.br\n' +
      'EMP-8,11144477735,y@empresa.com.br\nEMP-9,,ANA@empresa.com.br\n';

    const targets = plan(csv, [byEmail, byDocument, byInternalId]).actions.map((a) =>
      a.kind === 'update' ? a.id : a.kind,
    );

    // row 2 by internal_id (its document matches nobody); row 3 by document (EMP-8 is unknown); row 4 by e-mail
    expect(targets).toEqual(['by-internal-id', 'by-document', 'by-email']);
  });

  it('prefers internal_id to document, and document to e-mail, when they point at different employees', () => {
    const a = employee({ id: 'a', internal_id: 'EMP-1', document: '52998224725', email: 'a@empresa.com.br' });
    const b = employee({ id: 'b', internal_id: 'EMP-2', document: '11144477735', email: 'b@empresa.com.br' });
    const c = employee({ id: 'c', internal_id: 'EMP-3', document: '39053344705', email: 'c@empresa.com.br' });
    const targetOf = (csv: string) => plan(csv, [c, b, a]).actions.map((x) => (x.kind === 'update' ? x.id : x.kind));

    expect(targetOf('internal_id,document,email\nEMP-1,11144477735,c@empresa.com.br\n')).toEqual(['a']);
    expect(targetOf('internal_id,document,email\nEMP-9,11144477735,c@empresa.com.br\n')).toEqual(['b']);
  });

  it('compares names in Unicode NFC, as the service stores them', () => {
    const stored = employee({ name: 'José Conceição' });
    const csv = `internal_id,name\nEMP-1,${'Jose\u0301 Conceic\u0327a\u0303o'}\n`;

    expect(plan(csv, [stored]).actions).toEqual([{ kind: 'unchanged', row: 2 }]);
  });

  it('sends a phone cell with anything but separators in it, for the service to judge', () => {
    const csv = 'internal_id,phone\nEMP-1,+55 11 98765-4321 (cel)\n';

    expect(plan(csv, [employee({})]).actions).toEqual([
      { kind: 'update', row: 2, id: 'e-1', body: { phone: '+55 11 98765-4321 (cel)', remove_campaign: false } },
    ]);
  });

  it('ignores is_voluntary_firing and reason_firing on a row without a firing_date', () => {
    const csv =
      `${HEADER}\nEMP-1,Maria da Silva,maria@empresa.com.br,+5511987654321,` +
      '52998224725,01/02/2020,,não,Antigo motivo,Financeiro\n';

    expect(plan(csv, [employee({})]).actions).toEqual([{ kind: 'unchanged', row: 2 }]);
    const created = plan(csv, []).actions[0];
    expect(created).toMatchObject({ kind: 'create', body: { internal_id: 'EMP-1' } });
    expect(created?.kind === 'create' && Object.keys(created.body)).toEqual(
      expect.not.arrayContaining(['is_voluntary_firing', 'reason_firing']),
    );
  });

  it("rejects a row that repeats an earlier row's phone, whatever its punctuation", () => {
    const csv = 'internal_id,phone\nEMP-1,+5511987654321\nEMP-2,55 (11) 98765-4321\n';

    expect(plan(csv, []).actions[1]).toEqual({
      kind: 'reject',
      row: 3,
      errors: { phone: ['the same phone as row 2'] },
    });
  });

  it(
    'rejects a row that repeats an earlier row, naming the column and the row, ' +
      'and one that matches an employee already taken',
    () => {
      const csv = 'internal_id,document\nEMP-1,52998224725\nEMP-2,52998224725\nEMP-3,\n';
      const taken = employee({ id: 'e-3', internal_id: 'EMP-3', document: '52998224725' });

      expect(plan(csv, []).actions.slice(1, 2)).toEqual([
        { kind: 'reject', row: 3, errors: { document: ['the same document as row 2'] } },
      ]);
      expect(plan('internal_id,document\nEMP-3,\nEMP-4,52998224725\n', [taken]).actions[1]).toEqual({
        kind: 'reject',
        row: 3,
        errors: { document: ['matches the same employee as row 2'] },
      });
    },
  );

  it('skips a dismissed person who is not in the service instead of creating them', () => {
    const csv = `${HEADER}\nEMP-5,Ana Lima,,,11144477735,01/02/2020,01/10/2026,false,Término de contrato,\n`;

    expect(plan(csv, []).actions).toEqual([{ kind: 'skip', row: 2 }]);
  });

  it('counts the employees no row matched', () => {
    const csv = 'internal_id\nEMP-1\n';

    expect(
      plan(csv, [employee({}), employee({ id: 'e-2', internal_id: 'EMP-2', document: null, email: null })]).notInFile,
    ).toBe(1);
  });
});
