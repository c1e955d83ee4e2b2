import type { LoadRequest } from './light-load';

/** What one check saw: the load's requests, the migrations applied and when (ms from the load's start). */
export interface Timeline {
  readonly requests: readonly LoadRequest[];
  readonly migrated: readonly string[];
  readonly migrateAt: number;
  readonly migrateMs: number;
  /** The old server's log lines at level error or fatal, as written (JSON). */
  readonly errors: readonly string[];
}

type Phase = 'before' | 'during' | 'after';

function phaseOf(at: number, timeline: Timeline): Phase {
  if (at < timeline.migrateAt) return 'before';
  return at < timeline.migrateAt + timeline.migrateMs ? 'during' : 'after';
}

/** The distinct messages of the server's error lines (`err.message`, else `msg`), with how often each came. */
function errorMessages(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    let message = line.slice(0, 200);
    try {
      const parsed = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      message = parsed.err?.message ?? parsed.msg ?? message;
    } catch {
      // not JSON: kept as written
    }
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return counts;
}

/**
 * The check's markdown report: requests and failures before, during and after `db migrate`, the failures grouped by
 * operation, status and error code (with the first one's time), and the old server's error messages.
 * Source: docs/persistence.md#migrations-while-an-older-instance-serves.
 */
export function migrationReport(commit: string, timeline: Timeline): string {
  const lines = [
    `## check:migrations from ${commit}`,
    '',
    `Migrations applied at ${(timeline.migrateAt / 1000).toFixed(1)} s, in ${timeline.migrateMs} ms: ` +
      (timeline.migrated.join(', ') || 'none'),
    '',
    '| phase | requests | failed |',
    '|---|---:|---:|',
  ];
  for (const phase of ['before', 'during', 'after'] as const) {
    const inPhase = timeline.requests.filter((r) => phaseOf(r.at, timeline) === phase);
    lines.push(`| ${phase} | ${inPhase.length} | ${inPhase.filter((r) => r.failed).length} |`);
  }
  const groups = new Map<string, { count: number; first: number }>();
  for (const r of timeline.requests.filter((request) => request.failed)) {
    const key = `${phaseOf(r.at, timeline)} | ${r.op} | ${r.status} | ${r.error ?? ''}`;
    const group = groups.get(key) ?? { count: 0, first: r.at };
    groups.set(key, { count: group.count + 1, first: Math.min(group.first, r.at) });
  }
  lines.push('', '| phase | operation | status | error | count | first at s |', '|---|---|---:|---|---:|---:|');
  for (const [key, g] of groups) lines.push(`| ${key} | ${g.count} | ${(g.first / 1000).toFixed(1)} |`);
  lines.push('', "The old server's error messages:", '');
  for (const [message, count] of errorMessages(timeline.errors)) lines.push(`- ${count} × ${message}`);
  return `${lines.join('\n')}\n`;
}
