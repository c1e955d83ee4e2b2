import type { Response } from 'supertest';
import { HTTP_METHODS, OpenApiModel, formatErrors, isObject, type Json, type Route } from './openapi-model';

/**
 * Test support: a listener's OpenAPI document as the oracle of every HTTP answer
 * (docs/http.md#the-openapi-document-and-the-generated-client). `conformanceOf(documentPath).expectMatches(response)`
 * finds the documented operation of a supertest response (method + path template, query string ignored) and checks
 * its status, required response headers (and the values of every documented header present), its content type and
 * its JSON body. A `405` to a method the path does not document is checked against the `405` response that every
 * operation of the path lists.
 */

/** What the checks read of an answer: supertest's `Response` (`req`/`request`, `status`, `headers`, `text`, `body`). */
export type Answer = Response;

const models = new Map<string, OpenApiConformance>();

/** The checker of the document at `documentPath` (parsed and compiled once per test file, on first use). */
export function conformanceOf(documentPath: string): OpenApiConformance {
  let found = models.get(documentPath);
  if (!found) {
    found = new OpenApiConformance(new OpenApiModel(documentPath));
    models.set(documentPath, found);
  }
  return found;
}

/** The answers of one document: see the file's comment. */
export class OpenApiConformance {
  constructor(readonly model: OpenApiModel) {}

  /**
   * Throws an Error describing every way `response` departs from the document: an undocumented path, method or
   * status; a missing required response header or a header value outside its schema; a content type that is not
   * documented (JSON must be `charset=utf-8`); a body outside its schema; a body on a response that documents none
   * (204). Also checks what the documents state in prose: an error's `status` is the HTTP status and its `id` the
   * `X-Request-Id`; `Retry-After` equals `meta.retry_after`; `Location` names the created resource; `Allow` lists
   * exactly the documented methods.
   */
  expectMatches(response: Answer): void {
    const label = labelOf(response);
    this.expectMatchesObject(response, label, this.documentedResponse(response, label));
  }

  /**
   * {@link expectMatches} against the response `components/responses/<name>` of the document (`Unauthorized`), for an
   * answer given before the request reached an operation (an unknown path, an undocumented method).
   */
  expectMatchesComponent(response: Answer, name: string): void {
    const label = labelOf(response);
    const operationLabel = `components/responses/${name}`;
    const responseObject = this.model.deref({ $ref: `#/${operationLabel}` }) as Json;
    this.expectMatchesObject(response, label, { responseObject, operationLabel, where: 'before routing' });
  }

  /**
   * Whether `response`'s request reached a documented operation: its path matches a path of the document, and its
   * method is one of the path's (HEAD counts as GET).
   */
  isRouted(response: Answer): boolean {
    const { method, path } = requestLineOf(response);
    const route = this.model.routeMatching(path);
    const operationMethod = method === 'HEAD' && !isObject(route?.item.head) ? 'get' : method.toLowerCase();
    return route !== undefined && isObject(route.item[operationMethod]);
  }

  private expectMatchesObject(
    response: Answer,
    label: string,
    found: { responseObject: Json; operationLabel: string; where: string; documentedMethods?: readonly string[] },
  ): void {
    const { responseObject, operationLabel, where, documentedMethods = [] } = found;
    const problems = this.headerProblems(responseObject, response);
    const body = this.checkBody(responseObject, response, problems);
    problems.push(...errorBodyProblems(response, body), ...locationAndAllowProblems(response, body, documentedMethods));
    if (problems.length > 0) {
      const list = problems.map((p) => `\n  - ${p}`).join('');
      throw new Error(
        `OpenAPI: ${label} does not match ${operationLabel} (${where}):${list}\nbody: ${preview(response)}`,
      );
    }
  }

  /**
   * Whether no path of the document matches `response`'s request path (a path the API does not have, such as one
   * with a trailing slash, docs/http.md#paths).
   */
  isUnknownPath(response: Answer): boolean {
    return this.model.routeMatching(requestLineOf(response).path) === undefined;
  }

