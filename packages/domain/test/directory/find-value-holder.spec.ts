import { describe, expect, it } from '@jest/globals';
import { FindValueHolder, ValidationError } from '@employee/domain';
import { InMemoryUnitOfWork, aCompany, anEmployee, uniqueCpf } from '@employee/domain/testing';

/** `FindValueHolder` (admin `employee holder`; docs/security.md#uniqueness-probes) over the in-memory adapters. */
describe('FindValueHolder', () => {
  async function seeded() {
    const uow = new InMemoryUnitOfWork();
    const company = aCompany().named('Squatter Ltda').build();
    const holder = anEmployee().of(company).build();
    await uow.run(async (r) => {
      await r.companies.save(company);
      await r.employees.save(holder);
    });
    return { find: new FindValueHolder(uow), company, holder };
  }

  it('names the company and employee that hold a value, given as a user would type it', async () => {
    const { find, company, holder } = await seeded();
    const document = holder.profile.document!.value;
    const formatted = document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    expect(await find.execute({ field: 'document', value: formatted })).toEqual({
      field: 'document',
      company,
      employeeId: holder.id,
    });
    const email = holder.profile.email!.value.toUpperCase();
    expect(await find.execute({ field: 'email', value: ` ${email} ` })).toMatchObject({ employeeId: holder.id });
  });

  it('answers no holder for a free value, and refuses a value that is not valid', async () => {
    const { find } = await seeded();
    expect(await find.execute({ field: 'document', value: uniqueCpf() })).toEqual({
      field: 'document',
      company: null,
      employeeId: null,
    });
    await expect(find.execute({ field: 'phone', value: '123' })).rejects.toBeInstanceOf(ValidationError);
  });
});
