import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

/**
 * Versions and entity tags of users, profiles and permissions (docs/change-history.md#versions-and-etags), as
 * employees and filters have them: `ETag: "<version>"` on every answer with one of them, 304 for a current copy
 * (`If-None-Match`), and `If-Match` on PUT and DELETE (412 with `meta.current_version`, nothing changed), so of two
 * concurrent PUTs of one profile with the same `If-Match` exactly one wins. On memory and on every database engine.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('access ETags on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });

  const send = (t: TestApp, method: 'get' | 'put' | 'delete' | 'post', path: string, headers = {}, body?: object) =>
    call(request(t.app)[method](path).set(bearer(t.key)).set(headers).send(body));

  async function withProfile(t: TestApp): Promise<string> {
    const created = await send(t, 'post', '/api/v1/profiles', {}, { name: 'Auditor', scopes: ['audit:read'] });
    expect([created.status, created.headers.etag, created.body.data.version]).toEqual([201, '"1"', 1]);
    return `/api/v1/profiles/${created.body.data.id}`;
  }

  it('profiles: 304 for a current copy, writes at the named version, 412 for a stale one', async () => {
    const t = await app();
    const path = await withProfile(t);

    const current = await send(t, 'get', path, { 'If-None-Match': '"1"' });
    const renamed = await send(t, 'put', path, { 'If-Match': '"1"' }, { name: 'Auditoria' });
    const stale = await send(t, 'put', path, { 'If-Match': '"1"' }, { name: 'Outro nome' });
    const staleDelete = await send(t, 'delete', path, { 'If-Match': '"1"' });

    expect([current.status, current.headers.etag, current.text]).toEqual([304, '"1"', '']);
    expect([renamed.status, renamed.headers.etag, renamed.body.data.version]).toEqual([200, '"2"', 2]);
    for (const refused of [stale, staleDelete]) expectErrorBody(refused, 412, { current_version: 2 });
    const read = await send(t, 'get', path, { 'If-None-Match': '"1"' });
    expect([read.status, read.headers.etag, read.body.data.name]).toEqual([200, '"2"', 'Auditoria']);
    expect((await send(t, 'delete', path, { 'If-Match': '"2"' })).status).toBe(204);
  });

  it('of two concurrent PUTs of one profile with the same If-Match, exactly one is 200 and the other 412', async () => {
    const t = await app();
    const path = await withProfile(t);

    const answers = await Promise.all(
      ['Auditoria', 'Auditores'].map((name) => send(t, 'put', path, { 'If-Match': '"1"' }, { name })),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.status === 200);
    const read = await send(t, 'get', path);
    expect([read.body.data.name, read.body.data.version]).toEqual([winner?.body.data.name, 2]);
  });

  it('users: the invitation reissue and the PUT each add one; a stale DELETE is 412 and disables nobody', async () => {
    const t = await app();
    const { profile } = await t.addUser();
    const created = await send(
      t,
      'post',
      '/api/v1/users',
      {},
      {
        name: 'Joana Pereira Lima',
        email: 'joana.lima@example.com.br',
        profile_id: profile.id,
      },
    );
    expect([created.status, created.headers.etag, created.body.data.version]).toEqual([201, '"1"', 1]);
    const path = `/api/v1/users/${created.body.data.id}`;

    const reissued = await send(t, 'post', `${path}/invitation`);
    const renamed = await send(t, 'put', path, { 'If-Match': '"2"' }, { name: 'Joana Lima Souza' });
    const stale = await send(t, 'put', path, { 'If-Match': '"2"' }, { name: 'Outra Pessoa' });
    const staleDelete = await send(t, 'delete', path, { 'If-Match': '"2"' });
    const current = await send(t, 'get', path, { 'If-None-Match': 'W/"3"' });

    expect([reissued.headers.etag, reissued.body.data.version]).toEqual(['"2"', 2]);
    expect([renamed.status, renamed.headers.etag, renamed.body.data.version]).toEqual([200, '"3"', 3]);
    for (const refused of [stale, staleDelete]) expectErrorBody(refused, 412, { current_version: 3 });
    expect([current.status, current.headers.etag]).toEqual([304, '"3"']);
    expect((await send(t, 'delete', path, { 'If-Match': '"3"' })).status).toBe(204);
    const disabled = await send(t, 'get', path);
    expect([disabled.headers.etag, disabled.body.data.status, disabled.body.data.name]).toEqual([
      '"4"',
      'disabled',
      'Joana Lima Souza',
    ]);
  });

  it('permissions: a new profile adds one; stale writes are 412 and the grant stays', async () => {
    const t = await app();
    await t.addUser();
    const { permission } = await t.addUser();
    const [, hr] = await t.addBuiltinProfiles(t.company);
    const path = `/api/v1/permissions/${permission.id}`;

    const read = await send(t, 'get', path);
    const changed = await send(t, 'put', path, { 'If-Match': '"1"' }, { profile_id: hr?.id });
    const stale = await send(t, 'put', path, { 'If-Match': '"1"' }, { profile_id: permission.profileId });
    const staleDelete = await send(t, 'delete', path, { 'If-Match': '"1"' });

    expect([read.headers.etag, read.body.data.version]).toEqual(['"1"', 1]);
    expect([changed.status, changed.headers.etag, changed.body.data.profile_id]).toEqual([200, '"2"', hr?.id]);
    for (const refused of [stale, staleDelete]) expectErrorBody(refused, 412, { current_version: 2 });
    expect((await send(t, 'get', path)).body.data).toMatchObject({ profile_id: hr?.id, version: 2 });
    expect((await send(t, 'delete', path, { 'If-Match': '"2"' })).status).toBe(204);
  });

  it('refuses an If-Match that is not an entity tag with 400, and goes ahead with *', async () => {
    const t = await app();
    const path = await withProfile(t);

    expectErrorBody(await send(t, 'put', path, { 'If-Match': 'one' }, { name: 'Auditoria' }), 400);
    expect((await send(t, 'put', path, { 'If-Match': '*' }, { name: 'Auditoria' })).headers.etag).toBe('"2"');
  });
});
