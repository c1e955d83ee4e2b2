import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { behindApiCredentials, documentedOperations } from '../support/openapi';
import { deliveryPass, openedPlatformCampaign } from '../support/platform-delivery';
import { buildTestApp, type TestApp } from '../support/test-app';
import { bearer, memoryOnly, useStorage, type StorageKind } from './e2e-helpers';
import { addEmployee } from './survey-support';

/**
 * The platform's own delivery keeps survey tokens from the company (docs/notifications.md#campaign-fields): once a
 * `platform` campaign's invitations are sent, no documented operation answers, to the company's API key, any of
 * their tokens, their hashes or their sealed copies, whatever the path's ids. The key's own routes
 * (`/api/v1/api-keys…`, which replace or revoke the key the walk uses) are left out: they touch no invitation.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('platform survey tokens on %s', (kind) => {
  const storage = useStorage(kind);

  /** Opens a platform campaign with two invitations and sends them; answers the campaign and the tokens sent. */
  async function sentCampaign(t: TestApp): Promise<{ campaignId: string; employees: string[]; secrets: string[] }> {
    const employees = [await addEmployee(t, true), await addEmployee(t, true)];
    const campaignId = await openedPlatformCampaign(t);
    const { result, sent } = await deliveryPass(t);
    expect(result).toMatchObject({ claimed: 2, sent: 2 });
    const tokens = sent.map((m) => m.unsubscribeUrl?.split('/').pop() ?? '');
    const sealed = (await t.uow.run((r) => r.invitations.pendingLinksOf(campaignId))).map((l) => l.tokenSealed ?? '');
    expect(sealed.filter((s) => s.startsWith('v1.'))).toHaveLength(2);
    const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
    return {
      campaignId,
      employees,
      secrets: [...tokens, ...hashes, ...hashes.map((h) => Buffer.from(h, 'hex').toString('base64')), ...sealed],
    };
  }

  it('answers no token, hash or sealed copy of a sent invitation on any documented operation', async () => {
    const t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const { campaignId, employees, secrets } = await sentCampaign(t);
    const operations = documentedOperations()
      .filter(behindApiCredentials)
      .filter((op) => !op.path.startsWith('/api/v1/api-keys'))
      // Deletions last, so that every read and write still finds the campaign and its employees.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const ids = [campaignId, ...employees];
    let walked = 0;
    for (const op of operations) {
      const paths = new Set(
        ids.map((id) => op.path.replace(/\{employee_id\}/g, employees[0]!).replace(/\{[^}]+\}/g, id)),
      );
      for (const path of paths) {
        const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
        const sent = request(t.app)[method](path).set(bearer(t.key));
        const res = await (op.method === 'GET' || op.method === 'DELETE' ? sent : sent.send({}));
        const answer = `${JSON.stringify(res.headers)}${res.text}`;
        for (const secret of secrets)
          expect({ at: `${op.method} ${path}`, leaked: answer.includes(secret) }).toEqual({
            at: `${op.method} ${path}`,
            leaked: false,
          });
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(100);
  });
});
