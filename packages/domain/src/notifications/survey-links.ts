/**
 * Port: the addresses a survey message carries (docs/notifications.md#messages), made by the composition root from
 * `PUBLIC_BASE_URL`: the survey link of a token (`…/survey/{token}`) and its one-click opt-out of reminders (RFC 8058).
 */
export interface SurveyLinks {
  surveyUrl(token: string): string;
  optOutUrl(token: string): string;
}
