import { randomInt } from 'node:crypto';
import { DeliverWebhooks } from '@employee/domain';
import { PassScheduler } from '@employee/scheduler';
import { NodeSecretBox, NodeSigningSecretGenerator } from '@employee/security-node';
import { HttpWebhookSender, webhookUrlPolicy } from '@employee/webhook-delivery';
import { ContainerModule, type ResolutionContext } from 'inversify';
import type { ServerConfig } from '../config';
import { TOKENS } from '../tokens';

const configOf = (c: ResolutionContext): ServerConfig => c.get(TOKENS.infrastructure).config;

/** Delivery loops of one `webhooks` worker: `WEBHOOK_CONCURRENCY` is split over them, each claiming its share. */
export const WEBHOOK_DELIVERY_LOOPS = 4;

/** The webhooks' URL rules of `config`: production mode and `WEBHOOK_ALLOW_PRIVATE_URLS`. */
function urlOptionsOf(config: ServerConfig): { production: boolean; allowPrivate: boolean } {
  return { production: config.appEnv === 'production', allowPrivate: config.webhooks.allowPrivateUrls };
}

/**
 * The deliveries each loop claims per pass: `WEBHOOK_CONCURRENCY` over {@link WEBHOOK_DELIVERY_LOOPS} loops,
 * rounded up (so 16 gives 4 loops of 4; 1 gives 1 loop of 1). Loops with a share of 0 are not started.
 */
export function deliveryLoopsOf(concurrency: number): number[] {
  const loops = Math.min(WEBHOOK_DELIVERY_LOOPS, concurrency);
  return Array.from({ length: loops }, (_, i) => Math.floor((concurrency + loops - 1 - i) / loops));
}

/**
 * The adapters behind the webhooks' ports and the `webhooks` role's worker (docs/webhooks.md#the-worker): the
 * secret box under `WEBHOOK_SECRET_KEY`, `whsec_` secrets, the URL policy and the HTTP sender of `APP_ENV` and
 * `WEBHOOK_ALLOW_PRIVATE_URLS`, jitter from `node:crypto`, and {@link WEBHOOK_DELIVERY_LOOPS} pass schedulers of
 * `DeliverWebhooks`, each running a pass every `WEBHOOK_POLL_INTERVAL_MS` while nothing is due and at once after a
 * pass that claimed something, over the companies of `WEBHOOK_PARTITION`. Any number of workers run side by side:
 * each delivery is claimed by one.
 */
export const webhooksAdaptersModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.secretBox)
    .toDynamicValue((c) => new NodeSecretBox(configOf(c).webhooks.secretKey))
    .inSingletonScope();
  bind(TOKENS.signingSecrets).toConstantValue(new NodeSigningSecretGenerator());
  bind(TOKENS.webhookUrlPolicy).toDynamicValue((c) => webhookUrlPolicy(urlOptionsOf(configOf(c))));
  bind(TOKENS.webhookSender)
    .toDynamicValue((c) => new HttpWebhookSender(urlOptionsOf(configOf(c))))
    .inSingletonScope();
  bind(TOKENS.randomSource).toConstantValue({ fraction: () => randomInt(0, 2 ** 32) / 2 ** 32 });
  bind(TOKENS.webhookWorkers)
    .toDynamicValue((c) => {
      const { config, logger } = c.get(TOKENS.infrastructure);
      const deliver = c.get(DeliverWebhooks);
      return deliveryLoopsOf(config.webhooks.concurrency).map(
        (limit) =>
          new PassScheduler(
            {
              execute: async () => ({
                ...(await deliver.execute({
                  limit,
                  partition: config.webhooks.partition,
                  leaseMs: config.webhooks.leaseMs,
                })),
              }),
            },
            config.webhooks.pollIntervalMs,
            logger,
            { done: 'webhook deliveries', failed: 'webhook delivery pass failed; retrying next interval' },
            { busyIntervalMs: 0, doneLevel: 'debug' },
          ),
      );
    })
    .inSingletonScope();
});
