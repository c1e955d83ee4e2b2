import type { RandomSource } from '../kernel/random-source';
import type { SigningSecretGenerator, WebhookUrlPolicy } from '../webhooks/ports';

/** `SigningSecretGenerator` for tests: the n-th secret is `whsec_` and the base64 of 32 bytes of value n. */
export class SequentialSigningSecretGenerator implements SigningSecretGenerator {
  private issued = 0;

  generate(): string {
    this.issued += 1;
    return `whsec_${Buffer.alloc(32, this.issued % 256).toString('base64')}`;
  }
}

/** `RandomSource` for tests: always `fraction` (default 0.5, which gives the retry schedule's delays unjittered). */
export class FixedRandomSource implements RandomSource {
  constructor(private readonly value = 0.5) {}

  fraction(): number {
    return this.value;
  }
}

/**
 * `WebhookUrlPolicy` for tests and one-machine setups: any absolute `http:` or `https:` URL with a host; the delivery
 * adapter's policy is stricter (docs/webhooks.md#endpoints-and-secrets).
 */
export class HttpWebhookUrlPolicy implements WebhookUrlPolicy {
  violationOf(url: string): string | null {
    if (!URL.canParse(url)) return 'must be an absolute URL';
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must use http or https';
    return parsed.hostname === '' ? 'must name a host' : null;
  }
}
