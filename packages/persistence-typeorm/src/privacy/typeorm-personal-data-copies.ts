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
 * `webhook_events`, `webhook_deliveries` and `webhook_attempts` about the person (an answer whose body names the
 * employee id; events and deliveries whose ordering key is it, found by index, and those deliveries' attempts) whose
 * text holds a value are read (found with `strpos`, locked) and each text rewritten by the domain's
 * `withoutPersonalValues`. The answers are a scan of 24 hours of them. Passes
 * `personalDataCopiesContract`. Source: domain `PersonalDataCopies`; docs/persistence.md#anonymisation.
 */
export class TypeOrmPersonalDataCopies implements PersonalDataCopies {
  constructor(private readonly manager: EntityManager) {}

  async scrub(subjectId: string, values: PersonalValues): Promise<ScrubbedCopies> {
    const needles = [...values.all];
    if (needles.length === 0) return { idempotencyAnswers: 0, webhookRecords: 0 };
    const about = [needles, subjectId];
    const idempotencyAnswers = await this.scrubIdempotencyAnswers(about, values);
    const webhookRecords =
      (await this.scrubWebhookEvents(about, values)) + (await this.scrubWebhookResponses(about, values));
    return { idempotencyAnswers, webhookRecords };
  }

  private async scrubIdempotencyAnswers(about: unknown[], values: PersonalValues): Promise<number> {
    const rows = await this.manager.query<Array<{ scope: string; key: string; headers: string | null; body: string }>>(
      IDEMPOTENCY_ANSWERS_HOLDING,
      about,
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

  private async scrubWebhookEvents(about: unknown[], values: PersonalValues): Promise<number> {
    const rows = await this.manager.query<Array<{ id: string; text: string }>>(WEBHOOK_EVENTS_HOLDING, about);
    let rewritten = 0;
    for (const row of rows) {
      const payload = withoutPersonalValues(row.text, values);
      if (payload === row.text) continue;
      await this.manager.query(UPDATE_WEBHOOK_EVENT, [row.id, payload]);
      rewritten += 1;
    }
    return rewritten;
  }

  private async scrubWebhookResponses(about: unknown[], values: PersonalValues): Promise<number> {
    const deliveries = await this.manager.query<Array<{ id: string; error: string | null; body: string | null }>>(
      WEBHOOK_DELIVERIES_HOLDING,
      about,
    );
    const attempts = await this.manager.query<
      Array<{ id: string; n: number; error: string | null; body: string | null }>
    >(WEBHOOK_ATTEMPTS_HOLDING, about);
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
