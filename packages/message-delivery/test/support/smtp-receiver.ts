import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';

/** The SMTP reply a receiver gives a recipient: accept it, or refuse it with this code. */
export type RecipientAnswer = (address: string) => 'accept' | number;

/** A local SMTP server on a free port: what reached it and how to stop it. */
export interface SmtpReceiver {
  readonly port: number;
  /** Each accepted message, as the raw bytes of its DATA. */
  readonly messages: readonly Buffer[];
  /** The user name and password of each successful sign-in. */
  readonly signIns: readonly { username: string; password: string }[];
  /** TCP connections made to it. */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (the `smtp-server` package) on 127.0.0.1 without STARTTLS, answering each recipient with
 * `answer`; when `credentials` are given it requires them (AUTH PLAIN/LOGIN over plain text, a test's only).
 */
export async function startSmtpReceiver(
  answer: RecipientAnswer = () => 'accept',
  credentials?: { username: string; password: string },
): Promise<SmtpReceiver> {
  const messages: Buffer[] = [];
  const signIns: { username: string; password: string }[] = [];
  let connections = 0;
  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: credentials === undefined,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      const given = { username: auth.username ?? '', password: auth.password ?? '' };
      if (given.username !== credentials?.username || given.password !== credentials.password) {
        callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
        return;
      }
      signIns.push(given);
      callback(null, { user: given.username });
    },
    onRcptTo(address, _session, callback) {
      const reply = answer(address.address);
      if (reply === 'accept') callback();
      else callback(Object.assign(new Error(`refused ${address.address}`), { responseCode: reply }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    signIns,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
