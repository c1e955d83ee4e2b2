import { describe, expect, it } from '@jest/globals';
import { cursorSealContract } from '@employee/domain/testing';
import { NodeCursorSeal } from '../src/node-cursor-seal';

const COMPANY = '7db56f8b-0000-4000-8000-000000000001';
const SECRET = 'a cursor secret of the seal tests only';
const seal = new NodeCursorSeal(SECRET);

cursorSealContract('node:crypto', () => new NodeCursorSeal(SECRET));

/** The sealed cursors of the feeds and the audit trail (docs/change-history.md#the-changes-feeds). */
describe('NodeCursorSeal', () => {
  it('gives 48-character base64url cursors', () => {
    const cursors = seal.of('employee_changes', COMPANY);
    for (const position of [0, 1, 41, 42, Number.MAX_SAFE_INTEGER])
      expect(cursors.cursorOf(position)).toMatch(/^[A-Za-z0-9_-]{48}$/);
  });

  it('opens nothing sealed under another secret, or with a byte changed', () => {
    const cursor = seal.of('employee_changes', COMPANY).cursorOf(42);
    expect(
      new NodeCursorSeal('another cursor secret of these tests').of('employee_changes', COMPANY).positionOf(cursor),
    ).toBeNull();
    const bytes = Buffer.from(cursor, 'base64url');
    for (let i = 0; i < bytes.length; i += 1) {
      const edited = Buffer.from(bytes);
      edited[i] = (edited[i] as number) ^ 1;
      expect(seal.of('employee_changes', COMPANY).positionOf(edited.toString('base64url'))).toBeNull();
    }
  });

  it('refuses a secret under 32 characters', () => {
    expect(() => new NodeCursorSeal('x'.repeat(31))).toThrow(RangeError);
  });
});
