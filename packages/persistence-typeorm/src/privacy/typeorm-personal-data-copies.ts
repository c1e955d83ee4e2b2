import {
  withoutPersonalValues,
  type PersonalDataCopies,
  type PersonalValues,
  type ScrubbedCopies,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import {
  IDEMPOTENCY_ANSWERS_HOLDING,
  UPDATE_IDEMPOTENCY_ANSWER,
  UPDATE_WEBHOOK_ATTEMPT,
  UPDATE_WEBHOOK_DELIVERY,
  UPDATE_WEBHOOK_EVENT,
  WEBHOOK_ATTEMPTS_HOLDING,
  WEBHOOK_DELIVERIES_HOLDING,
  WEBHOOK_EVENTS_HOLDING,
} from './typeorm-personal-data-copies.sql';

function scrubbed(text: string | null, values: PersonalValues): string | null {
  return text === null ? null : withoutPersonalValues(text, values);
}

/**
 * `PersonalDataCopies` in PostgreSQL, within the anonymisation's transaction: the rows of `idempotency_keys`,
 * `webhook_events`, `webhook_deliveries` and `webhook_attempts` whose text holds a value are read (found with
 * `strpos`, locked) and each text rewritten by the domain's `withoutPersonalValues`. A scan of those tables: they are
 * kept small (24 hours of answers; the webhook tables are purged by their retention). Passes
 * `personalDataCopiesContract`. Source: domain `PersonalDataCopies`; docs/persistence.md#anonymisation.
 */
export class TypeOrmPersonalDataCopies implements PersonalDataCopies {
  constructor(private readonly manager: EntityManager) {}

  async scrub(values: PersonalValues): Promise<ScrubbedCopies> {
    const needles = [...values.all];
    if (needles.length === 0) return { idempotencyAnswers: 0, webhookRecords: 0 };
    const idempotencyAnswers = await this.scrubIdempotencyAnswers(needles, values);
    const webhookRecords =
      (await this.scrubWebhookEvents(needles, values)) + (await this.scrubWebhookResponses(needles, values));
    return { idempotencyAnswers, webhookRecords };
  }

  private async scrubIdempotencyAnswers(needles: string[], values: PersonalValues): Promise<number> {
    const rows = await this.manager.query<Array<{ scope: string; key: string; headers: string | null; body: string }>>(
      IDEMPOTENCY_ANSWERS_HOLDING,
      [needles],
    );
    let rewritten = 0;
    for (const row of rows) {
      const [headers, body] = [scrubbed(row.headers, values), withoutPersonalValues(row.body, values)];
      if (headers === row.headers && body === row.body) continue;
      await this.manager.query(UPDATE_IDEMPOTENCY_ANSWER, [row.scope, row.key, headers, body]);
      rewritten += 1;
    }
    return rewritten;
  }

  private async scrubWebhookEvents(needles: string[], values: PersonalValues): Promise<number> {
    const rows = await this.manager.query<Array<{ id: string; text: string }>>(WEBHOOK_EVENTS_HOLDING, [needles]);
    let rewritten = 0;
    for (const row of rows) {
      const payload = withoutPersonalValues(row.text, values);
      if (payload === row.text) continue;
      await this.manager.query(UPDATE_WEBHOOK_EVENT, [row.id, payload]);
      rewritten += 1;
    }
    return rewritten;
  }

  private async scrubWebhookResponses(needles: string[], values: PersonalValues): Promise<number> {
    const deliveries = await this.manager.query<Array<{ id: string; error: string | null; body: string | null }>>(
      WEBHOOK_DELIVERIES_HOLDING,
      [needles],
    );
    const attempts = await this.manager.query<
      Array<{ id: string; n: number; error: string | null; body: string | null }>
    >(WEBHOOK_ATTEMPTS_HOLDING, [needles]);
    let rewritten = 0;
    for (const row of [...deliveries, ...attempts]) {
      const [error, body] = [scrubbed(row.error, values), scrubbed(row.body, values)];
      if (error === row.error && body === row.body) continue;
      if ('n' in row) await this.manager.query(UPDATE_WEBHOOK_ATTEMPT, [row.id, row.n, error, body]);
      else await this.manager.query(UPDATE_WEBHOOK_DELIVERY, [row.id, error, body]);
      rewritten += 1;
    }
    return rewritten;
  }
}
