import { describe, expect, it } from '@jest/globals';
import { auditEventHash, changedFields, verifyAuditRun, type AuditEvent } from '../../src';

/** A chain of `n` events of one company, hashed as the adapters hash them. */
function chainOf(n: number): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (let i = 0; i < n; i += 1) {
    const fields = {
      id: `00000000-0000-4000-8000-00000000000${i}`,
      occurredAt: new Date(Date.UTC(2026, 10, 25, 12, 0, i)),
      companyId: 'c-1',
      actor: { type: 'api_key' as const, id: 'k-1', prefix: 'emp_sandbox_abc' },
      action: 'employee.updated',
      entity: 'employee',
      entityId: `e-${i}`,
      changed: ['name'],
      requestId: `r-${i}`,
      ip: '127.0.0.1',
      previousHash: events.at(-1)?.hash ?? null,
    };
    events.push({ ...fields, seq: i + 1, hash: auditEventHash(fields) });
  }
  return events;
}

describe('the audit chain', () => {
  it('holds for events hashed in order', () => {
    expect(verifyAuditRun(chainOf(5))).toBeNull();
  });

  it('names the event whose field was edited', () => {
    const events = chainOf(5);
    events[2] = { ...(events[2] as AuditEvent), changed: ['email'] };
    expect(verifyAuditRun(events)).toEqual({ id: events[2]?.id, seq: 3, reason: 'hash' });
  });

  it('names the event after one that was removed, and one re-hashed after an edit', () => {
    const events = chainOf(5);
    const removed = [...events.slice(0, 2), ...events.slice(3)];
    expect(verifyAuditRun(removed)).toEqual({ id: events[3]?.id, seq: 4, reason: 'link' });

    const edited = { ...(events[1] as AuditEvent), actor: { type: 'system' as const, id: null } };
    const rehashed = [events[0] as AuditEvent, { ...edited, hash: auditEventHash(edited) }, ...events.slice(2)];
    expect(verifyAuditRun(rehashed)).toEqual({ id: events[2]?.id, seq: 3, reason: 'link' });
  });

  it('continues from the last event of an earlier run', () => {
    const events = chainOf(4);
    expect(verifyAuditRun(events.slice(2), events[1])).toBeNull();
    expect(verifyAuditRun(events.slice(2), events[0])).toMatchObject({ seq: 3, reason: 'link' });
  });
});

describe('changedFields', () => {
  it('names what differs by content, in API names, never ids, timestamps or the version', () => {
    const before = {
      id: 'x',
      companyId: 'c',
      name: { value: 'Ana Lima' },
      fieldValues: [{ filterId: 'f', value: 'A' }],
      isOnLeave: false,
      updatedAt: new Date(1),
      version: 1,
    };
    const after = {
      ...before,
      name: { value: 'Ana Lima' },
      fieldValues: [{ filterId: 'f', value: 'B' }],
      isOnLeave: true,
      updatedAt: new Date(2),
      version: 2,
    };
    expect(changedFields(before, after, { fieldValues: 'fields' })).toEqual(['fields', 'is_on_leave']);
  });

  it('names what a creation sets', () => {
    expect(changedFields(null, { id: 'x', name: 'Vendas', defaultValue: null, isRequired: false, keys: [] })).toEqual([
      'name',
    ]);
  });
});
