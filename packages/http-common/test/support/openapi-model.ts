import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Test support: an OpenAPI 3.1 document of one of the listeners (`docs/openapi.yaml`, `docs/openapi-reports.yaml`)
 * read for the tests: its paths as regular expressions over full request paths (a path item's own `servers` win over
 * the document's), its schemas compiled by AJV (JSON Schema 2020-12, ajv-formats) on first use and kept.
 */

export type Json = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const COMPONENTS_ID = 'https://openapi.local/components.json';

/** One path of the document. */
export interface Route {
  /** Path as written in the document, relative to the server URL (`/v1/employees/{id}`). */
  readonly template: string;
  /** Server base path + template (`/api/v1/employees/{id}`). */
  readonly fullPath: string;
  readonly regex: RegExp;
  readonly templated: number;
  readonly item: Json;
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One documented operation (see {@link OpenApiModel.documentedOperations}). */
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

/** The document at `documentPath`, parsed, its routes and its AJV instance (see the file's comment). */
export class OpenApiModel {
  readonly document: Json;
  /** Literal paths first, so a literal path wins over a templated one that also matches. */
  readonly routes: readonly Route[];
  private readonly ajv: Ajv2020;
  private readonly validators = new WeakMap<object, ValidateFunction>();

  /** @throws Error when the file is not an OpenAPI document (no `paths`). */
  constructor(readonly documentPath: string) {
    const document = parsedOnce(documentPath);
    if (!isObject(document) || !isObject(document.paths)) {
      throw new Error(`${documentPath} is not an OpenAPI document (no paths)`);
    }
    this.document = document;
    this.routes = Object.entries(document.paths)
      .map(([template, item]) => this.routeOf(template, item))
      .sort((a, b) => a.templated - b.templated);
    this.ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    addFormats(this.ajv);
    for (const keyword of ['example', 'discriminator', 'xml', 'externalDocs']) this.ajv.addKeyword({ keyword });
    const components = isObject(document.components) ? document.components : {};
    const schemas = isObject(components.schemas) ? components.schemas : {};
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewriteRefs(schemas) });
  }

  private routeOf(template: string, item: unknown): Route {
    const base = basePath(isObject(item) && Array.isArray(item.servers) ? item : this.document);
    const pattern = template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escaped(segment)))
      .join('/');
    return {
      template,
      fullPath: `${base}${template}`,
      regex: new RegExp(`^${escaped(base)}${pattern}$`),
      templated: (template.match(/\{[^}]+\}/g) ?? []).length,
      item: this.deref(item) as Json,
    };
  }

  /** Follows local `$ref`s (`#/components/...`) until a non-reference node. @throws Error on an unresolved one. */
  deref(node: unknown): unknown {
    let current = node;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
      const ref = current.$ref;
      if (!ref.startsWith('#/') || hops > 20) throw new Error(`Unsupported $ref ${ref} in ${this.documentPath}`);
      current = ref
        .slice(2)
        .split('/')
        .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((at, token) => (isObject(at) ? at[token] : undefined), this.document);
      if (current === undefined) throw new Error(`Unresolved $ref ${ref} in ${this.documentPath}`);
    }
    return current;
  }

  /** The AJV validator of `schema`, a node of the document (compiled once). */
  validatorFor(schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(rewriteRefs(schema) as object);
      this.validators.set(schema, validate);
    }
    return validate;
  }

  /**
   * The errors of `value` against the schema at `pointer` under `components/schemas` of the document
   * (`EmployeeWritable/properties/phone`), as `path: message` lines; `[]` when it matches.
   */
  componentSchemaErrors(pointer: string, value: unknown): string[] {
    const validate = this.ajv.getSchema(`${COMPONENTS_ID}#/$defs/${pointer}`);
    if (!validate) throw new Error(`${this.documentPath} has no schema components/schemas/${pointer}`);
    return validate(value) ? [] : formatErrors('', validate.errors);
  }

  /** The route whose path matches `path` (a full request path without its query), if any. */
  routeMatching(path: string): Route | undefined {
    return this.routes.find((r) => r.regex.test(path));
  }

  /** Every documented operation, ordered by path, then method. */
  documentedOperations(): DocumentedOperation[] {
    const operations: DocumentedOperation[] = [];
    for (const route of this.routes) {
      for (const method of HTTP_METHODS) {
        const operation = route.item[method];
        if (isObject(operation)) {
          const scope = operation['x-required-scope'];
          const schemes = this.schemesOf(operation);
          operations.push({
            method: method.toUpperCase(),
            path: route.fullPath,
            secured: schemes.length > 0,
            schemes,
            ...(typeof scope === 'string' ? { requiredScope: scope } : {}),
          });
        }
      }
    }
    return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }

  /** The names of the security schemes `operation` accepts (its own `security`, else the document's). */
  private schemesOf(operation: Json): string[] {
    const security = Array.isArray(operation.security) ? operation.security : this.document.security;
    return Array.isArray(security)
      ? security.flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : []))
      : [];
  }
}

/**
 * The document at `path` parsed: the YAML parser takes seconds on a busy machine for the main document, and every
 * test file of the e2e suites reads it, so its JSON is kept in the system's temporary folder under the hash of the
 * YAML text (a changed document is parsed again), and read back in milliseconds.
 */
export function parsedOnce(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  const cached = join(tmpdir(), `openapi-tests-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as unknown;
  } catch {
    const document = parse(text) as unknown;
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, cached);
    return document;
  }
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Path of the first server URL of `node` (`/api`), without a trailing slash; '' when there is none. */
function basePath(node: Json): string {
  const servers = Array.isArray(node.servers) ? node.servers : [];
  const first: unknown = servers[0];
  const url = isObject(first) && typeof first.url === 'string' ? first.url : '/';
  return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
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

/** AJV's errors as `where/instancePath: message` lines (naming an extra property, listing an enum's values). */
export function formatErrors(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    const allowed = e.keyword === 'enum' ? ` ${JSON.stringify(e.params.allowedValues)}` : '';
    return `${where}${e.instancePath || ''}: ${e.message ?? e.keyword}${extra}${allowed}`;
  });
}
