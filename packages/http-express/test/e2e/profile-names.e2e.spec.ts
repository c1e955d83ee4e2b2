import { beforeEach, describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage } from './e2e-helpers';

/**
 * Profile names that imitate another (docs/access.md#profiles): a name is refused with `PROFILE.NAME_TAKEN` on
 * `name` when it reads the same as a profile of the company, the built-ins included, once both are compared by
 * NFKC, case, runs of spaces and Unicode's confusable skeleton (UTS #39); a genuinely different name is accepted.
 */

/** `text` with its ASCII letters in their full-width forms (U+FF21…). */
const fullWidth = (text: string): string =>
  [...text].map((c) => (/[A-Za-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');

/** The ways to write a name so that it reads as `name`: each must be refused beside it. */
const imitationsOf = (name: string): Record<string, string> => ({
  decomposed: name.normalize('NFD'),
  'Cyrillic о': name.replace(/o/g, '\u043e'),
  'full-width': fullWidth(name),
  'double space': name.replace(' ', '  '),
  'upper case': name.toUpperCase(),
  'lower case': name.toLowerCase(),
});

describe.each(memoryOnly())('profile names on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  const post = (name: string): Promise<Response> =>
    call(
      request(t.app)
        .post('/api/v1/profiles')
        .set(bearer(t.key))
        .send({ name, scopes: ['audit:read'] }),
    );
  const put = (id: string, name: string): Promise<Response> =>
    call(request(t.app).put(`/api/v1/profiles/${id}`).set(bearer(t.key)).send({ name }));
  const expectNameTaken = (res: Response): void => {
    expectErrorBody(res, 422);
    expect(res.body.meta.errors).toEqual({ name: ['is already in use'] });
  };

  beforeEach(async () => {
    t = await buildTestApp(storage());
    await t.addBuiltinProfiles(t.company);
  });

  it('refuses every imitation of a built-in name, on POST and on PUT', async () => {
    const own = await post('Auditoria');
    expect(own.status).toBe(201);
    for (const [how, name] of Object.entries(imitationsOf('Leitor de relatórios'))) {
      expect(`${how}: ${name}`).not.toBe(`${how}: Leitor de relatórios`);
      expectNameTaken(await post(name));
      expectNameTaken(await put(own.body.data.id as string, name));
    }
    expectNameTaken(await post('Adm\u0456n\u0456strador'));
  });

  it('refuses every imitation of a custom name, and accepts a different one or the profile’s own', async () => {
    const held = await post('Gestão de Pessoas Norte');
    expect(held.status).toBe(201);
    const other = await post('Auditoria');
    for (const name of Object.values(imitationsOf('Gestão de Pessoas Norte'))) {
      expectNameTaken(await post(name));
      expectNameTaken(await put(other.body.data.id as string, name));
    }

    const renamed = await put(held.body.data.id as string, 'GESTÃO DE PESSOAS NORTE');
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('GESTÃO DE PESSOAS NORTE');
    for (const name of ['Gestão de Pessoas Sul', 'Gestao de Pessoas Norte', 'Leitor de relatórios financeiros']) {
      expect((await post(name)).status).toBe(201);
    }
    // The three built-ins, the two first and the three different names: no imitation was stored.
    const listed = await call(request(t.app).get('/api/v1/profiles').set(bearer(t.key)));
    expect(listed.body.data).toHaveLength(3 + 2 + 3);
  });
});
