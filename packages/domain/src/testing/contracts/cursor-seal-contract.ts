import { describe, expect, it } from '@jest/globals';
import type { CursorSeal } from '../../history/cursor-seal';

const COMPANY = '7db56f8b-0000-4000-8000-000000000001';
const OTHER = '7db56f8b-0000-4000-8000-000000000002';

/**
 * The contract of the `CursorSeal` port (docs/change-history.md#the-changes-feeds, "What a cursor is"): one cursor
 * per position, the same each time, which opens to that position in its own stream and company (the company id in
 * any case) and to `null` anywhere else or when it is not a cursor at all; a position is a non-negative safe integer.
 */
export function cursorSealContract(adapterName: string, makeSeal: () => CursorSeal): void {
  describe(`CursorSeal contract (${adapterName})`, () => {
    const seal = makeSeal();

    it('gives one cursor per position, the same each time, which opens to that position', () => {
      const cursors = seal.of('employee_changes', COMPANY);
      for (const position of [0, 1, 41, 42, Number.MAX_SAFE_INTEGER]) {
        const cursor = cursors.cursorOf(position);
        expect(cursors.cursorOf(position)).toBe(cursor);
        expect(cursors.positionOf(cursor)).toBe(position);
      }
      expect(seal.of('employee_changes', COMPANY.toUpperCase()).positionOf(cursors.cursorOf(7))).toBe(7);
    });

    it('opens nothing of another company or another stream, nor what is not one of its cursors', () => {
      const cursor = seal.of('employee_changes', COMPANY).cursorOf(42);
      expect(seal.of('employee_changes', OTHER).positionOf(cursor)).toBeNull();
      expect(seal.of('filter_changes', COMPANY).positionOf(cursor)).toBeNull();
      expect(seal.of('audit_events', COMPANY).positionOf(cursor)).toBeNull();
      for (const raw of [undefined, 42, '42', '', `${cursor}A`, cursor.slice(1), [cursor]])
        expect(seal.of('employee_changes', COMPANY).positionOf(raw)).toBeNull();
    });

    it('refuses a position that is not a non-negative safe integer', () => {
      const cursors = seal.of('audit_events', COMPANY);
      for (const position of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1])
        expect(() => cursors.cursorOf(position)).toThrow(RangeError);
    });
  });
}
