import { lookalikeKey } from '@employee/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `profiles.name_key`, the look-alike key of each profile's name (`lookalikeKey`: NFKC, case, spacing and the
 * UTS #39 confusable skeleton), and `profiles_company_name_uq` moved from `(company_id, lower(name))` onto
 * `(company_id, name_key)`, so that no two profiles of a company read the same, even when two requests create them
 * at once. Stored names are kept as they are. Where two profiles of a company stored before read the same (a
 * look-alike of a built-in, say), the built-in, else the older, holds the key and the other's `name_key` stays
 * `NULL` (the index leaves it out): it keeps working and can be granted or deleted, and must be renamed before it
 * changes again. Source: docs/access.md#profiles.
 */
export class ProfileNameKeys1765000000300 implements MigrationInterface {
  name = 'ProfileNameKeys1765000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE profiles ADD COLUMN name_key text');
    const rows = (await queryRunner.query(
      'SELECT id, company_id, name FROM profiles ORDER BY company_id, is_builtin DESC, created_at, id',
    )) as { id: string; company_id: string; name: string }[];
    const held = new Set<string>();
    for (const row of rows) {
      const key = lookalikeKey(row.name);
      const scoped = JSON.stringify([row.company_id, key]);
      if (held.has(scoped)) continue;
      held.add(scoped);
      await queryRunner.query('UPDATE profiles SET name_key = $1 WHERE id = $2', [key, row.id]);
    }
    await queryRunner.query('DROP INDEX profiles_company_name_uq');
    await queryRunner.query('CREATE UNIQUE INDEX profiles_company_name_uq ON profiles (company_id, name_key)');
  }

  /** Back to the case-insensitive index: names that differ only in case share a key, so every row fits it. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX profiles_company_name_uq');
    await queryRunner.query('ALTER TABLE profiles DROP COLUMN name_key');
    await queryRunner.query('CREATE UNIQUE INDEX profiles_company_name_uq ON profiles (company_id, lower(name))');
  }
}
