import { Campaign } from '../../../surveys/campaign';
import type { Company } from '../../../tenancy/company';
import { Cpf } from '../../../kernel/br/cpf';
import { Employee, type EmployeeProps } from '../../../directory/employee';
import type { DeletedEmployeeQuery, EmployeeQuery, UniqueField, UniqueProbe } from '../../../directory/employees';
import type { FieldValue } from '../../../directory/field-entries';
import type { Filter } from '../../../directory/filter';
import type { Page } from '../../../kernel/page';
import type { Repositories } from '../../../repositories';
import { aCampaign, type EmployeeBuilder } from '../../builders';
import type { ContractHarness } from '../harness';

/** The violation code of a clash on each unique field. */
export const TAKEN_CODES: Record<UniqueField, string> = {
  document: 'DOCUMENT.TAKEN',
  email: 'EMAIL.TAKEN',
  phone: 'PHONE.TAKEN',
  internal_id: 'INTERNAL_ID.TAKEN',
};

/** A valid CPF from a nine-digit base. */
export function cpfFrom(base: string): string {
  return `${base}${Cpf.checkDigitsFor(base)}`;
}

/** The employee's value `value` of `filter`, with the filter's key. */
export function valueOf(filter: Filter, value: string): FieldValue {
  return { filterId: filter.id, key: filter.key, value };
}

/** An active campaign of `company` with a fixed `id` and creation time (for ordered results). */
export function campaignOf(company: Company, id: string, createdAt: Date): Campaign {
  return Campaign.fromProps({ ...aCampaign().of(company).createdAt(createdAt).build().toProps(), id });
}

/** A copy of `employee` with `change` applied to its props. */
export function changed(employee: Employee, change: Partial<EmployeeProps>): Employee {
  return Employee.fromProps({ ...employee.toProps(), ...change });
}

/** The builder with `holder`'s value of `field`. */
export function sharing(field: UniqueField, holder: Employee, builder: EmployeeBuilder): EmployeeBuilder {
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

/** What a page says, with its items as ids. */
export function summary(page: Page<Employee>): {
  ids: string[];
  total: number | null;
  page: number | null;
  perPage: number;
  lastPage: number | null;
} {
  return {
    ids: page.items.map((e) => e.id),
    total: page.total,
    page: page.page,
    perPage: page.perPage,
    lastPage: page.lastPage,
  };
}

/** A list (`search` null) or search query. */
export function query(search: string | null, page = 1, perPage = 10): EmployeeQuery {
  return { search, page, perPage };
}

/** A uniqueness probe of `companyId` with only `values` set. */
export function probe(companyId: string, values: Partial<UniqueProbe> = {}): UniqueProbe {
  return { companyId, exceptId: null, document: null, email: null, phone: null, internalId: null, ...values };
}

/** What every block of the `Employees` contract works with: the current test's harness and shortcuts over it. */
export interface EmployeesContractKit {
  /** The current test's harness (fresh, empty storage). */
  readonly harness: () => ContractHarness;
  /** Runs `work` in one unit of work. */
  readonly run: <T>(work: (r: Repositories) => Promise<T>) => Promise<T>;
  /** The stored employee's props, or `null`. */
  readonly propsOf: (id: string) => Promise<EmployeeProps | null>;
  /** Saves the employee in a unit of work of its own. */
  readonly save: (employee: Employee) => Promise<void>;
  /** One page of the company's employees. */
  readonly search: (companyId: string, q: EmployeeQuery) => Promise<Page<Employee>>;
  /** One page of the company's soft-deleted employees. */
  readonly searchDeleted: (companyId: string, q: DeletedEmployeeQuery) => Promise<Page<Employee>>;
  /** Loads, soft-deletes and saves the stored employee, as `DeleteEmployee` does. */
  readonly softDelete: (id: string, now: Date) => Promise<void>;
}

/** The kit over `harness` (from `useHarness`, called in the enclosing `describe`). */
export function employeesContractKit(harness: () => ContractHarness): EmployeesContractKit {
  const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
  return {
    harness,
    run,
    propsOf: async (id) => (await run((r) => r.employees.ofId(id)))?.toProps() ?? null,
    save: (employee) => run((r) => r.employees.save(employee)),
    search: (companyId, q) => run((r) => r.employees.search(companyId, q)),
    searchDeleted: (companyId, q) => run((r) => r.employees.searchDeleted(companyId, q)),
    softDelete: (id, now) =>
      run(async (r) => {
        const employee = await r.employees.ofId(id);
        if (!employee) throw new Error(`employee ${id} not stored`);
        employee.softDelete(now);
        await r.employees.save(employee);
      }),
  };
}
