import { InMemorySessions, sessionsContract } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

sessionsContract('in-memory', async () => ({ sessions: new InMemorySessions() }));

describe('InMemorySessions', () => {
  it('keeps the hash of an id, never the id itself', async () => {
    const sessions = new InMemorySessions();
    const { id } = await sessions.create('user-1', new Date('2026-11-23T12:00:00Z'));

    expect(sessions.size).toBe(1);
    expect(sessions.storesKey(id)).toBe(false);
  });
});
