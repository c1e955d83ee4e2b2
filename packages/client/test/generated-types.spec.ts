import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const CLIENT = join(__dirname, '..');
const GENERATED = join(CLIENT, 'src', 'generated', 'openapi.ts');
const OPENAPI = join(CLIENT, '..', '..', 'docs', 'openapi.yaml');

describe('the client types', () => {
  it(
    'are what openapi-typescript makes of docs/openapi.yaml today ' +
      '(run `npm run generate -w @employee/client` after changing it)',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'client-types-'));
      try {
        const fresh = join(dir, 'openapi.ts');
        execFileSync(join(CLIENT, 'node_modules', '.bin', 'openapi-typescript'), [OPENAPI, '-o', fresh], {
          cwd: CLIENT,
          stdio: 'pipe',
        });
        expect(readFileSync(GENERATED, 'utf8')).toBe(readFileSync(fresh, 'utf8'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
