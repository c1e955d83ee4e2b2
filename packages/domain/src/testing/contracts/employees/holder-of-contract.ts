import { describe, expect, it } from '@jest/globals';
import { aCompany, anEmployee } from '../../builders';
import { uniqueCpf } from '../../generators';
import { at, seed } from '../harness';
import type { EmployeesContractKit } from './employees-contract-kit';

/** `Employees.holderOf`: the non-deleted employee, of any company, holding a value unique across companies. */
export function holderOfContract({ harness, run }: EmployeesContractKit): void {
  describe('holderOf', () => {
    it('finds the holder of a document, e-mail or phone in any company, never a soft-deleted one', async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const holder = anEmployee().of(other).createdAt(at(0)).build();
      const gone = anEmployee().of(company).createdAt(at(1)).softDeleted(at(2)).build();
      await seed(harness().uow, { companies: [company, other], employees: [holder, gone] });
      const expected = { employeeId: holder.id, companyId: other.id };
      const { document, email, phone } = holder.profile;

      for (const [field, value] of [
        ['document', document?.value],
        ['email', email?.value],
        ['phone', phone?.value],
      ] as const) {
        expect(await run((r) => r.employees.holderOf({ field, value: value ?? '' }))).toEqual(expected);
      }
      const goneDocument = gone.profile.document?.value ?? '';
      expect(await run((r) => r.employees.holderOf({ field: 'document', value: goneDocument }))).toBeNull();
      expect(await run((r) => r.employees.holderOf({ field: 'document', value: uniqueCpf() }))).toBeNull();
    });
  });
}
