import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { SettleDueFirings } from '@employee/domain';
import { aCampaign, uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import type { TestApp } from '../support/test-app';
import {
  EMPLOYEE_PROPERTIES,
  STORAGES,
  clientOf,
  department,
  employeeTestApp,
  expectValidationError,
  membersOf,
  sortedFields,
  useStorage,
  withWrongCheckDigit,
  type EmployeeData,
  type EmployeesClient,
} from './employees-support';
import { validEmployeeBody } from '../support/employee-body';

/** POST /v1/employees (docs/contract.md#create-and-update, #employee-fields, #errors). */
describe.each(STORAGES)('POST /v1/employees on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let api: EmployeesClient;

  beforeEach(async () => {
    t = await employeeTestApp(storage());
    api = clientOf(t);
  });

  describe('201', () => {
    it('answers {data} with the exact field list and formats, and a Location header', async () => {
      const document = uniqueCpf();
      const phone = uniqueMobile(); // +5511 9xxxxxxxx
      const typedPhone = `55 (${phone.slice(3, 5)}) ${phone.slice(5, 10)}-${phone.slice(10)}`;
      const email = uniqueEmail();
      const body = {
        name: '  Álvaro   Ávila da Silva ',
        social_name: 'Joana Santos',
        email: email.toUpperCase(),
        phone: typedPhone,
        document,
        internal_id: 'MAT-001',
        birthdate: '15/05/1990',
        hiring_date: '01/02/2015',
        is_on_leave: true,
        language: 'en',
        include_campaign: false,
        fields: [department('Vendas'), { key: 'site', value: '' }],
      };

      const response = await api.create(body);

      expect(response.status).toBe(201);
      expect(response.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(Object.keys(response.body as object)).toEqual(['data']);
      const data = response.body.data as EmployeeData;
      expect(Object.keys(data).sort()).toEqual([...EMPLOYEE_PROPERTIES].sort());
      expect({ ...data, fields: sortedFields(data.fields) }).toStrictEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        company_id: t.company.id,
        name: 'Álvaro Ávila da Silva',
        social_name: 'Joana Santos',
        email: email.toLowerCase(),
        phone,
        document,
        internal_id: 'MAT-001',
        birthdate: '15/05/1990',
        hiring_date: '01/02/2015',
        firing_date: null,
        is_voluntary_firing: null,
        reason_firing: null,
        is_on_leave: true,
        language: 'en',
        fields: [
          { id: t.department.id, key: 'department', value: 'Vendas' },
          { id: t.site.id, key: 'site', value: 'Matriz' },
        ],
        created_at: '2026-11-22T10:00:00-03:00',
        updated_at: '2026-11-22T10:00:00-03:00',
        version: 1,
      });
      expect(data.phone).toMatch(/^\+55\d{11}$/);
      expect(response.headers.location).toMatch(new RegExp(`(^|/api)/v1/employees/${data.id}$`));
      expect(response.headers.location).toContain(`/api/v1/employees/${data.id}`);

      const read = await api.get(data.id);
      expect(read.status).toBe(200);
      const readData = read.body.data as EmployeeData;
      expect({ ...readData, fields: sortedFields(readData.fields) }).toStrictEqual({
        ...data,
        fields: sortedFields(data.fields),
      });
    });

    it('answers null for every absent value and the defaults for is_on_leave and language', async () => {
      const document = uniqueCpf();
      const data = await api.created({
        document,
        include_campaign: false,
        fields: [{ id: t.department.id, value: 'RH' }],
      });

      expect(data).toStrictEqual({
        id: expect.any(String),
        company_id: t.company.id,
        name: null,
        social_name: null,
        email: null,
        phone: null,
        document,
        internal_id: null,
        birthdate: null,
        hiring_date: null,
        firing_date: null,
        is_voluntary_firing: null,
        reason_firing: null,
        is_on_leave: false,
        language: 'pt-BR',
        fields: [{ id: t.department.id, key: 'department', value: 'RH' }],
        created_at: '2026-11-22T10:00:00-03:00',
        updated_at: '2026-11-22T10:00:00-03:00',
        version: 1,
      });
    });

    it(
      'ignores read-only and unknown properties ' + '(id, company_id, created_at, updated_at, deleted_at, others)',
      async () => {
        const other = await t.addCompany();
        const sentId = randomUUID();
        const response = await api.create(
          validEmployeeBody({
            id: sentId,
            company_id: other.company.id,
            created_at: '2020-01-01T00:00:00-03:00',
            updated_at: '2020-01-01T00:00:00-03:00',
            deleted_at: '2020-01-02T00:00:00-03:00',
            remove_campaign: true,
            favourite_colour: 'blue',
            fields: [department()],
          }),
        );

        expect(response.status).toBe(201);
        const data = response.body.data as EmployeeData;
        expect(Object.keys(data).sort()).toEqual([...EMPLOYEE_PROPERTIES].sort());
        expect(data.id).not.toBe(sentId);
        expect(data.company_id).toBe(t.company.id);
        expect(data.created_at).toBe('2026-11-22T10:00:00-03:00');
        expect(data.updated_at).toBe('2026-11-22T10:00:00-03:00');
        expect((await api.get(data.id)).status).toBe(200);
        expect((await api.get(sentId)).status).toBe(404);
        expect((await api.as({ key: other.key }).list()).body.meta.total).toBe(0);
        expect(((await api.list()).body.data as EmployeeData[]).map((e) => e.id)).toEqual([data.id]);
      },
    );

    it('gives a new UUID to every employee', async () => {
      const a = await api.created(validEmployeeBody({ fields: [department()] }));
      const b = await api.created(validEmployeeBody({ fields: [department()] }));
      expect(a.id).not.toBe(b.id);
    });

    it('links the employee to every active campaign with include_campaign true, to none with false', async () => {
      const second = aCampaign().of(t.company).build();
      const inactive = aCampaign().of(t.company).inactive().build();
      await t.uow.run(async (r) => {
        await r.campaigns.save(second);
        await r.campaigns.save(inactive);
      });

      const included = await api.created(validEmployeeBody({ include_campaign: true, fields: [department()] }));
      const excluded = await api.created(validEmployeeBody({ include_campaign: false, fields: [department()] }));

      expect(await membersOf(t)).toEqual([included.id]);
      expect(await membersOf(t, second.id)).toEqual([included.id]);
      expect(await membersOf(t, inactive.id)).toEqual([]);
      expect(await membersOf(t)).not.toContain(excluded.id);
    });
  });

  describe('422', () => {
    it('reports every invalid field at once, keyed by API field names', async () => {
      const response = await api.create({
        name: 'maria',
        social_name: '12345',
        email: 'not-an-email',
        document: withWrongCheckDigit(uniqueCpf()),
        phone: '+551133334444',
        birthdate: '15/05/1990',
        hiring_date: '01/02/1989',
        language: 'fr',
        fields: [{ key: 'site', value: 'Filial' }],
      });

      expectValidationError(response, [
        'name',
        'social_name',
        'email',
        'document',
        'phone',
        'hiring_date',
        'language',
        'include_campaign',
        'fields',
      ]);
    });

    it('reports a missing is_voluntary_firing and a firing before hiring together with the other errors', async () => {
      const response = await api.create(
        validEmployeeBody({
          include_campaign: undefined,
          name: 'Maria',
          hiring_date: '01/02/2015',
          firing_date: '01/01/2015',
          fields: [department()],
        }),
      );
      expectValidationError(response, ['name', 'firing_date', 'is_voluntary_firing']);

      const dateless = await api.create(validEmployeeBody({ firing_date: '20/11/2026', fields: [department()] }));
      expectValidationError(dateless, ['is_voluntary_firing']);
    });

    it('reports a mistyped property together with the rule errors of the other fields', async () => {
      const response = await api.create({
        name: 'maria',
        document: '123',
        include_campaign: 'yes',
        fields: [department()],
      });
      expectValidationError(response, ['name', 'document', 'include_campaign']);
    });

    it.each([
      ['a national-format phone', { phone: '11987654321' }, 'phone'],
      ['a landline phone', { phone: '+55 (11) 3333-4444' }, 'phone'],
      ['a foreign phone', { phone: '+14155552671' }, 'phone'],
      ['an all-zero CPF', { document: '00000000000' }, 'document'],
      ['a CPF with punctuation', { document: '529.982.247-25' }, 'document'],
      ['a CPF with wrong check digits', { document: withWrongCheckDigit('52998224725') }, 'document'],
      ['a single-word name', { name: 'Maria' }, 'name'],
      ['a lower-case name', { name: 'maria silva' }, 'name'],
      ['a digits-only name', { name: '123 456' }, 'name'],
      ['a birthdate of today', { birthdate: '22/11/2026', hiring_date: null }, 'birthdate'],
      ['a birthdate after today', { birthdate: '23/11/2026', hiring_date: null }, 'birthdate'],
      ['a hiring date after today', { hiring_date: '23/11/2026' }, 'hiring_date'],
      ['an impossible date', { birthdate: '31/02/1990' }, 'birthdate'],
      ['an ISO date', { birthdate: '1990-05-15' }, 'birthdate'],
      ['a hiring date on the birthdate', { birthdate: '15/05/1990', hiring_date: '15/05/1990' }, 'hiring_date'],
      ['a firing date after today', { firing_date: '23/11/2026', is_voluntary_firing: true }, 'firing_date'],
      ['an unsupported language', { language: 'pt' }, 'language'],
    ])('rejects %s', async (_case, override, field) => {
      expectValidationError(await api.create(validEmployeeBody({ ...override, fields: [department()] })), [field]);
    });

    it('requires include_campaign on create unless firing_date is filled', async () => {
      expectValidationError(
        await api.create(validEmployeeBody({ include_campaign: undefined, fields: [department()] })),
        ['include_campaign'],
      );
    });

    it.each([
      ['a missing required filter', (_t: TestApp) => [{ key: 'site', value: 'Filial' }]],
      ['no fields at all while a filter is required', () => undefined],
      ['an unknown filter key', () => [department(), { key: 'cost_center', value: 'X' }]],
      ['an unknown filter id', () => [department(), { id: randomUUID(), value: 'X' }]],
      ['a repeated filter', () => [department('A'), department('B')]],
      [
        'mixed id and key shapes',
        (t: TestApp) => [
          { id: t.department.id, value: 'A' },
          { key: 'site', value: 'B' },
        ],
      ],
      ['a required filter with an empty value and no default', () => [department('')]],
      ['a required filter with a value of white space only and no default', () => [department(' \t ')]],
      ['a non-string value', () => [{ key: 'department', value: 7 }]],
    ])('rejects fields with %s (422 on fields)', async (_case, fields) => {
      const body = validEmployeeBody({ fields: fields(t) });
      if (body.fields === undefined) delete body.fields;
      expectValidationError(await api.create(body), ['fields']);
    });

    it.each([
      ['a name over 255 characters', () => ({ name: `Maria ${'S'.padEnd(250, 'a')}` }), 'name'],
      ['an e-mail over 255 characters', () => ({ email: `${'a'.repeat(250)}@example.com` }), 'email'],
      ['an internal_id over 255 characters', () => ({ internal_id: 'x'.repeat(256) }), 'internal_id'],
      [
        'a reason_firing over 1000 characters',
        () => ({ firing_date: '20/11/2026', is_voluntary_firing: true, reason_firing: 'x'.repeat(1001) }),
        'reason_firing',
      ],
      ['a field value over 1000 characters', () => ({ fields: [department('x'.repeat(1001))] }), 'fields'],
      [
        'more than 100 fields entries',
        () => ({ fields: Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, value: 'v' })) }),
        'fields',
      ],
      ['a NUL byte in a name', () => ({ name: 'Maria\u0000 Silva' }), 'name'],
      ['a NUL byte in internal_id', () => ({ internal_id: 'MAT\u00001' }), 'internal_id'],
      ['reason_firing without a firing_date', () => ({ reason_firing: 'Sem data' }), 'reason_firing'],
    ])('rejects %s (docs/contract.md#length-limits)', async (_case, override, field) => {
      expectValidationError(await api.create(validEmployeeBody({ fields: [department()], ...override() })), [field]);
    });

    it('accepts values at the length limits', async () => {
      const data = await api.created(
        validEmployeeBody({
          internal_id: 'x'.repeat(255),
          firing_date: '20/11/2026',
          is_voluntary_firing: false,
          reason_firing: 'r'.repeat(1000),
          fields: [department('v'.repeat(1000))],
        }),
      );
      expect(data.internal_id).toHaveLength(255);
      expect(data.reason_firing).toHaveLength(1000);
      expect(data.fields[0]?.value).toHaveLength(1000);
    });

    it(
      'counts lengths in characters, as the document does: an emoji is one ' +
        '(255 and 1000 of them fit, one more is a 422)',
      async () => {
        const emoji = (count: number) => '😀'.repeat(count);
        // 𝐀 (U+1D400) is an upper-case letter and 𠀀 (U+20000) a letter, each one character of two UTF-16 units.
        const name = `𝐀${'𠀀'.repeat(126)} 𝐀${'𠀀'.repeat(126)}`;
        const data = await api.created(
          validEmployeeBody({
            name,
            internal_id: emoji(255),
            firing_date: '20/11/2026',
            is_voluntary_firing: false,
            reason_firing: emoji(1000),
            fields: [department(emoji(1000))],
          }),
        );
        expect(data).toMatchObject({
          name,
          internal_id: emoji(255),
          reason_firing: emoji(1000),
          fields: [{ key: 'department', value: emoji(1000) }],
        });
        const tooLong = validEmployeeBody({
          name: `${name}𠀀`,
          internal_id: emoji(256),
          firing_date: '20/11/2026',
          is_voluntary_firing: false,
          reason_firing: emoji(1001),
          fields: [department(emoji(1001))],
        });
        expectValidationError(await api.create(tooLong), ['fields', 'internal_id', 'name', 'reason_firing']);
      },
    );

    it('takes the filter’s default for a value of white space only (it counts as empty)', async () => {
      const data = await api.created(validEmployeeBody({ fields: [department(), { key: 'site', value: '   ' }] }));
      expect(sortedFields(data.fields)).toEqual([
        { id: t.department.id, key: 'department', value: 'Vendas' },
        { id: t.site.id, key: 'site', value: 'Matriz' },
      ]);
    });

    it('accepts fields by id', async () => {
      const data = await api.created(
        validEmployeeBody({
          fields: [
            { id: t.department.id, value: 'TI' },
            { id: t.site.id, value: 'Filial' },
          ],
        }),
      );
      expect(sortedFields(data.fields)).toEqual([
        { id: t.department.id, key: 'department', value: 'TI' },
        { id: t.site.id, key: 'site', value: 'Filial' },
      ]);
    });
  });

  describe('identify key', () => {
    it('requires the document in a company identified by document', async () => {
      expectValidationError(await api.create(validEmployeeBody({ document: undefined, fields: [department()] })), [
        'document',
      ]);
      expectValidationError(await api.create(validEmployeeBody({ document: null, fields: [department()] })), [
        'document',
      ]);
    });

    it('requires the email, and only the email, in a company identified by email', async () => {
      const emailCompany = await t.addCompany({ identifyKey: 'email' });
      const client = api.as({ key: emailCompany.key });

      expectValidationError(await client.create(validEmployeeBody({ email: undefined })), ['email']);
      expectValidationError(await client.create(validEmployeeBody({ email: null })), ['email']);
      const email = uniqueEmail();
      const data = await client.created({ email, include_campaign: false });
      expect(data).toMatchObject({
        email,
        document: null,
        phone: null,
        name: null,
        company_id: emailCompany.company.id,
        fields: [],
      });
    });
  });

  describe('uniqueness', () => {
    const inUse = (messages: string[] | undefined) => {
      expect(messages).toEqual([expect.stringMatching(/already in use/i)]);
    };

    it('rejects a duplicate email, document and phone in the same company, saying only "already in use"', async () => {
      const first = await api.created(validEmployeeBody({ fields: [department()] }));
      const response = await api.create(
        validEmployeeBody({
          email: (first.email as string).toUpperCase(),
          document: first.document,
          phone: `55${(first.phone as string).slice(3)}`,
          fields: [department()],
        }),
      );
      const errors = expectValidationError(response, ['email', 'document', 'phone']);
      inUse(errors.email);
      inUse(errors.document);
      inUse(errors.phone);
      expect(JSON.stringify(response.body)).not.toContain(first.id);
      expect(JSON.stringify(response.body)).not.toContain(t.company.id);
    });

    it.each(['email', 'document', 'phone'] as const)(
      'rejects a %s held by an employee of another company, never naming it',
      async (field) => {
        const held = await api.created(validEmployeeBody({ fields: [department()] }));
        const other = await t.addCompany();
        const response = await api.as({ key: other.key }).create(validEmployeeBody({ [field]: held[field] }));

        inUse(expectValidationError(response, [field])[field]);
        const text = JSON.stringify(response.body);
        expect(text).not.toContain(held.id);
        expect(text).not.toContain(t.company.id);
        expect(text).not.toContain(held.name);
      },
    );

    it('rejects an internal_id used in the same company but accepts it in another company', async () => {
      await api.created(validEmployeeBody({ internal_id: 'MAT-7', fields: [department()] }));
      expectValidationError(await api.create(validEmployeeBody({ internal_id: 'MAT-7', fields: [department()] })), [
        'internal_id',
      ]);
      const other = await t.addCompany();
      expect((await api.as({ key: other.key }).create(validEmployeeBody({ internal_id: 'MAT-7' }))).status).toBe(201);
    });
  });

  describe('firing on create', () => {
    it('records a firing that stays visible until settlement (include_campaign then optional)', async () => {
      const data = await api.created(
        validEmployeeBody({
          include_campaign: undefined,
          firing_date: '20/11/2026',
          is_voluntary_firing: false,
          reason_firing: 'Baixo desempenho',
          fields: [department()],
        }),
      );
      expect(data).toMatchObject({
        firing_date: '20/11/2026',
        is_voluntary_firing: false,
        reason_firing: 'Baixo desempenho',
      });
      expect((await api.get(data.id)).status).toBe(200);

      t.clock.advanceSeconds(6);
      expect(await new SettleDueFirings(t.uow, t.clock).execute()).toEqual({ settled: 1 });
      expect((await api.get(data.id)).status).toBe(404);
    });
  });
});
