import type { Express } from 'express';

/** A layer of Express 5's router stack, as far as {@link routeWordsOf} reads it. */
interface StackLayer {
  /** The path (or paths) the layer was mounted or routed at, as written: `/api/v1/employees`, `/:id/restore`. */
  readonly rawPath?: unknown;
  readonly route?: { readonly path?: unknown };
  readonly handle?: { readonly stack?: readonly StackLayer[] };
}

/** The literal words of a route pattern: `/api/v1/employees/:id/{*rest}` → `api`, `v1`, `employees`. */
function wordsOfPattern(pattern: unknown): string[] {
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  return patterns
    .filter((p): p is string => typeof p === 'string')
    .flatMap((p) => p.split('/'))
    .filter((segment) => segment !== '' && !/[:{}*()]/.test(segment));
}

function collect(stack: readonly StackLayer[], words: Set<string>): void {
  for (const layer of stack) {
    for (const word of [...wordsOfPattern(layer.rawPath), ...wordsOfPattern(layer.route?.path)]) words.add(word);
    if (layer.handle?.stack) collect(layer.handle.stack, words);
  }
}

/**
 * Every literal path word of the routes mounted on `app`, read from Express 5's router stack (each layer's `rawPath`,
 * the path it was mounted or routed at, and the routers mounted inside it), so that the request log names every
 * route without a hand-kept list (docs/http.md#logging). Words of an OpenAPI document (`paths` keys and the
 * servers' paths) are added by {@link openApiWordsOf}. Reads the stack as it is when called: call it once every
 * route is mounted (the request logger does, at the first request).
 */
export function routeWordsOf(app: Express): Set<string> {
  const words = new Set<string>();
  collect((app as unknown as { router: { stack: readonly StackLayer[] } }).router.stack, words);
  return words;
}

/** The literal path words of an OpenAPI document: its `servers` URLs' paths and its `paths` keys. */
export function openApiWordsOf(document: Record<string, unknown>): Set<string> {
  const servers = Array.isArray(document.servers) ? (document.servers as Array<{ url?: unknown }>) : [];
  const paths = typeof document.paths === 'object' && document.paths !== null ? Object.keys(document.paths) : [];
  return new Set([...servers.flatMap((server) => wordsOfPattern(server.url)), ...paths.flatMap(wordsOfPattern)]);
}
