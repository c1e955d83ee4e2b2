/**
 * Today's calendar day in `timeZone` (the API's `APP_TIMEZONE`, an IANA zone; the browser's own zone when not yet
 * known), written as the API's dates are (`dd/mm/yyyy`, docs/contract.md). The API refuses a firing date after its
 * own today, so at 23:00 in São Paulo a browser in Lisbon must still offer São Paulo's date (docs/dashboard.md).
 */
export function todayAsApiDate(timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/**
 * When a firing recorded at `recordedAt` (an ISO 8601 instant: the employee's `updated_at` after the PUT that recorded
 * it) takes effect: the scheduler soft-deletes the employee `delaySeconds` (`FIRING_SETTLE_DELAY_SECONDS`) later
 * (docs/contract.md#firing-and-deletion). An estimate once the record is changed again: a later PUT moves
 * `updated_at`, not the settlement.
 */
export function settlementOf(recordedAt: string, delaySeconds: number): string {
  return new Date(new Date(recordedAt).getTime() + delaySeconds * 1000).toISOString();
}
