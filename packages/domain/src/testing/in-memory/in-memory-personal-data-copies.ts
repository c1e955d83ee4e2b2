import type { PersonalDataCopies, ScrubbedCopies } from '../../privacy/personal-data-copies';
import { withoutPersonalValues, type PersonalValues } from '../../privacy/personal-values';
import type { InMemoryIdempotencyKeys } from './in-memory-idempotency-keys';
import type { InMemoryState } from './in-memory-store';

function scrubbedText(text: string | null, values: PersonalValues): string | null {
  return text === null ? null : withoutPersonalValues(text, values);
}

/**
 * `PersonalDataCopies` over the in-memory store (webhook events and attempts) and `idempotencyKeys` (the answers it
 * keeps). The idempotency answers are not part of the store's rollback. Passes `personalDataCopiesContract`.
 */
export class InMemoryPersonalDataCopies implements PersonalDataCopies {
  constructor(
    private readonly state: () => InMemoryState,
    private readonly idempotencyKeys: InMemoryIdempotencyKeys,
  ) {}

  async scrub(subjectId: string, values: PersonalValues): Promise<ScrubbedCopies> {
    const idempotencyAnswers = this.idempotencyKeys.scrub(subjectId, values);
    const state = this.state();
    let webhookRecords = 0;
    const hers = new Set([...state.webhookDeliveries].filter(([, d]) => d.orderingKey === subjectId).map(([id]) => id));
    for (const [id, stored] of state.webhookEvents) {
      if (stored.event.entityId !== subjectId) continue;
      const text = JSON.stringify(stored.payload);
      const scrubbed = withoutPersonalValues(text, values);
      if (scrubbed === text) continue;
      state.webhookEvents.set(id, { ...stored, payload: JSON.parse(scrubbed) as typeof stored.payload });
      webhookRecords += 1;
    }
    for (const [id, attempts] of state.webhookAttempts) {
      if (!hers.has(id)) continue;
      const scrubbed = attempts.map((a) => ({
        ...a,
        body: scrubbedText(a.body, values),
        error: scrubbedText(a.error, values),
      }));
      if (JSON.stringify(scrubbed) === JSON.stringify(attempts)) continue;
      state.webhookAttempts.set(id, scrubbed);
      webhookRecords += 1;
    }
    for (const [id, delivery] of state.webhookDeliveries) {
      if (!hers.has(id)) continue;
      const scrubbed = {
        ...delivery,
        lastError: scrubbedText(delivery.lastError, values),
        lastResponseBody: scrubbedText(delivery.lastResponseBody, values),
      };
      if (scrubbed.lastError === delivery.lastError && scrubbed.lastResponseBody === delivery.lastResponseBody)
        continue;
      state.webhookDeliveries.set(id, scrubbed);
      webhookRecords += 1;
    }
    return { idempotencyAnswers, webhookRecords };
  }
}
