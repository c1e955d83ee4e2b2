import {
  Campaign,
  DateBR,
  Questionnaire,
  type CampaignStatus,
  type Distribution,
  type Dimension,
  type PsychosocialFactor,
  type QuestionKind,
  type StoredQuestion,
} from '@employee/domain';
import { CampaignQuestionRecord } from './campaign-question.record';
import { CampaignRecord } from './campaign.record';

const dateOrNull = (iso: string | null): DateBR | null => (iso === null ? null : DateBR.fromIso(iso));

function questionOf(record: CampaignQuestionRecord): StoredQuestion {
  return {
    id: record.id,
    kind: record.kind as QuestionKind,
    dimension: record.dimension as Dimension | null,
    factor: record.factor as PsychosocialFactor | null,
    reversed: record.reversed,
    text: { 'pt-BR': record.textPtBr, en: record.textEn, es: record.textEs },
  };
}

/** `Campaign` ↔ a `campaigns` row and its `campaign_questions` rows (ordered by `position`). */
export const campaignMapper = {
  /** The campaign of `record`, with `questions` already in `position` order. */
  toDomain(record: CampaignRecord, questions: readonly CampaignQuestionRecord[]): Campaign {
    return Campaign.fromProps({
      id: record.id,
      companyId: record.companyId,
      name: record.name,
      status: record.status as CampaignStatus,
      startsOn: dateOrNull(record.startsOn),
      endsOn: dateOrNull(record.endsOn),
      questionnaire: campaignMapper.questionnaireOf(questions),
      distribution: record.distribution as Distribution,
      reminderDays: record.reminderDays,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      openedAt: record.openedAt,
      version: record.version,
    });
  },

  /** The questionnaire of a campaign's `campaign_questions` rows, already in `position` order. */
  questionnaireOf(questions: readonly CampaignQuestionRecord[]): Questionnaire {
    return Questionnaire.fromStored(questions.map(questionOf));
  },

  toRecord(campaign: Campaign): CampaignRecord {
    const p = campaign.toProps();
    return Object.assign(new CampaignRecord(), {
      id: p.id,
      companyId: p.companyId,
      name: p.name,
      status: p.status,
      startsOn: p.startsOn?.toIso() ?? null,
      endsOn: p.endsOn?.toIso() ?? null,
      distribution: p.distribution,
      reminderDays: [...p.reminderDays],
      version: p.version,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      openedAt: p.openedAt,
    });
  },

  /** The `campaign_questions` rows of the campaign's questionnaire, `position` 0, 1, … in its order. */
  toQuestionRecords(campaign: Campaign): CampaignQuestionRecord[] {
    return campaign.questionnaire.questions.map((q, position) =>
      Object.assign(new CampaignQuestionRecord(), {
        id: q.id,
        campaignId: campaign.id,
        position,
        kind: q.kind,
        dimension: q.dimension,
        factor: q.factor,
        reversed: q.reversed,
        textPtBr: q.text['pt-BR'],
        textEn: q.text.en,
        textEs: q.text.es,
      }),
    );
  },
};
