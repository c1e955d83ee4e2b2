import { NotFoundError } from '../kernel/domain-error';
import { ValidationError } from '../kernel/violations';

/** Code of a 422 on filter input. */
export const FILTER_INVALID = 'FILTER.INVALID';

/** No active filter with this id in the target company. */
export function filterNotFound(): NotFoundError {
  return new NotFoundError('FILTER.NOT_FOUND', 'Filter not found');
}

/** The key is already used by another active filter of the company (also raised by storage on a race). */
export function filterKeyTaken(): ValidationError {
  return ValidationError.of(FILTER_INVALID, 'key', { code: 'FILTER.KEY_TAKEN', message: 'is already in use' });
}
