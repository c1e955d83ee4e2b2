import { ValidationError } from '../kernel/violations';
import type { EmployeeProfile } from './employee-profile';
import { EMPLOYEE_INVALID } from './employee.errors';
import type { UniqueField, UniqueProbe } from './employees';

const TAKEN_CODES: Record<UniqueField, string> = {
  document: 'DOCUMENT.TAKEN',
  email: 'EMAIL.TAKEN',
  phone: 'PHONE.TAKEN',
  internal_id: 'INTERNAL_ID.TAKEN',
};

/**
 * The 422 for unique values held by another non-deleted employee. The message says only that the value is
 * in use, never which company or employee holds it (docs/contract.md#errors). Raised by the use cases and,
 * for races the use case could not see, by storage adapters on a unique-index violation.
 */
export function uniqueValueTaken(fields: readonly UniqueField[], code = EMPLOYEE_INVALID): ValidationError {
  const violations = Object.fromEntries(
    fields.map((field) => [field, [{ code: TAKEN_CODES[field], message: 'is already in use' }]]),
  );
  return new ValidationError(code, violations);
}

/**
 * The unique values of a profile in `companyId`, as a probe that ignores employee `exceptId` (the employee
 * itself on update, restore or save; `null` on create).
 */
export function uniqueProbeOf(subject: {
  companyId: string;
  exceptId: string | null;
  profile: EmployeeProfile;
}): UniqueProbe {
  const p = subject.profile;
  return {
    companyId: subject.companyId,
    exceptId: subject.exceptId,
    document: p.document?.value ?? null,
    email: p.email?.value ?? null,
    phone: p.phone?.value ?? null,
    internalId: p.internalId,
  };
}
