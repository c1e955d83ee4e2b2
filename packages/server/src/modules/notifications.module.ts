import { resolve } from 'node:path';
import {
  DeliverInvitations,
  DeliverUserInvitations,
  type EmailTransport,
  type SmsTransport,
  type SurveyLinks,
} from '@employee/domain';
import { RequestRateLimiter } from '@employee/http-common';
import {
  FileEmailTransport,
  FileSmsTransport,
  MjmlMessageRenderer,
  SmtpEmailTransport,
  TwilioSmsTransport,
  WindowedSendingRate,
} from '@employee/message-delivery';
import { PassScheduler } from '@employee/scheduler';
import { invitationUrl, surveyUrl } from '@employee/wire';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { printedLinkOrigin, type ServerConfig } from '../config';
import { TOKENS } from '../tokens';

const configOf = (c: ResolutionContext): ServerConfig => c.get(TOKENS.infrastructure).config;

/** The folders of `DATA_DIR` development's messages are written to, as absolute paths. */
export function outboxFolders(config: Pick<ServerConfig, 'dataDir'>): { mail: string; sms: string } {
  return { mail: resolve(config.dataDir, 'outbox-mail'), sms: resolve(config.dataDir, 'outbox-sms') };
}

/**
 * The links of survey messages (docs/notifications.md#messages) under `origin`: `{origin}/survey/{token}` and the
 * one-click opt-out `{origin}/survey/v1/opt-out/{token}`.
 */
export function surveyLinksUnder(origin: string): SurveyLinks {
  return {
    surveyUrl: (token) => surveyUrl(origin, token),
    optOutUrl: (token) => `${origin}/survey/v1/opt-out/${encodeURIComponent(token)}`,
  };
}

/** The e-mail transport of `config`: SMTP to `SMTP_URL` as `MAIL_FROM`, else files in `DATA_DIR/outbox-mail`. */
function emailTransportOf(config: ServerConfig): EmailTransport & { close?(): void } {
  const { smtpUrl, mailFrom, messageIdDomain } = config.notifications;
  const sender = { from: mailFrom, messageIdDomain };
  if (smtpUrl === null) return new FileEmailTransport(outboxFolders(config).mail, sender);
  return new SmtpEmailTransport({ smtpUrl, ...sender });
}

/** The SMS transport of `config`: Twilio with its account (`SMS_PROVIDER=twilio`), else files in `outbox-sms`. */
function smsTransportOf(config: ServerConfig): SmsTransport {
  const { sms } = config.notifications;
  if (sms.provider === 'file') return new FileSmsTransport(outboxFolders(config).sms);
  const { accountSid, authToken, from, baseUrl } = sms;
  return new TwilioSmsTransport({ accountSid, authToken, from, ...(baseUrl === null ? {} : { baseUrl }) });
}

/** A started, stoppable job of a role. */
export interface RoleJob {
  start(): void;
  stop(): Promise<void>;
}

/**
 * The adapters behind the notifications' ports and the `notifications` role's worker (docs/notifications.md): the
 * MJML renderer (its templates compiled once, so the messaging ports resolve asynchronously), the e-mail transport
 * (SMTP to `SMTP_URL` as `MAIL_FROM`, else `.eml` files in `DATA_DIR/outbox-mail`), the SMS transport
 * (`SMS_PROVIDER`: files in `DATA_DIR/outbox-sms`, or Twilio), survey links under `PUBLIC_BASE_URL` (else
 * `http://localhost:PORT`), the sending rate (`MAIL_RATE_PER_MINUTE`, `MAIL_COMPANY_SHARE_PERCENT`; its windows in
 * Redis when `REDIS_URL` is set, shared by every worker, else in this process), and one pass scheduler of
 * `DeliverInvitations`: a pass every `NOTIFICATIONS_POLL_INTERVAL_MS` while nothing is due, at once after a pass
 * that claimed something; and a second one, alike, of `DeliverUserInvitations` (users' invitation e-mails, their
 * links `{origin}/admin/invitations/{token}` under the same origin). Its `stop` waits for the passes in progress,
 * then closes the SMTP connections. Any number of workers run side by side: each message is claimed by one.
 */
export const notificationsAdaptersModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.emailTransport)
    .toDynamicValue((c) => emailTransportOf(configOf(c)))
    .inSingletonScope();
  bind(TOKENS.smsTransport)
    .toDynamicValue((c) => smsTransportOf(configOf(c)))
    .inSingletonScope();
  bind(TOKENS.userInvitationLinks).toDynamicValue((c) => {
    const config = configOf(c);
    const origin = printedLinkOrigin(config, config.port);
    return { invitationUrl: (token: string) => invitationUrl(origin, token) };
  });
  bind(TOKENS.messaging)
    .toDynamicValue(async (c) => {
      const { config, redis } = c.get(TOKENS.infrastructure);
      const counters = {
        company: new RequestRateLimiter(redis, 'mail-company'),
        all: new RequestRateLimiter(redis, 'mail-all'),
      };
      return {
        renderer: await MjmlMessageRenderer.create(),
        email: c.get(TOKENS.emailTransport),
        sms: c.get(TOKENS.smsTransport),
        links: surveyLinksUnder(printedLinkOrigin(config, config.port)),
        rate: new WindowedSendingRate(counters, config.notifications.rate),
      };
    })
    .inSingletonScope();
  bind(TOKENS.notificationsWorker)
    .toDynamicValue(async (c): Promise<RoleJob> => {
      const { config, logger } = c.get(TOKENS.infrastructure);
      const deliver = await c.getAsync(DeliverInvitations);
      const deliverUsers = await c.getAsync(DeliverUserInvitations);
      const email = c.get(TOKENS.emailTransport);
      const folders = outboxFolders(config);
      const mailFolder = config.notifications.smtpUrl === null ? folders.mail : null;
      const smsFolder = config.notifications.sms.provider === 'file' ? folders.sms : null;
      if (mailFolder !== null || smsFolder !== null)
        logger.info({ mail_folder: mailFolder, sms_folder: smsFolder }, 'messages are written to folders, not sent');
      const scheduler = new PassScheduler(
        { execute: async () => ({ ...(await deliver.execute()) }) },
        config.notifications.pollIntervalMs,
        logger,
        { done: 'invitation messages', failed: 'invitation message pass failed; retrying next interval' },
        { busyIntervalMs: 0, doneLevel: 'debug' },
      );
      const users = new PassScheduler(
        { execute: async () => ({ ...(await deliverUsers.execute()) }) },
        config.notifications.pollIntervalMs,
        logger,
        { done: 'user invitation messages', failed: 'user invitation message pass failed; retrying next interval' },
        { busyIntervalMs: 0 },
      );
      return {
        start() {
          scheduler.start();
          users.start();
        },
        async stop() {
          await Promise.all([scheduler.stop(), users.stop()]);
          email.close?.();
        },
      };
    })
    .inSingletonScope();
});
