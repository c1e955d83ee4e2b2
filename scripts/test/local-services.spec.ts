import { describe, expect, it } from '@jest/globals';
import { detectLocalServices, MACHINE_POSTGRES_URL, MACHINE_REDIS_URL } from '../jest/local-services.cjs';

interface Probe {
  status: number | null;
  stdout?: string | null;
}
type Run = (command: string, args: string[], options: object) => Probe;

/** A stand-in for spawnSync that answers each command as `answers` says and records what was run. */
function fakeRun(answers: Record<string, Probe>): { run: Run; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    run: (command, args) => {
      calls.push([command, ...args].join(' '));
      return answers[command] ?? { status: null, stdout: null }; // a missing binary: spawnSync's ENOENT
    },
  };
}

describe("detectLocalServices (the jest global setup finds the machine's servers as CI does)", () => {
  it(
    'probes PostgreSQL and Redis on 127.0.0.1 with pg_isready and redis-cli, ' +
      'and gives their URLs when both answer',
    () => {
      const fake = fakeRun({ pg_isready: { status: 0, stdout: '' }, 'redis-cli': { status: 0, stdout: 'PONG\n' } });
      expect(detectLocalServices(fake.run)).toEqual({ postgresUrl: MACHINE_POSTGRES_URL, redisUrl: MACHINE_REDIS_URL });
      expect(fake.calls).toEqual([
        'pg_isready -q -h 127.0.0.1 -p 5432 -U postgres',
        'redis-cli -h 127.0.0.1 -p 6379 ping',
      ]);
      expect([MACHINE_POSTGRES_URL, MACHINE_REDIS_URL]).toEqual([
        'postgres://postgres@127.0.0.1:5432/test',
        'redis://127.0.0.1:6379',
      ]);
    },
  );

  it('gives null for a server that refuses, does not answer PONG, or whose client is not installed', () => {
    expect(
      detectLocalServices(
        fakeRun({ pg_isready: { status: 2 }, 'redis-cli': { status: 0, stdout: 'Could not connect to Redis' } }).run,
      ),
    ).toEqual({
      postgresUrl: null,
      redisUrl: null,
    });
    expect(detectLocalServices(fakeRun({}).run)).toEqual({ postgresUrl: null, redisUrl: null });
  });
});
