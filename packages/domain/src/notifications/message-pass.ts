/**
 * Delivers every claimed message at once (`deliver` writes, sends and records one, answering what became of it) and
 * counts the outcomes: `claimed`, and one count for each of `outcomes`. Every delivery settles before the first error
 * one of them threw (the database, on recording) is thrown, so no message's outcome waits on another's.
 */
export async function settleDeliveries<M, O extends string>(
  claimed: readonly M[],
  deliver: (message: M) => Promise<O>,
  outcomes: readonly O[],
): Promise<{ readonly claimed: number } & Readonly<Record<O, number>>> {
  const settled = await Promise.allSettled(claimed.map((message) => deliver(message)));
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  const counts = Object.fromEntries(outcomes.map((outcome) => [outcome, 0])) as Record<O, number>;
  for (const s of settled) if (s.status === 'fulfilled') counts[s.value] += 1;
  return { claimed: claimed.length, ...counts };
}
