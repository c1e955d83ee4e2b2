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
