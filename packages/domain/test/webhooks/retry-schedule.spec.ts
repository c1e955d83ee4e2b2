import { describe, expect, it } from '@jest/globals';
import {
  MAX_DELIVERY_TRIES,
  keptAttemptText,
  nextAttemptAt,
  outboxEventOfChange,
  webhookPayloadOf,
  type AuditEvent,
} from '@employee/domain';

const NOW = new Date('2026-11-22T10:00:00Z');
const after = (tries: number, fraction = 0.5) => {
  const next = nextAttemptAt(tries, NOW, fraction);
  return next === null ? null : (next.getTime() - NOW.getTime()) / 1000;
};

describe('retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after the failed tries, then gives up after the eighth', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((tries) => after(tries))).toEqual([
      5,
      300,
      1800,
      7200,
      18_000,
      36_000,
      36_000,
      null,
    ]);
    expect(MAX_DELIVERY_TRIES).toBe(8);
  });

  it('jitters each delay by up to ±10 %', () => {
    expect([after(2, 0), after(2, 0.25), after(2, 0.999_999)]).toEqual([270, 285, 330]);
  });
});

describe('payload', () => {
  it('is thin: type, timestamp and the ids, version and changed field names of the change', () => {
    const event: AuditEvent = {
      id: 'ev-1',
      seq: 7,
      occurredAt: new Date('2026-11-22T10:00:00.250Z'),
      companyId: 'c-1',
      actor: { type: 'system', id: null },
      action: 'employee.updated',
      entity: 'employee',
      entityId: 'e-1',
      changed: ['name', 'fields'],
      requestId: null,
      ip: null,
      previousHash: null,
      hash: 'h',
    };

    expect(JSON.stringify(webhookPayloadOf(outboxEventOfChange(event, 3)))).toBe(
      '{"type":"employee.updated","timestamp":"2026-11-22T10:00:00.250Z",' +
        '"data":{"id":"e-1","company_id":"c-1","version":3,"changed":["name","fields"]}}',
    );
  });

  it('keeps at most 1 kB of a response body, never cutting a character', () => {
    expect(keptAttemptText('a'.repeat(2000))).toHaveLength(1024);
    expect(keptAttemptText(`${'a'.repeat(1023)}é`)).toBe('a'.repeat(1023));
    expect(keptAttemptText(null)).toBeNull();
  });
});
