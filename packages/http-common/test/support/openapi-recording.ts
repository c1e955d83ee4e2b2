import { afterEach } from '@jest/globals';
import { Test, type Response } from 'supertest';
import { conformanceOf, type OpenApiConformance } from './openapi-conformance';

/**
 * Test support: every answer a test file gets through supertest is checked against its listener's OpenAPI document
 * (docs/http.md#the-openapi-document-and-the-generated-client). A jest setup file of a package's tests calls
 * {@link checkEveryAnswerAgainst} once; each answer is checked as it arrives, and a test whose answers departed from
 * the document fails after it ends, naming each answer (method, path, status) and how it departed.
 */

/** An answer the document deliberately leaves out, and why. */
export interface UndocumentedAnswer {
  /** Matched against the request path, without the query. */
  readonly path: RegExp;
  readonly why: string;
}

/** What a listener answers before a request reaches an operation, and the paths its document leaves out. */
export interface AnswerRules {
  /**
   * The responses of the document's `components/responses` (by name) a request gets, per status, when its path or
   * method is none of the document's: the checks its Errors section says run before the path and the method
   * (`401: 'Unauthorized'`). A `404` that is not listed is the standard error body (`ErrorBody`).
   */
  readonly beforeRouting: Readonly<Record<number, string>>;
  readonly undocumented: readonly UndocumentedAnswer[];
}

type Assert = (this: Test, resError: unknown, res: Response | undefined, fn: unknown) => void;

/**
 * Checks every supertest answer of the current test file against the document at `documentPath`: an answer to a
 * documented operation must match it (`OpenApiConformance.expectMatches`); an answer to a path or a method the
 * document does not have must be one of `rules.beforeRouting`, the generic 404 with the standard error body
 * (`ErrorBody`, for an unknown path: a trailing slash, a route that does not exist) or the path's 405, unless
 * `rules.undocumented` lists it. Call it from a setup file (`setupFilesAfterEnv`): it patches supertest's
 * `Test#assert` in the test file's module registry and registers an `afterEach` that throws on the answers the test
 * got that departed from the document.
 */
export function checkEveryAnswerAgainst(documentPath: string, rules: AnswerRules): void {
  const departures: string[] = [];
  const prototype = Test.prototype as unknown as { assert: Assert };
  const original = prototype.assert;
  prototype.assert = function checkedAssert(this: Test, resError, res, fn) {
    if (res !== undefined) {
      const departure = answerDeparture(conformanceOf(documentPath), res, rules);
      if (departure !== undefined) departures.push(departure);
    }
    original.call(this, resError, res, fn);
  };
  afterEach(() => {
    if (departures.length === 0) return;
    const list = departures.splice(0).join('\n\n');
    throw new Error(`An answer of this test departs from ${documentPath}:\n\n${list}`);
  });
}

/** An answer a test got through `fetch` from a real server: what {@link recordFetchedAnswer} checks. */
export interface FetchedAnswer {
  readonly method: string;
  /** The URL requested (its path and query are the request line's). */
  readonly url: string;
  readonly status: number;
  readonly headers: Headers;
  /** The body as text, read once by the caller. */
  readonly text: string;
}

/** The answers of the current test so far, once {@link checkEveryFetchedAnswerAgainst} installed the check. */
let fetchedAnswers: FetchedAnswer[] | null = null;

/**
 * Checks every answer of the current test file that its helpers hand to {@link recordFetchedAnswer} (the server's
 * process suites get theirs through `fetch` from a real server) against the document at `documentPath`, as
 * {@link checkEveryAnswerAgainst} checks supertest's: after each test, so that parsing the document and compiling its
 * schemas never slows a test while it measures or races; a test whose answers departed then fails, naming each.
 * Call it from a setup file.
 */
export function checkEveryFetchedAnswerAgainst(documentPath: string, rules: AnswerRules): void {
  const answers: FetchedAnswer[] = [];
  fetchedAnswers = answers;
  afterEach(() => {
    const departures = answers
      .splice(0)
      .map((answer) => answerDeparture(conformanceOf(documentPath), asResponse(answer), rules))
      .filter((departure): departure is string => departure !== undefined);
    if (departures.length === 0) return;
    throw new Error(`An answer of this test departs from ${documentPath}:\n\n${departures.join('\n\n')}`);
  });
}

/**
 * Keeps `answer` for the check {@link checkEveryFetchedAnswerAgainst} installed for this test file; nothing when no
 * check is installed (a suite of another package).
 */
export function recordFetchedAnswer(answer: FetchedAnswer): void {
  fetchedAnswers?.push(answer);
}

/** `answer` as the checks read an answer: supertest's `Response` shape (`req`, `status`, `headers`, `text`, `body`). */
function asResponse(answer: FetchedAnswer): Response {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const url = new URL(answer.url);
  const isJson = /json/i.test(answer.headers.get('content-type') ?? '');
  return {
    status: answer.status,
    headers,
    text: answer.text,
    body: isJson && answer.text !== '' ? (JSON.parse(answer.text) as unknown) : {},
    req: { method: answer.method.toUpperCase(), path: `${url.pathname}${url.search}` },
  } as unknown as Response;
}

/**
 * How `res` departs from the document, as a message naming its method, path and status, or `undefined` when it
 * matches (see {@link checkEveryAnswerAgainst}).
 */
export function answerDeparture(
  conformance: OpenApiConformance,
  res: Response,
  rules: AnswerRules,
): string | undefined {
  if (conformance.isRouted(res)) return messageOf(() => conformance.expectMatches(res));
  const { method, path } = conformance.requestLineOf(res);
  if (rules.undocumented.some((answer) => answer.path.test(path))) return undefined;
  const component = rules.beforeRouting[res.status];
  if (component !== undefined) return messageOf(() => conformance.expectMatchesComponent(res, component));
  if (!conformance.isUnknownPath(res)) return messageOf(() => conformance.expectMatches(res));
  const errors = conformance.model.componentSchemaErrors('ErrorBody', res.body);
  if (res.status === 404 && errors.length === 0) return undefined;
  return (
    `OpenAPI: ${method} ${path} -> ${res.status}: no documented path matches; a path the API does not have ` +
    `answers the generic 404 with the standard error body ${errors.join('; ')}`
  );
}

/** The message of what `check` throws, `undefined` when it returns. */
function messageOf(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
