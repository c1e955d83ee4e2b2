import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in an invitation token: 256 bits (shared/decisions/surveys.md asks for at least 128). */
const TOKEN_BYTES = 32;

/**
 * A fresh invitation token: 32 random bytes as base64url (43 characters), shown once inside a survey link
 * (`{PUBLIC_BASE_URL}/survey/{token}`) and stored only as {@link invitationTokenHash}.
 * Source: shared/decisions/surveys.md#invitations-and-answers.
 */
export function newInvitationToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What storage keeps of an invitation token: its SHA-256, lower-case hex (64 characters). */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
