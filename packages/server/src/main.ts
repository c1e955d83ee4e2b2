import { ConfigError } from './config';
import { startServer, type RunningServer } from './server';

/**
 * `npm start`: runs the service until SIGTERM or SIGINT (a signal during start-up stops it once started;
 * repeated signals change nothing), then stops gracefully. A bad configuration prints what is wrong and
 * exits 2; a failure to start exits 1.
 */
async function main(): Promise<void> {
  let running: RunningServer | null = null;
  let stopRequested = false;
  const shutdown = (): void => {
    if (stopRequested) return;
    stopRequested = true;
    // Before start-up has finished, the stop happens as soon as it has (below).
    running?.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.name : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  try {
    running = await startServer();
    if (stopRequested) {
      stopRequested = false;
      shutdown();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof ConfigError ? 2 : 1);
  }
}

void main();
