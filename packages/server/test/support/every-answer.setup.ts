import { OPENAPI_PATH } from '@employee/http-common';
import { MAIN_ANSWER_RULES } from '../../../http-common/test/support/main-answer-rules';
import { checkEveryFetchedAnswerAgainst } from '../../../http-common/test/support/openapi-recording';

/**
 * Jest setup file of the server's tests (jest.config.ts): every answer a suite gets through `api()`
 * (`server-process.ts`, `fetch` from a real server) is checked against `docs/openapi.yaml`
 * (docs/http.md#the-openapi-document-and-the-generated-client), as http-express checks its supertest answers.
 */
checkEveryFetchedAnswerAgainst(OPENAPI_PATH, MAIN_ANSWER_RULES);
