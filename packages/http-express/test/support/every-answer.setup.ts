import { OPENAPI_PATH } from '@employee/http-common';
import { checkEveryAnswerAgainst } from '../../../http-common/test/support/openapi-recording';

/**
 * Jest setup file of this package's tests (jest.config.ts): every answer a test gets through supertest is checked
 * against `docs/openapi.yaml` (docs/http.md#the-openapi-document-and-the-generated-client). Before the path and the
 * method, a `/v1` request meets the checks the document's Errors section lists in order: a repeated header (400),
 * the company's bulkhead (503), failed authentications (429), the key (401), its rate limit (429), `Resource-Id`
 * (403).
 */
checkEveryAnswerAgainst(OPENAPI_PATH, {
  beforeRouting: {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    429: 'TooManyRequests',
    503: 'ServiceUnavailable',
  },
  undocumented: [
    {
      path: /^\/admin\/api\/employees\//,
      why: 'dashboard-only endpoints, out of the public document on purpose (docs/access.md#dashboard-only-endpoints)',
    },
    { path: /^\/api\/docs\/./, why: "Swagger UI's own scripts and styles, served beside its page: not the API" },
  ],
});
