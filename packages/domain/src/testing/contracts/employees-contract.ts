import { describe, expect, it } from '@jest/globals';
import { Campaign } from '../../campaign/campaign';
import type { Company } from '../../company/company';
import { Cpf } from '../../employee/cpf';
import { Email } from '../../employee/email';
import { Employee, type EmployeeProps } from '../../employee/employee';
import { EMPLOYEE_INVALID } from '../../employee/employee.errors';
import type { EmployeeQuery, UniqueField, UniqueProbe } from '../../employee/employees';
import { FullName } from '../../employee/full-name';
import { Language } from '../../employee/language';
import type { FieldValue } from '../../filter/field-entries';
import type { Filter } from '../../filter/filter';
import type { Page } from '../../shared/page';
import type { Repositories } from '../../shared/unit-of-work';
import { ValidationError } from '../../shared/violations';
import { aCampaign, aCompany, aFilter, anEmployee, type EmployeeBuilder } from '../builders';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '../generators';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, type HarnessFactory } from './harness';

const TAKEN_CODES: Record<UniqueField, string> = {
  document: 'DOCUMENT.TAKEN',
  email: 'EMAIL.TAKEN',
  phone: 'PHONE.TAKEN',
  internal_id: 'INTERNAL_ID.TAKEN',
};

/** A valid CPF from a nine-digit base. */
function cpfFrom(base: string): string {
  return `${base}${Cpf.checkDigitsFor(base)}`;
}

function valueOf(filter: Filter, value: string): FieldValue {
  return { filterId: filter.id, key: filter.key, value };
}

function campaignOf(company: Company, id: string, createdAt: Date): Campaign {
  return Campaign.fromProps({ ...aCampaign().of(company).createdAt(createdAt).build().toProps(), id });
}

function changed(employee: Employee, change: Partial<EmployeeProps>): Employee {
  return Employee.fromProps({ ...employee.toProps(), ...change });
}

/** The builder with `holder`'s value of `field`. */
function sharing(field: UniqueField, holder: Employee, builder: EmployeeBuilder): EmployeeBuilder {
  const p = holder.profile;
  switch (field) {
    case 'document':
      return builder.withDocument(p.document?.value ?? null);
    case 'email':
      return builder.withEmail(p.email?.value ?? null);
    case 'phone':
      return builder.withPhone(p.phone?.value ?? null);
    case 'internal_id':
      return builder.withInternalId(p.internalId);
  }
}

function summary(page: Page<Employee>): { ids: string[]; total: number; page: number; perPage: number; lastPage: number } {
  return { ids: page.items.map((e) => e.id), total: page.total, page: page.page, perPage: page.perPage, lastPage: page.lastPage };
}

function query(search: string | null, page = 1, perPage = 10): EmployeeQuery {
  return { search, page, perPage };
}

function probe(companyId: string, values: Partial<UniqueProbe> = {}): UniqueProbe {
  return { companyId, exceptId: null, document: null, email: null, phone: null, internalId: null, ...values };
}

/**
 * The contract of the `Employees` port: round trips, unique values (`*.TAKEN`), `clashesWith`, `search`
 * (scope, order, pagination, literal wildcards), `settleFiringsDueBy` (exactly once, also concurrently) and
 * `removeValuesOfFilter`. Every adapter of the port runs it with a fresh, empty storage per test.
 */
