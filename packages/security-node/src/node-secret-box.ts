import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretBox } from '@employee/domain';

/** The fewest characters of the key the box accepts (a random 32-byte value as base64 has 44). */
export const MIN_SECRET_BOX_KEY_LENGTH = 32;

const CIPHER = 'aes-256-gcm';
/**
 * What a box seals, as HKDF's `info`: each use gets a key derived for it alone from the same secret, so a text sealed
 * for one use never opens in another.
 */
export const SECRET_BOX_PURPOSES = {
  /** Webhook endpoints' signing secrets (docs/webhooks.md#endpoints-and-secrets). */
  webhookSecrets: 'employee-api webhook secret box v1',
  /** The survey tokens of `links` campaigns (docs/notifications.md#links). */
  surveyLinks: 'employee-api survey link box v1',
  /** Users' invitation tokens while their e-mail waits to be sent (docs/notifications.md#user-invitations). */
  userInvitations: 'employee-api user invitation box v1',
} as const;
/** One of the {@link SECRET_BOX_PURPOSES}. */
export type SecretBoxPurpose = keyof typeof SECRET_BOX_PURPOSES;
/** The version prefix of a sealed text, also its associated data. */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** A sealed text: `v1.` and base64url of nonce, ciphertext and tag. */
const SEALED = /^v1\.([A-Za-z0-9_-]+)$/;

/**
 * `SecretBox` on `node:crypto`, AES-256-GCM under a key derived from `WEBHOOK_SECRET_KEY` by HKDF-SHA-256 for one
 * purpose ({@link SECRET_BOX_PURPOSES}), with a
 * random 12-byte nonce per seal: `seal` gives `v1.` followed by `base64url(nonce ‖ ciphertext ‖ tag)` (the version
 * is the associated data), so one plaintext seals differently every time. Source:
 * docs/webhooks.md#endpoints-and-secrets.
 */
export class NodeSecretBox implements SecretBox {
  private readonly key: Buffer;

  /**
   * @param secret the key (`WEBHOOK_SECRET_KEY`), at least {@link MIN_SECRET_BOX_KEY_LENGTH} characters.
   * @param purpose what the box seals (its own derived key; default the webhooks' signing secrets).
   * @throws RangeError when `secret` is shorter.
   */
  constructor(secret: string, purpose: SecretBoxPurpose = 'webhookSecrets') {
    if (secret.length < MIN_SECRET_BOX_KEY_LENGTH)
      throw new RangeError(`a secret box key has at least ${MIN_SECRET_BOX_KEY_LENGTH} characters`);
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), SECRET_BOX_PURPOSES[purpose], 32));
  }

  seal(plaintext: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv(CIPHER, this.key, nonce).setAAD(Buffer.from(VERSION));
    const sealed = Buffer.concat([nonce, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${sealed.toString('base64url')}`;
  }

  /** @throws Error when `sealed` is not a text this box (with this key) sealed, or was altered. */
  open(sealed: string): string {
    const bytes = Buffer.from(SEALED.exec(sealed)?.[1] ?? '', 'base64url');
    if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv(CIPHER, this.key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(VERSION)).setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  }
}
