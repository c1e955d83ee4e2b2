import { describe, expect, it } from '@jest/globals';
import {
  AcceptInvitation,
  AuthenticateApiKey,
  AuthenticateSession,
  CheckStorage,
  CreateEmployee,
  CreateWebhookEndpoint,
  DeliverInvitations,
  DeliverUserInvitations,
  DeliverWebhooks,
  ExportPersonalData,
  AnonymiseEmployee,
  AnonymiseExpiredEmployees,
  DisableUserAsOperator,
  ListEmployees,
  PurgeAuditEvents,
  ReadQuestionnaire,
  ReadReport,
  SetCompanyOtp,
  SettleDueFirings,
  SubmitResponse,
  type UnitOfWork,
} from '@employee/domain';
import {
  FixedClock,
  FixedRandomSource,
  HttpWebhookUrlPolicy,
  inMemorySignInPorts,
  InMemoryUnitOfWork,
  MinuteSendingRate,
  PlainApiKeyCodec,
  PlainCursorSeal,
  PlainSecretBox,
  PlainSecretTokenIssuer,
  SequentialIdGenerator,
  SequentialSigningSecretGenerator,
} from '@employee/domain/testing';
import type { Newable } from 'inversify';
import { AUTHENTICATION, containerOver, type PortValues } from '../src';

const SETTINGS = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

/** Every port bound to a test adapter over one in-memory unit of work. */
function inMemoryPorts(): PortValues {
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  return {
    unitOfWork: uow,
    clock,
    ids: new SequentialIdGenerator(),
    settings: SETTINGS,
    apiKeyCodec: new PlainApiKeyCodec(),
    userTokenCodec: new PlainApiKeyCodec('usr'),
    cursorSeal: new PlainCursorSeal(),
    invitationTokens: new PlainSecretTokenIssuer(),
    surveyTokens: new PlainSecretTokenIssuer(),
    surveyLinkBox: new PlainSecretBox(),
    userInvitationBox: new PlainSecretBox(),
    userInvitationLinks: { invitationUrl: (token) => `https://x/admin/invitations/${token}` },
    signInPorts: inMemorySignInPorts(),
    reportSources: uow.reportSources(SETTINGS.timeZone),
    reportSettings: { minGroupSize: 5 },
    auditRetentionDays: 400,
    deletionRetention: { retentionDays: 180, passBudgetMs: 5000 },
    secretBox: new PlainSecretBox(),
    signingSecrets: new SequentialSigningSecretGenerator(),
    webhookUrlPolicy: new HttpWebhookUrlPolicy(),
    webhookSender: { send: () => Promise.reject(new Error('no receiver in this test')) },
    randomSource: new FixedRandomSource(),
    messaging: {
      renderer: { render: () => ({ subject: 's', text: 't', html: '<p>h</p>', sms: 'sms' }) },
      email: { send: () => Promise.resolve({ kind: 'sent' }) },
      sms: { send: () => Promise.resolve({ kind: 'sent' }) },
      links: { surveyUrl: (token) => `https://x/survey/${token}`, optOutUrl: (token) => `https://x/o/${token}` },
      rate: new MinuteSendingRate(clock),
    },
  };
}

describe('the context modules', () => {
  it('resolve the use cases of every context over the bound ports', () => {
    const container = containerOver(inMemoryPorts());
    const useCases: Array<Newable<object>> = [
      CheckStorage,
      SetCompanyOtp,
      CreateEmployee,
      SettleDueFirings,
      AuthenticateSession,
      DisableUserAsOperator,
      AcceptInvitation,
      SubmitResponse,
      ReadQuestionnaire,
      ReadReport,
      PurgeAuditEvents,
      CreateWebhookEndpoint,
      DeliverWebhooks,
      ExportPersonalData,
      AnonymiseEmployee,
      AnonymiseExpiredEmployees,
    ];
    for (const useCase of useCases) expect(container.get(useCase)).toBeInstanceOf(useCase);
  });

  it("resolve the users' invitation e-mail pass asynchronously, over the same messaging ports", async () => {
    const deliver = await containerOver(inMemoryPorts()).getAsync(DeliverUserInvitations);
    await expect(deliver.execute()).resolves.toEqual({
      claimed: 0,
      sent: 0,
      retrying: 0,
      undeliverable: 0,
      deferred: 0,
      lost: 0,
    });
  });

  it('resolve the notifications pass asynchronously (its messaging ports may be bound so)', async () => {
    const container = containerOver(inMemoryPorts());
    const deliver = await container.getAsync(DeliverInvitations);
    expect(deliver).toBeInstanceOf(DeliverInvitations);
    await expect(deliver.execute()).resolves.toEqual({
      claimed: 0,
      sent: 0,
      retrying: 0,
      undeliverable: 0,
      deferred: 0,
      lost: 0,
    });
  });

  it('group authentication for the HTTP listeners', () => {
    const access = containerOver(inMemoryPorts()).get(AUTHENTICATION);
    expect(access.authenticate).toBeInstanceOf(AuthenticateApiKey);
    expect(access.authenticateSession).toBeInstanceOf(AuthenticateSession);
  });

  it('run a use case on the unit of work bound to the port', async () => {
    const down = new Error('storage down');
    const failing = { run: () => Promise.reject(down) } as unknown as UnitOfWork;
    const health = containerOver({ ...inMemoryPorts(), unitOfWork: failing }).get(CheckStorage);
    await expect(health.execute()).rejects.toBe(down);
  });

  it('fail to resolve a use case whose port is not bound', () => {
    const { unitOfWork: _unbound, ...others } = inMemoryPorts();
    expect(() => containerOver(others).get(ListEmployees)).toThrow(/UnitOfWork/);
  });
});
