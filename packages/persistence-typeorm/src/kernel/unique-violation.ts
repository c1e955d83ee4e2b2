import {
  apiKeyAlreadyLive,
  filterKeyTaken,
  permissionDuplicate,
  profileNameTaken,
  responseAlreadySubmitted,
  uniqueValueTaken,
  userEmailTaken,
  type DomainError,
} from '@employee/domain';
import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** Unique index name (see the migrations) → the domain error the use case raises for the same clash. */
const DOMAIN_ERRORS: Record<string, () => DomainError> = {
  employees_document_active_uq: () => uniqueValueTaken(['document']),
  employees_email_active_uq: () => uniqueValueTaken(['email']),
  employees_phone_active_uq: () => uniqueValueTaken(['phone']),
  employees_company_internal_id_active_uq: () => uniqueValueTaken(['internal_id']),
  filters_company_key_active_uq: () => filterKeyTaken(),
  api_keys_company_live_uq: () => apiKeyAlreadyLive(),
  profiles_company_name_uq: () => profileNameTaken(),
  users_email_uq: () => userEmailTaken(),
  permissions_user_company_uq: () => permissionDuplicate(),
  survey_respondents_campaign_employee_uq: () => responseAlreadySubmitted(),
};

/**
 * Runs `write` and turns a PostgreSQL unique violation (23505) on one of our unique indexes into the
 * matching domain error (a `ValidationError`, or the `StateError` `API_KEY.ALREADY_LIVE`,
 * `PERMISSION.DUPLICATE` or `RESPONSE.ALREADY_SUBMITTED`), so a race the use case's own check could not see still
 * answers with the use case's error (422 for input, 409 for a state), never 500.
 * Other errors propagate unchanged. Source: docs/house-rules.md#errors; docs/persistence.md.
 */
export async function mappingUniqueViolations<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw domainErrorFor(error) ?? error;
  }
}

function domainErrorFor(error: unknown): DomainError | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  if (driverError?.code !== UNIQUE_VIOLATION || !driverError.constraint) return null;
  return DOMAIN_ERRORS[driverError.constraint]?.() ?? null;
}
