import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one request the endpoint answers: `POST /backup` with `Authorization: Bearer <secret>`. */
export const BACKUP_PATH = '/backup';

/** Where the owner of an embedded database takes backup requests: a loopback port and the secret they carry. */
export interface BackupEndpointAddress {
  readonly port: number;
  readonly secret: string;
}

/** A listening {@link startBackupEndpoint}: its address, and `close`, which cuts a backup being sent. */
export interface BackupEndpoint extends BackupEndpointAddress {
  close(): Promise<void>;
}

function holdsSecret(request: IncomingMessage, secret: Buffer): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.concat([Buffer.from('Bearer '), secret]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function answer(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message);
}

/**
 * Starts the owner's side of `db backup` beside a running server (docs/operations.md#backups): an HTTP listener
 * on a free port of 127.0.0.1 only, with a new random secret, that answers `POST /backup` carrying that secret
 * with `archive()` (200, `application/gzip`). One backup at a time (409 while one is being written); 401 without
 * the secret, 404 for anything else, 500 with the error's message when `archive()` fails. The owner publishes the
 * address in its owner record (mode 0600), so only who may read that file may ask.
 */
export async function startBackupEndpoint(archive: () => Promise<Buffer>): Promise<BackupEndpoint> {
  const secret = randomBytes(32).toString('base64url');
  const secretBytes = Buffer.from(secret);
  let busy = false;
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== BACKUP_PATH) return answer(response, 404, 'not found');
    if (!holdsSecret(request, secretBytes))
      return answer(response, 401, 'the request lacks the secret of the owner record');
    if (busy) return answer(response, 409, 'a backup is already being written: try again when it ends');
    busy = true;
    archive()
      .then((bytes) => {
        response.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bytes.length }).end(bytes);
      })
      .catch((error: unknown) => answer(response, 500, error instanceof Error ? error.message : String(error)))
      .finally(() => (busy = false));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
