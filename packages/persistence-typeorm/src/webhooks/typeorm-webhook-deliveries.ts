import {
  cursorPageOf,
  fetchSizeOf,
  isUuid,
  offsetOf,
  pageOf,
  webhookPayloadOf,
  type AttemptRecord,
  type ClaimRequest,
  type ClaimedDelivery,
  type DeliveryQuery,
  type OutboxEvent,
  type Page,
  type WebhookAttempt,
  type WebhookDeliveries,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookPayload,
} from '@employee/domain';
import { In, type EntityManager } from 'typeorm';
import { rowsOf } from '../access/sign-in/typeorm-sessions';
import { webhookEndpointMapper } from './webhook-endpoint.mapper';
import { WebhookEndpointRecord } from './webhook-endpoint.record';
import { ATTEMPTS, CLAIM, COUNT, ENQUEUE, ONE, PAGE, RECORD, REQUEUE } from './typeorm-webhook-deliveries.sql';

/** A listed delivery's row (`LISTED`). */
interface DeliveryRow {
  readonly id: string;
  readonly endpoint_id: string;
  readonly event_id: string;
  readonly event_type: string;
  readonly payload: string;
  readonly status: WebhookDeliveryStatus;
  readonly tries: number;
  readonly next_attempt_at: Date | null;
  readonly last_attempt_at: Date | null;
  readonly last_response_status: number | null;
  readonly last_error: string | null;
  readonly last_response_body: string | null;
  readonly created_at: Date;
}

/** An attempt's row. */
interface AttemptRow {
  readonly delivery_id: string;
  readonly n: number;
  readonly at: Date;
  readonly status: number | null;
  readonly error: string | null;
  readonly duration_ms: number;
  readonly body: string | null;
}

/** A claimed delivery's row. */
interface ClaimedRow {
  readonly id: string;
  readonly event_id: string;
  readonly endpoint_id: string;
  readonly tries: number;
  readonly seq: string;
  readonly payload: string;
}

const dateOrNull = (value: Date | null): Date | null => (value === null ? null : new Date(value));

/**
 * `WebhookDeliveries` in PostgreSQL (`webhook_deliveries`, `webhook_events`, `webhook_attempts`), within one unit of
 * work's transaction, its SQL in `typeorm-webhook-deliveries.sql.ts`. `claim` is one `UPDATE` over a
 * `FOR UPDATE SKIP LOCKED` selection, `record` one fenced `UPDATE` with the attempt's insert; each is its own short
 * transaction in `DeliverWebhooks`. Passes `webhookDeliveriesContract`. Source: docs/webhooks.md#claiming-and-leases.
 */
export class TypeOrmWebhookDeliveries implements WebhookDeliveries {
  constructor(private readonly manager: EntityManager) {}

  async enqueue(event: OutboxEvent, endpointId: string): Promise<WebhookDelivery> {
    const payload = JSON.stringify(webhookPayloadOf(event));
    const [row] = rowsOf(
      await this.manager.query<Array<{ id: string }>>(ENQUEUE, [
        event.id,
        event.type,
        event.companyId,
        event.entityId,
        event.occurredAt,
        payload,
        endpointId,
      ]),
    );
    return (await this.ofId(endpointId, (row as { id: string }).id)) as WebhookDelivery;
  }

  async ofId(endpointId: string, id: string): Promise<WebhookDelivery | null> {
    if (!isUuid(endpointId) || !isUuid(id)) return null;
    const [delivery] = await this.withAttempts(rowsOf(await this.manager.query<DeliveryRow[]>(ONE, [endpointId, id])));
    return delivery ?? null;
  }

  async listOfEndpoint(endpointId: string, query: DeliveryQuery): Promise<Page<WebhookDelivery>> {
    if (!isUuid(endpointId)) return pageOf([], 0, query);
    const after = query.cursor?.after ?? null;
    const rows = rowsOf(
      await this.manager.query<DeliveryRow[]>(PAGE, [
        endpointId,
        query.status,
        after?.createdAt ?? null,
        after?.id ?? null,
        fetchSizeOf(query),
        offsetOf(query),
      ]),
    );
    const deliveries = await this.withAttempts(rows);
    if (query.cursor) return cursorPageOf(deliveries, query);
    const [count] = rowsOf(await this.manager.query<Array<{ total: number }>>(COUNT, [endpointId, query.status]));
    return pageOf(deliveries, count?.total ?? 0, query);
  }

  async requeue(id: string): Promise<void> {
    if (isUuid(id)) await this.manager.query(REQUEUE, [id]);
  }

  async claim(request: ClaimRequest): Promise<ClaimedDelivery[]> {
    const { now, limit, leaseUntil, leaseToken, partition } = request;
    const rows = rowsOf(
      await this.manager.query<ClaimedRow[]>(CLAIM, [
        now,
        limit,
        leaseUntil,
        leaseToken,
        partition.count,
        partition.index,
      ]),
    ).sort((a, b) => Number(a.seq) - Number(b.seq));
    if (rows.length === 0) return [];
    const endpointIds = [...new Set(rows.map((row) => row.endpoint_id))];
    const records = await this.manager.find(WebhookEndpointRecord, { where: { id: In(endpointIds) } });
    const endpoints = new Map(records.map((record) => [record.id, webhookEndpointMapper.toDomain(record)]));
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      payload: JSON.parse(row.payload) as WebhookPayload,
      tries: row.tries,
      leaseToken,
      endpoint: endpoints.get(row.endpoint_id) as NonNullable<ReturnType<typeof endpoints.get>>,
    }));
  }

  async record(record: AttemptRecord): Promise<boolean> {
    const { attempt } = record;
    const inserted = rowsOf(
      await this.manager.query<Array<{ n: number }>>(RECORD, [
        record.deliveryId,
        record.leaseToken,
        record.status,
        record.tries,
        record.nextAttemptAt,
        attempt.at,
        attempt.status,
        attempt.error,
        attempt.body,
        attempt.durationMs,
      ]),
    );
    return inserted.length > 0;
  }

  /** The deliveries of `rows`, in their order, each with its attempts (one more query). */
  private async withAttempts(rows: readonly DeliveryRow[]): Promise<WebhookDelivery[]> {
    if (rows.length === 0) return [];
    const attempts = rowsOf(await this.manager.query<AttemptRow[]>(ATTEMPTS, [rows.map((row) => row.id)]));
    const byDelivery = new Map<string, WebhookAttempt[]>();
    for (const a of attempts) {
      const list = byDelivery.get(a.delivery_id) ?? [];
      list.push({
        n: a.n,
        at: new Date(a.at),
        status: a.status,
        error: a.error,
        durationMs: a.duration_ms,
        body: a.body,
      });
      byDelivery.set(a.delivery_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      endpointId: row.endpoint_id,
      eventId: row.event_id,
      eventType: row.event_type,
      payload: JSON.parse(row.payload) as WebhookPayload,
      status: row.status,
      tries: row.tries,
      nextAttemptAt: dateOrNull(row.next_attempt_at),
      lastAttemptAt: dateOrNull(row.last_attempt_at),
      lastResponseStatus: row.last_response_status,
      lastError: row.last_error,
      lastResponseBody: row.last_response_body,
      createdAt: new Date(row.created_at),
      attempts: byDelivery.get(row.id) ?? [],
    }));
  }
}
