#!/usr/bin/env node
/**
 * The bench's baseline: a bare `node:http` + `pg` server that answers the employee routes of our API for a
 * Bearer key with the same SQL, in the same transactions, as our server (see `baseline-sql.ts`), and
 * nothing else: no validation, no rate limit, no DTOs, no domain objects, no logging, no request ids. What our
 * server spends beyond it is the cost of our layers.
 *
 * Environment: `DATABASE_URL` (required), `PORT` (default 3902), `APP_ENV` (`sandbox` or `production`, default
 * `sandbox`: the environment keys must name), `BASELINE_POOL_SIZE` (default 10, our pool's size).
 * Routes: `GET /api/health` (200 once `SELECT 1` answers), `GET|POST /api/v1/employees`,
 * `GET|PUT|DELETE /api/v1/employees/{id}`. Stops on SIGTERM or SIGINT.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { companyOfKey, parseBearer, type BaselineCompany } from './baseline-auth';
import {
  Reply,
  ReplyError,
  createEmployee,
  deleteEmployee,
  getEmployee,
  inTransaction,
  listEmployees,
  updateEmployee,
  type RequestKind,
} from './baseline-handlers';

const DATE_OID = 1082;
const EMPLOYEES = /^\/api\/v1\/employees(?:\/([^/]+))?$/;
const UNAUTHENTICATED = new Reply(
  401,
  { status: 401, title: 'Unauthorized', detail: 'A valid API key is required' },
  { 'www-authenticate': 'Bearer' },
);

/** Dates as the `yyyy-mm-dd` text PostgreSQL sends (TypeORM hands our mapper the same string). */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
};

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      } catch (error) {
        reject(new ReplyError(new Reply(400, { status: 400, title: 'Bad Request', detail: (error as Error).message })));
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if (reply.body === undefined) {
    res.writeHead(reply.status, reply.headers).end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res
    .writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...reply.headers,
    })
    .end(text);
}

/** The employees routes, for `company`: list and create on the collection, read, replace and delete an item (`id`). */
async function employeesRoute(
  pool: pg.Pool,
  company: BaselineCompany,
  req: IncomingMessage,
  path: string,
  queryString: string,
  id: string | undefined,
): Promise<Reply> {
  const actor = { keyId: company.keyId, requestId: randomUUID(), ip: req.socket.remoteAddress ?? null };
  switch (`${req.method ?? 'GET'} ${id === undefined ? 'collection' : 'item'}`) {
    case 'GET collection':
      return listEmployees(
        pool,
        company,
        new URLSearchParams(queryString),
        `http://${req.headers.host ?? 'localhost'}${path}`,
      );
    case 'POST collection':
      return createEmployee(pool, company, await readJson(req), path, actor);
    case 'GET item':
      return getEmployee(pool, company, id as string);
    case 'PUT item':
      return updateEmployee(pool, company, id as string, await readJson(req), actor);
    case 'DELETE item':
      return deleteEmployee(pool, company, id as string, actor);
    default:
      return new Reply(405, { status: 405, title: 'Method Not Allowed' });
  }
}

/** A search is a GET with `search`; any other GET a read; everything else a write (our statement timeouts). */
function kindOf(req: IncomingMessage, queryString: string): RequestKind {
  if (req.method !== 'GET' && req.method !== undefined) return 'write';
  return new URLSearchParams(queryString).has('search') ? 'search' : 'read';
}

async function route(pool: pg.Pool, environment: string, req: IncomingMessage): Promise<Reply> {
  const [path = '/', queryString = ''] = (req.url ?? '/').split('?', 2);
  if (path === '/api/health') {
    await pool.query('SELECT 1');
    return new Reply(200, { status: 'ok' });
  }
  const match = EMPLOYEES.exec(path);
  if (!match) return new Reply(404, { status: 404, title: 'Not Found', detail: 'No such route' });
  const key = parseBearer(req.headers.authorization, environment);
  const company = key && (await inTransaction(pool, kindOf(req, queryString), (client) => companyOfKey(client, key)));
  if (!company) return UNAUTHENTICATED;
  return employeesRoute(pool, company, req, path, queryString, match[1]);
}

/** A unique violation (a concurrent insert between the clash check and the write) is a 422, as in our server. */
function replyToError(error: unknown): Reply {
  if (error instanceof ReplyError) return error.reply;
  if ((error as { code?: string }).code === '23505') {
    return new Reply(422, { status: 422, title: 'Validation Error', detail: (error as Error).message });
  }
  process.stderr.write(`baseline: ${(error as Error).name}: ${(error as Error).message}\n`);
  return new Reply(500, { status: 500, title: 'Internal Server Error' });
}

function main(): void {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write('baseline: DATABASE_URL is required\n');
    process.exit(2);
  }
  const environment = process.env.APP_ENV || 'sandbox';
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.BASELINE_POOL_SIZE || 10),
    application_name: 'bench-baseline',
    types,
  });
  pool.on('error', (error) => process.stderr.write(`baseline: idle connection error: ${error.message}\n`));
  let inFlight = 0;
  let onIdle: (() => void) | null = null;
  const server = createServer((req, res) => {
    inFlight++;
    route(pool, environment, req)
      .then(
        (reply) => send(res, reply),
        (error: unknown) => send(res, replyToError(error)),
      )
      .finally(() => {
        if (--inFlight === 0) onIdle?.();
      });
  });
  server.listen(Number(process.env.PORT || 3902), '127.0.0.1');
  // Requests whose client went away still run to the end: the pool closes after the last one.
  const stop = (): void => {
    setTimeout(() => process.exit(0), 5000).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const idle = new Promise<void>((resolve) => (inFlight === 0 ? resolve() : (onIdle = resolve)));
    void Promise.all([closed, idle])
      .then(() => pool.end())
      .then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
