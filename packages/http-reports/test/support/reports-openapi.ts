import { conformanceOf } from '../../../http-common/test/support/openapi-conformance';
import { REPORTS_OPENAPI_PATH } from '../../src';

/** Test support: docs/openapi-reports.yaml as the oracle of the reports listener's answers. */
const reports = () => conformanceOf(REPORTS_OPENAPI_PATH);

/**
 * The errors of `body` against the schema `name` of docs/openapi-reports.yaml (`Report`, `ErrorBody`,
 * `ValidationError`), as `path: message` lines; `[]` when it matches.
 */
export function schemaErrors(name: string, body: unknown): string[] {
  return reports().model.componentSchemaErrors(name, body);
}

/**
 * How a supertest answer of the reports listener departs from docs/openapi-reports.yaml
 * (`OpenApiConformance.expectMatches`: path, status, headers, content type, body), as one message; `[]` when it
 * matches.
 */
export function reportAnswerProblems(answer: Parameters<ReturnType<typeof reports>['expectMatches']>[0]): string[] {
  try {
    reports().expectMatches(answer);
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** Whether no path of docs/openapi-reports.yaml matches the answer's request path (a trailing slash). */
export function isUnknownPath(answer: Parameters<ReturnType<typeof reports>['isUnknownPath']>[0]): boolean {
  return reports().isUnknownPath(answer);
}
