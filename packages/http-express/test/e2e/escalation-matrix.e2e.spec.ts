import { describe, expect, it } from '@jest/globals';
import { SCOPES, type Profile, type Scope } from '@employee/domain';
import { aPermission, aProfile, aUser, aUserToken } from '@employee/domain/testing';
import request, { type Response } from 'supertest';
import { behindApiCredentials, documentedOperations } from '../support/openapi';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, call, expectErrorBody, presenting, signedIn, useStorage, type StorageKind } from './e2e-helpers';

/**
 * The escalation matrix (docs/access.md#over-http): a caller lacking a scope never ends up with it, directly or in
 * two steps. The operations come from docs/openapi.yaml: every write (a method other than GET) under
 * `/v1/profiles`, `/v1/permissions`, `/v1/users` (a user's own tokens included) and `/v1/api-keys`, so a new one is
 * picked up, and the control caller fails until a play below sends it.
 *
 * Each caller (a user holding every scope but one, for each scope; users:write alone or with keys:write; two of
 * them by user token rather than session) runs every play in a world of its own. A play tries to gain scopes the
 * way an insider would: a profile of every scope then granted to oneself, one's own profile grown, a user created
 * or re-invited with every scope and become through the invitation link the answer hands over, the company's API
 * key (which holds every scope) minted. After every play, what the caller can act as holds exactly what it held:
 * its own scopes (read back from `GET /admin/api/session`) are unchanged, and every user it became (accepted the
 * link and signed in) and every key it was handed hold nothing beyond them. A personal token holds its user's scopes.
 *
 * Each step must answer 2xx or 403 (anything else means the play no longer reaches the rules it tries); a step
 * changing the caller's own permission is 403 whoever calls. The control caller, holding every scope, gets through
 * every other step, which shows the plays' requests are well-formed. On memory and every database engine.
 */

/** Where the operations that change who holds what live. */
const ACCESS_PATHS = /^\/api\/v1\/(profiles|permissions|users|api-keys)(\/|$)/;
const PASSWORD = 'Quartzo-Amarelo-Lilas-2026';

interface Caller {
  readonly name: string;
  readonly holds: readonly Scope[];
  readonly by: 'session' | 'user token';
  /** The control: holding every scope, it gets through every step but a change of its own permission. */
  readonly control?: boolean;
}

const but = (lacking: Scope) => SCOPES.filter((scope) => scope !== lacking);
const CALLERS: readonly Caller[] = [
  { name: 'every scope (the control)', holds: SCOPES, by: 'session', control: true },
  ...SCOPES.map((scope): Caller => ({ name: `every scope but ${scope}`, holds: but(scope), by: 'session' })),
  { name: 'users:write only', holds: ['users:write'], by: 'session' },
  { name: 'users:write and keys:write', holds: ['users:write', 'keys:write'], by: 'session' },
  { name: 'users:read and users:write', holds: ['users:read', 'users:write'], by: 'user token' },
  { name: 'every scope but personal-data:write', holds: but('personal-data:write'), by: 'user token' },
];

/** What a play works with: the caller, fixtures stored directly, and the one way to send a step. */
interface World {
  readonly t: TestApp;
  readonly me: { readonly id: string; readonly profileId: string; readonly permissionId: string };
  /** A custom profile of the company holding every scope. */
  readonly full: Profile;
  readonly branchId: string;
  /** A new name or e-mail local part. */
  unique(prefix: string): string;
  /**
   * Sends one step as the caller: `template` is the documented path, `params` fill it. Checks the answer against the
   * OpenAPI document and the play's rules (2xx or 403; a change of the caller's own is 403).
   */
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    template: string,
    params: Record<string, string>,
    body?: object,
    step?: { own?: boolean },
  ): Promise<Response>;
  /** Accepts an invitation link the caller was handed and signs in as that user: from now on the caller is them too. */
  become(invitationUrl: string, email: string): Promise<void>;
  /** The caller was handed an API key: from now on it holds every scope. */
  handed(key: string): void;
  /** Stores a user of the company granted `profile` there (active, or invited with a pending link it never saw). */
  storeUser(profile: Profile, invited: boolean): Promise<{ id: string; email: string; permissionId: string }>;
  storeProfile(scopes: readonly Scope[]): Promise<Profile>;
  /** Stores another live token of the caller's, returning its id. */
  storeToken(): Promise<string>;
}

interface Play {
  readonly name: string;
  run(w: World): Promise<unknown>;
}

