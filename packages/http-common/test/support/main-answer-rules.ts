import type { AnswerRules } from './openapi-recording';

/**
 * What the main API answers outside its documented operations (docs/openapi.yaml's Errors section): before the path
 * and the method, a `/v1` request meets a repeated header (400), the company's bulkhead (503), failed
 * authentications (429), the key (401), its rate limit (429), `Resource-Id` (403); and the paths its document leaves
 * out on purpose. Shared by the answer checks of http-express's supertest suites and the server's process suites.
 */
export const MAIN_ANSWER_RULES: AnswerRules = {
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
    {
      path: /^\/admin\/api\/(environment$|reports\/)/,
      why: "the dashboard's own reads of its environment and of the reports, beside its pages (docs/dashboard.md)",
    },
    { path: /^\/api\/docs\/./, why: "Swagger UI's own scripts and styles, served beside its page: not the API" },
  ],
};
