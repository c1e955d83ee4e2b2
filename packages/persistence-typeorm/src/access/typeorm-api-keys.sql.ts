/**
 * Every plain-SQL statement of `TypeOrmApiKeys` (docs/persistence.md, "Plain SQL or TypeORM's API"): the key
 * lookup every authenticated request starts with (scripts/bench/baseline-sql.ts copies it: change both
 * together). The row statement is built by `RawRecords` from the record's metadata; its condition is here.
 */

/** `RawRecords` condition: the key whose public identifier is `$1`. */
export const BY_IDENTIFIER = 'identifier = $1';
