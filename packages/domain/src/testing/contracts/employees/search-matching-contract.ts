import { describe, expect, it } from '@jest/globals';
import type { Company } from '../../../tenancy/company';
import { aCompany, anEmployee } from '../../builders';
import { at, contractId, seed } from '../harness';
import { cpfFrom, type EmployeesContractKit, query, summary } from './employees-contract-kit';

/** `Employees.search` with a term: the columns searched, case-insensitively. */
export function searchMatchingContract({ harness, search }: EmployeesContractKit): void {
  describe('matching', () => {
    const fixture = (company: Company) => ({
      target: anEmployee()
        .of(company)
        .withId(contractId(1))
        .createdAt(at(1))
        .named('Heloísa Quintanilha Barros')
        .withSocialName('Zuleica Vasconcelos')
        .withDocument(cpfFrom('987654321'))
        .withEmail('Target.Person@Example.com.br')
        .withPhone('+5547998761234')
        .withInternalId('MAT-00X7')
        .build(),
      decoy: anEmployee()
        .of(company)
        .withId(contractId(2))
        .createdAt(at(2))
        .named('Carlos Pereira Lima')
        .withSocialName('Cadu Lima')
        .withDocument(cpfFrom('111444777'))
        .withEmail('carlos@empresa.com.br')
        .withPhone('+5511955550000')
        .withInternalId('C-1')
        .build(),
    });

    const cases: Array<[string, string]> = [
      ['name', 'quintanilha'],
      ['name, ignoring case of accented letters', 'HELOÍSA QUINT'],
      ['social_name', 'VASCONC'],
      ['document (part of the CPF)', '765432'],
      ['email', 'PERSON@EXAMPLE'],
      ['phone (part of the digits)', '99876123'],
      ['internal_id', 'mat-00x'],
      ['document, typed with the punctuation of a CPF', '987.654.321-'],
      ['phone, typed as shown with +55', '+55 (47) 99876-1234'],
      ['phone, typed without +55', '(47) 99876-1234'],
      ['phone, part typed with a hyphen', '8761-234'],
    ];
    for (const [field, term] of cases) {
      it(`finds a case-insensitive substring of the ${field} ("${term}")`, async () => {
        const company = aCompany().build();
        const { target, decoy } = fixture(company);
        await seed(harness().uow, { companies: [company], employees: [target, decoy] });

        expect(summary(await search(company.id, query(term)))).toEqual({
          ids: [target.id],
          total: 1,
          page: 1,
          perPage: 10,
          lastPage: 1,
        });
      });
    }

    it('still finds an internal_id that holds the punctuated term itself, and no CPF of other digits', async () => {
      const company = aCompany().build();
      const coded = anEmployee().of(company).withId(contractId(3)).createdAt(at(3)).withInternalId('2024-01.7').build();
      const { target, decoy } = fixture(company);
      await seed(harness().uow, { companies: [company], employees: [target, decoy, coded] });

      expect(summary(await search(company.id, query('2024-01.7'))).ids).toEqual([coded.id]);
      expect(summary(await search(company.id, query('987.654.000'))).ids).toEqual([]);
    });

    it('finds nothing for a term no employee holds', async () => {
      const company = aCompany().build();
      const { target, decoy } = fixture(company);
      await seed(harness().uow, { companies: [company], employees: [target, decoy] });

      expect(summary(await search(company.id, query('inexistente')))).toEqual({
        ids: [],
        total: 0,
        page: 1,
        perPage: 10,
        lastPage: 1,
      });
    });

    it('never finds soft-deleted employees or those of another company', async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const gone = anEmployee().of(company).named('Quitéria Moura').createdAt(at(1)).softDeleted(at(2)).build();
      const foreign = anEmployee().of(other).named('Quitéria Moura').createdAt(at(1)).build();
      const kept = anEmployee().of(company).named('Quitéria Moura').createdAt(at(3)).build();
      await seed(harness().uow, { companies: [company, other], employees: [gone, foreign, kept] });

      expect(summary(await search(company.id, query('quitéria')))).toEqual({
        ids: [kept.id],
        total: 1,
        page: 1,
        perPage: 10,
        lastPage: 1,
      });
    });

    it('pages the matches with their own total', async () => {
      const company = aCompany().build();
      const matches = [1, 2, 3].map((n) =>
        anEmployee().of(company).withId(contractId(n)).named('Ana Souza').createdAt(at(n)).build(),
      );
      const others = [4, 5].map((n) =>
        anEmployee().of(company).withId(contractId(n)).named('Rui Lima').createdAt(at(n)).build(),
      );
      await seed(harness().uow, { companies: [company], employees: [...others, ...matches] });

      expect(summary(await search(company.id, query('souza', 2, 2)))).toEqual({
        ids: [matches[2]?.id],
        total: 3,
        page: 2,
        perPage: 2,
        lastPage: 2,
      });
    });
  });
}
