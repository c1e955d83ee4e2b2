import type { OutboxEvent } from '../history';
import type { Campaign } from './campaign';

/** The type of {@link responseReceivedEvent}'s events. */
export const RESPONSE_RECEIVED = 'survey.response_received';

/**
 * The outbox event of a stored survey response (docs/webhooks.md#event-types): `survey.response_received` about the
 * campaign, with data `{id: <campaign id>, company_id, responses: <responses stored so far>}` only. Neither the
 * respondent nor the invitation is named: responses are not audited, for anonymity (docs/surveys.md#answers).
 */
export function responseReceivedEvent(
  campaign: Campaign,
  responses: number,
  at: { readonly id: string; readonly occurredAt: Date },
): OutboxEvent {
  return {
    id: at.id,
    type: RESPONSE_RECEIVED,
    companyId: campaign.companyId,
    entityId: campaign.id,
    occurredAt: at.occurredAt,
    data: { id: campaign.id, company_id: campaign.companyId, responses },
  };
}
