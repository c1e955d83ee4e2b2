import { randomBytes } from 'node:crypto';
import type { SigningSecretGenerator } from '@employee/domain';

/**
 * `SigningSecretGenerator` on `node:crypto`: `whsec_` and the base64 of 32 random bytes, the Standard Webhooks form
 * of a signing secret (docs/webhooks.md#endpoints-and-secrets).
 */
export class NodeSigningSecretGenerator implements SigningSecretGenerator {
  generate(): string {
    return `whsec_${randomBytes(32).toString('base64')}`;
  }
}
