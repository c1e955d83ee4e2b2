import type { Campaign } from './campaign';
import { DateBR } from '../kernel/br/date-br';
import type { Employee } from '../directory';
import type { IdGenerator } from '../kernel/id-generator';
import type { DomainSettings } from '../kernel/settings';
import type { ViolationMap } from '../kernel/violations';
import { validateAnswers } from './answers';
import { responseScores } from './response-scores';
import { segmentSnapshotOf } from './segment-snapshot';
import type { SurveyResponse } from './survey-response';

/**
 * The response `employee` gives to `campaign` at `now` with the raw body `{answers: [{question_id, value}]}`:
 * the answers validated against the campaign's questionnaire ({@link validateAnswers}), the segment snapshot of the
 * employee on that day (service time zone) and the scores. Does not check the campaign's status or the invitation
 * (the callers do). `rejected`: the caller's own refusals of answers, by field (see {@link validateAnswers}).
 * Source: docs/surveys.md#answers.
 * @throws ValidationError `RESPONSE.INVALID` (see {@link validateAnswers}).
 */
export function newResponse(
  campaign: Campaign,
  employee: Employee,
  rawBody: unknown,
  context: { now: Date; ids: IdGenerator; settings: DomainSettings },
  rejected: ViolationMap = {},
): SurveyResponse {
  const answers = validateAnswers(campaign.questionnaire, rawBody, rejected);
  return {
    id: context.ids.next(),
    companyId: campaign.companyId,
    campaignId: campaign.id,
    submittedAt: context.now,
    snapshot: segmentSnapshotOf(employee, DateBR.today(context.now, context.settings.timeZone)),
    answers,
    scores: responseScores(campaign.questionnaire, answers),
  };
}
