import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { cursorPosition, type CursorSeal, type CursorStream, type StreamCursors } from '@employee/domain';

/** The fewest characters of a secret the seal accepts (a random 32-byte value as base64 has 44). */
export const MIN_CURSOR_SECRET_LENGTH = 32;

const CIPHER = 'aes-256-gcm';
/** HKDF's `info`: keys derived for this use only, whatever else the same secret keys. */
const HKDF_INFO = 'employee-api cursor seal v1';
const NONCE_BYTES = 12;
const POSITION_BYTES = 8;
const TAG_BYTES = 16;
/** A sealed cursor: nonce, encrypted position and tag, 36 bytes as base64url. */
const SEALED = /^[A-Za-z0-9_-]{48}$/;

/**
 * `CursorSeal` on `node:crypto`, AES-256-GCM: the 8-byte position (big-endian) is encrypted with the stream and the
 * company id as associated data, under a key derived from the server's secret by HKDF-SHA-256; the nonce is the
 * first 12 bytes of an HMAC-SHA-256 (a second derived key) of the associated data and the position, so one position
 * always gives the same cursor (an unchanged feed answers the cursor it was given) and two positions never share a
 * nonce. The cursor is `base64url(nonce ‖ ciphertext ‖ tag)`, 48 characters; one sealed under another secret, edited
 * or of another company or stream fails authentication and opens to `null`. Source:
 * docs/change-history.md#the-changes-feeds ("What a cursor is").
 */
export class NodeCursorSeal implements CursorSeal {
  private readonly cipherKey: Buffer;
  private readonly nonceKey: Buffer;

  /**
   * @param secret the server's cursor secret (`CURSOR_KEY`), at least {@link MIN_CURSOR_SECRET_LENGTH} characters.
   * @throws RangeError when `secret` is shorter.
   */
  constructor(secret: string) {
    if (secret.length < MIN_CURSOR_SECRET_LENGTH)
      throw new RangeError(`a cursor secret has at least ${MIN_CURSOR_SECRET_LENGTH} characters`);
    const keys = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), HKDF_INFO, 64));
    this.cipherKey = keys.subarray(0, 32);
    this.nonceKey = keys.subarray(32);
  }

  of(stream: CursorStream, companyId: string): StreamCursors {
    const aad = Buffer.from(`${stream}\n${companyId.toLowerCase()}`);
    return {
      cursorOf: (position) => this.seal(aad, position),
      positionOf: (cursor) => this.open(aad, cursor),
    };
  }

  private seal(aad: Buffer, position: number): string {
    const plain = Buffer.alloc(POSITION_BYTES);
    plain.writeBigUInt64BE(BigInt(cursorPosition(position)));
    const nonce = createHmac('sha256', this.nonceKey).update(aad).update(plain).digest().subarray(0, NONCE_BYTES);
    const cipher = createCipheriv(CIPHER, this.cipherKey, nonce).setAAD(aad);
    const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return sealed.toString('base64url');
  }

  private open(aad: Buffer, cursor: unknown): number | null {
    if (typeof cursor !== 'string' || !SEALED.test(cursor)) return null;
    const bytes = Buffer.from(cursor, 'base64url');
    const nonce = bytes.subarray(0, NONCE_BYTES);
    const decipher = createDecipheriv(CIPHER, this.cipherKey, nonce, { authTagLength: TAG_BYTES }).setAAD(aad);
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES + POSITION_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES, NONCE_BYTES + POSITION_BYTES)),
        decipher.final(),
      ]);
    } catch {
      return null;
    }
    const position = plain.readBigUInt64BE();
    return position <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(position) : null;
  }
}
