import { ApiKey, Campaign, Company, Filter, builtinProfilesOf } from '@employee/domain';
import type { Container } from 'inversify';
import { TOKENS } from './tokens';

/** What the first start created, for the message it prints. */
export interface DemoSeed {
  readonly companyId: string;
  readonly key: string;
}

/**
 * On the first start of an empty embedded database (no company yet), creates, in one transaction, a demo
 * company (identify key `document`) with its three built-in profiles (docs/access.md#profiles), a required
 * filter `departamento`, an optional filter `unidade` (default "Matriz"), an active campaign and an API key.
 * Returns `null` when the database already has a company. Source: docs/contract.md#running-the-service.
 */
export async function seedDemoIfEmpty(container: Container): Promise<DemoSeed | null> {
  const { database } = container.get(TOKENS.infrastructure);
  const clock = container.get(TOKENS.clock);
  const ids = container.get(TOKENS.ids);
  const codec = container.get(TOKENS.apiKeyCodec);
  const [{ any }] = await database.dataSource.query<[{ any: boolean }]>(
    'SELECT EXISTS (SELECT 1 FROM companies) AS any',
  );
  if (any) return null;
  return container.get(TOKENS.unitOfWork).run(async (r) => {
    const now = clock.now();
    const company = Company.create({
      id: ids.next(),
      name: 'Empresa Demonstração',
      identifyKey: 'document',
      parentId: null,
      now,
    });
    const companyId = company.id;
    const key = codec.generate();
    await r.companies.save(company);
    for (const profile of builtinProfilesOf(companyId, ids, now)) await r.profiles.save(profile);
    await r.filters.save(
      Filter.create({ id: ids.next(), companyId, now, key: 'departamento', name: 'Departamento', isRequired: true }),
    );
    await r.filters.save(
      Filter.create({ id: ids.next(), companyId, now, key: 'unidade', name: 'Unidade', defaultValue: 'Matriz' }),
    );
    await r.campaigns.save(
      Campaign.create({ id: ids.next(), companyId, name: 'Pesquisa de clima', status: 'open', now, ids }),
    );
    await r.apiKeys.save(ApiKey.issue({ id: ids.next(), companyId, ...key, now }));
    return { companyId, key: key.plaintext };
  });
}

/** The message printed once on stdout after the first start: the key and a ready-to-paste curl line. */
export function demoMessage(seed: DemoSeed, baseUrl: string): string {
  const employeesUrl = `${baseUrl.replace(/\/+$/, '')}/api/v1/employees`;
  return [
    'First start: created a demo company, two filters (departamento, required; unidade), a campaign and an API key.',
    `Company id: ${seed.companyId}`,
    `API key (shown only now): ${seed.key}`,
    'Try it:',
    `  curl -s -H 'Authorization: Bearer ${seed.key}' -H 'Accept: application/json' ${employeesUrl}`,
    '',
  ].join('\n');
}
