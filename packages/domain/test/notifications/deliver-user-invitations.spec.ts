import { describe, expect, it } from '@jest/globals';
import {
  DeliverUserInvitations,
  MESSAGE_LEASE_MS,
  type EmailMessage,
  type MessageContent,
  type SecretBox,
  type TransportOutcome,
  type UserInvitationContent,
} from '@employee/domain';
import { FixedRandomSource, MinuteSendingRate } from '@employee/domain/testing';
import { accessWorld, keyOf, seedTree } from '../access/access-world';

const TIME_ZONE = 'America/Sao_Paulo';
const PASSWORD = 'correct horse battery';
const ORIGIN = 'https://painel.example';

/** An e-mail transport that keeps what it was given and answers the outcomes queued, then `sent`. */
class RecordingEmail {
  readonly sent: EmailMessage[] = [];
  readonly outcomes: TransportOutcome[] = [];
  async send(message: EmailMessage): Promise<TransportOutcome> {
    this.sent.push(message);
    return this.outcomes.shift() ?? { kind: 'sent' };
  }
}

/** A renderer whose text is the content itself, so a test reads what a message says. */
const renderer = {
  render: (content: MessageContent) => {
    const text = JSON.stringify(content);
    return { subject: content.kind, text, html: `<p>${text}</p>`, sms: text };
  },
};

async function invitationWorld(options: { box?: SecretBox; perCompanyPerMinute?: number } = {}) {
  const w = accessWorld();
  const t = await seedTree(w);
  const email = new RecordingEmail();
  const rate = new MinuteSendingRate(w.clock, { perCompany: options.perCompanyPerMinute });
  const links = { invitationUrl: (token: string) => `${ORIGIN}/admin/invitations/${token}` };
  const deliver = new DeliverUserInvitations(
    w.uow,
    { renderer, email, links, rate },
    options.box ?? w.invitationBox,
    { timeZone: TIME_ZONE },
    w.clock,
    w.ids,
    new FixedRandomSource(),
  );
  const invite = (address: string) =>
    w.createUser.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      name: 'Carla Dias',
      email: address,
      profileId: t.hr.id,
    });
  const reissue = (id: string) =>
    w.reissueInvitation.execute({ principal: keyOf(t.parent), companyId: t.parent.id, id });
  const accept = (token: string) => w.acceptInvitation.execute({ token, password: PASSWORD });
  return { ...w, t, email, deliver, invite, reissue, accept };
}

const contentOf = (message: EmailMessage) => JSON.parse(message.text) as UserInvitationContent;
const tokenOf = (message: EmailMessage) => contentOf(message).link.split('/').pop() ?? '';

