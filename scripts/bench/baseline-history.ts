/**
 * The baseline's history appends: what our unit of work sends at the end of every employee write
 * (docs/persistence.md#changes-feed, #audit-trail; docs/webhooks.md#outbox-and-delivery), written out without our
 * layers: the company's history lock, the changes-feed entry, the company's last audit hash, the audit event chained
 * to it (SHA-256 over its fields), and the outbox fan-out of the event (which stores nothing without an endpoint).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { APPEND_EMPLOYEE_CHANGE, FAN_OUT, HISTORY_LOCK, INSERT_AUDIT_EVENT, LAST_AUDIT_HASHES } from './baseline-sql';

/** Who made the change: the API key, its id, and the request's id and client IP. */
export interface BaselineActor {
  readonly keyId: string;
  readonly requestId: string;
  readonly ip: string | null;
}

/** One employee write to append: its company, id, new version, action and the changed API fields. */
export interface EmployeeChange {
  readonly companyId: string;
  readonly employeeId: string;
  readonly version: number;
  readonly action: 'employee.created' | 'employee.updated' | 'employee.deleted';
  readonly changed: readonly string[];
}

/** Appends `change` as our server does, in the caller's transaction, as its last statements before `COMMIT`. */
export async function appendHistory(client: PoolClient, change: EmployeeChange, actor: BaselineActor): Promise<void> {
  const { companyId, employeeId, version, action, changed } = change;
  await client.query(HISTORY_LOCK, [companyId]);
  const kind = action === 'employee.deleted' ? 'delete' : 'upsert';
  await client.query(APPEND_EMPLOYEE_CHANGE, [[companyId], [employeeId], [version], [kind]]);
  const [last] = (await client.query(LAST_AUDIT_HASHES, [[companyId]])).rows as Array<{ hash: string | null }>;
  const id = randomUUID();
  const occurredAt = new Date();
  const fields = [id, occurredAt, companyId, 'api_key', actor.keyId, null, action, 'employee', employeeId, changed];
  const tail = [actor.requestId, actor.ip, last?.hash ?? null];
  const hash = createHash('sha256')
    .update(JSON.stringify([...fields, ...tail]))
    .digest('hex');
  await client.query(INSERT_AUDIT_EVENT, [...fields, ...tail, hash]);
  const payload = JSON.stringify({
    type: action,
    timestamp: occurredAt.toISOString(),
    data: { id: employeeId, company_id: companyId, version, changed },
  });
  await client.query(FAN_OUT, [[id], [action], [companyId], [employeeId], [occurredAt], [payload]]);
}
