import {
  ApiKey,
  Campaign,
  Company,
  DateBR,
  Filter,
  INVITATION_VALID_HOURS,
  InviteUserAsOperator,
  builtinProfilesOf,
} from '@employee/domain';
import { TypeOrmUnitOfWork } from '@employee/persistence-typeorm';
import { invitationUrl } from '@employee/wire';
import type { Container } from 'inversify';
import { DEMO_CAMPAIGN_DAYS, fillDemoCampaign } from './demo/demo-campaign';
import { DEMO_WORKFORCE_SIZE } from './demo/demo-workforce';
import { TOKENS } from './tokens';

/** How long the demo campaign is planned to run from its opening day, in weeks (its `ends_on`). */
const DEMO_CAMPAIGN_WEEKS = 4;

/** The demo administrator's e-mail: a reserved domain (RFC 2606), so no mail can ever reach anyone. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.example';

/** What the first start created, for the message it prints. */
export interface DemoSeed {
  readonly companyId: string;
  readonly key: string;
  /** The invitation token of the demo administrator ({@link DEMO_ADMIN_EMAIL}), shown once in the message. */
  readonly adminInvitationToken: string;
}

/**
 * On the first start of an empty embedded database (no company yet), creates, in one transaction, a demo
 * company (identify key `document`) with its three built-in profiles (docs/access.md#profiles), a required
 * filter `departamento`, an optional filter `unidade` (default "Matriz"), an open campaign with the standard
 * questionnaire, opened {@link DEMO_CAMPAIGN_DAYS} days ago, whose employees (the demo workforce) have mostly
 * answered ({@link fillDemoCampaign}), and an API key (every scope, `reports:read` included). The company, its
 * filters and employees are dated at the campaign's opening. Then, as the admin CLI's `user create` does
 * (`InviteUserAsOperator`), an invited administrator {@link DEMO_ADMIN_EMAIL} with the built-in `Administrador`
 * profile (every scope) on the demo company, whose invitation link the message shows. Returns `null` when the
 * database already has a company.
 * Source: docs/contract.md#running-the-service, docs/reports.md#demo-data.
 */
export async function seedDemoIfEmpty(container: Container): Promise<DemoSeed | null> {
  const { database } = container.get(TOKENS.infrastructure);
  const clock = container.get(TOKENS.clock);
  const ids = container.get(TOKENS.ids);
  const codec = container.get(TOKENS.apiKeyCodec);
  const settings = container.get(TOKENS.settings);
  const [{ any }] = await database.dataSource.query<[{ any: boolean }]>(
    'SELECT EXISTS (SELECT 1 FROM companies) AS any',
  );
  if (any) return null;
  // One start-up transaction of some 900 statements, not a request: the container's unit of work bounds a whole
  // transaction by a request's write timeout (+1 s), which a loaded machine passed (the connection was cut mid-seed).
  const seeded = await new TypeOrmUnitOfWork(database.dataSource).run(async (r) => {
    const now = clock.now();
    const openedAt = new Date(now.getTime() - DEMO_CAMPAIGN_DAYS * 86_400_000);
    const company = Company.create({
      id: ids.next(),
      name: 'Empresa Demonstração',
      identifyKey: 'document',
      parentId: null,
      now: openedAt,
    });
    const companyId = company.id;
    const key = codec.generate();
    await r.companies.save(company);
    for (const profile of builtinProfilesOf(companyId, ids, openedAt)) await r.profiles.save(profile);
    const filters = [
      Filter.create({
        id: ids.next(),
        companyId,
        now: openedAt,
        key: 'departamento',
        name: 'Departamento',
        isRequired: true,
      }),
      Filter.create({
        id: ids.next(),
        companyId,
        now: openedAt,
        key: 'unidade',
        name: 'Unidade',
        defaultValue: 'Matriz',
      }),
    ];
    for (const filter of filters) await r.filters.save(filter);
    const campaign = Campaign.create({
      id: ids.next(),
      companyId,
      name: 'Pesquisa de clima',
      status: 'open',
      // The demo hands out survey links (the survey page's walk-through opens one).
      distribution: 'links',
      // Planned as a four-week campaign from its opening day, so the dashboard shows its dates.
      startsOn: DateBR.today(openedAt, settings.timeZone).value,
      endsOn: DateBR.today(new Date(openedAt.getTime() + DEMO_CAMPAIGN_WEEKS * 7 * 86_400_000), settings.timeZone)
        .value,
      now: openedAt,
      ids,
    });
    await r.campaigns.save(campaign);
    await fillDemoCampaign(r, { company, filters, campaign, openedAt, ids, settings });
    await r.apiKeys.save(ApiKey.issue({ id: ids.next(), companyId, ...key, now }));
    return { companyId, key: key.plaintext };
  });
  const admin = await container.get(InviteUserAsOperator).execute({
    companyId: seeded.companyId,
    name: 'Administrador Demonstração',
    email: DEMO_ADMIN_EMAIL,
    profileName: 'Administrador',
  });
  return { ...seeded, adminInvitationToken: admin.invitationToken };
}

/**
 * The message printed once on stdout after the first start: the key, the demo administrator's invitation link
 * (`{origin}/admin/invitations/<token>`, where they set a password) and a ready-to-paste curl line; `origin` as
 * `linkOrigin` gives it.
 */
export function demoMessage(seed: DemoSeed, origin: string): string {
  const employeesUrl = `${origin}/api/v1/employees`;
  return [
    'First start: created a demo company (filters departamento and unidade, ' +
      `${DEMO_WORKFORCE_SIZE} employees, a campaign they have`,
    'mostly answered), an API key and an administrator.',
    `Company id: ${seed.companyId}`,
    `API key (shown only now): ${seed.key}`,
    `Administrator ${DEMO_ADMIN_EMAIL}, invitation (shown only now, valid ${INVITATION_VALID_HOURS} hours): ` +
      invitationUrl(origin, seed.adminInvitationToken),
    'Try it:',
    `  curl -s -H 'Authorization: Bearer ${seed.key}' -H 'Accept: application/json' ${employeesUrl}`,
    '',
  ].join('\n');
}
