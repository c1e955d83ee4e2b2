import { describe, expect, it } from '@jest/globals';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../access/sign-in/session-policy';
import type { Sessions } from '../../access/sign-in/sessions';
import { at, contractId, useHarness } from './harness';

/** What an adapter of `Sessions` under contract gives each test: fresh, empty storage, and an optional `close`. */
export interface SessionsHarness {
  sessions: Sessions;
  close?(): Promise<void>;
}

const MINUTE = 60_000;
const later = (from: Date, ms: number): Date => new Date(from.getTime() + ms);

/**
 * The contract of the `Sessions` port (docs/sign-in.md#sessions): opaque random ids of at least 128 bits, 30
 * minutes idle and 12 hours absolute, sliding on use, `end` and `endAllOf`, and no session brought back by a use
 * after it ended.
 */
export function sessionsContract(adapterName: string, makeHarness: () => Promise<SessionsHarness>): void {
  describe(`Sessions contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const sessions = (): Sessions => harness().sessions;
    const ana = contractId(1);
    const bia = contractId(2);
    const start = at(0);

    it('begins a session with an opaque id of at least 128 random bits, live for 30 minutes', async () => {
      const session = await sessions().create(ana, start);

      expect(session).toEqual({
        id: expect.any(String),
        userId: ana,
        createdAt: start,
        lastSeenAt: start,
        expiresAt: later(start, SESSION_IDLE_MS),
      });
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(session.id).not.toContain(ana);
      expect((await sessions().create(ana, start)).id).not.toBe(session.id);
    });

    it('answers the session when used within 30 minutes, and starts its idle time again', async () => {
      const { id } = await sessions().create(ana, start);
      const use = later(start, 29 * MINUTE);

      expect(await sessions().touch(id, use)).toEqual({
        id,
        userId: ana,
        createdAt: start,
        lastSeenAt: use,
        expiresAt: later(use, SESSION_IDLE_MS),
      });
      expect((await sessions().touch(id, later(use, 29 * MINUTE)))?.userId).toBe(ana);
    });

    it('ends a session unused for 30 minutes: null then, and still null for an earlier instant', async () => {
      const { id } = await sessions().create(ana, start);

      expect(await sessions().touch(id, later(start, SESSION_IDLE_MS))).toBeNull();
      expect(await sessions().touch(id, later(start, MINUTE))).toBeNull();
    });

    it('ends a session 12 hours after it began however often it is used', async () => {
      const { id } = await sessions().create(ana, start);
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        expect(await sessions().touch(id, later(start, minutes * MINUTE))).not.toBeNull();
      }
      const last = await sessions().touch(id, later(start, SESSION_ABSOLUTE_MS - 1));

      expect(last?.expiresAt).toEqual(later(start, SESSION_ABSOLUTE_MS));
      expect(await sessions().touch(id, later(start, SESSION_ABSOLUTE_MS))).toBeNull();
    });

    it('answers null for an id it never gave: unknown, empty, altered, shortened, or a NUL byte added', async () => {
      const { id } = await sessions().create(ana, start);
      const altered = (id[0] === 'A' ? 'B' : 'A') + id.slice(1);

      for (const other of ['unknown', '', altered, `${id}\u0000`, id.slice(0, -1)]) {
        expect(await sessions().touch(other, start)).toBeNull();
      }
      expect(await sessions().touch(id, start)).not.toBeNull();
    });

    it('ends one session on sign-out and leaves the others; ending an unknown id does nothing', async () => {
      const first = await sessions().create(ana, start);
      const second = await sessions().create(ana, start);

      await sessions().end(first.id);
      await sessions().end(first.id);
      await sessions().end('unknown');

      expect(await sessions().touch(first.id, start)).toBeNull();
      expect((await sessions().touch(second.id, start))?.id).toBe(second.id);
    });

    it("ends every session of a user, and only that user's", async () => {
      const anaOnPhone = await sessions().create(ana, start);
      const anaOnLaptop = await sessions().create(ana, later(start, MINUTE));
      const biaSession = await sessions().create(bia, start);

      await sessions().endAllOf(ana);
      await sessions().endAllOf(contractId(99));

      expect(await sessions().touch(anaOnPhone.id, later(start, 2 * MINUTE))).toBeNull();
      expect(await sessions().touch(anaOnLaptop.id, later(start, 2 * MINUTE))).toBeNull();
      expect((await sessions().touch(biaSession.id, later(start, 2 * MINUTE)))?.userId).toBe(bia);
      expect((await sessions().create(ana, later(start, 3 * MINUTE))).userId).toBe(ana);
    });

    it('never brings an ended session back, even when uses and the end race', async () => {
      const { id } = await sessions().create(ana, start);

      await Promise.all([
        sessions().touch(id, later(start, MINUTE)),
        sessions().end(id),
        sessions().touch(id, later(start, 2 * MINUTE)),
      ]);

      expect(await sessions().touch(id, later(start, 3 * MINUTE))).toBeNull();
    });
  });
}
