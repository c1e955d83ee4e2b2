import { ConfigError } from './config';
import { startServer } from './server';

/**
 * `npm start`: runs the service until SIGTERM or SIGINT, then stops gracefully. A bad configuration prints
 * what is wrong and exits 2; a failure to start exits 1.
 */
async function main(): Promise<void> {
  try {
    const running = await startServer();
    let stopping = false;
    const shutdown = (): void => {
      if (stopping) return;
      stopping = true;
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.name : String(error)}\n`);
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof ConfigError ? 2 : 1);
  }
}

void main();
