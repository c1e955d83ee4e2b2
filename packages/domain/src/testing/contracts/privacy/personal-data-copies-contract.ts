import { describe, expect, it } from '@jest/globals';
import type { IdempotencyKeys, StoredAnswer } from '../../../history/idempotency-keys';
import type { UnitOfWork } from '../../../kernel/unit-of-work';
import { PersonalValues } from '../../../privacy/personal-values';
import type { Repositories } from '../../../repositories';
import { aWebhookEndpoint } from '../../builders';
import { at, seed, useHarness } from '../harness';
import { anOutboxEvent, claimAt, companyTree, webhookRuns } from '../webhooks/webhooks-contract-kit';

/** What an adapter of `PersonalDataCopies` under contract gives each test: a unit of work and the keys of its store. */
export interface PersonalDataCopiesHarness {
  uow: UnitOfWork<Repositories>;
  /** The idempotency keys over the same storage as `uow`. */
  keys: IdempotencyKeys;
  close?(): Promise<void>;
}

const PERSON = PersonalValues.ofTexts(['Ana Beatriz Souza', 'ana.souza@example.com.br', '52998224725', 'MAT-7']);

const answerAbout = (name: string, email: string, internalId: string): StoredAnswer => ({
  status: 201,
  headers: { 'content-type': 'application/json; charset=UTF-8', location: '/api/v1/employees/e-1' },
  body: JSON.stringify({ data: { id: 'e-1', name, email, internal_id: internalId, version: 1 } }),
});

/**
 * The contract of the `PersonalDataCopies` port (docs/lgpd.md#anonymisation): stored idempotency answers, webhook
 * payloads and what deliveries kept of the receivers' answers that hold one of a person's values are rewritten
 * without it (the JSON's shape kept), those that hold none are left alone, and a run that rolls back keeps the
 * webhook records as they were.
 */
export function personalDataCopiesContract(
  adapterName: string,
  makeHarness: () => Promise<PersonalDataCopiesHarness>,
): void {
  describe(`PersonalDataCopies contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const { run, deliveriesOf, publish } = webhookRuns(harness);

    it('rewrites the idempotency answers that hold a value, and only those', async () => {
      const keys = harness().keys;
      const store = async (key: string, answer: StoredAnswer) => {
        await keys.claim('api-key:1', key, `fp-${key}`, at(0));
        await keys.complete('api-key:1', key, answer);
      };
      await store('about-her', answerAbout('Ana Beatriz Souza', 'ANA.SOUZA@example.com.br', 'MAT-7'));
      await store('about-another', answerAbout('Carlos Lima', 'carlos@example.com.br', 'MAT-70'));

      const scrubbed = await run((r) => r.personalDataCopies.scrub(PERSON));

      expect(scrubbed.idempotencyAnswers).toBe(1);
      const replay = await keys.claim('api-key:1', 'about-her', 'fp-about-her', at(1));
      expect(replay).toEqual({
        kind: 'answered',
        answer: {
          ...answerAbout('', '', ''),
          body: JSON.stringify({ data: { id: 'e-1', name: null, email: null, internal_id: null, version: 1 } }),
        },
      });
      expect(await keys.claim('api-key:1', 'about-another', 'fp-about-another', at(1))).toEqual({
        kind: 'answered',
        answer: answerAbout('Carlos Lima', 'carlos@example.com.br', 'MAT-70'),
      });
    });

    it('rewrites webhook payloads and the receivers’ answers kept that hold a value, and only those', async () => {
      const { parent } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint] });
      const holding = anOutboxEvent(parent, { data: { id: 'e-1', note: 'sobre Ana Beatriz Souza', version: 2 } });
      const clean = anOutboxEvent(parent);
      await publish(holding, clean);
      const [claimed] = await run((r) => r.webhookDeliveries.claim(claimAt(at(10_000), 'lease-a', 1)));
      await run((r) =>
        r.webhookDeliveries.record({
          deliveryId: claimed!.id,
          leaseToken: 'lease-a',
          status: 'pending',
          tries: 1,
          nextAttemptAt: at(20_000),
          attempt: { at: at(10_000), status: 400, error: null, durationMs: 5, body: 'unknown 52998224725' },
        }),
      );

      const scrubbed = await run((r) => r.personalDataCopies.scrub(PERSON));

      expect(scrubbed.webhookRecords).toBeGreaterThanOrEqual(2);
      const [first, second] = await deliveriesOf(endpoint);
      expect(first?.payload.data).toEqual({ id: 'e-1', note: null, version: 2 });
      expect(first?.lastResponseBody).toBe('');
      expect(first?.attempts.map((a) => a.body)).toEqual(['']);
      expect(second?.payload.data).toEqual(clean.data);
    });

    it('keeps the webhook records as they were when the run rolls back', async () => {
      const { parent } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint] });
      await publish(anOutboxEvent(parent, { data: { id: 'e-1', note: 'Ana Beatriz Souza' } }));
      const failed = run(async (r) => {
        await r.personalDataCopies.scrub(PERSON);
        throw new Error('rolled back');
      });
      await expect(failed).rejects.toThrow('rolled back');
      expect((await deliveriesOf(endpoint))[0]?.payload.data).toEqual({ id: 'e-1', note: 'Ana Beatriz Souza' });
    });
  });
}
