import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { parse } from 'yaml';

/**
 * Test support: the OpenAPI document (`docs/openapi.yaml`) as the oracle of every HTTP response.
 *
 * `expectMatchesOpenApi(response)` finds the documented operation of a supertest response (method + path
 * template, query string ignored) and checks its status, required response headers (and the values of every
 * documented header present), its content type and its JSON body (AJV, JSON Schema 2020-12, ajv-formats).
 * A `405` to a method the path does not document is checked against the `405` response that every operation
 * of the path lists.
 */

/** Absolute path of the OpenAPI document. */
export const OPENAPI_PATH = join(__dirname, '..', '..', '..', '..', 'docs', 'openapi.yaml');

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const COMPONENTS_ID = 'https://openapi.local/components.json';

interface Route {
  /** Path as written in the document, relative to the server URL (`/v1/employees/{id}`). */
  readonly template: string;
  /** Server base path + template (`/api/v1/employees/{id}`). */
  readonly fullPath: string;
  readonly regex: RegExp;
  readonly templated: number;
  readonly item: Json;
}

interface Compiled {
  readonly document: Json;
  readonly routes: readonly Route[];
  readonly ajv: Ajv2020;
}

let cached: Compiled | undefined;
const validators = new WeakMap<object, ValidateFunction>();

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed `docs/openapi.yaml` (parsed once per test file). */
export function openApiDocument(): Record<string, unknown> {
  return compiled().document;
}

function compiled(): Compiled {
  if (cached) return cached;
  const document = parse(readFileSync(OPENAPI_PATH, 'utf8')) as unknown;
  if (!isObject(document) || !isObject(document.paths)) {
    throw new Error(`${OPENAPI_PATH} is not an OpenAPI document (no paths)`);
  }
  const routes: Route[] = Object.entries(document.paths).map(([template, item]) => {
    // A path item's own `servers` (the dashboard's `/admin/api`) win over the document's (`/api`).
    const base = basePath(isObject(item) && Array.isArray(item.servers) ? item : document);
    const pattern = template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return {
      template,
      fullPath: `${base}${template}`,
      regex: new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${pattern}$`),
      templated: (template.match(/\{[^}]+\}/g) ?? []).length,
      item: deref(document, item) as Json,
    };
  });
  // A literal path wins over a templated one that also matches.
  routes.sort((a, b) => a.templated - b.templated);

  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const keyword of ['example', 'discriminator', 'xml', 'externalDocs']) ajv.addKeyword({ keyword });
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewriteRefs(schemas) });
  cached = { document, routes, ajv };
  return cached;
}

/** Path of the first server URL of `node` (`/api`), without a trailing slash; '' when there is none. */
function basePath(node: Json): string {
  const servers = Array.isArray(node.servers) ? node.servers : [];
  const first: unknown = servers[0];
  const url = isObject(first) && typeof first.url === 'string' ? first.url : '/';
  return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
}

/** Follows local `$ref`s (`#/components/...`) until a non-reference node. */
function deref(document: Json, node: unknown): unknown {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || hops > 20) throw new Error(`Unsupported $ref ${ref} in ${OPENAPI_PATH}`);
    current = ref
      .slice(2)
      .split('/')
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, token) => (isObject(at) ? at[token] : undefined), document);
    if (current === undefined) throw new Error(`Unresolved $ref ${ref} in ${OPENAPI_PATH}`);
  }
  return current;
}

/** A copy of a schema whose `#/components/schemas/X` references point into the AJV components schema. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!isObject(node)) return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      copy[key] = `${COMPONENTS_ID}#/$defs/${value.slice('#/components/schemas/'.length)}`;
    } else {
      copy[key] = rewriteRefs(value);
    }
  }
  return copy;
}

function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = compiled().ajv.compile(rewriteRefs(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

function formatErrors(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    const allowed = e.keyword === 'enum' ? ` ${JSON.stringify(e.params.allowedValues)}` : '';
    return `${where}${e.instancePath || ''}: ${e.message ?? e.keyword}${extra}${allowed}`;
  });
}

function isSecured(document: Json, operation: Json): boolean {
  const security = Array.isArray(operation.security) ? operation.security : document.security;
  return (
    Array.isArray(security) &&
    security.some((requirement) => isObject(requirement) && Object.keys(requirement).length > 0)
  );
}

/** The names of the security schemes `operation` accepts (its own `security`, else the document's). */
function schemesOf(document: Json, operation: Json): string[] {
  const security = Array.isArray(operation.security) ? operation.security : document.security;
  return Array.isArray(security)
    ? security.flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : []))
    : [];
}

