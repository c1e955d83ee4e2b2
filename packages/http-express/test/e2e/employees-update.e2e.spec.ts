import { beforeEach, describe, expect, it } from '@jest/globals';
import { SettleDueFirings } from '@employee/domain';
import { aCampaign, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import type { TestApp } from '../support/test-app';
import {
  EMPLOYEE_PROPERTIES,
  STORAGES,
  clientOf,
  department,
  employeeTestApp,
  expectNotFound,
  expectValidationError,
  membersOf,
  sortedFields,
  useStorage,
  type EmployeeData,
  type EmployeesClient,
} from './employees-support';
import { validEmployeeBody } from '../support/employee-body';

/**
 * PUT /v1/employees/{id} and the firing lifecycle (docs/contract.md#create-and-update, #campaign-flags,
 * #states-and-transitions, #firing-and-deletion).
 */
describe.each(STORAGES)('PUT /v1/employees/{id} on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let api: EmployeesClient;
  let employee: EmployeeData;

  const settle = () => new SettleDueFirings(t.uow, t.clock).execute();

  beforeEach(async () => {
    t = await employeeTestApp(storage());
    api = clientOf(t);
    employee = await api.created(
      validEmployeeBody({
        internal_id: 'MAT-10',
        include_campaign: false,
        fields: [department('TI'), { key: 'site', value: 'Filial Sul' }],
      }),
    );
    t.clock.advanceSeconds(60);
  });

  const put = async (body: object): Promise<EmployeeData> => {
    const response = await api.update(employee.id, body);
    expect({ status: response.status, keys: Object.keys(response.body as object) }).toEqual({
      status: 200,
      keys: ['data'],
    });
    return response.body.data as EmployeeData;
  };

  describe('partial update', () => {
    it('changes only the properties present and answers 200 {data: Employee}', async () => {
      const data = await put({ remove_campaign: false, social_name: 'Outra Pessoa', is_on_leave: true });

      expect(Object.keys(data).sort()).toEqual([...EMPLOYEE_PROPERTIES].sort());
      expect({ ...data, fields: sortedFields(data.fields) }).toStrictEqual({
        ...employee,
        fields: sortedFields(employee.fields),
        social_name: 'Outra Pessoa',
        is_on_leave: true,
        updated_at: '2026-11-22T10:01:00-03:00',
        version: 2,
      });
      const read = await api.get(employee.id);
      const readData = read.body.data as EmployeeData;
      expect({ ...readData, fields: sortedFields(readData.fields) }).toStrictEqual({
        ...data,
        fields: sortedFields(data.fields),
      });
    });

    it('accepts a body with only remove_campaign and changes nothing else', async () => {
      const data = await put({ remove_campaign: false });
      expect({ ...data, fields: sortedFields(data.fields), updated_at: employee.updated_at }).toStrictEqual({
        ...employee,
        fields: sortedFields(employee.fields),
        version: employee.version + 1,
      });
    });

    it('clears nullable properties sent as null', async () => {
      const data = await put({
        remove_campaign: false,
        name: null,
        social_name: null,
        email: null,
        phone: null,
        internal_id: null,
        birthdate: null,
        hiring_date: null,
      });
      expect(data).toMatchObject({
        name: null,
        social_name: null,
        email: null,
        phone: null,
        internal_id: null,
        birthdate: null,
        hiring_date: null,
        document: employee.document,
      });
      expect((await api.get(employee.id)).body.data).toMatchObject({
        name: null,
        email: null,
        phone: null,
        birthdate: null,
      });
    });

    it('normalises the changed values as on create', async () => {
      const phone = uniqueMobile();
      const email = uniqueEmail();
      const data = await put({
        remove_campaign: false,
        phone: phone.slice(1),
        email: email.toUpperCase(),
        name: ' Ana   Maria Souza ',
      });
      expect(data).toMatchObject({ phone, email, name: 'Ana Maria Souza' });
    });

    it('ignores read-only and unknown properties', async () => {
      const other = await t.addCompany();
      const data = await put({
        remove_campaign: false,
        id: '00000000-0000-4000-8000-000000000000',
        company_id: other.company.id,
        created_at: '2020-01-01T00:00:00-03:00',
        deleted_at: '2020-01-01T00:00:00-03:00',
        shoe_size: 42,
      });
      expect(data).toMatchObject({ id: employee.id, company_id: t.company.id, created_at: employee.created_at });
      expect(Object.keys(data).sort()).toEqual([...EMPLOYEE_PROPERTIES].sort());
      expect((await api.get(employee.id)).status).toBe(200);
      expect((await api.list()).body.meta.total).toBe(1);
    });

    it('cannot clear the field named by the identify key (document)', async () => {
      expectValidationError(await api.update(employee.id, { remove_campaign: false, document: null }), ['document']);
      expect((await api.get(employee.id)).body.data.document).toBe(employee.document);
    });

    it('cannot clear the field named by the identify key (email)', async () => {
      const emailCompany = await t.addCompany({ identifyKey: 'email' });
      const client = api.as({ key: emailCompany.key });
      const held = await client.created({ email: uniqueEmail(), include_campaign: false });

      expectValidationError(await client.update(held.id, { remove_campaign: false, email: null }), ['email']);
      const cleared = await client.update(held.id, { remove_campaign: false, document: null, phone: null });
      expect(cleared.status).toBe(200);
      expect((await client.get(held.id)).body.data.email).toBe(held.email);
    });

    it('runs the rules on the merged result and changes nothing on a 422', async () => {
      // hiring_date is stored as 01/02/2015: a firing before it, or a birthdate after it, breaks the date order.
      expectValidationError(
        await api.update(employee.id, { remove_campaign: false, firing_date: '01/01/2015', is_voluntary_firing: true }),
        ['firing_date'],
      );
      expectValidationError(await api.update(employee.id, { remove_campaign: false, birthdate: '01/03/2015' }), [
        'hiring_date',
      ]);
      expectValidationError(
        await api.update(employee.id, {
          remove_campaign: false,
          name: 'joão',
          phone: '+551133334444',
          social_name: 'Outra Pessoa',
        }),
        ['name', 'phone'],
      );
      const read = await api.get(employee.id);
      const readData = read.body.data as EmployeeData;
      expect({ ...readData, fields: sortedFields(readData.fields) }).toStrictEqual({
        ...employee,
        fields: sortedFields(employee.fields),
      });
    });

    it("rejects another employee's email, document or phone, and accepts the employee's own", async () => {
      const other = await api.created(validEmployeeBody({ fields: [department()] }));
      const response = await api.update(employee.id, {
        remove_campaign: false,
        email: other.email,
        document: other.document,
        phone: other.phone,
      });
      const errors = expectValidationError(response, ['email', 'document', 'phone']);
      for (const messages of Object.values(errors))
        expect(messages).toEqual([expect.stringMatching(/already in use/i)]);
      expect(JSON.stringify(response.body)).not.toContain(other.id);

      expect(
        (
          await api.update(employee.id, {
            remove_campaign: false,
            email: employee.email,
            document: employee.document,
            phone: employee.phone,
          })
        ).status,
      ).toBe(200);
    });

    it('answers 404 for an unknown, malformed or soft-deleted id', async () => {
      expectNotFound(await api.update('00000000-0000-4000-8000-000000000000', { remove_campaign: false }));
      expectNotFound(await api.update('abc', { remove_campaign: false }));
      expect((await api.remove(employee.id)).status).toBe(204);
      expectNotFound(await api.update(employee.id, { remove_campaign: false, name: 'Nova Pessoa' }));
    });
  });

  describe('fields', () => {
    it('replaces the whole set when present', async () => {
      const data = await put({ remove_campaign: false, fields: [department('RH')] });
      expect(data.fields).toEqual([{ id: t.department.id, key: 'department', value: 'RH' }]);
      expect((await api.get(employee.id)).body.data.fields).toEqual([
        { id: t.department.id, key: 'department', value: 'RH' },
      ]);
    });

    it('keeps the values when absent', async () => {
      const data = await put({ remove_campaign: false, name: 'Nova Pessoa' });
      expect(sortedFields(data.fields)).toEqual(sortedFields(employee.fields));
    });

    it('replaces by id and applies the default to an empty value', async () => {
      const data = await put({
        remove_campaign: false,
        fields: [
          { id: t.department.id, value: 'Jurídico' },
          { id: t.site.id, value: '' },
        ],
      });
      expect(sortedFields(data.fields)).toEqual([
        { id: t.department.id, key: 'department', value: 'Jurídico' },
        { id: t.site.id, key: 'site', value: 'Matriz' },
      ]);
    });

    it(
      'takes the default for a value of white space only, ' + 'and refuses one on a required filter without default',
      async () => {
        const data = await put({
          remove_campaign: false,
          fields: [department('Jurídico'), { key: 'site', value: ' \t ' }],
        });
        expect(sortedFields(data.fields)).toEqual([
          { id: t.department.id, key: 'department', value: 'Jurídico' },
          { id: t.site.id, key: 'site', value: 'Matriz' },
        ]);
        expectValidationError(await api.update(employee.id, { remove_campaign: false, fields: [department('   ')] }), [
          'fields',
        ]);
        expect(sortedFields(((await api.get(employee.id)).body.data as EmployeeData).fields)).toEqual(
          sortedFields(data.fields),
        );
      },
    );

    it('counts a value’s length in characters: 1000 emoji fit, 1001 are a 422', async () => {
      const data = await put({ remove_campaign: false, fields: [department('😀'.repeat(1000))] });
      expect(data.fields).toEqual([{ id: t.department.id, key: 'department', value: '😀'.repeat(1000) }]);
      expectValidationError(
        await api.update(employee.id, { remove_campaign: false, fields: [department('😀'.repeat(1001))] }),
        ['fields'],
      );
    });

    it.each([
      ['without a required filter', () => [{ key: 'site', value: 'X' }]],
      ['as an empty array while a filter is required', () => []],
      ['with an unknown key', () => [department(), { key: 'unknown', value: 'X' }]],
      ['with a repeated filter', () => [department('A'), department('B')]],
      [
        'with mixed shapes',
        (t: TestApp) => [
          { id: t.department.id, value: 'A' },
          { key: 'site', value: 'B' },
        ],
      ],
      ['not an array', () => ({ department: 'TI' })],
    ])('is a 422 on fields %s, and keeps the stored values', async (_case, fields) => {
      expectValidationError(await api.update(employee.id, { remove_campaign: false, fields: fields(t) }), ['fields']);
      expect(sortedFields(((await api.get(employee.id)).body.data as EmployeeData).fields)).toEqual(
        sortedFields(employee.fields),
      );
    });
  });

  describe('campaign flags', () => {
    it('requires remove_campaign', async () => {
      expectValidationError(await api.update(employee.id, { name: 'Nova Pessoa' }), ['remove_campaign']);
      expectValidationError(await api.update(employee.id, {}), ['remove_campaign']);
      expect((await api.get(employee.id)).body.data.name).toBe(employee.name);
    });

    it('refuses include_campaign and remove_campaign both true', async () => {
      const response = await api.update(employee.id, { include_campaign: true, remove_campaign: true });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.meta.errors as object).length).toBeGreaterThan(0);
      expect(
        Object.keys(response.body.meta.errors as object).every(
          (f) => f === 'include_campaign' || f === 'remove_campaign',
        ),
      ).toBe(true);
      expect(await membersOf(t)).toEqual([]);
    });

    it('links every active campaign on include, keeps them on false flags, unlinks them on remove', async () => {
      const second = aCampaign().of(t.company).build();
      const inactive = aCampaign().of(t.company).inactive().build();
      await t.uow.run(async (r) => {
        await r.campaigns.save(second);
        await r.campaigns.save(inactive);
      });

      await put({ include_campaign: true, remove_campaign: false });
      expect(await membersOf(t)).toEqual([employee.id]);
      expect(await membersOf(t, second.id)).toEqual([employee.id]);
      expect(await membersOf(t, inactive.id)).toEqual([]);

      await put({ include_campaign: false, remove_campaign: false, name: 'Nova Pessoa' });
      expect(await membersOf(t)).toEqual([employee.id]);
      await put({ remove_campaign: false });
      expect(await membersOf(t, second.id)).toEqual([employee.id]);

      await put({ remove_campaign: true });
      expect(await membersOf(t)).toEqual([]);
      expect(await membersOf(t, second.id)).toEqual([]);
    });

    it.each([
      ['remove_campaign', { remove_campaign: 'yes' }],
      ['include_campaign', { remove_campaign: false, include_campaign: 1 }],
    ])('refuses a non-boolean %s', async (field, body) => {
      expectValidationError(await api.update(employee.id, body), [field]);
    });
  });

  describe('firing', () => {
    const firing = {
      remove_campaign: false,
      firing_date: '20/11/2026',
      is_voluntary_firing: true,
      reason_firing: 'Pediu demissão',
    };

    it('records the firing: still visible by GET and list until settlement, then gone', async () => {
      const data = await put(firing);
      expect(data).toMatchObject({
        firing_date: '20/11/2026',
        is_voluntary_firing: true,
        reason_firing: 'Pediu demissão',
      });

      t.clock.advanceSeconds(4);
      expect(await settle()).toEqual({ settled: 0 });
      const visible = await api.get(employee.id);
      expect(visible.status).toBe(200);
      expect(visible.body.data).toMatchObject({
        firing_date: '20/11/2026',
        is_voluntary_firing: true,
        reason_firing: 'Pediu demissão',
      });
      expect(sortedFields((visible.body.data as EmployeeData).fields)).toEqual(sortedFields(employee.fields));
      const listed = await api.list();
      expect((listed.body.data as EmployeeData[]).map((e) => e.id)).toEqual([employee.id]);

      t.clock.advanceSeconds(2);
      expect(await settle()).toEqual({ settled: 1 });
      expectNotFound(await api.get(employee.id));
      expect((await api.list()).body).toMatchObject({ data: [], meta: { total: 0 } });
      expect((await api.list({ search: employee.document as string })).body.meta.total).toBe(0);
      expectNotFound(await api.update(employee.id, { remove_campaign: false }));
      expectNotFound(await api.remove(employee.id));
    });

    it('keeps campaign links while recorded unless remove_campaign is true; settlement removes them', async () => {
      await put({ include_campaign: true, remove_campaign: false });
      await put(firing);
      expect(await membersOf(t)).toEqual([employee.id]);

      t.clock.advanceSeconds(6);
      expect(await settle()).toEqual({ settled: 1 });
      expect(await membersOf(t)).toEqual([]);
      const stored = await t.uow.run((r) => r.employees.ofId(employee.id));
      expect(stored?.deletedAt).not.toBeNull();
      expect(stored?.fieldValues).toEqual([]);
      expect(stored?.profile.firingDate?.value).toBe('20/11/2026');
      expect(stored?.profile.reasonFiring).toBe('Pediu demissão');
    });

    it('unlinks the campaigns at once when the firing PUT carries remove_campaign true', async () => {
      await put({ include_campaign: true, remove_campaign: false });
      await put({ ...firing, remove_campaign: true });
      expect(await membersOf(t)).toEqual([]);
      expect((await api.get(employee.id)).status).toBe(200);
    });

    it('frees the unique values after settlement: the same CPF, email and phone are 201 with a new id', async () => {
      await put(firing);
      t.clock.advanceSeconds(6);
      await settle();
      const again = await api.create(
        validEmployeeBody({
          document: employee.document,
          email: employee.email,
          phone: employee.phone,
          fields: [department()],
        }),
      );
      expect(again.status).toBe(201);
      expect(again.body.data.id).not.toBe(employee.id);
    });

    it('is cancelled by firing_date null before settlement', async () => {
      await put(firing);
      t.clock.advanceSeconds(2);
      const data = await put({ remove_campaign: false, firing_date: null });
      expect(data.firing_date).toBeNull();
      expect(data.is_voluntary_firing).toBeNull();
      expect(data.reason_firing).toBeNull();

      t.clock.advanceSeconds(10);
      expect(await settle()).toEqual({ settled: 0 });
      const read = await api.get(employee.id);
      expect(read.status).toBe(200);
      expect(read.body.data.firing_date).toBeNull();
      expect((await api.list()).body.meta.total).toBe(1);
    });

    it('requires is_voluntary_firing with firing_date', async () => {
      expectValidationError(await api.update(employee.id, { remove_campaign: false, firing_date: '20/11/2026' }), [
        'is_voluntary_firing',
      ]);
      t.clock.advanceSeconds(6);
      await settle();
      expect((await api.get(employee.id)).status).toBe(200);
    });

    it('refuses a firing date after today or in an impossible format', async () => {
      expectValidationError(await api.update(employee.id, { ...firing, firing_date: '23/11/2026' }), ['firing_date']);
      expectValidationError(await api.update(employee.id, { ...firing, firing_date: '2026-11-20' }), ['firing_date']);
      expectValidationError(await api.update(employee.id, { ...firing, is_voluntary_firing: 'sim' }), [
        'is_voluntary_firing',
      ]);
    });
  });
});
