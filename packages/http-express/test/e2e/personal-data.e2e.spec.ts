import { beforeEach, describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { deliveryPass, openedPlatformCampaign } from '../support/platform-delivery';
import { buildTestApp, type TestApp } from '../support/test-app';
import { bearer, call, expectErrorBody, memoryOnly, signedIn, useStorage, type StorageKind } from './e2e-helpers';

/**
 * The data-subject rights (docs/lgpd.md#the-rights-and-how-each-is-served): `GET /api/v1/employees/{id}/personal-data`
 * and `POST /api/v1/employees/{id}/anonymise`, scope `personal-data:write`; every `/api/v1` answer is checked against
 * docs/openapi.yaml by `call`.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('personal data on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let id: string;

  const exportOf = (employeeId: string, credential = t.key): Promise<Response> =>
    call(request(t.app).get(`/api/v1/employees/${employeeId}/personal-data`).set(bearer(credential)));
  const anonymise = (employeeId: string, credential = t.key): Promise<Response> =>
    call(request(t.app).post(`/api/v1/employees/${employeeId}/anonymise`).set(bearer(credential)));

  beforeEach(async () => {
    t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const body = validEmployeeBody({
      name: 'Heloísa Quintanilha Prado',
      internal_id: 'MAT-4471',
      include_campaign: true,
      fields: [{ key: 'department', value: 'Tesouraria' }],
    });
    const created = await call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body));
    expect(created.status).toBe(201);
    id = created.body.data.id as string;
  });

  it('exports the record, field values with filter names, invitations, audit events and purposes', async () => {
    const res = await exportOf(id);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.data as Record<string, unknown>;
    expect(Object.keys(data)).toEqual([
      'employee',
      'fields',
      'campaign_invitations',
      'survey_responses',
      'audit_events',
      'processing_purposes',
      'exported_at',
    ]);
    expect(data.employee).toMatchObject({ id, name: 'Heloísa Quintanilha Prado', internal_id: 'MAT-4471' });
    expect(data.fields).toEqual(
      expect.arrayContaining([
        { id: t.department.id, key: 'department', name: t.department.name, value: 'Tesouraria' },
      ]),
    );
    expect(data.campaign_invitations).toEqual([
      expect.objectContaining({ campaign_id: t.campaign.id, status: 'pending' }),
    ]);
    expect((data.audit_events as Array<{ action: string }>).map((e) => e.action)).toEqual(['employee.created']);
    expect((data.processing_purposes as unknown[]).length).toBeGreaterThan(0);
  });

  it('exports what the platform sent the person: the invitation, by which channel and when', async () => {
    const campaignId = await openedPlatformCampaign(t, 'Clima por e-mail');
    t.clock.advanceSeconds(30);
    const { sent } = await deliveryPass(t);
    expect(sent.map((m) => m.messageId)).toEqual([`${campaignId}.${id}.0`]);
    const invitations = (await exportOf(id)).body.data.campaign_invitations as Array<Record<string, unknown>>;
    expect(invitations.find((i) => i.campaign_id === campaignId)?.delivery).toEqual({
      state: 'sent',
      channel: 'email',
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?-03:00$/),
      reminders_sent: 0,
      reason: null,
    });
  });

  it('exports a soft-deleted employee, whom GET no longer finds', async () => {
    expect((await call(request(t.app).delete(`/api/v1/employees/${id}`).set(bearer(t.key)))).status).toBe(204);
    const res = await exportOf(id);
    expect(res.status).toBe(200);
    expect(res.body.data.employee).toMatchObject({ id, name: 'Heloísa Quintanilha Prado', fields: [] });
    expect(res.body.data.employee.deleted_at).not.toBeNull();
  });

  it('refuses a credential without personal-data:write (403) and another company’s employee (404)', async () => {
    const { token } = await t.addUser({ scopes: ['employees:read', 'employees:write', 'audit:read'] });
    expectErrorBody(await exportOf(id, token), 403, { required_scope: 'personal-data:write' });
    expectErrorBody(await anonymise(id, token), 403, { required_scope: 'personal-data:write' });
    const other = await t.addCompany();
    expectErrorBody(await exportOf(id, other.key), 404);
    expectErrorBody(await anonymise(id, other.key), 404);
    expect((await exportOf(id)).body.data.employee.name).toBe('Heloísa Quintanilha Prado');
  });

  it('anonymises once: the second call answers 200 with the same record, one audit event in all', async () => {
    t.clock.advanceSeconds(60);
    const first = await anonymise(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id,
      name: null,
      social_name: null,
      email: null,
      phone: null,
      document: null,
      internal_id: null,
      birthdate: null,
      fields: [],
      deleted_at: '2026-11-22T10:01:00-03:00',
      anonymised_at: '2026-11-22T10:01:00-03:00',
    });
    expect(first.body.data.hiring_date).toMatch(/^01\/01\/\d{4}$/);
    t.clock.advanceSeconds(60);
    const second = await anonymise(id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    const audit = await call(
      request(t.app).get(`/api/v1/audit-events?entity_id=${id}&action=employee.anonymised`).set(bearer(t.key)),
    );
    expect(audit.body.data).toHaveLength(1);
    expect(await call(request(t.app).get(`/api/v1/employees/${id}`).set(bearer(t.key)))).toMatchObject({
      status: 404,
    });
  });

  it('replays an anonymisation sent again with its Idempotency-Key', async () => {
    const send = () =>
      call(
        request(t.app).post(`/api/v1/employees/${id}/anonymise`).set(bearer(t.key)).set('Idempotency-Key', 'forget-1'),
      );
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('makes the admin restore answer 409 EMPLOYEE.ANONYMISED', async () => {
    await anonymise(id);
    const { cookie } = await signedIn(t, ['audit:read', 'employees:write']);
    const restored = await request(t.app)
      .post(`/admin/api/employees/${id}/restore`)
      .set({ Cookie: cookie, Origin: 'http://127.0.0.1', 'Sec-Fetch-Site': 'same-origin' });
    expectErrorBody(restored, 409);
    expect(JSON.stringify(restored.body)).toMatch(/anonymised/i);
  });
});
