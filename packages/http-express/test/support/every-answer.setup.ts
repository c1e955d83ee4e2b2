import { OPENAPI_PATH } from '@employee/http-common';
import { MAIN_ANSWER_RULES } from '../../../http-common/test/support/main-answer-rules';
import { checkEveryAnswerAgainst } from '../../../http-common/test/support/openapi-recording';

/**
 * Jest setup file of this package's tests (jest.config.ts): every answer a test gets through supertest is checked
 * against `docs/openapi.yaml` (docs/http.md#the-openapi-document-and-the-generated-client), with the answers before
 * routing and the paths left out that {@link MAIN_ANSWER_RULES} lists.
 */
checkEveryAnswerAgainst(OPENAPI_PATH, MAIN_ANSWER_RULES);
