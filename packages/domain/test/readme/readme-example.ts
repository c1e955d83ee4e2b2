import { CreateEmployee, ListEmployees, ValidationError } from '@employee/domain';
import { FixedClock, InMemoryUnitOfWork, SequentialIdGenerator, aCompany } from '@employee/domain/testing';

export async function example(): Promise<{
  phone: string | null;
  total: number | null;
  errors: Record<string, string[]>;
}> {
  // A real service passes its own UnitOfWork (e.g. @employee/persistence-typeorm), Clock and IdGenerator.
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const settings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };
  const company = aCompany().identifiedBy('document').build();
  await uow.repositories.companies.save(company);

  const createEmployee = new CreateEmployee(uow, clock, new SequentialIdGenerator(), settings);
  const employee = await createEmployee.execute({
    companyId: company.id,
    name: 'Maria da Silva',
    document: '52998224725',
    phone: '+55 (11) 98765-4321',
    hiringDate: '01/03/2020',
    includeCampaign: false,
  });
  const phone = employee.profile.phone?.value ?? null; // normalised to E.164: "+5511987654321"

  const page = await new ListEmployees(uow).execute({ companyId: company.id, search: '98765' });

  let errors: Record<string, string[]> = {};
  try {
    await createEmployee.execute({ companyId: company.id, name: 'maria', document: '12345678900' });
  } catch (error) {
    // errors: {name: [...], document: [...], include_campaign: [...]}
    if (error instanceof ValidationError) errors = error.errors;
  }
  return { phone, total: page.total, errors };
}
