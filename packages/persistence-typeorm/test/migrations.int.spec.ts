import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createDataSource, migrate } from '@employee/persistence-typeorm';
import { TEST_POSTGRES_URL, testEngines } from '@employee/persistence-typeorm/testing';
import { Client } from 'pg';

const serverTests = testEngines().includes('postgres') ? describe : describe.skip;

serverTests('migrations on a PostgreSQL server', () => {
  it('applies each migration once when several instances migrate one database at the same time', async () => {
    const serverUrl = process.env[TEST_POSTGRES_URL] as string;
    const name = `employee_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => createDataSource({ databaseUrl: url.toString(), dataDir: null, poolSize: 2 })));
    try {
      const applied = await Promise.all(instances.map((instance) => migrate(instance.dataSource)));

      expect(applied.map((names) => names.join(',')).sort()).toEqual(['', '', 'InitialSchema1763800000000']);
    } finally {
      for (const instance of instances) await instance.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