  /**
   * The method (upper case) and path of `response`'s request: no query string; a trailing slash dropped but under
   * the API's prefixes (`/api/v1/`, `/admin/api/`, `/survey/v1/`), where it makes a path the API does not have.
   */
  requestLineOf(response: Answer): RequestLine {
    return requestLineOf(response);
  }

  /**
   * The response object the document gives for `response`'s path, method (a HEAD the document leaves out is its GET)
   * and status, or the path's 405 for an undocumented method.
   * @throws Error when the path, the method or the status is not documented.
   */
  private documentedResponse(response: Response, label: string) {
    const { method, path } = requestLineOf(response);
    const status = response.status;
    const route = this.model.routeMatching(path);
    if (!route) {
      const documented = this.model.routes.map((r) => r.fullPath).join(', ');
      throw new Error(`OpenAPI: ${label}: no documented path matches ${path} (documented: ${documented})`);
    }
    const documentedMethods = HTTP_METHODS.filter((m) => isObject(route.item[m])).map((m) => m.toUpperCase());
    const operationMethod = method === 'HEAD' && !documentedMethods.includes('HEAD') ? 'GET' : method;
    const operation = route.item[operationMethod.toLowerCase()];
    const where = `${method} ${route.fullPath} -> ${status}`;
    const found = { documentedMethods, where };

    if (isObject(operation)) {
      const responses = isObject(operation.responses) ? operation.responses : {};
      const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
      const operationLabel = typeof operation.operationId === 'string' ? operation.operationId : where;
      if (documented === undefined) {
        throw new Error(
          `OpenAPI: ${label}: status ${status} is not documented for ${method} ${route.fullPath} ` +
            `(${operationLabel}); documented: ${Object.keys(responses).join(', ')}\nbody: ${preview(response)}`,
        );
      }
      return { ...found, responseObject: this.model.deref(documented) as Json, operationLabel };
    }
    if (status === 405 && methodNotAllowedOf(route) !== undefined) {
      const responseObject = this.model.deref(methodNotAllowedOf(route)) as Json;
      return { ...found, responseObject, operationLabel: `405 of ${route.fullPath}` };
    }
    throw new Error(
      `OpenAPI: ${label}: method ${method} is not documented for ${route.fullPath} ` +
        `(documented: ${documentedMethods.join(', ')}); only a 405 may answer it`,
    );
  }

  /**
   * How `response`'s headers depart from `responseObject`'s: a required one missing, a value outside its schema, one
   * of {@link DECLARED_HEADERS} sent but not declared.
   */
  private headerProblems(responseObject: Json, response: Response): string[] {
    const problems: string[] = [];
    const headers = isObject(responseObject.headers) ? responseObject.headers : {};
    const declared = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
    for (const name of DECLARED_HEADERS) {
      if (headerValue(response, name) !== undefined && !declared.has(name.toLowerCase()))
        problems.push(`header ${name}: sent but not declared for this response`);
    }
    for (const [name, rawHeader] of Object.entries(headers)) {
      if (name.toLowerCase() === 'content-type') continue;
      const header = this.model.deref(rawHeader) as Json;
      const value = headerValue(response, name);
      if (value === undefined) {
        if (header.required === true) problems.push(`header ${name}: required but missing`);
        continue;
      }
      const schema = this.model.deref(header.schema);
      if (!isObject(schema)) continue;
      const numeric = schema.type === 'integer' || schema.type === 'number';
      let typed: unknown = value;
      if (numeric) {
        typed = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;
      }
      const validate = this.model.validatorFor(schema);
      if (!validate(typed))
        problems.push(...formatErrors(`header ${name} (${JSON.stringify(value)})`, validate.errors));
    }
    return problems;
  }

