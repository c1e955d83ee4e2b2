import { afterAll, beforeAll } from '@jest/globals';
import type { TestEngine } from '@employee/persistence-typeorm/testing';
import type { Browser } from 'playwright-core';
import { cleanUp } from '../../support/clean-up';
import {
  admin,
  createDataDir,
  createPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../support/server-process';
import { launchChromium } from './chromium';

/** How long a browser suite may take to start: the embedded first start seeds the demo company (about 15 s). */
export const BROWSER_START_TIMEOUT = 180_000;

/** What {@link useBrowserServer} gives the tests of one engine. */
export interface BrowserServer {
  /** The server's environment (`DATABASE_URL` or `DATA_DIR`), for `admin(...)`. */
  env: Record<string, string>;
  server: ServerProcess;
  /** `http://127.0.0.1:<port>`: the dashboard is at `/admin`. */
  baseUrl: string;
  /** A company made with the admin CLI for this suite, which requires one-time passwords. */
  companyId: string;
  /** The company's API key (every scope). */
  key: string;
  browser: Browser;
}

/**
 * Registers, in the enclosing `describe`, a `beforeAll` that starts ONE real server process on `engine` (a fresh
 * PostgreSQL database of TEST_POSTGRES_URL, or a fresh embedded `DATA_DIR`) with the service settings `settings`
 * (environment variables, such as `WEBHOOK_ALLOW_PRIVATE_URLS`), makes a company named `companyName` with the admin
 * CLI (its key issued, one-time passwords required: `company set-otp`) and launches Chromium; and an `afterAll` that
 * closes the browser, stops the server and drops the database or removes the directory.
 */
export function useBrowserServer(
  engine: TestEngine,
  companyName: string,
  settings: Record<string, string> = {},
): BrowserServer {
  const shared = {} as BrowserServer;
  let removeStorage: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
      shared.env = { DATABASE_URL: database.url };
      removeStorage = () => database.drop();
    } else {
      const dir = await createDataDir();
      shared.env = { DATA_DIR: dir.path };
      removeStorage = () => dir.remove();
    }
    const serverEnv = { ...settings, ...shared.env };
    [shared.server, shared.browser] = await Promise.all([startServerProcess(serverEnv), launchChromium()]);
    shared.baseUrl = shared.server.baseUrl;
    const company = await admin(shared.env, 'company', 'create', '--name', companyName, '--identify-key', 'document');
    shared.companyId = String(company.id);
    await admin(shared.env, 'company', 'set-otp', '--company', shared.companyId, '--required', 'true');
    shared.key = String((await admin(shared.env, 'key', 'issue', '--company', shared.companyId)).key);
  }, BROWSER_START_TIMEOUT);
  afterAll(() => cleanUp([() => shared.browser?.close(), () => shared.server?.stop(), () => removeStorage()]), 60_000);
  return shared;
}
