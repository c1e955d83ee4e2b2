import { describe, expect, it } from '@jest/globals';
import type { LoadRequest } from '../check-migrations/light-load';
import { migrationReport } from '../check-migrations/report';

const ok = (at: number, op: LoadRequest['op']): LoadRequest => ({ at, op, status: 200, failed: false, error: null });
const failed = (at: number, op: LoadRequest['op'], status: number, error: string): LoadRequest => ({
  at,
  op,
  status,
  failed: true,
  error,
});

describe('the check:migrations report', () => {
  const report = migrationReport('9b2c1e2', {
    requests: [
      ok(500, 'read'),
      ok(9_000, 'list'),
      failed(10_500, 'update', 0, 'This operation was aborted'),
      failed(13_000, 'campaign', 500, 'INTERNAL'),
      failed(14_000, 'campaign', 500, 'INTERNAL'),
      ok(15_000, 'read'),
    ],
    migrated: ['Webhooks1765100000000', 'CampaignDistribution1765400000000'],
    migrateAt: 10_000,
    migrateMs: 2_000,
    errors: [
      '{"level":50,"msg":"request failed","err":{"message":"null value in column \\"distribution\\""}}',
      '{"level":50,"msg":"request failed","err":{"message":"null value in column \\"distribution\\""}}',
    ],
  });

  it('counts requests and failures before, during and after the migrations', () => {
    expect(report).toContain('| before | 2 | 0 |');
    expect(report).toContain('| during | 1 | 1 |');
    expect(report).toContain('| after | 3 | 2 |');
  });

  it('groups the failures by phase, operation, status and error, with the first one time', () => {
    expect(report).toContain('| after | campaign | 500 | INTERNAL | 2 | 13.0 |');
    expect(report).toContain('| during | update | 0 | This operation was aborted | 1 | 10.5 |');
  });

  it("names the migrations applied and counts the old server's error messages", () => {
    expect(report).toContain('in 2000 ms: Webhooks1765100000000, CampaignDistribution1765400000000');
    expect(report).toContain('- 2 × null value in column "distribution"');
  });
});
