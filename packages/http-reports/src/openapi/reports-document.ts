import { join } from 'node:path';
import { loadOpenApiDocument } from '@employee/http-common';

/** `docs/openapi-reports.yaml` of the repository (the same path from `src/openapi` and `dist/openapi`). */
export const REPORTS_OPENAPI_PATH = join(__dirname, '..', '..', '..', '..', 'docs', 'openapi-reports.yaml');

/** The reports listener's OpenAPI document, parsed from `docs/openapi-reports.yaml`. */
export function loadReportsOpenApiDocument(): Record<string, unknown> {
  return loadOpenApiDocument(REPORTS_OPENAPI_PATH);
}
