import { beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { TestApp } from '../support/test-app';
import { validEmployeeBody } from '../support/employee-body';
import { bearer, call } from './e2e-helpers';
import {
  STORAGES,
  clientOf,
  department,
  employeeTestApp,
  expectValidationError,
  useStorage,
  type EmployeesClient,
} from './employees-support';

/** A process-unique plain local part, so each storage's run holds its own addresses. */
let sequence = 0;
const plainLocal = (): string => `ana${(sequence += 1)}`;

/**
 * Look-alike identity values (docs/security.md#look-alike-identity-values): every variant of an address that
 * company A holds is a 422 on `email` for company B, because it is the same address once normalised ("already
 * in use") or because it is refused outright; invisible, format and control characters are refused in the
 * other text fields too.
 */
describe.each(STORAGES)('look-alike identity values on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let a: EmployeesClient;
  let b: EmployeesClient;

  beforeEach(async () => {
    t = await employeeTestApp(storage());
    a = clientOf(t);
    b = a.as({ key: (await t.addCompany()).key });
  });

  type Variant = [string, (local: string) => { held: string; tried: string }, RegExp];
  const fullWidth = (text: string) =>
    [...text].map((c) => (/[a-z0-9]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');
  const variants: Variant[] = [
    [
      'composed beside decomposed accents',
      (l) => ({ held: `jo\u00e3o.${l}@example.com`, tried: `joa\u0303o.${l}@example.com` }),
      /already in use/i,
    ],
    [
      'full-width letters',
      (l) => ({ held: `${l}@example.com`, tried: `${fullWidth(l)}@example.com` }),
      /already in use/,
    ],
    [
      'a full-width at sign and domain',
      (l) => ({ held: `${l}@example.com`, tried: `${l}\uff20${fullWidth('example')}.com` }),
      /already in use/,
    ],
    ['upper case', (l) => ({ held: `${l}@example.com`, tried: `${l.toUpperCase()}@EXAMPLE.COM` }), /already in use/],
    [
      'a Cyrillic look-alike among Latin letters',
      (l) => ({ held: `${l}@example.com`, tried: `\u0430${l.slice(1)}@example.com` }),
      /writing systems/,
    ],
    [
      'a Cyrillic look-alike in the domain',
      (l) => ({ held: `${l}@example.com`, tried: `${l}@\u0435xample.com` }),
      /writing systems/,
    ],
    [
      'a local part spelt in Cyrillic look-alikes only',
      (l) => ({ held: `cope${l.slice(3)}@example.com`, tried: `\u0441\u043e\u0440\u0435${l.slice(3)}@example.com` }),
      /look like Latin/,
    ],
    ['a zero-width space', (l) => ({ held: `${l}@example.com`, tried: `a\u200b${l.slice(1)}@example.com` }), /U\+200B/],
    ['a soft hyphen', (l) => ({ held: `${l}@example.com`, tried: `a\u00ad${l.slice(1)}@example.com` }), /U\+00AD/],
    ['a quoted local part', (l) => ({ held: `${l}@example.com`, tried: `"${l}"@example.com` }), /quote/],
    [
      'a Unicode domain beside its punycode form',
      (l) => ({ held: `${l}@ex\u00e4mple.com`, tried: `${l}@xn--exmple-cua.com` }),
      /already in use/,
    ],
    [
      'a punycode domain beside its Unicode form',
      (l) => ({ held: `${l}@xn--exmple-cua.com`, tried: `${l}@ex\u00e4mple.com` }),
      /already in use/,
    ],
  ];

  it.each(variants)('%s: 422 on email when another company holds the plain address', async (_name, make, why) => {
    const { held, tried } = make(plainLocal());
    await a.created(validEmployeeBody({ email: held, fields: [department()] }));

    const errors = expectValidationError(await b.create(validEmployeeBody({ email: tried })), ['email']);

    expect(errors.email).toEqual([expect.stringMatching(why)]);
  });

  it('stores an address in its canonical form: NFKC, lower case, the domain in ASCII', async () => {
    const local = plainLocal();
    const data = await a.created(
      validEmployeeBody({ email: `${local.toUpperCase()}@Ex\u00c4mple.com`, fields: [department()] }),
    );

    expect(data.email).toBe(`${local}@xn--exmple-cua.com`);
  });

  it.each([
    ['name', { name: 'Ana So\u00aduza' }],
    ['social_name', { social_name: 'Ana So\u200buza' }],
    ['internal_id', { internal_id: 'MAT\u200b-001' }],
    ['internal_id', { internal_id: 'MAT-\u202e001' }],
    ['reason_firing', { reason_firing: 'Pediu\u00addemissão' }],
  ])('refuses an invisible character in %s (422 on that field)', async (field, change) => {
    expectValidationError(await a.create(validEmployeeBody({ fields: [department()], ...change })), [field]);
  });

  it('accepts line breaks and tabs in reason_firing and filter values, nowhere else', async () => {
    const data = await a.created(validEmployeeBody({ fields: [department('Vendas\n\tNorte')] }));
    expect(data.fields.find((f) => f.key === 'department')?.value).toBe('Vendas\n\tNorte');

    expectValidationError(await a.create(validEmployeeBody({ fields: [department('Ven\u200bdas')] })), ['fields']);
    expectValidationError(await a.create(validEmployeeBody({ internal_id: 'MAT\t001', fields: [department()] })), [
      'internal_id',
    ]);
  });

  it('refuses an invisible character in a filter name, default value and a search term', async () => {
    const filter = await call(
      request(t.app)
        .post('/api/v1/filters')
        .set(bearer(t.key))
        .send({ key: 'unit', name: 'Uni\u200bdade', is_required: false, default_value: 'Ma\u00adtriz' }),
    );
    expect(filter.status).toBe(422);
    expect(Object.keys(filter.body.meta.errors as object).sort()).toEqual(['default_value', 'name']);

    const search = await call(
      request(t.app).get('/api/v1/employees').query({ search: 'an\u200ba' }).set(bearer(t.key)),
    );
    expect(search.status).toBe(422);
  });
});
