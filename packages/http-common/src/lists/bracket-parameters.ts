import type { Request } from 'express';

/** The `family[<key>]` parameters of one request's query string (see {@link bracketParameters}). */
export interface BracketParameters {
  /** `{key: value}` as received (a repeated parameter is a list); keys are own properties, `__proto__` included. */
  readonly values: Readonly<Record<string, unknown>>;
  /** The parameters' full names (`filter[department]`), sorted, for a list's links and cursor scope. */
  readonly names: readonly string[];
}

/**
 * The `family[<key>]` parameters of a query string, such as the employees list's `filter[department]=RH`
 * (docs/http.md#responses). The listeners' simple query parser (`create-listener.ts`) keeps `filter[department]` as
 * one name, as OpenAPI's `deepObject` style writes it; this reads the keys back. A key is anything between the
 * brackets, the empty one included (`filter[]`), so the use case can refuse it by name.
 */
export function bracketParameters(query: Request['query'], family: string): BracketParameters {
  const prefix = `${family}[`;
  const names = Object.keys(query)
    .filter((name) => name.startsWith(prefix) && name.endsWith(']'))
    .sort();
  const values = Object.fromEntries(names.map((name) => [name.slice(prefix.length, -1), query[name]]));
  return { values, names };
}
