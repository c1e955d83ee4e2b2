import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp } from '../support/test-app';
import { bearer, call, expectErrorBody } from './e2e-helpers';

/**
 * Error codes in the body (docs/http.md#errors): every error the rules raise names its stable code in `meta.code`,
 * and a 422 names each field's rule codes in `meta.codes`, beside and in the order of `meta.errors`' messages, so a
 * client (the dashboard) translates by code and never shows the English `detail`.
 */
describe('error codes', () => {
  it('a 422 gives the aggregate code and each invalid field its rule codes, in the order of its messages', async () => {
    const t = await buildTestApp('memory');
    const res = await call(
      request(t.app)
        .post('/api/v1/employees')
        .set(bearer(t.key))
        .send(validEmployeeBody({ document: '11111111111', phone: '11987654321', birthdate: '31/02/1990' })),
    );
    expectErrorBody(res, 422);
    const meta = res.body.meta as { code: string; errors: Record<string, string[]>; codes: Record<string, string[]> };
    expect(meta.code).toBe('EMPLOYEE.INVALID');
    expect(Object.keys(meta.codes)).toEqual(Object.keys(meta.errors));
    expect(meta.codes.document).toEqual(['CPF.REPEATED_DIGITS']);
    for (const [field, messages] of Object.entries(meta.errors))
      expect(meta.codes[field]).toHaveLength(messages.length);
  });

  it('a refusal of a rule names its code: a missing employee, a wrong campaign state, a scope not held', async () => {
    const t = await buildTestApp('memory');
    const missing = await call(
      request(t.app).get('/api/v1/employees/00000000-0000-4000-8000-000000000000').set(bearer(t.key)),
    );
    expectErrorBody(missing, 404);
    expect(missing.body.meta).toEqual({ code: 'EMPLOYEE.NOT_FOUND' });

    const campaign = await call(
      request(t.app).post('/api/v1/campaigns').set(bearer(t.key)).send({ name: 'Clima 2026', starts_on: '01/12/2026' }),
    );
    expect(campaign.status).toBe(201);
    const close = await call(
      request(t.app).post(`/api/v1/campaigns/${campaign.body.data.id}/close`).set(bearer(t.key)),
    );
    expectErrorBody(close, 409);
    expect(close.body.meta.code).toBe('CAMPAIGN.WRONG_STATE');
  });

  it('an error of the HTTP layer, before any rule runs, has no code: its status says it all', async () => {
    const t = await buildTestApp('memory');
    const res = await call(
      request(t.app).post('/api/v1/employees').set(bearer(t.key)).set('Content-Type', 'application/json').send('{'),
    );
    expectErrorBody(res, 400);
    expect(res.body.meta?.code).toBeUndefined();
  });
});
