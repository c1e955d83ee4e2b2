import {
  formatTimestamp,
  type Campaign,
  type CampaignStatus,
  type DeliveryCounts,
  type Distribution,
  type Dimension,
  type InvitationCounts,
  type PsychosocialFactor,
  type QuestionKind,
  type QuestionText,
  type RawQuestion,
  type StoredQuestion,
} from '@employee/domain';

/** A question in the API's JSON form (docs/surveys.md#question-model); `id` absent on the standard one. */
export interface QuestionView {
  id?: string;
  kind: QuestionKind;
  dimension: Dimension | null;
  factor: PsychosocialFactor | null;
  reversed: boolean;
  text: QuestionText;
}

/** A campaign in the API's JSON form (docs/decisions/0002-surveys.md#campaign, docs/surveys.md#campaigns). */
export interface CampaignView {
  id: string;
  company_id: string;
  name: string;
  status: CampaignStatus;
  /** True exactly while `open`. */
  is_active: boolean;
  starts_on: string | null;
  ends_on: string | null;
  /** How many questions the campaign's questionnaire holds. */
  question_count: number;
  /** Who delivers the invitations: `platform` (the service) or `links` (the company) (docs/notifications.md). */
  distribution: Distribution;
  /** Days after opening on which those who have not answered are reminded, ascending. */
  reminder_days: number[];
  /** Employees invited (pending and answered invitations) and responses stored (docs/surveys.md#invitations). */
  invited: number;
  responded: number;
  created_at: string;
  updated_at: string;
  /** Grows by one with every change; the `ETag` is this number in quotes. */
  version: number;
  /** The ordered questions, on `GET /v1/campaigns/{id}` and the answers of writes to one campaign. */
  questions?: QuestionView[];
  /**
   * The pending invitations by the platform's delivery state, with `questions` (one campaign's answers); `null` for
   * a `links` campaign (docs/notifications.md#delivery-states).
   */
  delivery?: { pending: number; sent: number; undeliverable: number } | null;
}

/** The API form of a question: a stored one with its `id`, a raw one (the standard questionnaire) without. */
export function toQuestionView(question: StoredQuestion | RawQuestion): QuestionView {
  return {
    ...('id' in question ? { id: question.id } : {}),
    kind: question.kind,
    dimension: question.dimension ?? null,
    factor: question.factor ?? null,
    reversed: question.reversed ?? false,
    text: { ...question.text },
  };
}

/**
 * The API form of `campaign` with its invitation `counts` (`invited`, `responded`: the domain's `CountInvitations`),
 * timestamps in `timeZone` with a numeric offset; with `withQuestions`, its ordered `questions` (ids included) and its
 * counts by `delivery` state (`null` when not given: a `links` campaign) as well.
 */
export function toCampaignView(
  campaign: Campaign,
  counts: InvitationCounts,
  timeZone: string,
  withQuestions = false,
  delivery: DeliveryCounts | null = null,
): CampaignView {
  const questions = campaign.questionnaire.questions;
  return {
    id: campaign.id,
    company_id: campaign.companyId,
    name: campaign.name,
    status: campaign.status,
    is_active: campaign.isActive,
    starts_on: campaign.startsOn?.value ?? null,
    ends_on: campaign.endsOn?.value ?? null,
    question_count: questions.length,
    distribution: campaign.distribution,
    reminder_days: [...campaign.reminderDays],
    invited: counts.invited,
    responded: counts.responded,
    created_at: formatTimestamp(campaign.createdAt, timeZone),
    updated_at: formatTimestamp(campaign.updatedAt, timeZone),
    version: campaign.version,
    ...(withQuestions ? { questions: questions.map(toQuestionView), delivery: delivery && { ...delivery } } : {}),
  };
}