describe('DeliverUserInvitations (docs/notifications.md#user-invitations)', () => {
  it("e-mails a new user's invitation in pt-BR with the link the API answered, which accepts it", async () => {
    const w = await invitationWorld();
    const created = await w.invite('Carla.Dias@Example.com');

    expect(await w.deliver.execute()).toEqual({
      claimed: 1,
      sent: 1,
      retrying: 0,
      undeliverable: 0,
      deferred: 0,
      lost: 0,
    });
    const [mail] = w.email.sent;
    expect(mail).toMatchObject({
      to: 'carla.dias@example.com',
      messageId: `user-invitation.${created.user.id}.1`,
      unsubscribeUrl: null,
    });
    expect(contentOf(mail!)).toEqual({
      kind: 'user_invitation',
      language: 'pt-BR',
      recipientName: 'Carla Dias',
      companyName: 'Matriz',
      link: `${ORIGIN}/admin/invitations/${created.invitationToken}`,
      expiresAt: created.user.invitation!.expiresAt.toISOString(),
      timeZone: TIME_ZONE,
    });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    await expect(w.accept(tokenOf(mail!))).resolves.toMatchObject({ user: { status: 'active' } });

    // The token is in no audit event of the company; its sealed copy neither, nor in the user (who keeps its hash).
    const trail = JSON.stringify(await w.repos.audit.chainOf(w.t.parent.id, null, 1000));
    const sealed = 'plain-sealed:'; // how every text the test box seals begins
    expect(trail).toContain('user.created');
    expect([trail.includes(created.invitationToken), trail.includes(sealed)]).toEqual([false, false]);
    expect(JSON.stringify(created.user.toProps())).not.toContain(sealed);
  });

  it('sends a re-issued invitation under the next message id; only its link accepts', async () => {
    const w = await invitationWorld();
    const created = await w.invite('bia@example.com');
    await w.deliver.execute();
    const reissued = await w.reissue(created.user.id);

    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    const [first, second] = w.email.sent;
    expect([second!.to, second!.messageId]).toEqual(['bia@example.com', `user-invitation.${created.user.id}.2`]);
    expect(tokenOf(second!)).toBe(reissued.invitationToken);
    await expect(w.accept(tokenOf(first!))).rejects.toMatchObject({ code: 'USER.INVITATION_INVALID' });
    await expect(w.accept(tokenOf(second!))).resolves.toMatchObject({ user: { status: 'active' } });
  });

  it('re-issued before its first send: only the new invitation goes out', async () => {
    const w = await invitationWorld();
    const created = await w.invite('caio@example.com');
    const reissued = await w.reissue(created.user.id);

    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    expect(w.email.sent.map((m) => [m.messageId, tokenOf(m)])).toEqual([
      [`user-invitation.${created.user.id}.2`, reissued.invitationToken],
    ]);
  });

  it('retries a temporary failure after the back-off, same id and link; never a permanent one', async () => {
    const w = await invitationWorld();
    await w.invite('dora@example.com');
    await w.invite('enzo@example.com');
    w.email.outcomes.push({ kind: 'temporary', error: 'smtp_421' }, { kind: 'permanent', error: 'smtp_550' });

    expect(await w.deliver.execute()).toMatchObject({ claimed: 2, retrying: 1, undeliverable: 1 });
    w.clock.advanceSeconds(30);
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    w.clock.advanceSeconds(40); // the first retry comes 60 s after the failure (no jitter here)
    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    const [first, refused, retried] = w.email.sent;
    expect([retried!.to, retried!.messageId, tokenOf(retried!)]).toEqual([
      first!.to,
      first!.messageId,
      tokenOf(first!),
    ]);
    w.clock.advanceSeconds(3 * 3600);
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    expect(w.email.sent.filter((m) => m.to === refused!.to)).toHaveLength(1);
  });

  it('never sends an invitation accepted, disabled or expired before its turn', async () => {
    const w = await invitationWorld();
    const accepted = await w.invite('fabio@example.com');
    await w.accept(accepted.invitationToken);
    const disabled = await w.invite('gil@example.com');
    await w.disableUser.execute({ principal: keyOf(w.t.parent), companyId: w.t.parent.id, id: disabled.user.id });
    await w.invite('hana@example.com');
    w.clock.advanceSeconds(72 * 3600);

    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    expect(w.email.sent).toEqual([]);
  });

  it("counts in the company's sending rate: one over it waits for the next minute, then goes", async () => {
    const w = await invitationWorld({ perCompanyPerMinute: 1 });
    w.clock.set('2026-11-22T10:00:10-03:00');
    await w.invite('lia@example.com');
    await w.invite('max@example.com');

    expect(await w.deliver.execute()).toMatchObject({ claimed: 2, sent: 1, deferred: 1 });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    w.clock.set('2026-11-22T10:01:00-03:00');
    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    expect(w.email.sent.map((m) => m.to).sort()).toEqual(['lia@example.com', 'max@example.com']);
  });

  it('a worker killed after claiming loses nothing: once its lease runs out the message goes', async () => {
    const w = await invitationWorld();
    const created = await w.invite('iara@example.com');
    const now = w.clock.now();
    await w.uow.run((r) =>
      r.userInvitationMessages.claim({
        now,
        limit: 10,
        leaseUntil: new Date(now.getTime() + MESSAGE_LEASE_MS),
        leaseToken: 'the killed worker',
      }),
    );

    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    w.clock.advanceSeconds(MESSAGE_LEASE_MS / 1000);
    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    expect(w.email.sent.map((m) => m.messageId)).toEqual([`user-invitation.${created.user.id}.1`]);
  });

  it('gives up a message whose sealed token no longer opens (key changed): undeliverable, unsent', async () => {
    const box: SecretBox = {
      seal: (text) => text,
      open: () => {
        throw new Error('sealed under another key');
      },
    };
    const w = await invitationWorld({ box });
    await w.invite('joao@example.com');

    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, undeliverable: 1, sent: 0 });
    expect(w.email.sent).toEqual([]);
  });
});
