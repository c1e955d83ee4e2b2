/** How long an answer is kept for replay: 24 hours, in ms (docs/change-history.md#idempotency-key). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1_000;
/**
 * How long a claim of a request that never finished (its process died) holds the key: 2 minutes, in ms, well past
 * the longest a request may run (docs/reliability.md#time-bounds). After it, the key may be claimed again.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1_000;

/** The first answer to a request, kept to be sent again: status, the headers that describe it, and the body. */
export interface StoredAnswer {
  readonly status: number;
  /** Lower-case names (`location`, `content-type`, `x-request-id`, …). */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as sent (UTF-8 text; empty for none). */
  readonly body: string;
}

/**
 * What claiming a key gave:
 * - `claimed`: the key is new (or its answer expired, or its claim was abandoned): run the request, then
 *   `complete` or `release`;
 * - `running`: the same request is still running under this key (409);
 * - `mismatch`: the key was used for another request (another method, path, company or body) (422);
 * - `answered`: the same request was answered: send `answer` again.
 */
export type IdempotencyClaim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'running' }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'answered'; readonly answer: StoredAnswer };

/**
 * Port: the `Idempotency-Key`s of POST and PUT requests and their first answers, per credential (`scope`), kept
 * 24 hours (docs/change-history.md#idempotency-key). `fingerprint` identifies the request (method, path, target
 * company, body), so a key reused for another request is told apart. Claims are atomic: of any number of claims
 * of one new key at once, exactly one is `claimed`. Adapters: `InMemoryIdempotencyKeys` of
 * `@employee/domain/testing`, `TypeOrmIdempotencyKeys` of `@employee/persistence-typeorm`; both pass
 * `idempotencyKeysContract`.
 */
export interface IdempotencyKeys {
  /**
   * Claims `key` of `scope` for the request `fingerprint` at `now`. A stored answer older than
   * `IDEMPOTENCY_RETENTION_MS` and a claim older than `IDEMPOTENCY_LEASE_MS` that was never completed count as
   * absent (and are replaced).
   */
  claim(scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim>;

  /** Stores the answer of the claimed request, to be replayed from now on. */
  complete(scope: string, key: string, answer: StoredAnswer): Promise<void>;

  /** Forgets the claim (the request failed with a 5xx or was cut off): the client may retry with the same key. */
  release(scope: string, key: string): Promise<void>;
}

/** The longest `Idempotency-Key` accepted, in characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * True for a usable `Idempotency-Key`: 1 to 255 visible ASCII characters (`!` to `~`, no space or control
 * character). Source: docs/change-history.md#idempotency-key.
 */
export function isIdempotencyKey(raw: string): boolean {
  return raw.length >= 1 && raw.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(raw);
}
