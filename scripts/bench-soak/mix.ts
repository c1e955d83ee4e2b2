import type { BenchRequest } from '../bench/load';

/** The kinds of request the soak mixes (docs/performance.md#soak). */
export const SOAK_KINDS = [
  'get-by-id',
  'list-first',
  'search-cpf',
  'search-email',
  'update',
  'create',
  'survey-answer',
  'report',
] as const;

/** One kind of request of the mix. */
export type SoakKind = (typeof SOAK_KINDS)[number];

/**
 * Requests of each kind in every hundred: mostly reads by id, as an integration's sync does, a steady share of
 * searches and writes, survey answers as a campaign's busiest hours bring them, and report reads.
 */
export const SOAK_WEIGHTS: Readonly<Record<SoakKind, number>> = {
  'get-by-id': 40,
  'list-first': 5,
  'search-cpf': 10,
  'search-email': 5,
  update: 10,
  create: 5,
  'survey-answer': 15,
  report: 10,
};

/** A request of the soak: where it goes, what it is and the one status that counts as success. */
export interface SoakRequest extends BenchRequest {
  readonly kind: SoakKind;
  /** `http://127.0.0.1:PORT` of the API or of the reports listener. */
  readonly origin: string;
  readonly expectedStatus: number;
}

/** Where one kind's requests come from: `next()` gives `null` once a pool (creates, answers) is used up. */
export interface KindSource {
  next(): SoakRequest | null;
}

/** An endless source cycling through `requests`. */
export function cyclingSource(requests: readonly SoakRequest[]): KindSource {
  if (requests.length === 0) throw new Error('a kind needs at least one request');
  let next = 0;
  return { next: () => requests[next++ % requests.length] as SoakRequest };
}

/** A source that hands out each of `requests` once, then `null`. */
export function poolSource(requests: readonly SoakRequest[]): KindSource {
  let next = 0;
  return { next: () => requests[next++] ?? null };
}

/** The mix: the next request, drawn in {@link SOAK_WEIGHTS}' proportions, and what could not be drawn. */
export interface SoakMix {
  next(): SoakRequest;
  /** Requests of a used-up pool that were replaced by a GET by id, by kind. */
  readonly replaced: Readonly<Partial<Record<SoakKind, number>>>;
}

/**
 * The kinds of a hundred requests in {@link SOAK_WEIGHTS}' proportions, spread evenly (each kind at intervals of
 * about 100 / weight), so that every second of the soak carries the whole mix.
 */
export function spreadKinds(weights: Readonly<Record<SoakKind, number>> = SOAK_WEIGHTS): SoakKind[] {
  const slots: Array<{ kind: SoakKind; at: number }> = [];
  for (const kind of SOAK_KINDS) {
    const weight = weights[kind];
    for (let i = 0; i < weight; i += 1) slots.push({ kind, at: (i + 0.5) / weight });
  }
  return slots
    .sort((a, b) => a.at - b.at || SOAK_KINDS.indexOf(a.kind) - SOAK_KINDS.indexOf(b.kind))
    .map((s) => s.kind);
}

/**
 * A mix over `sources` in {@link spreadKinds} order. A kind whose pool is used up is replaced by the next GET by id
 * and counted in `replaced`, so the rate holds.
 * @throws Error when `sources` lacks a kind.
 */
export function soakMix(sources: Readonly<Record<SoakKind, KindSource>>): SoakMix {
  const order = spreadKinds();
  const replaced: Partial<Record<SoakKind, number>> = {};
  let slot = 0;
  return {
    replaced,
    next() {
      const kind = order[slot++ % order.length] as SoakKind;
      const request = sources[kind].next();
      if (request !== null) return request;
      replaced[kind] = (replaced[kind] ?? 0) + 1;
      const fallback = sources['get-by-id'].next();
      if (fallback === null) throw new Error('the GET by id source must be endless');
      return fallback;
    },
  };
}
