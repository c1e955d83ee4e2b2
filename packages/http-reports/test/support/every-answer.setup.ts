import { checkEveryAnswerAgainst } from '../../../http-common/test/support/openapi-recording';
import { REPORTS_OPENAPI_PATH } from '../../src';

/**
 * Jest setup file of this package's tests (jest.config.ts): every answer a test gets through supertest is checked
 * against `docs/openapi-reports.yaml` (docs/http.md#the-openapi-document-and-the-generated-client), whose
 * `components/responses` give the answers before the path and the method (authentication, its rate limit).
 */
checkEveryAnswerAgainst(REPORTS_OPENAPI_PATH, {
  beforeRouting: {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    429: 'TooManyRequests',
    503: 'Unavailable',
  },
  undocumented: [
    { path: /^\/api\/docs\/./, why: "Swagger UI's own scripts and styles, served beside its page: not the API" },
  ],
});