/**
 * The errors of `value` against the schema at `pointer` under `components/schemas` of the document
 * (`EmployeeWritable/properties/phone`), as `path: message` lines; `[]` when it matches.
 */
export function componentSchemaErrors(pointer: string, value: unknown): string[] {
  const validate = compiled().ajv.getSchema(`${COMPONENTS_ID}#/$defs/${pointer}`);
  if (!validate) throw new Error(`${OPENAPI_PATH} has no schema components/schemas/${pointer}`);
  return validate(value) ? [] : formatErrors('', validate.errors);
}

/** One documented operation (see {@link documentedOperations}). */
export interface DocumentedOperation {
  /** Upper case (`GET`). */
  readonly method: string;
  /** Full path with the server base (`/api/v1/employees/{id}`). */
  readonly path: string;
  readonly secured: boolean;
  /** The operation's `x-required-scope` (a scope, or `none`), when it has one. */
  readonly requiredScope?: string;
  /** The security schemes it accepts (`ApiKey`, `UserToken`, `SessionCookie`, `Invitation`); none when public. */
  readonly schemes: readonly string[];
}

/**
 * Whether `op` is behind the API's own credentials (a key, a user token, a session: authentication, `Resource-Id`,
 * scopes), as every secured operation is but the survey endpoint, whose credential is an invitation token
 * (docs/surveys.md#the-survey-endpoint; its own suite, `survey-responses.e2e.spec.ts`).
 */
export function behindApiCredentials(op: DocumentedOperation): boolean {
  return op.secured && !op.schemes.includes('Invitation');
}

/**
 * The operations (`METHOD /path`) that hand over a credential holding every scope, the company's API key: past the
 * route's own scope the caller must hold every scope too, and is refused naming the first it lacks
 * (docs/access.md#api-keys).
 */
export const GRANTING_EVERY_SCOPE: readonly string[] = ['POST /api/v1/api-keys'];

