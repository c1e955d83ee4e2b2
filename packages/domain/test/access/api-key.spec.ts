import { ApiKey } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';

describe('ApiKey', () => {
  const issuedAt = new Date('2026-11-22T13:00:00Z');
  const issue = () =>
    ApiKey.issue({
      id: '00000000-0000-4000-8000-000000000001',
      companyId: 'c',
      identifier: 'key1',
      secretHash: 'plain:s',
      environment: 'sandbox',
      now: issuedAt,
    });

  it('is live from its issue', () => {
    const key = issue();

    expect(key.isLive).toBe(true);
    expect(key.toProps()).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      companyId: 'c',
      identifier: 'key1',
      secretHash: 'plain:s',
      environment: 'sandbox',
      createdAt: issuedAt,
      revokedAt: null,
    });
  });

  it('stops being live once revoked, and keeps its first revocation time', () => {
    const key = issue();
    const first = new Date('2026-11-22T14:00:00Z');

    key.revoke(first);
    key.revoke(new Date('2026-11-22T15:00:00Z'));

    expect(key.isLive).toBe(false);
    expect(key.revokedAt).toEqual(first);
  });
});
