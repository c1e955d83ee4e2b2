import type { Answer } from './answers';
import type { ResponseScores } from './response-scores';
import type { SegmentSnapshot } from './segment-snapshot';

/**
 * One respondent's submitted answers to a campaign (docs/surveys.md#answers): the
 * validated answers in questionnaire order (open questions left blank are absent), the segment snapshot taken at
 * submission and the scores worked out from the answers. It names no employee: the link from a response to its
 * employee is stored apart (`Responses.add`), and no route returns one person's answers.
 */
export interface SurveyResponse {
  readonly id: string;
  readonly companyId: string;
  readonly campaignId: string;
  readonly submittedAt: Date;
  readonly snapshot: SegmentSnapshot;
  readonly answers: readonly Answer[];
  readonly scores: ResponseScores;
}
