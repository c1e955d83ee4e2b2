import { afterAll, beforeAll } from '@jest/globals';
import { cleanUp } from './clean-up';
import { setUpCompany, type SetUpCompany } from './company-setup';
import { createDataDir, startServerProcess, type ServerProcess } from './server-process';

/** What {@link useEmbeddedServer} gives each test: the environment of the CLI, the running server and a company. */
export interface EmbeddedServer {
  /** The environment the server runs with (its `DATA_DIR`), for `admin(...)`. */
  env: Record<string, string>;
  server: ServerProcess;
  company: SetUpCompany;
}

/**
 * Registers `beforeAll` (a fresh `DATA_DIR`, the real server process on the embedded database, and a company named
 * `companyName` made with the admin CLI, its key issued) and `afterAll` (stops the server, removes the directory) in
 * the enclosing `describe`, and returns the object they fill, as an operator meets the CLI beside a running server.
 */
export function useEmbeddedServer(companyName: string): EmbeddedServer {
  const shared = {} as EmbeddedServer;
  let remove: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const dir = await createDataDir();
    remove = () => dir.remove();
    shared.env = { DATA_DIR: dir.path };
    shared.server = await startServerProcess(shared.env);
    shared.company = await setUpCompany(shared.env, companyName);
  }, 120_000);
  afterAll(() => cleanUp([() => shared.server?.stop(), () => remove()]));
  return shared;
}
