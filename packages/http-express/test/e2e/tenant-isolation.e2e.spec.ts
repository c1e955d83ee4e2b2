import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SCOPES } from '@employee/domain';
import { behindApiCredentials, documentedOperations } from '../support/openapi';
import { buildTestApp, type TestApp } from '../support/test-app';
import {
  allStorages,
  bearer,
  call,
  expectErrorBody,
  presenting,
  signedIn,
  useStorage,
  type StorageKind,
} from './e2e-helpers';
import { validEmployeeBody } from '../support/employee-body';

type Method = 'get' | 'post' | 'put' | 'delete';

let written = 0;

/** B's records of each kind, by the path segment that names them. */
type Resource =
  | 'employees'
  | 'filters'
  | 'profiles'
  | 'users'
  | 'permissions'
  | 'tokens'
  | 'campaigns'
  | 'api-keys'
  | 'webhook-endpoints';

function resourceOf(path: string): Resource {
  if (path.includes('/users/me/tokens')) return 'tokens';
  if (path.includes('/api-keys')) return 'api-keys';
  if (path.includes('/webhook-endpoints')) return 'webhook-endpoints';
  for (const resource of ['filters', 'profiles', 'users', 'permissions', 'campaigns'] as const)
    if (path.includes(`/${resource}`)) return resource;
  return 'employees';
}

/**
 * A body for each write: valid for the caller's own company where tenancy is the only reason to fail, and naming B's
 * records where a body may name another record (a permission of B's user with B's profile on B), which must fail.
 */
function bodyFor(method: Method, path: string, b: B) {
  if (method === 'get' || method === 'delete' || /\/(invitation|open|close|links|rotate-secret|retry|test)$/.test(path))
    return undefined;
  return BODIES[resourceOf(path)](method === 'post', b);
}

/** B's ids by kind of record, B's company id, and a delivery of B's webhook endpoint. */
type B = Record<Resource, string> & { company: string; delivery: string };

/** The body of a write of each kind of record: a create (`post`) or a change. */
const BODIES: Record<Resource, (post: boolean, b: B) => object | undefined> = {
  filters: (post) => (post ? { key: `isolado_${++written}` } : { name: 'Nome Alterado' }),
  profiles: (post) => (post ? { name: `Isolado ${++written}`, scopes: ['employees:read'] } : { name: 'Outro Nome' }),
  users: (post, b) =>
    post
      ? { name: 'Rui Barros Lima', email: `isolado.${++written}@example.com.br`, profile_id: b.profiles }
      : { name: 'Nome Alterado Silva' },
  permissions: (post, b) =>
    post ? { user_id: b.users, company_id: b.company, profile_id: b.profiles } : { profile_id: b.profiles },
  tokens: () => ({ name: 'isolado' }),
  campaigns: () => ({ name: `Campanha isolada ${++written}` }),
  'api-keys': () => undefined,
  'webhook-endpoints': () => ({ url: `https://isolado.example.com/hooks/${++written}` }),
  employees: (post) =>
    post
      ? { ...validEmployeeBody(), fields: [{ key: 'department', value: 'X' }] }
      : { name: 'Nome Alterado Silva', remove_campaign: false },
};

/**
 * Tenant isolation over every secured operation of the OpenAPI document (docs/contract.md#authentication-and-tenancy:
 * every read and write is scoped to the target company; an id of another company is 404; `Resource-Id` outside the
 * caller's reach is 403; docs/access.md: the same for users, profiles, permissions and a user's own tokens). Company A
 * and B are unrelated; A has branches A1 and A2. Every operation is tried with A's key and with a user of A holding
 * every scope on A (a user's own tokens with the user only: a key has none; by user token, or by session where the
 * operation takes only a session), and from A1 (key and user) towards its parent and its sibling. On memory and on
 * every database engine of the run (the scoping is the use cases' and the repositories' queries').
 */
