import {
  responseScores,
  type AgeBand,
  type Answer,
  type LanguageCode,
  type Questionnaire,
  type SurveyResponse,
  type TenureBand,
} from '@employee/domain';

/** A `survey_responses` row as `INSERT_RESPONSES` takes it (one JSON object per response). */
export interface SurveyResponseRow {
  readonly id: string;
  readonly company_id: string;
  readonly campaign_id: string;
  readonly submitted_at: string;
  readonly language: string;
  readonly tenure_band: string | null;
  readonly age_band: string | null;
  readonly is_on_leave: boolean;
  readonly segment: Readonly<Record<string, string>>;
  readonly enps: number | null;
  readonly lnps: number | null;
  readonly engagement_index: number | null;
  readonly scale_values: ReadonlyArray<number | null>;
}

/** A `survey_open_answers` row as `INSERT_OPEN_ANSWERS` takes it. */
export interface OpenAnswerRow {
  readonly response_id: string;
  readonly question_id: string;
  readonly text: string;
}

/** A `survey_responses` row as `responsesIn` reads it. */
export interface StoredResponseRow {
  readonly id: string;
  readonly companyId: string;
  readonly campaignId: string;
  readonly submittedAt: Date;
  readonly language: string;
  readonly tenureBand: string | null;
  readonly ageBand: string | null;
  readonly isOnLeave: boolean;
  readonly segment: Record<string, string>;
  readonly scaleValues: Array<number | null>;
}

/**
 * `SurveyResponse` ↔ one narrow `survey_responses` row plus its `survey_open_answers` rows
 * (docs/persistence.md#survey-responses). `scale_values` holds the scale answers in questionnaire position order,
 * `null` at an `open` question (its text is a row of `survey_open_answers`), so the campaign's questionnaire is
 * needed both ways. The scores are stored for SQL (`engagement_index` as a 4-byte `real`) and, when a response is
 * read back, worked out again from its answers with the domain's `responseScores`, exactly as at submission (a
 * campaign's questions cannot change once it is open).
 */
export const surveyResponseMapper = {
  /** The rows of `response`, whose campaign has `questionnaire`. */
  toRows(response: SurveyResponse, questionnaire: Questionnaire): { row: SurveyResponseRow; open: OpenAnswerRow[] } {
    const values = new Map<string, number | string>(response.answers.map((a) => [a.questionId, a.value]));
    const open: OpenAnswerRow[] = [];
    for (const answer of response.answers) {
      if (typeof answer.value === 'string')
        open.push({ response_id: response.id, question_id: answer.questionId, text: answer.value });
    }
    const { snapshot, scores } = response;
    return {
      row: {
        id: response.id,
        company_id: response.companyId,
        campaign_id: response.campaignId,
        submitted_at: response.submittedAt.toISOString(),
        language: snapshot.language,
        tenure_band: snapshot.tenureBand,
        age_band: snapshot.ageBand,
        is_on_leave: snapshot.isOnLeave,
        segment: snapshot.fields,
        enps: scores.enps,
        lnps: scores.lnps,
        engagement_index: scores.engagementIndex,
        scale_values: questionnaire.questions.map((q) => {
          const value = values.get(q.id);
          return typeof value === 'number' ? value : null;
        }),
      },
      open,
    };
  },

  /**
   * The response of `row`, with its open answers' texts by question id, whose campaign has `questionnaire`: answers
   * in questionnaire order (an unanswered open question left out), scores worked out from them.
   */
  toDomain(
    row: StoredResponseRow,
    openTexts: ReadonlyMap<string, string>,
    questionnaire: Questionnaire,
  ): SurveyResponse {
    const answers: Answer[] = questionnaire.questions.flatMap((question, position) => {
      const value = question.kind === 'open' ? openTexts.get(question.id) : row.scaleValues[position];
      return value === undefined || value === null ? [] : [{ questionId: question.id, value }];
    });
    return {
      id: row.id,
      companyId: row.companyId,
      campaignId: row.campaignId,
      submittedAt: row.submittedAt,
      snapshot: {
        fields: row.segment,
        tenureBand: row.tenureBand as TenureBand | null,
        ageBand: row.ageBand as AgeBand | null,
        language: row.language as LanguageCode,
        isOnLeave: row.isOnLeave,
      },
      answers,
      scores: responseScores(questionnaire, answers),
    };
  },
};
