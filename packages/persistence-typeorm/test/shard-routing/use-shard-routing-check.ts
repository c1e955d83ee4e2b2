import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { TestDatabase } from '@employee/persistence-typeorm/testing';
import { loadSqlParser } from './shard-key-check';
import { shardKeys, shardRoutingReport } from './shard-routing-report';
import { captureStatements, type StatementCapture } from './statement-capture';

/**
 * Registers, in the enclosing `describe` and after its database's `beforeAll`, a capture of every SQL text the
 * suite's tests send; call the returned function after declaring them to add a last test that parses each
 * statement with PostgreSQL's parser and fails on a company-scoped table left without its company (what Citus
 * needs to route the statement to one shard, docs/scaling.md#the-schema-on-citus) unless `cross-shard-statements.ts`
 * lists it, and on a listed exception no statement needed (a stale entry).
 */
export function useShardRoutingCheck(database: () => TestDatabase): () => void {
  let capture: StatementCapture | undefined;
  beforeAll(async () => {
    await loadSqlParser();
    capture = captureStatements();
  });
  afterAll(() => capture?.stop());
  return () => {
    it('sends every statement on a company-scoped table with its company_id, or a listed exception', async () => {
      const statements = capture?.statements() ?? [];
      expect(statements.length).toBeGreaterThan(100);
      const report = shardRoutingReport(statements, await shardKeys(database().dataSource));
      expect(report.unlisted).toEqual([]);
      expect(report.stale).toEqual([]);
    });
  };
}
