import { CreateCampaign, CreateCompany, CreateFilter, IssueApiKey } from '@employee/domain';
import type { Container } from 'inversify';
import { TOKENS } from './tokens';

/** What the first start created, for the message it prints. */
export interface DemoSeed {
  readonly companyId: string;
  readonly key: string;
}

/**
 * On the first start of an empty embedded database (no company yet), creates a demo company (identify key
 * `document`), a required filter `departamento`, an optional filter `unidade` (default "Matriz"), an active
 * campaign and an API key. Returns `null` when the database already has a company. Source: issue 5;
 * product decisions, Running the service.
 */
export async function seedDemoIfEmpty(container: Container): Promise<DemoSeed | null> {
  const { database } = container.get(TOKENS.infrastructure);
  const [{ any }] = (await database.dataSource.query('SELECT EXISTS (SELECT 1 FROM companies) AS any')) as [{ any: boolean }];
  if (any) return null;
  const company = await container.get(CreateCompany).execute({ name: 'Empresa Demonstração', identify_key: 'document', parent_id: null });
  const createFilter = container.get(CreateFilter);
  await createFilter.execute({ company_id: company.id, key: 'departamento', name: 'Departamento', is_required: true });
  await createFilter.execute({ company_id: company.id, key: 'unidade', name: 'Unidade', default_value: 'Matriz' });
  await container.get(CreateCampaign).execute({ company_id: company.id, name: 'Pesquisa de clima', is_active: true });
  const { key } = await container.get(IssueApiKey).execute({ company_id: company.id });
  return { companyId: company.id, key };
}

/** The message printed once on stdout after the first start: the key and a ready-to-paste curl line. */
export function demoMessage(seed: DemoSeed, baseUrl: string): string {
  return [
    'First start: created a demo company, two filters (departamento, required; unidade), a campaign and an API key.',
    `Company id: ${seed.companyId}`,
    `API key (shown only now): ${seed.key}`,
    'Try it:',
    `  curl -s -H 'Authorization: Bearer ${seed.key}' -H 'Accept: application/json' ${baseUrl.replace(/\/+$/, '')}/api/v1/employees`,
    '',
  ].join('\n');
}
