import { afterAll, beforeAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { cleanUp } from './support/clean-up';
import { setUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { MailSink, type ReceivedMail } from './support/mail-sink';
import { NOTIFICATIONS_TEST_ENV } from './support/notification-fixtures';
import {
  api,
  createDataDir,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * Dashboard users' invitations e-mailed by the `notifications` role (docs/notifications.md#user-invitations), seen
 * from outside: the REAL server process (`SERVICES=api,notifications`, production settings) over PostgreSQL, its
 * e-mail going to an SMTP server in this process (`smtp-server`, each message parsed by mailparser). A user created
 * through the API gets an e-mail in pt-BR whose link is the one the API answered, accepts the invitation and leads
 * to a session; a re-issued invitation comes as a second e-mail whose link works while the first one's no longer
 * does; a user created while the SMTP server refuses (421/451) stays `pending` and gets the e-mail once it accepts
 * (the 1-minute back-off is cut short in the database: the retry itself is DeliverUserInvitations' unit test).
 * Nothing personal is logged.
 */

const STEP_TIMEOUT = 60_000;
const PASSWORD = 'cavalo correto na praia 2026';
const MESSAGE_ID_DOMAIN = 'exemplo.test';

/** What the database holds of a user's invitation e-mail. */
interface StoredMessage {
  readonly state: string;
  readonly tries: number;
  readonly issue: number;
  readonly sealed: boolean;
}

/** Runs `sql` with `params` on the suite's database and answers its rows. */
async function query<T extends object>(databaseUrl: string, sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The acceptance token of the link an e-mail carries (`…/admin/invitations/<token>`), or `null`. */
function invitationTokenIn(mail: ReceivedMail): string | null {
  const match = /\/admin\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text);
  return match?.[1] ?? null;
}

describeWhen(postgresMissing(), "notifications: dashboard users' invitations by e-mail", () => {
  let database: FreshPostgresDatabase | null = null;
  let dataDir: { path: string; remove(): Promise<void> } | null = null;
  let sink: MailSink | null = null;
  let server: ServerProcess | null = null;
  let key = '';
  let profileId = '';
  const tokens: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    dataDir = await createDataDir({ empty: true }); // outbox folders only: the database is DATABASE_URL
    sink = await MailSink.listen();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir.path,
      ...NOTIFICATIONS_TEST_ENV,
      SMTP_URL: sink.smtpUrl,
    };
    server = await startServerProcess({ ...env, SERVICES: 'api,notifications' });
    key = (await setUpCompany(env, 'Empresa Convidante')).key;
    const profiles = await api(server.baseUrl, key, 'GET', '/api/v1/profiles');
    const reader = (profiles.body.data as Array<{ id: string; name: string }>).find(
      (p) => p.name === 'Leitor de relatórios',
    );
    profileId = reader!.id;
  }, STEP_TIMEOUT);

  afterAll(async () => {
    await cleanUp([() => server?.kill(), () => sink?.close(), () => database?.drop(), () => dataDir?.remove()]);
  }, STEP_TIMEOUT);

  const createUser = async (name: string, email: string) => {
    const created = await api(server!.baseUrl, key, 'POST', '/api/v1/users', { name, email, profile_id: profileId });
    expect(created.status).toBe(201);
    return created.body.data as { id: string; invitation_url: string };
  };
  const mailsTo = async (email: string, count: number): Promise<ReceivedMail[]> => {
    expect(await eventually(async () => sink!.mailsTo(email).length >= count, 20_000)).toBe(true);
    return sink!.mailsTo(email);
  };
  const accept = (token: string) =>
    api(server!.baseUrl, null, 'POST', '/admin/api/invitations/accept', { token, password: PASSWORD });
  const signIn = (email: string) =>
    fetch(`${server!.baseUrl}/admin/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
  const stored = async (userId: string): Promise<StoredMessage | undefined> =>
    (
      await query<StoredMessage>(
        database!.url,
        `SELECT state, tries, issue, token_sealed IS NOT NULL AS sealed
           FROM user_invitation_messages WHERE user_id = $1`,
        [userId],
      )
    )[0];

  it('a created user gets the invitation by e-mail in pt-BR; its link accepts it and the user signs in', async () => {
    const email = 'carla.convidada@example.com';
    const user = await createUser('Carla Convidada Dias', email);

    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe('Convite para o painel de Empresa Convidante');
    expect(mail!.messageId).toBe(`<user-invitation.${user.id}.1@${MESSAGE_ID_DOMAIN}>`);
    const token = invitationTokenIn(mail!);
    tokens.push(token!);
    // The API still answers the same link once, for operators who run without mail.
    expect(user.invitation_url).toBe(`${NOTIFICATIONS_TEST_ENV.PUBLIC_BASE_URL}/admin/invitations/${token}`);
    expect(await stored(user.id)).toEqual({ state: 'sent', tries: 1, issue: 1, sealed: false });

    expect((await accept(token!)).status).toBe(200);
    expect((await signIn(email)).status).toBe(204);
  });

  it("a re-issued invitation comes as a new e-mail whose link works; the first one's link no longer does", async () => {
    const email = 'bruno.reconvidado@example.com';
    const user = await createUser('Bruno Reconvidado Lima', email);
    const [first] = await mailsTo(email, 1);
    const reissued = await api(server!.baseUrl, key, 'POST', `/api/v1/users/${user.id}/invitation`);
    expect(reissued.status).toBe(200);

    const [, second] = await mailsTo(email, 2);
    expect(second!.messageId).toBe(`<user-invitation.${user.id}.2@${MESSAGE_ID_DOMAIN}>`);
    const [firstToken, secondToken] = [invitationTokenIn(first!), invitationTokenIn(second!)];
    tokens.push(firstToken!, secondToken!);
    expect(secondToken).not.toBe(firstToken);
    expect((await accept(firstToken!)).status).toBe(409);
    expect((await accept(secondToken!)).status).toBe(200);
    expect((await signIn(email)).status).toBe(204);
  });

  it('a user created while the SMTP server refuses gets the e-mail once it accepts', async () => {
    const email = 'dora.adiada@example.com';
    sink!.refusing = true;
    const user = await createUser('Dora Adiada Rocha', email);
    const refusedOnce = async () => {
      const message = await stored(user.id);
      return message?.state === 'pending' && message.tries === 1;
    };
    expect(await eventually(refusedOnce, 20_000)).toBe(true);
    expect(sink!.mailsTo(email)).toEqual([]);
    sink!.refusing = false;
    // Its retry is due a minute after the refusal: bring it forward rather than wait.
    await query(database!.url, 'UPDATE user_invitation_messages SET next_attempt_at = now() WHERE user_id = $1', [
      user.id,
    ]);

    const [mail] = await mailsTo(email, 1);
    expect(mail!.messageId).toBe(`<user-invitation.${user.id}.1@${MESSAGE_ID_DOMAIN}>`);
    expect(await stored(user.id)).toMatchObject({ state: 'sent', tries: 2 });
    tokens.push(invitationTokenIn(mail!)!);
    expect((await accept(invitationTokenIn(mail!)!)).status).toBe(200);
  });

  it('logs no address and no invitation token, and stops on SIGTERM', async () => {
    const log = server!.stderr();
    const addresses = sink!.mails.flatMap((mail) => mail.to);
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    expect([...addresses, ...tokens].filter((value) => log.includes(value))).toEqual([]);
    await server!.stop();
    server = null;
  });
});
