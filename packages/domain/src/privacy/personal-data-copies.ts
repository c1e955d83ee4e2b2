import type { PersonalValues } from './personal-values';

/** How many stored copies an anonymisation rewrote, by store. */
export interface ScrubbedCopies {
  /** Stored answers of `Idempotency-Key` requests (kept 24 hours for replay). */
  readonly idempotencyAnswers: number;
  /** Webhook events (their payloads) and the response bodies and errors kept of webhook deliveries. */
  readonly webhookRecords: number;
}

/**
 * Port: the copies of a person's values kept outside their own rows, scrubbed in the unit of work of an
 * anonymisation (docs/lgpd.md#anonymisation). Only the copies about the person `subjectId` (the employee's id): the
 * stored idempotency answers that name the id (the 24-hour replay store), and the webhook events whose entity is the
 * person with what their deliveries kept of the receivers' answers, undelivered or not. In those, each stored text
 * that holds one of the values (see {@link PersonalValues.heldBy}) is replaced by `withoutPersonalValues` of it, so
 * a replay still answers the first status, without the values. Another person's records are never rewritten, even
 * when they hold the same value (a department, a hiring date). Adapters: `InMemoryPersonalDataCopies`,
 * `TypeOrmPersonalDataCopies`; both pass `personalDataCopiesContract`.
 */
export interface PersonalDataCopies {
  scrub(subjectId: string, values: PersonalValues): Promise<ScrubbedCopies>;
}