const PLAYS: readonly Play[] = [
  {
    name: 'create a profile of every scope, then grant it to myself on a branch and through my permission',
    async run(w) {
      const created = await w.send('POST', '/api/v1/profiles', {}, { name: w.unique('Tudo'), scopes: SCOPES });
      if (created.status !== 201) return;
      const profileId = created.body.data.id as string;
      const onBranch = { user_id: w.me.id, company_id: w.branchId, profile_id: profileId };
      await w.send('POST', '/api/v1/permissions', {}, onBranch, { own: true });
      await w.send(
        'PUT',
        '/api/v1/permissions/{id}',
        { id: w.me.permissionId },
        { profile_id: profileId },
        { own: true },
      );
    },
  },
  {
    name: 'add every scope to my own profile',
    run: (w) => w.send('PUT', '/api/v1/profiles/{id}', { id: w.me.profileId }, { scopes: SCOPES }),
  },
  {
    name: 'grant myself a profile of every scope, on a branch and through my permission',
    async run(w) {
      const onBranch = { user_id: w.me.id, company_id: w.branchId, profile_id: w.full.id };
      await w.send('POST', '/api/v1/permissions', {}, onBranch, { own: true });
      await w.send(
        'PUT',
        '/api/v1/permissions/{id}',
        { id: w.me.permissionId },
        { profile_id: w.full.id },
        { own: true },
      );
    },
  },
  {
    name: 'create a user of every scope and become them through the invitation link',
    async run(w) {
      const email = `${w.unique('rui')}@example.com.br`;
      const body = { name: 'Rui Barros Lima', email, profile_id: w.full.id };
      const created = await w.send('POST', '/api/v1/users', {}, body);
      if (created.status === 201) await w.become(created.body.data.invitation_url as string, email);
    },
  },
  {
    name: 'create a user with my own profile, grant them every scope, then become them',
    async run(w) {
      const email = `${w.unique('lia')}@example.com.br`;
      const body = { name: 'Lia Costa Prado', email, profile_id: w.me.profileId };
      const created = await w.send('POST', '/api/v1/users', {}, body);
      if (created.status !== 201) return;
      const id = created.body.data.id as string;
      await w.send('POST', '/api/v1/permissions', {}, { user_id: id, company_id: w.branchId, profile_id: w.full.id });
      const [first] = await w.t.uow.run((r) => r.permissions.ofUser(id));
      await w.send('PUT', '/api/v1/permissions/{id}', { id: first?.id as string }, { profile_id: w.full.id });
      await w.become(created.body.data.invitation_url as string, email);
    },
  },
  {
    name: 're-invite an invited user of every scope and become them',
    async run(w) {
      const invited = await w.storeUser(w.full, true);
      const again = await w.send('POST', '/api/v1/users/{id}/invitation', { id: invited.id });
      if (again.status === 200) await w.become(again.body.data.invitation_url as string, invited.email);
    },
  },
  {
    name: 'give an invited user of every scope an e-mail of mine, re-invite and become them',
    async run(w) {
      const invited = await w.storeUser(w.full, true);
      const email = `${w.unique('meu')}@example.com.br`;
      const changed = await w.send('PUT', '/api/v1/users/{id}', { id: invited.id }, { email });
      const again = await w.send('POST', '/api/v1/users/{id}/invitation', { id: invited.id });
      const signInAs = changed.status === 200 ? email : invited.email;
      if (again.status === 200) await w.become(again.body.data.invitation_url as string, signInAs);
    },
  },
  {
    name: 'mint the company’s API key, which holds every scope, then revoke it',
    async run(w) {
      const issued = await w.send('POST', '/api/v1/api-keys', {});
      if (issued.status === 201) w.handed(issued.body.data.key as string);
      await w.send('DELETE', '/api/v1/api-keys/current', {});
    },
  },
  {
    name: 'mint a 90-day personal token, and revoke another token of mine',
    async run(w) {
      await w.send('POST', '/api/v1/users/me/tokens', {}, { name: 'Noventa dias', expires_in_days: 90 });
      await w.send('DELETE', '/api/v1/users/me/tokens/{id}', { id: await w.storeToken() });
    },
  },
  {
    name: 'take away: another user’s permission, another user, an unused profile',
    async run(w) {
      const other = await w.storeUser(await w.storeProfile(['reports:read']), false);
      const unused = await w.storeProfile(['audit:read']);
      await w.send('DELETE', '/api/v1/permissions/{id}', { id: other.permissionId });
      await w.send('DELETE', '/api/v1/users/{id}', { id: other.id });
      await w.send('DELETE', '/api/v1/profiles/{id}', { id: unused.id });
    },
  },
];

describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('escalation matrix on %s', (kind) => {
  const storage = useStorage(kind);
  const operations = documentedOperations()
    .filter((op) => behindApiCredentials(op) && op.method !== 'GET' && ACCESS_PATHS.test(op.path))
    .map((op) => `${op.method} ${op.path}`);

  it('takes the operations from the document', () => {
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/v1/profiles',
        'PUT /api/v1/permissions/{id}',
        'POST /api/v1/users/{id}/invitation',
        'POST /api/v1/users/me/tokens',
        'POST /api/v1/api-keys',
      ]),
    );
  });

  describe.each(CALLERS.map((caller) => [`${caller.name}, by ${caller.by}`, caller] as const))('%s', (_, caller) => {
    it('ends every play holding no scope it lacked', async () => {
      const t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
      const branch = await t.addCompany({ parent: t.company });
      const me = await signedIn(t, caller.holds);
      const credential = caller.by === 'session' ? me.cookie : me.token;
      const full = aProfile()
        .of(t.company)
        .named('Tudo de fábrica')
        .withScopes(...SCOPES)
        .build();
      await t.uow.run((r) => r.profiles.save(full));
      /** The sessions of the users the caller became, and whether it was handed a key. */
      const became: string[] = [];
      let keyHanded = false;
      const exercised = new Set<string>();
      let count = 0;
      let play = '';

      const w: World = {
        t,
        me: { id: me.userId, profileId: me.profile.id, permissionId: me.permission.id },
        full,
        branchId: branch.company.id,
        unique: (prefix) => `${prefix}-${++count}`,
        async send(method, template, params, body, step = {}) {
          const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] as string);
          const verb = method.toLowerCase() as 'post' | 'put' | 'delete';
          const res = await call(request(t.app)[verb](path).set(presenting(credential)).send(body));
          exercised.add(`${method} ${template}`);
          const at = `${play}: ${method} ${template}`;
          if (step.own) expectErrorBody(res, 403, caller.control ? { reason: 'own_grant' } : undefined);
          else if (caller.control) expect({ at, status: res.status, ok: res.status < 300 }).toMatchObject({ ok: true });
          else
            expect({ at, status: res.status, ok: res.status < 300 || res.status === 403 }).toMatchObject({ ok: true });
          return res;
        },
        async become(invitationUrl, email) {
          const token = invitationUrl.split('/').pop() as string;
          const accepted = await call(
            request(t.app).post('/admin/api/invitations/accept').send({ token, password: PASSWORD }),
          );
          expect({ at: play, accepted: accepted.status }).toEqual({ at: play, accepted: 200 });
          const session = await call(request(t.app).post('/admin/api/session').send({ email, password: PASSWORD }));
          expect({ at: play, signedIn: session.status }).toEqual({ at: play, signedIn: 204 });
          became.push((session.headers['set-cookie'] as unknown as string[])[0]?.split(';')[0] as string);
        },
        handed: () => {
          keyHanded = true;
        },
        async storeUser(profile, invited) {
          const builder = aUser().of(t.company).createdAt(t.clock.now());
          const user = (invited ? builder.invited() : builder).build();
          const permission = aPermission().of(user).on(t.company).granting(profile).build();
          await t.uow.run(async (r) => {
            await r.users.save(user);
            await r.permissions.save(permission);
          });
          return { id: user.id, email: user.email.value, permissionId: permission.id };
        },
        async storeProfile(scopes) {
          const profile = aProfile()
            .of(t.company)
            .named(w.unique('Perfil'))
            .withScopes(...scopes)
            .build();
          await t.uow.run((r) => r.profiles.save(profile));
          return profile;
        },
        async storeToken() {
          const token = aUserToken().of(me.user).issuedAs(t.userTokenCodec.generate()).createdAt(t.clock.now()).build();
          await t.uow.run((r) => r.userTokens.save(token));
          return token.id;
        },
      };

      /** The scopes of the user behind a dashboard session, on every company they hold a permission on. */
      const scopesOf = async (cookie: string) => {
        const res = await call(request(t.app).get('/admin/api/session').set('Cookie', cookie));
        expect({ at: play, status: res.status }).toEqual({ at: play, status: 200 });
        const companies = res.body.companies as Array<{ scopes: Scope[] }>;
        return new Set(companies.flatMap((company) => company.scopes));
      };

      for (const each of PLAYS) {
        play = each.name;
        await each.run(w);
        const own = await scopesOf(me.cookie);
        expect({ play, own: SCOPES.filter((scope) => own.has(scope)) }).toEqual({ play, own: caller.holds });
        const reached = new Set<Scope>(keyHanded ? SCOPES : []);
        for (const cookie of became) for (const scope of await scopesOf(cookie)) reached.add(scope);
        const gained = SCOPES.filter((scope) => reached.has(scope) && !caller.holds.includes(scope));
        expect({ play, gained }).toEqual({ play, gained: [] });
      }
      if (caller.control) {
        expect(operations.filter((op) => !exercised.has(op))).toEqual([]);
        expect([became.length, keyHanded]).toEqual([4, true]);
      }
    });
  });
});
