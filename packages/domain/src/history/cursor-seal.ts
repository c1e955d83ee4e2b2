/** The sequences a sealed cursor continues: the two changes feeds and the audit trail. */
export type CursorStream = 'employee_changes' | 'filter_changes' | 'audit_events';

/** The cursors of one company's stream ({@link CursorSeal.of}). */
export interface StreamCursors {
  /**
   * The cursor of `position` (a non-negative safe integer: a `seq`, or 0 for "from the beginning").
   * @throws RangeError when `position` is not one ({@link cursorPosition}).
   */
  cursorOf(position: number): string;
  /**
   * The position a cursor of this very stream and company holds, or `null` for anything else: not a string, not
   * of the format, edited, of another company or stream, or sealed under another key.
   */
  positionOf(cursor: unknown): number | null;
}

/**
 * Port: seals the positions of the changes feeds and of the audit trail into opaque cursors, so that a cursor shows
 * nothing of the service-wide sequence behind it (one company could otherwise count another's writes between two of
 * its reads), and a cursor works only for the company and stream that got it. One position always gives the same
 * cursor (an unchanged feed answers the cursor it was given) and two positions never share one. The domain keeps no
 * key and runs no cipher: an adapter does (`NodeCursorSeal` of `@employee/security-node`: AES-256-GCM under
 * `CURSOR_KEY`, 48 characters of base64url). Source: docs/change-history.md#the-changes-feeds ("What a cursor is").
 */
export interface CursorSeal {
  /** The cursors of `stream` for `companyId` (a UUID, compared case-insensitively). */
  of(stream: CursorStream, companyId: string): StreamCursors;
}

/**
 * `position` itself when a cursor can hold it: a non-negative safe integer.
 * @throws RangeError otherwise.
 */
export function cursorPosition(position: number): number {
  if (!Number.isSafeInteger(position) || position < 0) throw new RangeError(`not a position: ${position}`);
  return position;
}
