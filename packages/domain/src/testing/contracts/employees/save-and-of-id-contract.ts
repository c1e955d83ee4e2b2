import { describe, expect, it } from '@jest/globals';
import { Cpf } from '../../../kernel/br/cpf';
import { Email } from '../../../kernel/br/email';
import { FullName } from '../../../kernel/br/full-name';
import { Language } from '../../../kernel/language';
import { aCompany, aFilter, anEmployee } from '../../builders';
import { uniqueCpf, uniqueEmail } from '../../generators';
import { at, contractId, NOT_A_UUID, seed, UNKNOWN_ID } from '../harness';
import { campaignOf, changed, type EmployeesContractKit, query, summary, valueOf } from './employees-contract-kit';

/** `Employees.save` and `ofId`: round trips of whole aggregates, replaced values and links, unknown ids. */
export function saveAndOfIdContract({ harness, run, propsOf, save, search }: EmployeesContractKit): void {
  describe('save and ofId', () => {
    it('round-trips a fully populated employee', async () => {
      const company = aCompany().build();
      const cost = aFilter().of(company).withId(contractId(1)).withKey('a_cost_center').createdAt(at(1)).build();
      const site = aFilter().of(company).withId(contractId(2)).withKey('b_site').createdAt(at(2)).build();
      const survey = campaignOf(company, contractId(3), at(3));
      const onboarding = campaignOf(company, contractId(4), at(4));
      const built = anEmployee()
        .of(company)
        .withId(contractId(10))
        .named('Álvaro Ávila de Souza')
        .withSocialName('Alva Souza')
        .withInternalId('MAT-0001')
        .withBirthdate('15/05/1990')
        .withFieldValues([valueOf(cost, 'CC-42'), valueOf(site, 'São Paulo')])
        .inCampaigns(survey.id, onboarding.id)
        .firedOn('10/02/2026', at(30), 'Reestruturação da área')
        .createdAt(at(-3600))
        .build();
      const employee = changed(built, {
        isVoluntaryFiring: true,
        isOnLeave: true,
        language: Language.create('en'),
        updatedAt: at(10),
      });

      await seed(harness().uow, {
        companies: [company],
        filters: [cost, site],
        campaigns: [survey, onboarding],
        employees: [employee],
      });

      expect(await propsOf(employee.id)).toEqual(employee.toProps());
    });

    it('gives field values the current key of their filter, after the key changed', async () => {
      const company = aCompany().build();
      const filter = aFilter().of(company).withId(contractId(1)).withKey('department').createdAt(at(1)).build();
      const employee = anEmployee()
        .of(company)
        .withId(contractId(10))
        .withFieldValues([valueOf(filter, 'RH')])
        .createdAt(at(0))
        .build();
      await seed(harness().uow, { companies: [company], filters: [filter], employees: [employee] });

      filter.update({ key: 'area' }, at(5));
      await run((r) => r.filters.save(filter));

      expect((await propsOf(employee.id))?.fieldValues).toEqual([{ filterId: filter.id, key: 'area', value: 'RH' }]);
      const found = await search(company.id, { page: 1, perPage: 10, search: null });
      expect(found.items[0]?.fieldValues).toEqual([{ filterId: filter.id, key: 'area', value: 'RH' }]);
    });

    it('round-trips an employee with every optional value empty', async () => {
      const company = aCompany().build();
      const employee = changed(anEmployee().of(company).withEmail(null).withPhone(null).createdAt(at(0)).build(), {
        name: null,
        hiringDate: null,
      });

      await seed(harness().uow, { companies: [company], employees: [employee] });

      expect(await propsOf(employee.id)).toEqual(employee.toProps());
    });

    it('round-trips a soft-deleted employee (ofId returns every state)', async () => {
      const company = aCompany().build();
      const employee = anEmployee()
        .of(company)
        .firedOn('10/02/2026', at(5), 'Motivo')
        .createdAt(at(0))
        .softDeleted(at(6))
        .build();

      await seed(harness().uow, { companies: [company], employees: [employee] });

      expect(await propsOf(employee.id)).toEqual(employee.toProps());
    });

    it('answers null for an unknown id, and for one that is not a UUID', async () => {
      await seed(harness().uow, { companies: [aCompany().build()] });

      expect(await propsOf(UNKNOWN_ID)).toBeNull();
      expect(await propsOf(NOT_A_UUID)).toBeNull();
      expect(summary(await search(NOT_A_UUID, query(null)))).toEqual({
        ids: [],
        total: 0,
        page: 1,
        perPage: 10,
        lastPage: 1,
      });
    });

    it('replaces the profile, the field values and the campaign links of an existing id', async () => {
      const company = aCompany().build();
      const cost = aFilter().of(company).withId(contractId(1)).withKey('a_cost_center').createdAt(at(1)).build();
      const site = aFilter().of(company).withId(contractId(2)).withKey('b_site').createdAt(at(2)).build();
      const survey = campaignOf(company, contractId(3), at(3));
      const onboarding = campaignOf(company, contractId(4), at(4));
      const original = anEmployee()
        .of(company)
        .withSocialName('Bia Lima')
        .withInternalId('OLD-1')
        .withBirthdate('01/01/1980')
        .withFieldValues([valueOf(cost, 'CC-1')])
        .inCampaigns(survey.id)
        .createdAt(at(0))
        .build();
      await seed(harness().uow, {
        companies: [company],
        filters: [cost, site],
        campaigns: [survey, onboarding],
        employees: [original],
      });

      const revised = changed(original, {
        name: FullName.create('Beatriz Lima Costa'),
        socialName: null,
        internalId: 'NEW-1',
        birthdate: null,
        email: Email.create(uniqueEmail()),
        fieldValues: [valueOf(site, 'Recife')],
        campaignIds: [onboarding.id],
        updatedAt: at(60),
      });
      await save(revised);
      expect(await propsOf(original.id)).toEqual(revised.toProps());

      const cleared = changed(revised, { fieldValues: [], campaignIds: [], updatedAt: at(120) });
      await save(cleared);
      expect(await propsOf(original.id)).toEqual(cleared.toProps());
    });

    it('frees the unique values an update replaced', async () => {
      const company = aCompany().build();
      const original = anEmployee().of(company).withInternalId('OLD-1').createdAt(at(0)).build();
      await seed(harness().uow, { companies: [company], employees: [original] });
      await save(
        changed(original, {
          document: Cpf.create(uniqueCpf()),
          email: Email.create(uniqueEmail()),
          internalId: 'NEW-1',
          updatedAt: at(1),
        }),
      );

      const taker = anEmployee()
        .of(company)
        .withDocument(original.profile.document?.value ?? null)
        .withEmail(original.profile.email?.value ?? null)
        .withInternalId('OLD-1')
        .createdAt(at(2))
        .build();
      await save(taker);

      expect(await propsOf(taker.id)).toEqual(taker.toProps());
    });
  });
}
