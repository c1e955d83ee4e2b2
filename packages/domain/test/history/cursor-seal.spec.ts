import { describe, expect, it } from '@jest/globals';
import { CursorSeal } from '@employee/domain';

const COMPANY = '7db56f8b-0000-4000-8000-000000000001';
const OTHER = '7db56f8b-0000-4000-8000-000000000002';
const seal = new CursorSeal('a cursor secret of the domain tests only');

/** The sealed cursors of the feeds and the audit trail (docs/change-history.md#the-changes-feeds). */
describe('CursorSeal', () => {
  it('gives one 48-character base64url cursor per position, which opens to that position', () => {
    const cursors = seal.of('employee_changes', COMPANY);
    for (const position of [0, 1, 41, 42, Number.MAX_SAFE_INTEGER]) {
      const cursor = cursors.cursorOf(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]{48}$/);
      expect(cursors.cursorOf(position)).toBe(cursor);
      expect(cursors.positionOf(cursor)).toBe(position);
    }
    expect(seal.of('employee_changes', COMPANY.toUpperCase()).positionOf(cursors.cursorOf(7))).toBe(7);
  });

  it('opens nothing of another company, another stream, another secret, or with a byte changed', () => {
    const cursor = seal.of('employee_changes', COMPANY).cursorOf(42);
    expect(seal.of('employee_changes', OTHER).positionOf(cursor)).toBeNull();
    expect(seal.of('filter_changes', COMPANY).positionOf(cursor)).toBeNull();
    expect(seal.of('audit_events', COMPANY).positionOf(cursor)).toBeNull();
    expect(
      new CursorSeal('another cursor secret of these tests').of('employee_changes', COMPANY).positionOf(cursor),
    ).toBeNull();
    const bytes = Buffer.from(cursor, 'base64url');
    for (let i = 0; i < bytes.length; i += 1) {
      const edited = Buffer.from(bytes);
      edited[i] = (edited[i] as number) ^ 1;
      expect(seal.of('employee_changes', COMPANY).positionOf(edited.toString('base64url'))).toBeNull();
    }
    for (const raw of [undefined, 42, '42', '', `${cursor}A`, cursor.slice(1), [cursor]])
      expect(seal.of('employee_changes', COMPANY).positionOf(raw)).toBeNull();
  });

  it('refuses a position that is not a non-negative safe integer, and a secret under 32 characters', () => {
    const cursors = seal.of('audit_events', COMPANY);
    for (const position of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1]) expect(() => cursors.cursorOf(position)).toThrow();
    expect(() => new CursorSeal('x'.repeat(31))).toThrow(RangeError);
  });
});
