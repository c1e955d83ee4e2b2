import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildTestApp } from '../support/test-app';
import { memoryOnly, useStorage, type StorageKind } from './e2e-helpers';
import { addCampaign, addEmployee, issueLinks } from './survey-support';

/**
 * A reminder's one-click opt-out, `/survey/v1/opt-out/{token}` (docs/notifications.md#reminders): the page asks in the
 * browser's language and changes nothing; the POST (a mail provider's one click, or the page's button) stops the
 * reminders and says so; a token that opens no pending invitation is a 404 page. No credential, no JSON body.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('reminder opt-out on %s', (kind) => {
  const storage = useStorage(kind);

  it('asks on GET, stops reminders on POST (one click), a 404 page for a token that opens nothing', async () => {
    const t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const employee = await addEmployee(t, true);
    const campaign = await addCampaign(t);
    const token = (await issueLinks(t, campaign)).get(employee) ?? '';
    const path = `/survey/v1/opt-out/${token}`;

    const page = await request(t.app).get(path).set('Accept-Language', 'en-US,en;q=0.9');
    expect([page.status, page.type]).toEqual([200, 'text/html']);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<form method="post">');
    expect(page.text).not.toContain(token);

    const oneClick = await request(t.app)
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .set('Accept-Language', 'es');
    expect([oneClick.status, oneClick.type]).toEqual([200, 'text/html']);
    expect(oneClick.text).toContain('no recibirá más recordatorios');
    expect((await request(t.app).post(path)).status).toBe(200); // again: still stopped, still fine

    for (const unknown of ['A'.repeat(43), 'not a token!', 'x'.repeat(129)]) {
      const res = await request(t.app).post(`/survey/v1/opt-out/${encodeURIComponent(unknown)}`);
      expect([res.status, res.type]).toEqual([404, 'text/html']);
      expect(res.text).toContain('Este link não vale mais');
    }
    const put = await request(t.app).put(path);
    expect([put.status, put.headers.allow]).toEqual([405, 'GET, POST']);
  });
});
