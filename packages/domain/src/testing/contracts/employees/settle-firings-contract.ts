import { describe, expect, it } from '@jest/globals';
import { Employee, type EmployeeProps } from '../../../directory/employee';
import { aCompany, aFilter, anEmployee } from '../../builders';
import { at, contractId, seed } from '../harness';
import { campaignOf, type EmployeesContractKit, query, summary, valueOf } from './employees-contract-kit';

/** `Employees.settleFiringsDueBy`: exactly the due firings, with the effects of `Employee.softDelete`, once (also
 * concurrently). */
export function settleFiringsContract({ harness, run, propsOf, search }: EmployeesContractKit): void {
  describe('settleFiringsDueBy', () => {
    const seedFirings = async () => {
      const company = aCompany().build();
      const filter = aFilter().of(company).build();
      const campaign = campaignOf(company, contractId(100), at(0));
      const now = at(1000);
      const fired = (n: number, settlesAt: Date) =>
        anEmployee()
          .of(company)
          .withId(contractId(n))
          .withInternalId(`MAT-${n}`)
          .withSocialName('Nome Social')
          .withFieldValues([valueOf(filter, `valor ${n}`)])
          .inCampaigns(campaign.id)
          .firedOn('10/02/2026', settlesAt, 'Corte de custos')
          .createdAt(at(n))
          .build();
      const overdue = fired(1, at(500));
      const dueNow = fired(2, now);
      const later = fired(3, at(1001));
      const active = anEmployee().of(company).withId(contractId(4)).inCampaigns(campaign.id).createdAt(at(4)).build();
      const gone = anEmployee()
        .of(company)
        .withId(contractId(5))
        .firedOn('10/02/2026', at(100))
        .createdAt(at(5))
        .softDeleted(at(200))
        .build();
      await seed(harness().uow, {
        companies: [company],
        filters: [filter],
        campaigns: [campaign],
        employees: [overdue, dueNow, later, active, gone],
      });
      return { now, overdue, dueNow, later, active, gone };
    };
    const settledAt = (employee: Employee, now: Date): EmployeeProps => {
      const copy = Employee.fromProps(employee.toProps());
      copy.softDelete(now);
      return copy.toProps();
    };

    it('soft-deletes exactly the non-deleted employees due by now, with the effects of softDelete', async () => {
      const { now, overdue, dueNow, later, active, gone } = await seedFirings();

      expect(await run((r) => r.employees.settleFiringsDueBy(now))).toHaveLength(2);

      for (const due of [overdue, dueNow]) {
        const props = await propsOf(due.id);
        expect(props).toEqual(settledAt(due, now));
        expect(props).toMatchObject({
          deletedAt: now,
          fieldValues: [],
          campaignIds: [],
          firingDate: due.profile.firingDate,
          isVoluntaryFiring: false,
          reasonFiring: 'Corte de custos',
          internalId: due.profile.internalId,
          socialName: due.profile.socialName,
        });
      }
      for (const untouched of [later, active, gone]) expect(await propsOf(untouched.id)).toEqual(untouched.toProps());
    });

    it('settles each employee once: a second pass settles none', async () => {
      const { now } = await seedFirings();

      expect(await run((r) => r.employees.settleFiringsDueBy(now))).toHaveLength(2);
      expect(await run((r) => r.employees.settleFiringsDueBy(now))).toHaveLength(0);
      expect(await run((r) => r.employees.settleFiringsDueBy(at(1001)))).toHaveLength(1);
    });

    it('hides settled employees from search', async () => {
      const { now, later, active } = await seedFirings();
      await run((r) => r.employees.settleFiringsDueBy(now));

      const page = await search(later.companyId, query(null));
      expect(summary(page)).toEqual({ ids: [later.id, active.id], total: 2, page: 1, perPage: 10, lastPage: 1 });
    });

    it('settles each employee exactly once when two passes run concurrently', async () => {
      const company = aCompany().build();
      const now = at(1000);
      const due = [1, 2, 3, 4, 5, 6].map((n) =>
        anEmployee()
          .of(company)
          .withId(contractId(n))
          .firedOn('10/02/2026', at(900 + n))
          .createdAt(at(n))
          .build(),
      );
      const later = anEmployee()
        .of(company)
        .withId(contractId(7))
        .firedOn('10/02/2026', at(2000))
        .createdAt(at(7))
        .build();
      await seed(harness().uow, { companies: [company], employees: [...due, later] });

      const passes = await Promise.all([
        run((r) => r.employees.settleFiringsDueBy(now)),
        run((r) => r.employees.settleFiringsDueBy(now)),
      ]);

      expect(
        passes
          .flat()
          .map((s) => s.id)
          .sort(),
      ).toEqual(due.map((e) => e.id).sort());
      for (const employee of due) expect(await propsOf(employee.id)).toEqual(settledAt(employee, now));
      expect(await propsOf(later.id)).toEqual(later.toProps());
      expect(await run((r) => r.employees.settleFiringsDueBy(now))).toHaveLength(0);
    });
  });
}
