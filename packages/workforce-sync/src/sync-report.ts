import { stringify } from 'csv-stringify/sync';
import type { SyncSummary } from './sync-workforce';
import type { WorkforceFile } from './workforce-file';

const messagesOf = (errors: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');

/**
 * The human summary of a sync (for stdout): counts, traffic, then every rejected and failed row by row
 * number with the service's messages. It names rows and fields, never a cell's value (the messages of the
 * service never quote values either; docs/contract.md#errors).
 */
export function summaryText(summary: SyncSummary): string {
  const lines = [
    `rows: ${summary.rows}`,
    `created: ${summary.created}`,
    `updated: ${summary.updated}`,
    `unchanged: ${summary.unchanged}`,
    `skipped (dismissed, not in the service): ${summary.skipped}`,
    `rejected: ${summary.rejected.length}`,
    `failed: ${summary.failed.length}`,
    `employees not in the file (left alone): ${summary.notInFile}`,
  ];
  if (summary.filtersCreated.length > 0) lines.push(`filters created: ${summary.filtersCreated.join(', ')}`);
  const seconds = (summary.durationMs / 1000).toFixed(1);
  lines.push(`requests: ${summary.requests} (${summary.rateLimited} answered 429 and were retried), ${seconds} s`);
  for (const r of summary.rejected) lines.push(`row ${r.row}: rejected: ${messagesOf(r.errors)}`);
  for (const f of summary.failed) lines.push(`row ${f.row}: failed: ${f.message}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The report of rows to fix, as CSV: `row`, `outcome` (rejected or failed), `errors`, then the row's own
 * cells under the file's columns, in row order. Header only when every row went through.
 */
export function rejectedRowsCsv(summary: SyncSummary, file: WorkforceFile): string {
  const cellsByRow = new Map(file.records.map((r) => [r.row, r.cells]));
  const problems = [
    ...summary.rejected.map((r) => ({ row: r.row, outcome: 'rejected', errors: messagesOf(r.errors) })),
    ...summary.failed.map((f) => ({ row: f.row, outcome: 'failed', errors: f.message })),
  ].sort((a, b) => a.row - b.row);
  const records = problems.map((p) => {
    const cells = cellsByRow.get(p.row) ?? {};
    return [String(p.row), p.outcome, p.errors, ...file.columns.map((c) => cells[c] ?? '')];
  });
  return stringify([['row', 'outcome', 'errors', ...file.columns], ...records]);
}
