import type { Companies } from './companies';
import type { Company } from './company';
import { companyNotFound } from './company.errors';

/** The company a request acts on, already resolved from the key and `Resource-Id`. @throws NotFoundError. */
export async function requireCompany(companies: Companies, companyId: string): Promise<Company> {
  const company = await companies.ofId(companyId);
  if (!company) throw companyNotFound();
  return company;
}
