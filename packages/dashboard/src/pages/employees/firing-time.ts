/**
 * When a firing recorded at `recordedAt` (an ISO 8601 instant: the employee's `updated_at` after the PUT that recorded
 * it) takes effect: the scheduler soft-deletes the employee `delaySeconds` (`FIRING_SETTLE_DELAY_SECONDS`) later
 * (docs/contract.md#firing-and-deletion). An estimate once the record is changed again: a later PUT moves
 * `updated_at`, not the settlement.
 */
export function settlementOf(recordedAt: string, delaySeconds: number): string {
  return new Date(new Date(recordedAt).getTime() + delaySeconds * 1000).toISOString();
}
