import { describe, expect, it } from '@jest/globals';
import { aCompany, anEmployee } from '../../builders';
import { seed } from '../harness';
import type { EmployeesContractKit } from './employees-contract-kit';

/** `Employees.namesOf`: every name and social name of the company's employees, deleted ones too. */
export function namesOfContract({ harness, run }: EmployeesContractKit): void {
  describe('namesOf', () => {
    it("gives the names and social names of the company's employees in any state, and no other company's", async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      await seed(harness().uow, {
        companies: [company, other],
        employees: [
          anEmployee().of(company).named('Maria Aparecida Souza').withSocialName('Mari Souza').build(),
          anEmployee().of(company).named('João da Silva').softDeleted('2026-01-01T00:00:00Z').build(),
          anEmployee().of(other).named('Pedro Alves').build(),
        ],
      });

      const names = await run((r) => r.employees.namesOf(company.id));

      expect(names.sort()).toEqual(['João da Silva', 'Mari Souza', 'Maria Aparecida Souza']);
      expect(await run((r) => r.employees.namesOf('not-a-uuid'))).toEqual([]);
    });
  });
}
