/**
 * Writes a fault suite's figures as one line on stderr, `[figures] <suite> {…}` (JSON), so a CI log shows
 * what each run sent, broke and checked (docs/reliability.md: requests sent, faults injected, bad inputs, rows lost).
 * Call it from `afterAll`, with counts computed from what the suite did: a figure it never measured is `null`.
 */
export function reportFigures(suite: string, figures: Record<string, number | string | null>): void {
  process.stderr.write(`\n[figures] ${suite} ${JSON.stringify(figures)}\n`);
}
