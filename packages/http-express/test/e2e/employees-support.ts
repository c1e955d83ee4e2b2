import { expect } from '@jest/globals';
import request, { type Response } from 'supertest';
import { expectMatchesOpenApi } from '../support/openapi';
import { buildTestApp, type TestApp, type TestStorage } from '../support/test-app';
import { memoryOnly, type StorageKind } from './e2e-helpers';

/**
 * Shared helpers of the employee end-to-end suites (`employees-*.e2e.spec.ts`): the storages every case
 * runs against, a client of `/api/v1/employees` that sends the spec's headers and checks every response
 * against the OpenAPI document, and small assertions on the contract's shapes.
 */

export { useStorage, type StorageKind } from './e2e-helpers';

/**
 * `memory`, for `describe.each`: the API behaves the same on each engine
 * (docs/architecture.md#ports-and-their-adapters), which the repository contract suites and the storage smoke
 * suite prove (docs/development.md#test-tiers).
 */
export const STORAGES: Array<[StorageKind]> = memoryOnly().map((kind): [StorageKind] => [kind]);

/** A test app over `storage`. */
export function employeeTestApp(storage: TestStorage): Promise<TestApp> {
  return buildTestApp(storage);
}

/** Checks one response against `docs/openapi.yaml` (see `../support/openapi.ts`). */
function checkContract(response: Response): Response {
  expectMatchesOpenApi(response);
  return response;
}

/** Who a request is sent as: a key, and optionally a `Resource-Id`. */
export interface Caller {
  readonly key: string;
  readonly resourceId?: string;
}

/**
 * A client of `/api/v1/employees` for one caller, sending `Authorization`, `Accept` and (with a body)
 * `Content-Type: application/json` (docs/contract.md#authentication-and-tenancy). Every response is checked against the
 * OpenAPI document before it is returned.
 */
export class EmployeesClient {
  constructor(
    private readonly app: TestApp['app'],
    private readonly caller: Caller,
  ) {}

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.caller.key}`, Accept: 'application/json' };
    if (this.caller.resourceId !== undefined) headers['Resource-Id'] = this.caller.resourceId;
    return headers;
  }

  /** The same client acting as another caller. */
  as(caller: Caller): EmployeesClient {
    return new EmployeesClient(this.app, caller);
  }

  async create(body: object): Promise<Response> {
    return checkContract(await request(this.app).post('/api/v1/employees').set(this.headers()).send(body));
  }

  async get(id: string): Promise<Response> {
    return checkContract(
      await request(this.app)
        .get(`/api/v1/employees/${encodeURIComponent(id)}`)
        .set(this.headers()),
    );
  }

  async update(id: string, body: object): Promise<Response> {
    return checkContract(
      await request(this.app)
        .put(`/api/v1/employees/${encodeURIComponent(id)}`)
        .set(this.headers())
        .send(body),
    );
  }

  async remove(id: string): Promise<Response> {
    return checkContract(
      await request(this.app)
        .delete(`/api/v1/employees/${encodeURIComponent(id)}`)
        .set(this.headers()),
    );
  }

  async list(query: Record<string, string | number> = {}): Promise<Response> {
    return checkContract(await request(this.app).get('/api/v1/employees').query(query).set(this.headers()));
  }

  /** Creates an employee and returns its `data`, failing the test unless the answer is 201. */
  async created(body: object): Promise<EmployeeData> {
    const response = await this.create(body);
    expect({ status: response.status, body: response.body as unknown }).toEqual({
      status: 201,
      body: { data: expect.any(Object) },
    });
    return response.body.data as EmployeeData;
  }
}

/** The client of the seeded company of `t`. */
export function clientOf(t: TestApp): EmployeesClient {
  return new EmployeesClient(t.app, { key: t.key });
}

/** An employee as the API returns it (docs/contract.md#employee-fields). */
export interface EmployeeData {
  id: string;
  company_id: string;
  name: string | null;
  social_name: string | null;
  email: string | null;
  phone: string | null;
  document: string | null;
  internal_id: string | null;
  birthdate: string | null;
  hiring_date: string | null;
  firing_date: string | null;
  is_voluntary_firing: boolean | null;
  reason_firing: string | null;
  is_on_leave: boolean;
  language: string;
  fields: Array<{ id: string; key: string; value: string }>;
  created_at: string;
  updated_at: string;
  version: number;
}

/** The exact property list of an employee (docs/contract.md#employee-fields). */
export const EMPLOYEE_PROPERTIES = [
  'id',
  'company_id',
  'name',
  'social_name',
  'email',
  'phone',
  'document',
  'internal_id',
  'birthdate',
  'hiring_date',
  'firing_date',
  'is_voluntary_firing',
  'reason_firing',
  'is_on_leave',
  'language',
  'fields',
  'created_at',
  'updated_at',
  'version',
] as const;

/** The seeded company's required filter, as a `fields` entry. */
export const department = (value = 'Vendas'): { key: string; value: string } => ({ key: 'department', value });

/** `fields` of `{id,key,value}` entries in a fixed order (the contract does not fix their order). */
export function sortedFields(
  fields: ReadonlyArray<{ id: string; key: string; value: string }>,
): Array<{ id: string; key: string; value: string }> {
  return [...fields].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Expects the standard 422 body (docs/contract.md#errors) whose `meta.errors` names exactly `fields`, each with a
 * non-empty array of message strings; returns `meta.errors`.
 */
export function expectValidationError(response: Response, fields: readonly string[]): Record<string, string[]> {
  expect(response.status).toBe(422);
  expect(response.body).toEqual({
    id: expect.any(String),
    status: 422,
    title: 'Validation Error',
    detail: expect.any(String),
    meta: { code: expect.stringMatching(/\.INVALID$/), errors: expect.any(Object), codes: expect.any(Object) },
  });
  const errors = response.body.meta.errors as Record<string, unknown>;
  expect(Object.keys(errors).sort()).toEqual([...fields].sort());
  for (const messages of Object.values(errors)) {
    expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    expect((messages as unknown[]).every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  }
  return errors as Record<string, string[]>;
}

/**
 * Expects the standard 404 body of a resource that is not there (docs/contract.md#errors), its code
 * (`EMPLOYEE.NOT_FOUND`, …) in `meta.code` (docs/http.md#errors).
 */
export function expectNotFound(response: Response): void {
  expect(response.status).toBe(404);
  expect(response.body).toEqual({
    id: response.headers['x-request-id'],
    status: 404,
    title: 'Not Found',
    detail: expect.any(String),
    meta: { code: expect.stringMatching(/\.NOT_FOUND$/) },
  });
}

/** A valid CPF whose last check digit is wrong. */
export function withWrongCheckDigit(cpf: string): string {
  return `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
}

/** Ids of the employees linked to `campaignId`, read through the repositories (no campaign API in v1). */
export function membersOf(t: TestApp, campaignId = t.campaign.id): Promise<string[]> {
  return t.uow.run((r) => r.campaigns.membersOf(campaignId));
}