  /**
   * Checks `response`'s content type and body against `responseObject` (empty when it documents no content, and for
   * HEAD), adding to `problems`; answers the parsed JSON body (`undefined` for no body or another media type).
   */
  private checkBody(responseObject: Json, response: Response, problems: string[]): unknown {
    const { method } = requestLineOf(response);
    const content = isObject(responseObject.content) ? responseObject.content : undefined;
    if (!content || Object.keys(content).length === 0 || method === 'HEAD') {
      const why = method === 'HEAD' ? 'HEAD' : String(response.status);
      if (!isEmptyBody(response)) problems.push(`body: must be empty for ${why}, got ${preview(response)}`);
      return undefined;
    }
    const media = mediaTypeOf(headerValue(response, 'content-type'));
    const mediaObject = media ? content[media.essence] : undefined;
    if (!media) {
      problems.push(`content-type: missing; documented: ${Object.keys(content).join(', ')}`);
      return undefined;
    }
    if (!isObject(mediaObject)) {
      problems.push(`content-type: ${media.essence} is not documented; documented: ${Object.keys(content).join(', ')}`);
      return undefined;
    }
    return this.checkMedia(mediaObject, media, response, problems);
  }

  /** {@link checkBody} for a documented media type: JSON in UTF-8 and its schema, or a text body's string schema. */
  private checkMedia(
    mediaObject: Json,
    media: { essence: string; charset: string | undefined },
    response: Response,
    problems: string[],
  ): unknown {
    const isJson = media.essence === 'application/json' || media.essence.endsWith('+json');
    if (isJson && media.charset !== 'utf-8') {
      problems.push(
        `content-type: JSON must be sent with charset=UTF-8, got "${headerValue(response, 'content-type')}"`,
      );
    }
    const schema = this.model.deref(mediaObject.schema);
    if (isJson) {
      const body = jsonBodyOf(response, problems);
      if (isObject(schema)) {
        const validate = this.model.validatorFor(schema);
        if (!validate(body)) problems.push(...formatErrors('body', validate.errors));
      }
      return body;
    }
    const text = (response as { text?: unknown }).text;
    if (isObject(schema) && schema.type === 'string') {
      const validate = this.model.validatorFor(schema);
      if (!validate(text)) problems.push(...formatErrors('body', validate.errors));
    }
    return undefined;
  }
}

function labelOf(response: Answer): string {
  const { method, path } = requestLineOf(response);
  return `${method} ${path} -> ${response.status}`;
}

/** The `405` response the operations of `route` list (the same for each of them), if any. */
function methodNotAllowedOf(route: Route): unknown {
  for (const method of HTTP_METHODS) {
    const operation = route.item[method];
    if (isObject(operation) && isObject(operation.responses) && operation.responses['405'] !== undefined)
      return operation.responses['405'];
  }
  return undefined;
}

export interface RequestLine {
  readonly method: string;
  readonly path: string;
}

function requestLineOf(response: Response): RequestLine {
  const raw = response as unknown as {
    req?: { method?: unknown; path?: unknown };
    request?: { method?: unknown; url?: unknown };
  };
  const method = raw.req?.method ?? raw.request?.method;
  let path = raw.req?.path;
  if (typeof path !== 'string' && typeof raw.request?.url === 'string') {
    path = new URL(raw.request.url, 'http://localhost').pathname;
  }
  if (typeof method !== 'string' || typeof path !== 'string') {
    throw new Error('OpenAPI: the response has no request line (response.req.method / response.req.path)');
  }
  let pathname = path.split('?')[0]?.split('#')[0] ?? '';
  if (/^https?:\/\//i.test(pathname)) pathname = new URL(pathname).pathname;
  // Swagger UI answers at `/api/docs/`; a path of the API never ends with `/` (docs/http.md#paths).
  if (pathname.length > 1 && !/^\/(?:api\/v1|admin\/api|survey\/v1)\//.test(pathname)) {
    pathname = pathname.replace(/\/$/, '');
  }
  return { method: method.toUpperCase(), path: pathname };
}

function headerValue(response: Response, name: string): string | undefined {
  const headers = (response.headers ?? {}) as Record<string, string | string[] | undefined>;
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function mediaTypeOf(contentType: string | undefined): { essence: string; charset: string | undefined } | undefined {
  if (!contentType) return undefined;
  const [essence, ...params] = contentType.split(';').map((part) => part.trim());
  const charset = params
    .map((p) => /^charset\s*=\s*"?([^";]+)"?$/i.exec(p)?.[1])
    .find((c): c is string => c !== undefined);
  return { essence: (essence ?? '').toLowerCase(), charset: charset?.toLowerCase() };
}

function isEmptyBody(response: Response): boolean {
  const text = (response as { text?: unknown }).text;
  const body = (response as { body?: unknown }).body;
  const textEmpty = text === undefined || text === null || text === '';
  const bodyEmpty =
    body === undefined || body === null || body === '' || (isObject(body) && Object.keys(body).length === 0);
  return textEmpty && bodyEmpty;
}

function jsonBodyOf(response: Response, problems: string[]): unknown {
  const text = (response as { text?: unknown }).text;
  if (typeof text === 'string' && text !== '') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      problems.push(`body: is not valid JSON: ${text.slice(0, 200)}`);
      return undefined;
    }
  }
  return (response as { body?: unknown }).body;
}

