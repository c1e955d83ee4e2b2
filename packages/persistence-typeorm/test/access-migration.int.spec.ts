import { beforeEach, describe, expect, it } from '@jest/globals';
import { aCompany } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { Access1764200000000 } from '../src/migrations/1764200000000-access';
import { AccessVersions1764400000002 } from '../src/migrations/1764400000002-access-versions';
import { ProfileNameKeys1765000000300 } from '../src/migrations/1765000000300-profile-name-keys';
import { UserInvitationMessages1765500000000 } from '../src/migrations/1765500000000-user-invitation-messages';

/**
 * The migration that brings users, profiles, permissions and user tokens (docs/persistence.md#access): every
 * company that existed before it gets the three built-in profiles, with the scopes docs/access.md#profiles names.
 */
describe.each(testEngines())('migration Access1764200000000 on %s', (engine) => {
  const database = useTestDatabase(engine);

  beforeEach(async () => {
    await database().truncate();
  });

  it('gives each existing company the three built-in profiles', async () => {
    const companies = [aCompany().build(), aCompany().build()];
    await database().uow.run(async (r) => {
      for (const company of companies) await r.companies.save(company);
    });
    const runner = database().dataSource.createQueryRunner();
    try {
      // A later table refers to users: it goes first, and comes back last.
      await new UserInvitationMessages1765500000000().down(runner);
      await new Access1764200000000().down(runner);
      await new Access1764200000000().up(runner);
      // Its tables were made anew: the later migrations of the profiles' columns apply again.
      await new AccessVersions1764400000002().up(runner);
      await new ProfileNameKeys1765000000300().up(runner);
      await new UserInvitationMessages1765500000000().up(runner);
    } finally {
      await runner.release();
    }

    for (const company of companies) {
      const page = await database().uow.run((r) => r.profiles.ofCompany(company.id, { page: 1, perPage: 10 }));
      const profiles = page.items.map((p) => ({ name: p.name, builtin: p.isBuiltin, scopes: p.scopes.length }));
      expect(profiles.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'Administrador', builtin: true, scopes: 14 },
        { name: 'Gestor de RH', builtin: true, scopes: 9 },
        { name: 'Leitor de relatórios', builtin: true, scopes: 3 },
      ]);
      const reader = page.items.find((p) => p.name === 'Leitor de relatórios');
      expect(reader?.scopes).toEqual(['companies:read', 'campaigns:read', 'reports:read']);
    }
  });
});
