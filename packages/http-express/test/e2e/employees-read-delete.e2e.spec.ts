import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { TestApp } from '../support/test-app';
import {
  STORAGES,
  clientOf,
  department,
  employeeTestApp,
  expectNotFound,
  membersOf,
  sortedFields,
  useStorage,
  type EmployeeData,
  type EmployeesClient,
} from './employees-support';
import { validEmployeeBody } from '../support/employee-body';

/**
 * GET and DELETE /v1/employees/{id}, and tenancy of every method (docs/contract.md#endpoints, #firing-and-deletion,
 * #states-and-transitions, #authentication-and-tenancy).
 */
describe.each(STORAGES)('GET and DELETE /v1/employees/{id} on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let api: EmployeesClient;
  let employee: EmployeeData;

  beforeEach(async () => {
    t = await employeeTestApp(storage());
    api = clientOf(t);
    employee = await api.created(
      validEmployeeBody({ include_campaign: true, internal_id: 'MAT-1', fields: [department('TI')] }),
    );
  });

  describe('GET', () => {
    it('answers 200 {data: Employee} for an employee of the target company', async () => {
      const response = await api.get(employee.id);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(Object.keys(response.body as object)).toEqual(['data']);
      const data = response.body.data as EmployeeData;
      expect({ ...data, fields: sortedFields(data.fields) }).toStrictEqual({
        ...employee,
        fields: sortedFields(employee.fields),
      });
    });

    it('finds an id sent in upper case', async () => {
      const response = await api.get(employee.id.toUpperCase());
      expect(response.status).toBe(200);
      expect(response.body.data.id).toBe(employee.id);
    });

    it.each([
      ['an unknown UUID', () => randomUUID()],
      ['an id that is not a UUID', () => 'not-a-uuid'],
      ['a numeric id', () => '12345'],
      ['an SQL-looking id', () => "1' OR '1'='1"],
    ])('answers 404 for %s', async (_case, id) => {
      expectNotFound(await api.get(id()));
    });

    it('answers 404 for a soft-deleted employee', async () => {
      expect((await api.remove(employee.id)).status).toBe(204);
      expectNotFound(await api.get(employee.id));
    });
  });

  describe("another company's employee", () => {
    it('is 404 on GET, PUT and DELETE, never 200, and is left unchanged', async () => {
      const other = await t.addCompany();
      const intruder = api.as({ key: other.key });

      expectNotFound(await intruder.get(employee.id));
      expectNotFound(await intruder.update(employee.id, { remove_campaign: true, name: 'Outro Nome Qualquer' }));
      expectNotFound(await intruder.remove(employee.id));

      const still = await api.get(employee.id);
      expect(still.status).toBe(200);
      expect(still.body.data.name).toBe(employee.name);
      expect(await membersOf(t)).toEqual([employee.id]);
    });

    it("is 404 for a branch's employee read by the parent without Resource-Id, 200 with it", async () => {
      const branch = await t.addCompany({ parent: t.company });
      const branchApi = api.as({ key: t.key, resourceId: branch.company.id });
      const branchEmployee = await branchApi.created(validEmployeeBody());

      expectNotFound(await api.get(branchEmployee.id));
      expectNotFound(await api.update(branchEmployee.id, { remove_campaign: false }));
      expectNotFound(await api.remove(branchEmployee.id));
      expect((await branchApi.get(branchEmployee.id)).status).toBe(200);
      expect((await api.as({ key: branch.key }).get(branchEmployee.id)).status).toBe(200);
      // The branch's key does not see its parent's employees.
      expectNotFound(await api.as({ key: branch.key }).get(employee.id));
    });
  });

  describe('DELETE', () => {
    it('answers 204 with an empty body, then GET and DELETE are 404', async () => {
      const response = await api.remove(employee.id);
      expect(response.status).toBe(204);
      expect(response.text ?? '').toBe('');
      expect(response.body).toEqual({});

      expectNotFound(await api.get(employee.id));
      expectNotFound(await api.remove(employee.id));
      expectNotFound(await api.update(employee.id, { remove_campaign: false }));
      expect((await api.list()).body.meta.total).toBe(0);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expectNotFound(await api.remove(randomUUID()));
      expectNotFound(await api.remove('nope'));
    });

    it('removes field values and campaign links at once and keeps the rest of the record', async () => {
      t.clock.advanceSeconds(30);
      expect((await api.remove(employee.id)).status).toBe(204);

      expect(await membersOf(t)).toEqual([]);
      const stored = await t.uow.run((r) => r.employees.ofId(employee.id));
      expect(stored).not.toBeNull();
      expect(stored?.deletedAt?.toISOString()).toBe(new Date('2026-11-22T10:00:30-03:00').toISOString());
      expect(stored?.fieldValues).toEqual([]);
      expect(stored?.campaignIds).toEqual([]);
      expect(stored?.profile.document?.value).toBe(employee.document);
      expect(stored?.profile.email?.value).toBe(employee.email);
      expect(stored?.profile.internalId).toBe('MAT-1');
    });

    it('frees the document, email, phone and internal_id: re-creating them is 201 with a new id', async () => {
      expect((await api.remove(employee.id)).status).toBe(204);

      const again = await api.create(
        validEmployeeBody({
          document: employee.document,
          email: employee.email,
          phone: employee.phone,
          internal_id: 'MAT-1',
          fields: [department('Vendas')],
        }),
      );
      expect(again.status).toBe(201);
      expect(again.body.data.id).not.toBe(employee.id);
      expect(again.body.data).toMatchObject({
        document: employee.document,
        email: employee.email,
        phone: employee.phone,
      });
      expect(again.body.data.fields).toEqual([{ id: t.department.id, key: 'department', value: 'Vendas' }]);

      expectNotFound(await api.get(employee.id));
      const againId = (again.body.data as EmployeeData).id;
      expect((await api.get(againId)).status).toBe(200);
      expect(((await api.list()).body.data as EmployeeData[]).map((e) => e.id)).toEqual([againId]);
    });

    it('frees the values for another company too', async () => {
      expect((await api.remove(employee.id)).status).toBe(204);
      const other = await t.addCompany();
      const again = await api
        .as({ key: other.key })
        .create(validEmployeeBody({ document: employee.document, email: employee.email, phone: employee.phone }));
      expect(again.status).toBe(201);
      expect(again.body.data.company_id).toBe(other.company.id);
    });

    it('deletes a branch employee through the parent key with Resource-Id', async () => {
      const branch = await t.addCompany({ parent: t.company });
      const branchApi = api.as({ key: t.key, resourceId: branch.company.id });
      const branchEmployee = await branchApi.created(validEmployeeBody());
      expect((await branchApi.remove(branchEmployee.id)).status).toBe(204);
      expectNotFound(await api.as({ key: branch.key }).get(branchEmployee.id));
    });
  });
});
