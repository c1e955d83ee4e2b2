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

/** The person anonymised (`HER`, her values) and another employee of the company. */
const HER = 'a0a0a0a0-0000-4000-8000-000000000001';
const ANOTHER = 'a0a0a0a0-0000-4000-8000-000000000002';
const PERSON = PersonalValues.ofTexts(['Ana Beatriz Souza', 'ana.souza@example.com.br', '52998224725', 'MAT-7', 'RH']);

const answerAbout = (id: string, name: string, email: string, internalId: string): StoredAnswer => ({
  status: 201,
  headers: { 'content-type': 'application/json; charset=UTF-8', location: `/api/v1/employees/${id}` },
  body: JSON.stringify({ data: { id, name, email, internal_id: internalId, department: 'RH', version: 1 } }),
});

/**
 * The contract of the `PersonalDataCopies` port (docs/lgpd.md#anonymisation): the person's stored idempotency
 * answers, webhook payloads and what their deliveries kept of the receivers' answers that hold one of their values
 * are rewritten without it (the JSON's shape kept); those that hold none, and another person's even when they hold
 * the same value (the department), are left alone; a run that rolls back keeps the webhook records as they were.
 */
export function personalDataCopiesContract(
  adapterName: string,
  makeHarness: () => Promise<PersonalDataCopiesHarness>,
): void {
  describe(`PersonalDataCopies contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const { run, deliveriesOf, publish } = webhookRuns(harness);

    it('rewrites the idempotency answers about the person that hold a value, and only those', async () => {
      const keys = harness().keys;
      const store = async (key: string, answer: StoredAnswer) => {
        await keys.claim('api-key:1', key, `fp-${key}`, at(0));
        await keys.complete('api-key:1', key, answer);
      };
      await store('about-her', answerAbout(HER, 'Ana Beatriz Souza', 'ANA.SOUZA@example.com.br', 'MAT-7'));
      await store('about-another', answerAbout(ANOTHER, 'Carlos Lima', 'carlos@example.com.br', 'MAT-70'));

      const scrubbed = await run((r) => r.personalDataCopies.scrub(HER, PERSON));

      expect(scrubbed.idempotencyAnswers).toBe(1);
      const replay = await keys.claim('api-key:1', 'about-her', 'fp-about-her', at(1));
      expect(replay).toEqual({
        kind: 'answered',
        answer: {
          ...answerAbout(HER, '', '', ''),
          body: JSON.stringify({
            data: { id: HER, name: null, email: null, internal_id: null, department: null, version: 1 },
          }),
        },
      });
      expect(await keys.claim('api-key:1', 'about-another', 'fp-about-another', at(1))).toEqual({
        kind: 'answered',
        answer: answerAbout(ANOTHER, 'Carlos Lima', 'carlos@example.com.br', 'MAT-70'),
      });
    });

    it('rewrites her webhook payloads and the receivers’ answers kept that hold a value, and only those', async () => {
      const { parent } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint] });
      const holding = anOutboxEvent(parent, {
        entityId: HER,
        data: { id: HER, note: 'sobre Ana Beatriz Souza', version: 2 },
      });
      const clean = anOutboxEvent(parent, { entityId: HER });
      const another = anOutboxEvent(parent, { entityId: ANOTHER, data: { id: ANOTHER, department: 'RH' } });
      await publish(holding, clean, another);
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

      const scrubbed = await run((r) => r.personalDataCopies.scrub(HER, PERSON));

      expect(scrubbed.webhookRecords).toBeGreaterThanOrEqual(2);
      const [first, second, third] = await deliveriesOf(endpoint);
      expect(first?.payload.data).toEqual({ id: HER, note: null, version: 2 });
      expect(first?.lastResponseBody).toBe('');
      expect(first?.attempts.map((a) => a.body)).toEqual(['']);
      expect(second?.payload.data).toEqual(clean.data);
      expect(third?.payload.data).toEqual(another.data);
    });

    it('keeps the webhook records as they were when the run rolls back', async () => {
      const { parent } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint] });
      await publish(anOutboxEvent(parent, { entityId: HER, data: { id: HER, note: 'Ana Beatriz Souza' } }));
      const failed = run(async (r) => {
        await r.personalDataCopies.scrub(HER, PERSON);
        throw new Error('rolled back');
      });
      await expect(failed).rejects.toThrow('rolled back');
      expect((await deliveriesOf(endpoint))[0]?.payload.data).toEqual({ id: HER, note: 'Ana Beatriz Souza' });
    });
  });
}