/** Every documented operation, ordered by path, then method. */
export function documentedOperations(): DocumentedOperation[] {
  const { document, routes } = compiled();
  const operations: DocumentedOperation[] = [];
  for (const route of routes) {
    for (const method of HTTP_METHODS) {
      const operation = route.item[method];
      if (isObject(operation)) {
        const scope = operation['x-required-scope'];
        operations.push({
          method: method.toUpperCase(),
          path: route.fullPath,
          secured: isSecured(document, operation),
          schemes: schemesOf(document, operation),
          ...(typeof scope === 'string' ? { requiredScope: scope } : {}),
        });
      }
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
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

interface RequestLine {
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
    throw new Error('expectMatchesOpenApi: the response has no request line (response.req.method / response.req.path)');
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
 * Throws an Error describing every way `response` departs from the OpenAPI document: an undocumented path,
 * method or status; a missing required response header or a header value outside its schema; a content type
 * that is not documented (JSON must be `charset=utf-8`); a body outside its schema; a body on a response that
 * documents none (204). Also checks what the document states in prose: an error's `status` is the HTTP status
 * and its `id` the `X-Request-Id`; `Retry-After` equals `meta.retry_after`; `Location` names the created
 * resource; `Allow` lists exactly the documented methods.
 */
export function expectMatchesOpenApi(response: Response): void {
  const { method, path } = requestLineOf(response);
  const label = `${method} ${path} -> ${response.status}`;
  const { document, documentedMethods, responseObject, operationLabel, where } = documentedResponse(response, label);
  const problems = headerProblems(document, responseObject, response);
  const body = checkBody(document, responseObject, response, problems);
  problems.push(...errorBodyProblems(response, body), ...locationAndAllowProblems(response, body, documentedMethods));
  if (problems.length > 0) {
    const list = problems.map((p) => `\n  - ${p}`).join('');
    throw new Error(
      `OpenAPI: ${label} does not match ${operationLabel} (${where}):${list}\nbody: ${preview(response)}`,
    );
  }
}

/**
 * The response object the document gives for `response`'s path, method (a HEAD the document leaves out is its GET)
 * and status, or the path's 405 for an undocumented method.
 * @throws Error when the path, the method or the status is not documented.
 */
function documentedResponse(response: Response, label: string) {
  const { document, routes } = compiled();
  const { method, path } = requestLineOf(response);
  const status = response.status;
  const route = routes.find((r) => r.regex.test(path));
  if (!route) {
    throw new Error(
      `OpenAPI: ${label}: no documented path matches ${path} (documented: ${routes.map((r) => r.fullPath).join(', ')})`,
    );
  }
  const documentedMethods = HTTP_METHODS.filter((m) => isObject(route.item[m])).map((m) => m.toUpperCase());
  const operationMethod = method === 'HEAD' && !documentedMethods.includes('HEAD') ? 'GET' : method;
  const operation = route.item[operationMethod.toLowerCase()];
  const where = `${method} ${route.fullPath} -> ${status}`;
  const found = { document, documentedMethods, where };

  if (isObject(operation)) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    const operationLabel = typeof operation.operationId === 'string' ? operation.operationId : where;
    if (documented === undefined) {
      throw new Error(
        `OpenAPI: ${label}: status ${status} is not documented for ${method} ${route.fullPath} (${operationLabel}); ` +
          `documented: ${Object.keys(responses).join(', ')}\nbody: ${preview(response)}`,
      );
    }
    return { ...found, responseObject: deref(document, documented) as Json, operationLabel };
  }
  if (status === 405 && methodNotAllowedOf(route) !== undefined) {
    const responseObject = deref(document, methodNotAllowedOf(route)) as Json;
    return { ...found, responseObject, operationLabel: `405 of ${route.fullPath}` };
  }
  throw new Error(
    `OpenAPI: ${label}: method ${method} is not documented for ${route.fullPath} ` +
      `(documented: ${documentedMethods.join(', ')}); only a 405 may answer it`,
  );
}

/**
 * The headers of the API's own protocol that an answer may carry only where the document declares them (the rest,
 * helmet's, `Cache-Control`, `Vary`, `Content-Length`..., are the same on every answer and left out of it).
 */
const DECLARED_HEADERS = [
  'Allow',
  'ETag',
  'Idempotent-Replayed',
  'Location',
  'Retry-After',
  'Set-Cookie',
  'WWW-Authenticate',
];

/**
 * How `response`'s headers depart from `responseObject`'s: a required one missing, a value outside its schema, one
 * of {@link DECLARED_HEADERS} sent but not declared.
 */
function headerProblems(document: Json, responseObject: Json, response: Response): string[] {
  const problems: string[] = [];
  const headers = isObject(responseObject.headers) ? responseObject.headers : {};
  const declared = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const name of DECLARED_HEADERS) {
    if (headerValue(response, name) !== undefined && !declared.has(name.toLowerCase()))
      problems.push(`header ${name}: sent but not declared for this response`);
  }
  for (const [name, rawHeader] of Object.entries(headers)) {
    if (name.toLowerCase() === 'content-type') continue;
    const header = deref(document, rawHeader) as Json;
    const value = headerValue(response, name);
    if (value === undefined) {
      if (header.required === true) problems.push(`header ${name}: required but missing`);
      continue;
    }
    const schema = deref(document, header.schema);
    if (!isObject(schema)) continue;
    const numeric = schema.type === 'integer' || schema.type === 'number';
    let typed: unknown = value;
    if (numeric) {
      typed = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;
    }
    const validate = validatorFor(schema);
    if (!validate(typed)) problems.push(...formatErrors(`header ${name} (${JSON.stringify(value)})`, validate.errors));
  }
  return problems;
}

/**
 * Checks `response`'s content type and body against `responseObject` (empty when it documents no content, and for
 * HEAD), adding to `problems`; answers the parsed JSON body (`undefined` for no body or another media type).
 */
function checkBody(document: Json, responseObject: Json, response: Response, problems: string[]): unknown {
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
  return checkMedia(document, mediaObject, media, response, problems);
}

/** {@link checkBody} for a documented media type: JSON in UTF-8 and its schema, or a text body's string schema. */
function checkMedia(
  document: Json,
  mediaObject: Json,
  media: { essence: string; charset: string | undefined },
  response: Response,
  problems: string[],
): unknown {
  const isJson = media.essence === 'application/json' || media.essence.endsWith('+json');
  if (isJson && media.charset !== 'utf-8') {
    problems.push(`content-type: JSON must be sent with charset=UTF-8, got "${headerValue(response, 'content-type')}"`);
  }
  const schema = deref(document, mediaObject.schema);
  if (isJson) {
    const body = jsonBodyOf(response, problems);
    if (isObject(schema)) {
      const validate = validatorFor(schema);
      if (!validate(body)) problems.push(...formatErrors('body', validate.errors));
    }
    return body;
  }
  const text = (response as { text?: unknown }).text;
  if (isObject(schema) && schema.type === 'string') {
    const validate = validatorFor(schema);
    if (!validate(text)) problems.push(...formatErrors('body', validate.errors));
  }
  return undefined;
}

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
