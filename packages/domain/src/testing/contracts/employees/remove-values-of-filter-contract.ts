import { describe, expect, it } from '@jest/globals';
import { Employee } from '../../../directory/employee';
import type { FieldValue } from '../../../directory/field-entries';
import { aCompany, aFilter, anEmployee } from '../../builders';
import { at, contractId, seed } from '../harness';
import { type EmployeesContractKit, valueOf } from './employees-contract-kit';

/** `Employees.removeValuesOfFilter`: only that filter's values go, of every employee. */
export function removeValuesOfFilterContract({ harness, run, propsOf }: EmployeesContractKit): void {
  describe('removeValuesOfFilter', () => {
    it("removes the filter's values from every employee and keeps the other values", async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const gone = aFilter().of(company).withId(contractId(1)).withKey('a_gone').createdAt(at(1)).build();
      const kept = aFilter().of(company).withId(contractId(2)).withKey('b_kept').createdAt(at(2)).build();
      const foreign = aFilter().of(other).withId(contractId(3)).withKey('a_gone').createdAt(at(3)).build();
      const both = anEmployee()
        .of(company)
        .withFieldValues([valueOf(gone, 'x'), valueOf(kept, 'y')])
        .createdAt(at(1))
        .build();
      const onlyGone = anEmployee()
        .of(company)
        .withFieldValues([valueOf(gone, 'z')])
        .createdAt(at(2))
        .build();
      const onlyKept = anEmployee()
        .of(company)
        .withFieldValues([valueOf(kept, 'w')])
        .createdAt(at(3))
        .build();
      const none = anEmployee().of(company).createdAt(at(4)).build();
      const elsewhere = anEmployee()
        .of(other)
        .withFieldValues([valueOf(foreign, 'v')])
        .createdAt(at(5))
        .build();
      await seed(harness().uow, {
        companies: [company, other],
        filters: [gone, kept, foreign],
        employees: [both, onlyGone, onlyKept, none, elsewhere],
      });

      await run((r) => r.employees.removeValuesOfFilter(gone.id));

      const expectValues = async (employee: Employee, fieldValues: FieldValue[]) =>
        expect(await propsOf(employee.id)).toEqual({ ...employee.toProps(), fieldValues, updatedAt: expect.any(Date) });
      await expectValues(both, [valueOf(kept, 'y')]);
      await expectValues(onlyGone, []);
      await expectValues(onlyKept, [valueOf(kept, 'w')]);
      await expectValues(none, []);
      await expectValues(elsewhere, [valueOf(foreign, 'v')]);
    });
  });
}
