import { createHash } from 'node:crypto';

/** The SHA-256 of `text` (UTF-8) in lower-case hex: what the sign-in tables store instead of ids and e-mails. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
