import { spawn } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { MAIN_JS, childEnv, createDataDir } from './support/server-process';

/** Runs `node dist/main.js` with `env` until it exits; its exit code and stderr. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN_JS], { env: childEnv(env), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('a production server without PUBLIC_BASE_URL or CURSOR_KEY (docs/configuration.md)', () => {
  it('refuses to start: exit 2, naming PUBLIC_BASE_URL and CURSOR_KEY beside the others [hang 60 s]', async () => {
    const dataDir = await createDataDir();
    try {
      const { code, stderr } = await runMain({ DATA_DIR: dataDir.path, APP_ENV: 'production', LOG_LEVEL: 'loud' });

      expect(code).toBe(2);
      expect(stderr).toContain('PUBLIC_BASE_URL must be set when APP_ENV is production');
      expect(stderr).toContain('CURSOR_KEY must be set when APP_ENV is production');
      expect(stderr).toContain('LOG_LEVEL must be one of');
    } finally {
      await dataDir.remove();
    }
  }, 60_000);
});
