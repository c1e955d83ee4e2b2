import type { EmployeeProfile } from './employee-profile';
import type { Employees, UniqueField } from './employees';
import { uniqueProbeOf, uniqueValueTaken } from './uniqueness';
import type { Violations } from '../kernel/violations';

/**
 * Records a `*.TAKEN` violation for each unique value of `profile` (document, email, phone across all
 * companies; internal_id within the company) that another non-deleted employee holds. Fields that already
 * have a violation are not looked up. Source: docs/contract.md#uniqueness, #errors.
 */
export async function checkUniqueness(
  employees: Employees,
  subject: { companyId: string; exceptId: string | null; profile: EmployeeProfile },
  violations: Violations,
): Promise<void> {
  const all = uniqueProbeOf(subject);
  const unlessInvalid = (field: UniqueField, value: string | null): string | null =>
    violations.has(field) ? null : value;
  const probe = {
    ...all,
    document: unlessInvalid('document', all.document),
    email: unlessInvalid('email', all.email),
    phone: unlessInvalid('phone', all.phone),
    internalId: unlessInvalid('internal_id', all.internalId),
  };
  if (!probe.document && !probe.email && !probe.phone && !probe.internalId) return;
  const taken = await employees.clashesWith(probe);
  if (taken.length > 0) violations.addAll(uniqueValueTaken(taken));
}
