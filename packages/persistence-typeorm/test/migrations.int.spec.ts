import { describe, expect, it } from '@jest/globals';
import { createDataSource, migrate } from '@employee/persistence-typeorm';
import { TEST_POSTGRES_URL, createFreshDatabase, testEngines } from '@employee/persistence-typeorm/testing';

const serverTests = testEngines().includes('postgres') ? describe : describe.skip;

serverTests('migrations on a PostgreSQL server', () => {
  it('applies each migration once when several instances migrate one database at once [hang 60 s]', async () => {
    const fresh = await createFreshDatabase(process.env[TEST_POSTGRES_URL] as string);
    const instances = await Promise.all(
      [1, 2, 3].map(() => createDataSource({ databaseUrl: fresh.url, dataDir: null, poolSize: 2 })),
    );
    try {
      const applied = await Promise.all(instances.map((instance) => migrate(instance.dataSource)));

      expect(applied.map((names) => names.join(',')).sort()).toEqual([
        '',
        '',
        'InitialSchema1763800000000,ActiveEmployeeCounts1763900000000,ApiKeyEnvironments1764100000000,' +
          'CanonicalEmails1764100000001,Access1764200000000,SignInState1764300000000,' +
          'IdempotencyKeys1764300000001,Versions1764300000002,AuditEvents1764400000000,' +
          'ChangesFeeds1764400000001,AccessVersions1764400000002,CampaignLifecycle1764500000000,' +
          'SurveyResponses1764600000000,CampaignOpenedAt1764700000000,ReportMinGroupSize1764800000001,' +
          'VoluntaryFiringsIndex1764800000002,DeletedEmployeesIndex1764900000000,ProfileNameKeys1765000000300,' +
          'Webhooks1765100000000,Anonymisation1765200000000,FieldValueLookupIndex1765300000000,' +
          'CampaignDistribution1765400000000,InvitationDelivery1765400000001,UserInvitationMessages1765500000000,' +
          'MaskedOpenAnswers1765600000000,CampaignDistributionDefaults1765700000000',
      ]);
    } finally {
      for (const instance of instances) await instance.close();
      await fresh.drop();
    }
  }, 60_000);
});
