import { describe, expect, it } from '@jest/globals';
import { EMPLOYEE_INVALID } from '../../../directory/employee.errors';
import { ValidationError } from '../../../kernel/violations';
import { aCompany, anEmployee } from '../../builders';
import { at, seed } from '../harness';
import { changed, type EmployeesContractKit, sharing, TAKEN_CODES } from './employees-contract-kit';

/** `Employees.save` refuses a unique value another non-deleted employee holds (`*.TAKEN`). */
export function uniqueValuesContract({ harness, propsOf, save, softDelete }: EmployeesContractKit): void {
  describe('unique values on save', () => {
    for (const field of ['document', 'email', 'phone'] as const) {
      it(`rejects a ${field} held by a non-deleted employee, of any company, with ${TAKEN_CODES[field]}`, async () => {
        const holding = aCompany().build();
        const other = aCompany().build();
        const holder = anEmployee().of(holding).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [holding, other], employees: [holder] });

        for (const company of [other, holding]) {
          const challenger = sharing(field, holder, anEmployee().of(company)).createdAt(at(1)).build();
          const attempt = save(challenger);
          await expect(attempt).rejects.toBeInstanceOf(ValidationError);
          await expect(attempt).rejects.toMatchObject({ code: EMPLOYEE_INVALID });
          await expect(attempt).rejects.toHaveProperty('violations', {
            [field]: [{ code: TAKEN_CODES[field], message: expect.any(String) }],
          });
          expect(await propsOf(challenger.id)).toBeNull();
        }
      });
    }

    it('never names the holder in the error', async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const holder = anEmployee().of(company).createdAt(at(0)).build();
      await seed(harness().uow, { companies: [company, other], employees: [holder] });

      const attempt = save(sharing('document', holder, anEmployee().of(other)).build());
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      const error = await attempt.catch((e: unknown) => e);
      const text = JSON.stringify({
        message: (error as ValidationError).message,
        violations: (error as ValidationError).violations,
      });
      expect(text).not.toContain(holder.id);
      expect(text).not.toContain(company.id);
      expect(text).not.toContain(holder.profile.document?.value ?? '-');
    });

    it(
      'rejects an internal_id held by another non-deleted employee ' + 'of the same company with INTERNAL_ID.TAKEN',
      async () => {
        const company = aCompany().build();
        const holder = anEmployee().of(company).withInternalId('MAT-7').createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], employees: [holder] });

        const challenger = anEmployee().of(company).withInternalId('MAT-7').createdAt(at(1)).build();
        const attempt = save(challenger);

        await expect(attempt).rejects.toBeInstanceOf(ValidationError);
        await expect(attempt).rejects.toMatchObject({ code: EMPLOYEE_INVALID });
        await expect(attempt).rejects.toHaveProperty('violations', {
          internal_id: [{ code: 'INTERNAL_ID.TAKEN', message: expect.any(String) }],
        });
        expect(await propsOf(challenger.id)).toBeNull();
      },
    );

    it('accepts the internal_id of an employee of another company', async () => {
      const first = aCompany().build();
      const second = aCompany().build();
      const holder = anEmployee().of(first).withInternalId('MAT-7').createdAt(at(0)).build();
      await seed(harness().uow, { companies: [first, second], employees: [holder] });

      const other = anEmployee().of(second).withInternalId('MAT-7').createdAt(at(1)).build();
      await save(other);

      expect(await propsOf(other.id)).toEqual(other.toProps());
      expect(await propsOf(holder.id)).toEqual(holder.toProps());
    });

    it("lets a new employee take a soft-deleted employee's document, email, phone and internal_id", async () => {
      const company = aCompany().build();
      const holder = anEmployee().of(company).withInternalId('MAT-7').createdAt(at(0)).build();
      await seed(harness().uow, { companies: [company], employees: [holder] });
      await softDelete(holder.id, at(10));

      let builder = anEmployee().of(company).createdAt(at(20));
      for (const field of ['document', 'email', 'phone', 'internal_id'] as const)
        builder = sharing(field, holder, builder);
      const newcomer = builder.build();
      await save(newcomer);

      expect(newcomer.id).not.toBe(holder.id);
      expect(await propsOf(newcomer.id)).toEqual(newcomer.toProps());
      expect(await propsOf(holder.id)).toMatchObject({ deletedAt: at(10), document: holder.profile.document });
    });

    it('saves a soft-deleted employee whose values an active employee now holds', async () => {
      const company = aCompany().build();
      const gone = anEmployee().of(company).withInternalId('MAT-7').createdAt(at(0)).softDeleted(at(5)).build();
      let builder = anEmployee().of(company).createdAt(at(6));
      for (const field of ['document', 'email', 'phone', 'internal_id'] as const)
        builder = sharing(field, gone, builder);
      const active = builder.build();
      await seed(harness().uow, { companies: [company], employees: [gone, active] });

      const resaved = changed(gone, { updatedAt: at(7) });
      await save(resaved);

      expect(await propsOf(gone.id)).toEqual(resaved.toProps());
    });
  });
}
