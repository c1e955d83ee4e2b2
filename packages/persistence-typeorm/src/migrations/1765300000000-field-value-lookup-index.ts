import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `employee_field_values_lookup_idx`: the employees holding a value of one filter, for the list's `filter[<key>]`
 * (`holdsValues` in typeorm-employees.sql.ts, docs/persistence.md#field-value-lookup). It keys on `md5(value)`, not
 * the value: a value holds up to 1000 characters (4000 bytes of UTF-8), more than a B-tree entry may hold; the
 * statement compares the value itself too.
 */
export class FieldValueLookupIndex1765300000000 implements MigrationInterface {
  name = 'FieldValueLookupIndex1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX employee_field_values_lookup_idx ON employee_field_values (filter_id, md5(value))',
    );
  }

  /** Drops the index. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX employee_field_values_lookup_idx');
  }
}
