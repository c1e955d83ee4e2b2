import { OPENAPI_PATH } from '@employee/http-common';
import type { Response } from 'supertest';
import { conformanceOf } from '../../../http-common/test/support/openapi-conformance';
import type { DocumentedOperation } from '../../../http-common/test/support/openapi-model';

/**
 * Test support: the main API's OpenAPI document (`docs/openapi.yaml`, the dashboard's backend under `/admin/api`
 * too) as the oracle of its answers, on the checker every listener's tests share (`openapi-conformance.ts` of
 * http-common's tests). Every answer a suite of this package gets through supertest is checked against it anyway
 * (`openapi-recording.ts`, docs/http.md#the-openapi-document-and-the-generated-client).
 */

export { OPENAPI_PATH };
export type { DocumentedOperation };

const main = () => conformanceOf(OPENAPI_PATH);

/** The parsed `docs/openapi.yaml` (parsed once per test file). */
export function openApiDocument(): Record<string, unknown> {
  return main().model.document;
}

/**
 * The errors of `value` against the schema at `pointer` under `components/schemas` of the document
 * (`EmployeeWritable/properties/phone`), as `path: message` lines; `[]` when it matches.
 */
export function componentSchemaErrors(pointer: string, value: unknown): string[] {
  return main().model.componentSchemaErrors(pointer, value);
}

/** Every documented operation of `docs/openapi.yaml`, ordered by path, then method. */
export function documentedOperations(): DocumentedOperation[] {
  return main().model.documentedOperations();
}

/**
 * Throws an Error describing every way `response` departs from `docs/openapi.yaml`
 * (`OpenApiConformance.expectMatches`: path, method, status, headers, content type, body, and what the document
 * states in prose).
 */
export function expectMatchesOpenApi(response: Response): void {
  main().expectMatches(response);
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
