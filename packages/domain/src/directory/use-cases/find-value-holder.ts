import type { Company } from '../../tenancy';
import { BrazilianMobile } from '../../kernel/br/brazilian-mobile';
import { Cpf } from '../../kernel/br/cpf';
import { Email } from '../../kernel/br/email';
import type { GlobalUniqueValue } from '../employees';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';

/** The values unique across all companies, as the API names them. */
export type GlobalUniqueField = GlobalUniqueValue['field'];

/** Who holds a value: the company (`null` when no non-deleted employee holds it) and the employee's id. */
export interface ValueHolding {
  readonly field: GlobalUniqueField;
  readonly company: Company | null;
  readonly employeeId: string | null;
}

const NORMALISE: Record<GlobalUniqueField, (raw: string) => string> = {
  // An operator may paste a CPF as printed (`529.982.247-25`): dots, dashes and spaces are dropped first.
  document: (raw) => Cpf.create(raw.replace(/[.\-\s]/g, '')).value,
  email: (raw) => Email.create(raw).value,
  phone: (raw) => BrazilianMobile.create(raw).value,
};

/**
 * Which company holds a CPF, e-mail or phone (unique across all companies), for an operator settling a
 * dispute: a company that registered someone else's employee first ("squatting") makes the rightful
 * company's create a 422 "already in use" that never says who holds the value. Admin `employee holder`,
 * never reachable through the REST API. `command.value` is normalised as an API value would be, and a CPF may
 * also be given as printed (`529.982.247-25` finds `52998224725`).
 * Source: docs/security.md#uniqueness-probes, docs/admin-cli.md.
 * @throws ValidationError `EMPLOYEE.INVALID` on `command.field` when the value is not a valid one of its kind.
 */
export class FindValueHolder {
  constructor(private readonly uow: UnitOfWork<DirectoryRepositories & TenancyRepositories>) {}

  async execute(command: { field: GlobalUniqueField; value: string }): Promise<ValueHolding> {
    const value = NORMALISE[command.field](command.value);
    return this.uow.run(async (r) => {
      const holder = await r.employees.holderOf({ field: command.field, value });
      if (!holder) return { field: command.field, company: null, employeeId: null };
      return { field: command.field, company: await r.companies.ofId(holder.companyId), employeeId: holder.employeeId };
    });
  }
}
