import { describe, expect, it } from '@jest/globals';
import { aCompany, aFilter, anEmployee } from '../../builders';
import { at, contractId, seed, walkByCursor } from '../harness';
import { type EmployeesContractKit, query, summary, valueOf } from './employees-contract-kit';

/** `Employees.search` with `fieldValues`: exact values, every one required, with `search`, in both pagings. */
export function searchFieldValuesContract({ harness, search }: EmployeesContractKit): void {
  describe('narrowed by filter values', () => {
    const seedDepartments = async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const department = aFilter().of(company).withKey('department').build();
      const city = aFilter().of(company).withKey('city').build();
      const foreignDepartment = aFilter().of(other).withKey('department').build();
      const make = (n: number, name: string, values: Array<[typeof department, string]>) =>
        anEmployee()
          .of(company)
          .withId(contractId(n))
          .named(name)
          .withFieldValues(values.map(([filter, value]) => valueOf(filter, value)))
          .createdAt(at(n))
          .build();
      const e = {
        anaRh: make(1, 'Ana Lima', [
          [department, 'RH'],
          [city, 'Recife'],
        ]),
        beaRhLower: make(2, 'Bea Lima', [[department, 'rh']]),
        caioRhSpaced: make(3, 'Caio Lima', [[department, 'RH ']]),
        duaRhSp: make(4, 'Dua Souza', [
          [city, 'São Paulo'],
          [department, 'RH'],
        ]),
        eloTi: make(5, 'Elo Souza', [
          [department, 'TI'],
          [city, 'Recife'],
        ]),
        noValues: make(6, 'Fê Lima', []),
        goneRh: anEmployee()
          .of(company)
          .withId(contractId(7))
          .withFieldValues([valueOf(department, 'RH')])
          .createdAt(at(7))
          .softDeleted(at(8))
          .build(),
        foreignRh: anEmployee()
          .of(other)
          .withId(contractId(8))
          .withFieldValues([valueOf(foreignDepartment, 'RH')])
          .createdAt(at(0))
          .build(),
      };
      await seed(harness().uow, {
        companies: [company, other],
        filters: [department, city, foreignDepartment],
        employees: Object.values(e),
      });
      return { company, department, city, e };
    };

    it("keeps only the company's live employees holding exactly the value asked, with the exact total", async () => {
      const { company, department, e } = await seedDepartments();
      const rh = [{ filterId: department.id, value: 'RH' }];

      const page = await search(company.id, { ...query(null), fieldValues: rh });

      expect(summary(page)).toEqual({ ids: [e.anaRh.id, e.duaRhSp.id], total: 2, page: 1, perPage: 10, lastPage: 1 });
      expect(page.items[1]?.toProps()).toEqual(e.duaRhSp.toProps());
      expect(summary(await search(company.id, { ...query(null, 2, 1), fieldValues: rh }))).toMatchObject({
        ids: [e.duaRhSp.id],
        total: 2,
      });
      expect(await walkByCursor((r) => search(company.id, { ...r, search: null, fieldValues: rh }), 1)).toEqual([
        e.anaRh.id,
        e.duaRhSp.id,
      ]);
    });

    it('requires every value asked (AND), and combines with a search', async () => {
      const { company, department, city, e } = await seedDepartments();
      const rhInRecife = [
        { filterId: department.id, value: 'RH' },
        { filterId: city.id, value: 'Recife' },
      ];
      const recife = [{ filterId: city.id, value: 'Recife' }];

      expect((await search(company.id, { ...query(null), fieldValues: rhInRecife })).items.map((x) => x.id)).toEqual([
        e.anaRh.id,
      ]);
      const searched = await search(company.id, { ...query('souza'), fieldValues: recife });
      expect(summary(searched)).toMatchObject({ ids: [e.eloTi.id], total: 1 });
      expect(await walkByCursor((r) => search(company.id, { ...r, search: 'lima', fieldValues: recife }), 1)).toEqual([
        e.anaRh.id,
      ]);
    });

    it('finds nobody for a value nobody holds, and narrows nothing with no values', async () => {
      const { company, department, e } = await seedDepartments();

      const none = await search(company.id, { ...query(null), fieldValues: [{ filterId: department.id, value: 'R' }] });
      const all = await search(company.id, { ...query(null), fieldValues: [] });

      expect(summary(none)).toMatchObject({ ids: [], total: 0 });
      expect(all.total).toBe(Object.values(e).length - 2);
    });
  });
}
