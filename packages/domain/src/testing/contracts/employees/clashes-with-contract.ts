import { describe, expect, it } from '@jest/globals';
import type { UniqueField, UniqueProbe } from '../../../directory/employees';
import { aCompany, anEmployee } from '../../builders';
import { uniqueCpf, uniqueMobile } from '../../generators';
import { at, seed } from '../harness';
import { type EmployeesContractKit, probe } from './employees-contract-kit';

/** `Employees.clashesWith`: which unique values of a probe other non-deleted employees hold. */
export function clashesWithContract({ harness, run }: EmployeesContractKit): void {
  describe('clashesWith', () => {
    it('reports exactly the unique values another non-deleted employee holds', async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const holder = anEmployee().of(company).withInternalId('MAT-1').createdAt(at(0)).build();
      const gone = anEmployee().of(company).withInternalId('MAT-2').createdAt(at(1)).softDeleted(at(2)).build();
      await seed(harness().uow, { companies: [company, other], employees: [holder, gone] });
      const clashes = async (p: UniqueProbe): Promise<UniqueField[]> =>
        [...(await run((r) => r.employees.clashesWith(p)))].sort();
      const held = {
        document: holder.profile.document?.value ?? null,
        email: holder.profile.email?.value ?? null,
        phone: holder.profile.phone?.value ?? null,
        internalId: 'MAT-1',
      };

      expect(await clashes(probe(company.id, held))).toEqual(['document', 'email', 'internal_id', 'phone']);
      expect(
        await clashes(probe(company.id, { email: held.email, document: uniqueCpf(), phone: uniqueMobile() })),
      ).toEqual(['email']);
      expect(await clashes(probe(company.id, { phone: held.phone, internalId: 'MAT-9' }))).toEqual(['phone']);
      expect(await clashes(probe(company.id, { ...held, exceptId: holder.id }))).toEqual([]);
      expect(await clashes(probe(other.id, held))).toEqual(['document', 'email', 'phone']);
      expect(await clashes(probe(other.id, { internalId: 'MAT-1' }))).toEqual([]);
      expect(
        await clashes(
          probe(company.id, {
            document: gone.profile.document?.value ?? null,
            email: gone.profile.email?.value ?? null,
            phone: gone.profile.phone?.value ?? null,
            internalId: 'MAT-2',
          }),
        ),
      ).toEqual([]);
      expect(await clashes(probe(company.id))).toEqual([]);
    });
  });
}