/**
 * The headers of the API's own protocol that an answer may carry only where the document declares them (the rest,
 * helmet's, `Cache-Control`, `Vary`, `Content-Length`..., are the same on every answer and left out of it).
 */
const DECLARED_HEADERS = [
  'Allow',
  'Content-Disposition',
  'ETag',
  'Idempotent-Replayed',
  'Location',
  'Retry-After',
  'Set-Cookie',
  'WWW-Authenticate',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

/** What the document states in prose of an error body: its `status`, its `id`, a 429's `meta.retry_after`. */
function errorBodyProblems(response: Response, body: unknown): string[] {
  const status = response.status;
  if (status < 400 || !isObject(body)) return [];
  const problems: string[] = [];
  if (body.status !== status)
    problems.push(`body/status: ${JSON.stringify(body.status)} must equal the HTTP status ${status}`);
  const requestId = headerValue(response, 'X-Request-Id');
  if (requestId !== undefined && body.id !== requestId) {
    problems.push(
      `body/id: ${JSON.stringify(body.id)} must equal the X-Request-Id header ${JSON.stringify(requestId)}`,
    );
  }
  const retryAfter = headerValue(response, 'Retry-After');
  if (
    status === 429 &&
    isObject(body.meta) &&
    retryAfter !== undefined &&
    String(body.meta.retry_after) !== retryAfter.trim()
  ) {
    problems.push(
      `body/meta/retry_after: ${JSON.stringify(body.meta.retry_after)} ` +
        `must equal the Retry-After header ${retryAfter}`,
    );
  }
  return problems;
}

/** What the document states in prose of `Location` (names a created resource) and `Allow` (the documented methods). */
function locationAndAllowProblems(response: Response, body: unknown, documentedMethods: readonly string[]): string[] {
  const problems: string[] = [];
  const status = response.status;
  if (status === 201 && isObject(body) && isObject(body.data) && typeof body.data.id === 'string') {
    const location = headerValue(response, 'Location');
    if (location !== undefined && !location.endsWith(`/${body.data.id}`)) {
      problems.push(`header Location: ${JSON.stringify(location)} must name the created resource ${body.data.id}`);
    }
  }
  if (status === 405) {
    const allow = headerValue(response, 'Allow');
    if (allow !== undefined) {
      const listed = new Set(
        allow
          .split(',')
          .map((m) => m.trim().toUpperCase())
          .filter(Boolean),
      );
      const missing = documentedMethods.filter((m) => !listed.has(m));
      const extra = [...listed].filter((m) => !documentedMethods.includes(m) && m !== 'HEAD' && m !== 'OPTIONS');
      if (missing.length > 0 || extra.length > 0) {
        problems.push(`header Allow: "${allow}" must list the documented methods ${documentedMethods.join(', ')}`);
      }
    }
  }
  return problems;
}

function preview(response: Response): string {
  const text = (response as { text?: unknown }).text;
  const shown = typeof text === 'string' && text !== '' ? text : JSON.stringify((response as { body?: unknown }).body);
  const s = shown ?? '';
  return s.length > 2000 ? `${s.slice(0, 2000)}…` : s;
}
