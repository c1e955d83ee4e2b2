import { NotFoundError } from '../shared/domain-error';

/** No campaign with this id. */
export function campaignNotFound(): NotFoundError {
  return new NotFoundError('CAMPAIGN.NOT_FOUND', 'Campaign not found');
}
