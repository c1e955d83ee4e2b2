import { cursorPosition, type CursorSeal, type CursorStream, type StreamCursors } from '../history/cursor-seal';

/** What follows a plain cursor's prefix: a position in decimal, without leading zeros. */
const POSITION = /^(?:0|[1-9]\d*)$/;

/**
 * A `CursorSeal` for tests, with no key and no cryptography: the cursor of position n in a company's stream is
 * `<stream>:<company id, lower case>:<n>`, readable but held to the port's rules: one cursor per position, and it
 * opens only in its own stream and company (anything else opens to `null`).
 */
export class PlainCursorSeal implements CursorSeal {
  of(stream: CursorStream, companyId: string): StreamCursors {
    const prefix = `${stream}:${companyId.toLowerCase()}:`;
    return {
      cursorOf: (position) => `${prefix}${cursorPosition(position)}`,
      positionOf: (cursor) => {
        if (typeof cursor !== 'string' || !cursor.startsWith(prefix)) return null;
        const digits = cursor.slice(prefix.length);
        const position = Number(digits);
        return POSITION.test(digits) && Number.isSafeInteger(position) ? position : null;
      },
    };
  }
}