export function employeesContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Employees contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (id: string): Promise<EmployeeProps | null> =>
      (await run((r) => r.employees.ofId(id)))?.toProps() ?? null;
    const save = (employee: Employee): Promise<void> => run((r) => r.employees.save(employee));
    const search = (companyId: string, q: EmployeeQuery) => run((r) => r.employees.search(companyId, q));
    const softDelete = (id: string, now: Date): Promise<void> =>
      run(async (r) => {
        const employee = await r.employees.ofId(id);
        if (!employee) throw new Error(`employee ${id} not stored`);
        employee.softDelete(now);
        await r.employees.save(employee);
      });

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
        const employee = changed(built, { isVoluntaryFiring: true, isOnLeave: true, language: Language.create('en'), updatedAt: at(10) });

        await seed(harness().uow, { companies: [company], filters: [cost, site], campaigns: [survey, onboarding], employees: [employee] });

        expect(await propsOf(employee.id)).toEqual(employee.toProps());
      });

      it('gives field values the current key of their filter, after the key changed', async () => {
        const company = aCompany().build();
        const filter = aFilter().of(company).withId(contractId(1)).withKey('department').createdAt(at(1)).build();
        const employee = anEmployee().of(company).withId(contractId(10)).withFieldValues([valueOf(filter, 'RH')]).createdAt(at(0)).build();
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
        const employee = anEmployee().of(company).firedOn('10/02/2026', at(5), 'Motivo').createdAt(at(0)).softDeleted(at(6)).build();

        await seed(harness().uow, { companies: [company], employees: [employee] });

        expect(await propsOf(employee.id)).toEqual(employee.toProps());
      });

      it('answers null for an unknown id, and for one that is not a UUID', async () => {
        await seed(harness().uow, { companies: [aCompany().build()] });

        expect(await propsOf(UNKNOWN_ID)).toBeNull();
        expect(await propsOf(NOT_A_UUID)).toBeNull();
        expect(summary(await search(NOT_A_UUID, query(null)))).toEqual({ ids: [], total: 0, page: 1, perPage: 10, lastPage: 1 });
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
        await seed(harness().uow, { companies: [company], filters: [cost, site], campaigns: [survey, onboarding], employees: [original] });

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
        const text = JSON.stringify({ message: (error as ValidationError).message, violations: (error as ValidationError).violations });
        expect(text).not.toContain(holder.id);
        expect(text).not.toContain(company.id);
        expect(text).not.toContain(holder.profile.document?.value ?? '-');
      });

      it('rejects an internal_id held by another non-deleted employee of the same company with INTERNAL_ID.TAKEN', async () => {
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
      });

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
        for (const field of ['document', 'email', 'phone', 'internal_id'] as const) builder = sharing(field, holder, builder);
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
        for (const field of ['document', 'email', 'phone', 'internal_id'] as const) builder = sharing(field, gone, builder);
        const active = builder.build();
        await seed(harness().uow, { companies: [company], employees: [gone, active] });

        const resaved = changed(gone, { updatedAt: at(7) });
        await save(resaved);

        expect(await propsOf(gone.id)).toEqual(resaved.toProps());
      });
    });

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
        expect(await clashes(probe(company.id, { email: held.email, document: uniqueCpf(), phone: uniqueMobile() }))).toEqual([
          'email',
        ]);
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

    describe('search', () => {
      it("lists only the company's non-deleted employees, as whole aggregates", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const filter = aFilter().of(company).build();
        const campaign = campaignOf(company, contractId(1), at(0));
        const first = anEmployee()
          .of(company)
          .withFieldValues([valueOf(filter, 'Vendas')])
          .inCampaigns(campaign.id)
          .firedOn('10/02/2026', at(99), 'Motivo')
          .createdAt(at(1))
          .build();
        const second = anEmployee().of(company).withSocialName('Zé Souza').createdAt(at(2)).build();
        const gone = anEmployee().of(company).createdAt(at(3)).softDeleted(at(4)).build();
        const foreign = anEmployee().of(other).createdAt(at(0)).build();
        await seed(harness().uow, {
          companies: [company, other],
          filters: [filter],
          campaigns: [campaign],
          employees: [first, second, gone, foreign],
        });

        const page = await search(company.id, query(null));

        expect(summary(page)).toEqual({ ids: [first.id, second.id], total: 2, page: 1, perPage: 10, lastPage: 1 });
        expect(page.items.map((e) => e.toProps())).toEqual([first.toProps(), second.toProps()]);
      });

      it('orders by createdAt, then id', async () => {
        const company = aCompany().build();
        const late = anEmployee().of(company).withId(contractId(1)).createdAt(at(20)).build();
        const earlyHighId = anEmployee().of(company).withId(contractId(3)).createdAt(at(10)).build();
        const earlyLowId = anEmployee().of(company).withId(contractId(2)).createdAt(at(10)).build();
        const earliest = anEmployee().of(company).withId(contractId(4)).createdAt(at(5)).build();
        await seed(harness().uow, { companies: [company], employees: [late, earlyHighId, earliest, earlyLowId] });

        const page = await search(company.id, query(null));

        expect(page.items.map((e) => e.id)).toEqual([earliest.id, earlyLowId.id, earlyHighId.id, late.id]);
      });

      it('slices pages with the exact total and last page, and answers a page past the end with no items', async () => {
        const company = aCompany().build();
        const employees = [1, 2, 3, 4, 5].map((n) => anEmployee().of(company).withId(contractId(n)).createdAt(at(n)).build());
        const gone = anEmployee().of(company).withId(contractId(6)).createdAt(at(6)).softDeleted(at(7)).build();
        await seed(harness().uow, { companies: [company], employees: [...employees, gone] });
        const ids = employees.map((e) => e.id);

        expect(summary(await search(company.id, query(null, 1, 2)))).toEqual({
          ids: ids.slice(0, 2),
          total: 5,
          page: 1,
          perPage: 2,
          lastPage: 3,
        });
        expect(summary(await search(company.id, query(null, 2, 2)))).toEqual({
          ids: ids.slice(2, 4),
          total: 5,
          page: 2,
          perPage: 2,
          lastPage: 3,
        });
        expect(summary(await search(company.id, query(null, 3, 2)))).toEqual({
          ids: ids.slice(4),
          total: 5,
          page: 3,
          perPage: 2,
          lastPage: 3,
        });
        expect(summary(await search(company.id, query(null, 4, 2)))).toEqual({ ids: [], total: 5, page: 4, perPage: 2, lastPage: 3 });
        expect(summary(await search(company.id, query(null, 1, 5)))).toEqual({ ids, total: 5, page: 1, perPage: 5, lastPage: 1 });
      });

      it('answers an empty first page for a company without employees', async () => {
        const company = aCompany().build();
        await seed(harness().uow, { companies: [company] });

        expect(summary(await search(company.id, query(null)))).toEqual({ ids: [], total: 0, page: 1, perPage: 10, lastPage: 1 });
      });

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
          const others = [4, 5].map((n) => anEmployee().of(company).withId(contractId(n)).named('Rui Lima').createdAt(at(n)).build());
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

      describe('wildcards match literally', () => {
        const seedWildcards = async () => {
          const company = aCompany().build();
          const make = (n: number, internalId: string) =>
            anEmployee().of(company).withId(contractId(n)).withInternalId(internalId).createdAt(at(n)).build();
          const e = { percent: make(1, 'A%B'), underscore: make(2, 'A_B'), backslash: make(3, 'A\\B'), x: make(4, 'AXB'), bare: make(5, 'AB') };
          await seed(harness().uow, { companies: [company], employees: Object.values(e) });
          return { company, e };
        };
        const idsFor = async (companyId: string, term: string) => (await search(companyId, query(term))).items.map((x) => x.id);

        it('"%" finds only values holding a percent sign', async () => {
          const { company, e } = await seedWildcards();
          expect(await idsFor(company.id, '%')).toEqual([e.percent.id]);
          expect(await idsFor(company.id, 'a%b')).toEqual([e.percent.id]);
          expect((await search(company.id, query('%'))).total).toBe(1);
        });

        it('"_" finds only values holding an underscore, never any single character', async () => {
          const { company, e } = await seedWildcards();
          expect(await idsFor(company.id, '_')).toEqual([e.underscore.id]);
          expect(await idsFor(company.id, 'A_B')).toEqual([e.underscore.id]);
        });

        it('"\\" finds only values holding a backslash, and does not escape what follows', async () => {
          const { company, e } = await seedWildcards();
          expect(await idsFor(company.id, '\\')).toEqual([e.backslash.id]);
          expect(await idsFor(company.id, 'a\\b')).toEqual([e.backslash.id]);
          expect(await idsFor(company.id, '\\%')).toEqual([]);
          expect(await idsFor(company.id, '\\_')).toEqual([]);
        });
      });
    });

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
        const gone = anEmployee().of(company).withId(contractId(5)).firedOn('10/02/2026', at(100)).createdAt(at(5)).softDeleted(at(200)).build();
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

        expect(await run((r) => r.employees.settleFiringsDueBy(now))).toBe(2);

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

        expect(await run((r) => r.employees.settleFiringsDueBy(now))).toBe(2);
        expect(await run((r) => r.employees.settleFiringsDueBy(now))).toBe(0);
        expect(await run((r) => r.employees.settleFiringsDueBy(at(1001)))).toBe(1);
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
          anEmployee().of(company).withId(contractId(n)).firedOn('10/02/2026', at(900 + n)).createdAt(at(n)).build(),
        );
        const later = anEmployee().of(company).withId(contractId(7)).firedOn('10/02/2026', at(2000)).createdAt(at(7)).build();
        await seed(harness().uow, { companies: [company], employees: [...due, later] });

        const counts = await Promise.all([
          run((r) => r.employees.settleFiringsDueBy(now)),
          run((r) => r.employees.settleFiringsDueBy(now)),
        ]);

        expect(counts[0] + counts[1]).toBe(due.length);
        for (const employee of due) expect(await propsOf(employee.id)).toEqual(settledAt(employee, now));
        expect(await propsOf(later.id)).toEqual(later.toProps());
        expect(await run((r) => r.employees.settleFiringsDueBy(now))).toBe(0);
      });
    });

    describe('removeValuesOfFilter', () => {
      it("removes the filter's values from every employee and keeps the other values", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const gone = aFilter().of(company).withId(contractId(1)).withKey('a_gone').createdAt(at(1)).build();
        const kept = aFilter().of(company).withId(contractId(2)).withKey('b_kept').createdAt(at(2)).build();
        const foreign = aFilter().of(other).withId(contractId(3)).withKey('a_gone').createdAt(at(3)).build();
        const both = anEmployee().of(company).withFieldValues([valueOf(gone, 'x'), valueOf(kept, 'y')]).createdAt(at(1)).build();
        const onlyGone = anEmployee().of(company).withFieldValues([valueOf(gone, 'z')]).createdAt(at(2)).build();
        const onlyKept = anEmployee().of(company).withFieldValues([valueOf(kept, 'w')]).createdAt(at(3)).build();
        const none = anEmployee().of(company).createdAt(at(4)).build();
        const elsewhere = anEmployee().of(other).withFieldValues([valueOf(foreign, 'v')]).createdAt(at(5)).build();
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
  });
}
