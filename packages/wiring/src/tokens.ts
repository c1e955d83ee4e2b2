import type {
  ApiKeyCodec,
  Clock,
  RandomSource,
  SecretBox,
  SigningSecretGenerator,
  WebhookSender,
  WebhookUrlPolicy,
  CursorSeal,
  DeletionRetention,
  DomainSettings,
  IdGenerator,
  MessagingPorts,
  ReportSettings,
  ReportSources,
  SecretTokenIssuer,
  SignInPorts,
  UnitOfWork,
  UserInvitationLinks,
  UserTokenCodec,
} from '@employee/domain';
import type { ServiceIdentifier } from 'inversify';

/**
 * The ports the context modules' use cases run on, as typed symbols: whoever loads the modules binds each of
 * them (the server to its adapters, the tests to in-memory or test-database ones). Source:
 * docs/architecture.md#the-composition-root-and-its-processes.
 */
export const PORTS = {
  unitOfWork: Symbol('UnitOfWork') as ServiceIdentifier<UnitOfWork>,
  clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  ids: Symbol('IdGenerator') as ServiceIdentifier<IdGenerator>,
  settings: Symbol('DomainSettings') as ServiceIdentifier<DomainSettings>,
  apiKeyCodec: Symbol('ApiKeyCodec') as ServiceIdentifier<ApiKeyCodec>,
  userTokenCodec: Symbol('UserTokenCodec') as ServiceIdentifier<UserTokenCodec>,
  /** The seal of the feeds' and the audit trail's cursors (`CURSOR_KEY`). */
  cursorSeal: Symbol('CursorSeal') as ServiceIdentifier<CursorSeal>,
  /** One-time secret tokens of users' invitation links. */
  invitationTokens: Symbol('InvitationTokens') as ServiceIdentifier<SecretTokenIssuer>,
  /**
   * Encryption at rest of user invitations' tokens while their e-mail waits to be sent (`WEBHOOK_SECRET_KEY`, its own
   * derived key).
   */
  userInvitationBox: Symbol('UserInvitationBox') as ServiceIdentifier<SecretBox>,
  /** The acceptance link a user invitation e-mail carries (`PUBLIC_BASE_URL`). */
  userInvitationLinks: Symbol('UserInvitationLinks') as ServiceIdentifier<UserInvitationLinks>,
  /** One-time secret tokens of survey links. */
  surveyTokens: Symbol('SurveyTokens') as ServiceIdentifier<SecretTokenIssuer>,
  /** Encryption at rest of `links` campaigns' survey tokens, so a link can be listed again (`WEBHOOK_SECRET_KEY`). */
  surveyLinkBox: Symbol('SurveyLinkBox') as ServiceIdentifier<SecretBox>,
  /** The adapters of signing in: password hashing, TOTP, recovery codes, sessions, failure counts. */
  signInPorts: Symbol('SignInPorts') as ServiceIdentifier<SignInPorts>,
  /** The reports' respondent tables (docs/reports.md). */
  reportSources: Symbol('ReportSources') as ServiceIdentifier<ReportSources>,
  /** The service's minimum group size of reports and questionnaires (`REPORT_MIN_GROUP_SIZE`). */
  reportSettings: Symbol('ReportSettings') as ServiceIdentifier<ReportSettings>,
  /** How long the audit trail keeps events (`AUDIT_RETENTION_DAYS`). */
  auditRetentionDays: Symbol('AuditRetentionDays') as ServiceIdentifier<number>,
  /** The retention pass: days after the soft deletion (`RETENTION_DAYS_AFTER_DELETION`; 0: never), its time budget. */
  deletionRetention: Symbol('DeletionRetention') as ServiceIdentifier<DeletionRetention>,
  /** Encryption of the webhook endpoints' signing secrets at rest (`WEBHOOK_SECRET_KEY`). */
  secretBox: Symbol('SecretBox') as ServiceIdentifier<SecretBox>,
  /** New webhook signing secrets (`whsec_…`). */
  signingSecrets: Symbol('SigningSecretGenerator') as ServiceIdentifier<SigningSecretGenerator>,
  /** Which webhook endpoint URLs may be saved (`WEBHOOK_ALLOW_PRIVATE_URLS`). */
  webhookUrlPolicy: Symbol('WebhookUrlPolicy') as ServiceIdentifier<WebhookUrlPolicy>,
  /** The HTTP sender of webhook deliveries (the `webhooks` role). */
  webhookSender: Symbol('WebhookSender') as ServiceIdentifier<WebhookSender>,
  /** Random fractions: the jitter of the webhooks' and the messages' retry schedules, the order of comments. */
  randomSource: Symbol('RandomSource') as ServiceIdentifier<RandomSource>,
  /** What the `notifications` role writes and sends with: the renderer, the e-mail and SMS transports, the links. */
  messaging: Symbol('Messaging') as ServiceIdentifier<MessagingPorts>,
};
