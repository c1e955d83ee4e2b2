import { NotFoundError, StateError } from '../kernel/domain-error';

/** No campaign with this id. */
export function campaignNotFound(): NotFoundError {
  return new NotFoundError('CAMPAIGN.NOT_FOUND', 'Campaign not found');
}

/** Code of a change the campaign's status does not allow (409): a wrong transition, or a draft-only change. */
export const CAMPAIGN_WRONG_STATE = 'CAMPAIGN.WRONG_STATE';

/** The campaign's status does not allow this change (docs/surveys.md#campaigns: draft → open → closed). */
export function campaignWrongState(message: string): StateError {
  return new StateError(CAMPAIGN_WRONG_STATE, message);
}
