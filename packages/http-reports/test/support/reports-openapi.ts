import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadReportsOpenApiDocument } from '../../src';

const DOCUMENT_ID = 'https://openapi.local/reports.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...loadReportsOpenApiDocument(), $id: DOCUMENT_ID });

/**
 * The errors of `body` against the schema `name` of docs/openapi-reports.yaml (`Report`, `ErrorBody`,
 * `ValidationError`), as `path: message` lines; `[]` when it matches.
 */
export function schemaErrors(name: string, body: unknown): string[] {
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`docs/openapi-reports.yaml has no schema ${name}`);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath}: ${e.message ?? e.keyword}`);
}

type Json = Record<string, unknown>;

/** The headers of the API's own protocol an answer may carry only where the document declares them. */
const DECLARED_HEADERS = [
  'Allow',
  'Content-Disposition',
  'ETag',
  'Retry-After',
  'WWW-Authenticate',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

/** `node` with its local `$ref`s followed within `document`. */
function resolved(document: Json, node: unknown): Json {
  let current = node as Json;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((at, token) => at[token] as Json, document);
  }
  return current;
}

/**
 * How an answer of `GET /api{path}` (default the reports, `/v1/reports/{name}`) departs from
 * docs/openapi-reports.yaml: an undocumented status, a required header missing, a header of {@link DECLARED_HEADERS}
 * sent but not declared for its status, a declared header's value outside its schema. `[]` when it matches.
 */
export function reportAnswerProblems(
  answer: { status: number; headers: Record<string, string> },
  path = '/v1/reports/{name}',
): string[] {
  const document = loadReportsOpenApiDocument() as Json;
  const operation = ((document.paths as Json)[path] as Json).get as Json;
  const documented = (operation.responses as Json)[String(answer.status)];
  if (documented === undefined) return [`status ${answer.status}: not documented`];
  const declared = (resolved(document, documented).headers ?? {}) as Json;
  const declaredNames = new Set(Object.keys(declared).map((name) => name.toLowerCase()));
  const problems = DECLARED_HEADERS.filter(
    (name) => answer.headers[name.toLowerCase()] !== undefined && !declaredNames.has(name.toLowerCase()),
  ).map((name) => `header ${name}: sent but not declared for ${answer.status}`);
  for (const [name, node] of Object.entries(declared)) {
    const header = resolved(document, node);
    const value = answer.headers[name.toLowerCase()];
    if (value === undefined) {
      if (header.required === true) problems.push(`header ${name}: required but missing`);
      continue;
    }
    const schema = resolved(document, header.schema);
    const typed = schema.type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
    if (!ajv.validate(schema, typed)) problems.push(`header ${name} (${value}): ${ajv.errorsText()}`);
  }
  return problems;
}