describe.each(allStorages().map((kind): [StorageKind] => [kind]))('tenant isolation matrix on %s', (kind) => {
  const storage = useStorage(kind);
  const operations = documentedOperations().filter(behindApiCredentials);

  const world = async () => {
    const t: TestApp = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const b = await t.addCompany();
    const a1 = await t.addCompany({ parent: t.company });
    const a2 = await t.addCompany({ parent: t.company });
    const aUser = await signedIn(t, SCOPES);
    const a1User = await signedIn(t, SCOPES, { company: a1.company });
    const bUser = await t.addUser({ company: b.company });
    const asB = (req: request.Test) => req.set(bearer(b.key));
    const bFilter = await call(asB(request(t.app).post('/api/v1/filters')).send({ key: 'setor' }));
    const bEmployee = await call(
      asB(request(t.app).post('/api/v1/employees')).send({ ...validEmployeeBody(), include_campaign: false }),
    );
    const bProfile = await call(
      asB(request(t.app).post('/api/v1/profiles')).send({ name: 'Auditor', scopes: ['audit:read'] }),
    );
    const bInvited = await call(
      asB(request(t.app).post('/api/v1/users')).send({
        name: 'Beatriz Souza Lima',
        email: 'beatriz.lima@example.com.br',
        profile_id: bProfile.body.data.id as string,
      }),
    );
    const bCampaign = await call(asB(request(t.app).post('/api/v1/campaigns')).send({ name: 'Clima de B' }));
    const bEndpoint = await call(
      asB(request(t.app).post('/api/v1/webhook-endpoints')).send({ url: 'https://b.example.com/hooks' }),
    );
    const bDelivery = await call(asB(request(t.app).post(`/api/v1/webhook-endpoints/${bEndpoint.body.data.id}/test`)));
    expect([bFilter, bEmployee, bProfile, bInvited, bCampaign, bEndpoint, bDelivery].map((r) => r.status)).toEqual([
      201, 201, 201, 201, 201, 201, 202,
    ]);
    const bPermissions = await call(asB(request(t.app).get(`/api/v1/permissions?user_id=${bInvited.body.data.id}`)));
    /** Everything B can read of its own data, to compare before and after. */
    const bSnapshot = async () => {
      const list = async (path: string, credential = b.key) =>
        (await call(request(t.app).get(`${path}?per_page=100`).set(bearer(credential)))).body.data as unknown;
      return {
        employees: await list('/api/v1/employees'),
        filters: await list('/api/v1/filters'),
        profiles: await list('/api/v1/profiles'),
        users: await list('/api/v1/users'),
        permissions: await list('/api/v1/permissions'),
        // B's own reads move `last_used_at` (once a minute): that is B's doing, not A's.
        tokens: ((await list('/api/v1/users/me/tokens', bUser.token)) as { last_used_at?: unknown }[]).map(
          ({ last_used_at: _lastUsed, ...token }) => token,
        ),
        campaigns: await list('/api/v1/campaigns'),
        webhookEndpoints: await list('/api/v1/webhook-endpoints'),
        deliveries: await list(`/api/v1/webhook-endpoints/${bEndpoint.body.data.id}/deliveries`),
        apiKey: (await call(request(t.app).get('/api/v1/api-keys/current').set(bearer(b.key)))).body as unknown,
      };
    };
    const bIds = {
      company: b.company.id,
      employees: bEmployee.body.data.id as string,
      filters: bFilter.body.data.id as string,
      profiles: bProfile.body.data.id as string,
      users: bInvited.body.data.id as string,
      permissions: bPermissions.body.data[0].id as string,
      tokens: bUser.tokenId,
      campaigns: bCampaign.body.data.id as string,
      'api-keys': b.company.id,
      'webhook-endpoints': bEndpoint.body.data.id as string,
      delivery: bDelivery.body.data.id as string,
    };
    return { t, b, a1, a2, aUser, a1User, bIds, bSnapshot, bBefore: await bSnapshot() };
  };

  const send = (t: TestApp, method: Method, path: string, credential: string, body?: object, resourceId?: string) => {
    let req = request(t.app)[method](path).set(presenting(credential));
    if (resourceId !== undefined) req = req.set('Resource-Id', resourceId);
    return call(body ? req.send(body) : req);
  };

  // A read changes nothing, so the reads share one world, made by the first of them; they run before the writes.
  // The writes share a second world: each either fails (B's record named) or changes A's own data, which no later
  // check reads; B must still equal its snapshot taken when the world was made. A write to A's API keys makes a
  // world of its own, since issuing or revoking a key stops the key the other writes present (on a database,
  // `buildTestApp` empties it first).
  let readWorld: ReturnType<typeof world> | undefined;
  let writeWorld: ReturnType<typeof world> | undefined;
  const worldFor = (method: Method, path: string) => {
    if (method === 'get') return (readWorld ??= world());
    return resourceOf(path) === 'api-keys' ? world() : (writeWorld ??= world());
  };
  const readsFirst = [...operations].sort((x, y) => Number(x.method !== 'GET') - Number(y.method !== 'GET'));
  for (const op of readsFirst) {
    const method = op.method.toLowerCase() as Method;
    it(`${op.method} ${op.path}: A never reaches B's data; Resource-Id outside the caller's reach is 403`, async () => {
      const w = await worldFor(method, op.path);
      const resource = resourceOf(op.path);
      const path = op.path.replace('{id}', w.bIds[resource]).replace('{delivery_id}', w.bIds.delivery);
      const body = () => bodyFor(method, op.path, w.bIds);
      // A user by token, or by session where the operation takes only a session (creating a personal token).
      const as = (user: { token: string; cookie: string }) =>
        op.schemes.includes('UserToken') ? user.token : user.cookie;
      const callers = resource === 'tokens' ? [as(w.aUser)] : [w.t.key, as(w.aUser)];

      // Unrelated company, a branch (key or user) acting on its parent or its sibling: 403 on every route (first:
      // issuing or revoking A's key below stops A's key).
      for (const [credential, target] of [
        [w.t.key, w.b.company.id],
        [as(w.aUser), w.b.company.id],
        [w.a1.key, w.t.company.id],
        [w.a1.key, w.a2.company.id],
        [as(w.a1User), w.t.company.id],
        [as(w.a1User), w.a2.company.id],
        [w.b.key, w.t.company.id],
      ] as const) {
        expectErrorBody(await send(w.t, method, path, credential, body(), target), 403);
      }
      for (const credential of callers) {
        if (op.path.includes('{id}')) {
          expectErrorBody(await send(w.t, method, path, credential, body()), 404);
        } else if (method === 'get') {
          const listed = await send(w.t, method, `${path}?per_page=100`, credential, body());
          expect(listed.status).toBe(200);
          expect(JSON.stringify(listed.body)).not.toContain(w.b.company.id);
          expect(JSON.stringify(listed.body)).not.toContain(w.bIds[resource]);
        } else {
          // A write naming B's records (a permission for B's user, a user with B's profile) is refused.
          const answer = await send(w.t, method, path, credential, body());
          if (resource === 'users' || resource === 'permissions') expect(answer.status).toBe(422);
          else expect(answer.status).toBe(method === 'delete' ? 204 : 201);
        }
      }
      expect(await w.bSnapshot()).toEqual(w.bBefore);
    });
  }
});
