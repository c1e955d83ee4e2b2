import { describe, expect, it } from '@jest/globals';
import { validEmployeeBody } from '@employee/domain/testing';
import request from 'supertest';
import { buildTestApp } from '../support/test-app';

describe('smoke', () => {
  it('creates, reads, lists and deletes an employee', async () => {
    const t = await buildTestApp('memory', { openApiDocument: {} });
    const auth = { Authorization: `Bearer ${t.key}` };
    const body = { ...validEmployeeBody(), fields: [{ key: 'department', value: 'Vendas' }, { key: 'site', value: '' }] };

    const created = await request(t.app).post('/api/v1/employees').set(auth).send(body);
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toBe('application/json; charset=UTF-8');
    const id = created.body.data.id as string;
    expect(created.headers.location).toBe(`/api/v1/employees/${id}`);

    expect((await request(t.app).get(`/api/v1/employees/${id}`).set(auth)).body.data.fields).toEqual([
      { id: t.department.id, key: 'department', value: 'Vendas' },
      { id: t.site.id, key: 'site', value: 'Matriz' },
    ]);
    const list = await request(t.app).get('/api/v1/employees?search=SILVA&per_page=5').set(auth);
    expect(list.body.meta).toEqual({ current_page: 1, per_page: 5, total: 1, last_page: 1 });
    expect(list.body.links.first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/employees\?search=SILVA&per_page=5&page=1$/);
    expect(list.headers['x-ratelimit-limit']).toBe('100');

    expect((await request(t.app).delete(`/api/v1/employees/${id}`).set(auth)).status).toBe(204);
    const gone = await request(t.app).get(`/api/v1/employees/${id}`).set(auth);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ id: gone.headers['x-request-id'], status: 404, title: 'Not Found', detail: expect.any(String) });

    const anonymous = await request(t.app).get('/api/v1/employees');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const malformed = await request(t.app).post('/api/v1/employees').set(auth).set('Content-Type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
    const invalid = await request(t.app).post('/api/v1/employees').set(auth).send({ name: 'maria', document: '123', include_campaign: 1 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.meta.errors).toHaveProperty('include_campaign');
  });
});
