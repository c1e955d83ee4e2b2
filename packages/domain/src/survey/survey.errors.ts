/** Code of a 422 on a campaign's `questions` (shared/decisions/surveys.md#questionnaire). */
export const QUESTIONNAIRE_INVALID = 'QUESTIONNAIRE.INVALID';
/** Code of a 422 on a respondent's `answers` (shared/decisions/surveys.md#invitations-and-answers). */
export const RESPONSE_INVALID = 'RESPONSE.INVALID';
