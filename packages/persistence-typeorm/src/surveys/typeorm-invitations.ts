import { deliveryOfStored, type StoredDelivery } from './stored-delivery';
import {
  isUuid,
  offsetOf,
  pageOf,
  type InvitationCounts,
  type InvitationKey,
  type InvitationQuery,
  type Invitations,
  type InvitationToken,
  type PendingInvitationLink,
  type Page,
  type SurveyInvitation,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import {
  COUNTS_OF,
  INVITATION_PAGE,
  INVITE_CHOSEN,
  LINK_OF_TOKEN,
  PENDING_LINKS_OF,
  PENDING_OF,
  REPLACE_TOKENS,
  RESPONDENT_OF_TOKEN,
} from './typeorm-invitations.sql';
import { tokenHashBytes } from './token-hash';

/**
 * `Invitations` in PostgreSQL (docs/persistence.md#survey-responses), within one unit of work's transaction: pending
 * invitations are the `campaign_links` rows without a `survey_respondents` row, answered ones the respondent rows;
 * a pending invitation's live token is the link's `token_hash`, an answered one's the respondent's. Employees'
 * soft deletes, firing settlements and `remove_campaign` delete links, so they remove pending invitations (and
 * their tokens) and keep answered ones. Source: domain `Invitations`;
 * docs/surveys.md#invitations.
 */
export class TypeOrmInvitations implements Invitations {
  constructor(private readonly manager: EntityManager) {}

  /** A transaction-level advisory lock keyed by the company (`pg_advisory_xact_lock[_shared]`). */
  async lockMembership(companyId: string, mode: 'shared' | 'exclusive'): Promise<void> {
    const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    await this.manager.query(`SELECT ${lock}(hashtextextended('campaign-membership:' || $1::text, 0))`, [companyId]);
  }

  /** One `INSERT … SELECT … ON CONFLICT DO NOTHING` over the company's employees (see INVITE_CHOSEN). */

  async inviteChosen(companyId: string, campaignId: string): Promise<number> {
    if (!isUuid(companyId) || !isUuid(campaignId)) return 0;
    const [row] = await this.manager.query<[{ linked: number }]>(INVITE_CHOSEN, [companyId, campaignId]);
    return row.linked;
  }

  async list(campaignId: string, query: InvitationQuery): Promise<Page<SurveyInvitation>> {
    if (!isUuid(campaignId)) return pageOf([], 0, query);
    const [row] = await this.manager.query<
      [
        {
          total: number;
          items: Array<{ employeeId: string; answeredAt: string | null; delivery: StoredDelivery | null }>;
        },
      ]
    >(INVITATION_PAGE, [campaignId, query.status, offsetOf(query), query.perPage]);
    const items = row.items.map(({ employeeId, answeredAt, delivery }) => ({
      employeeId,
      status: answeredAt === null ? ('pending' as const) : ('answered' as const),
      answeredAt: answeredAt === null ? null : new Date(answeredAt),
      delivery: deliveryOfStored(delivery),
    }));
    return pageOf(items, row.total, query);
  }

  async pendingOf(campaignId: string): Promise<string[]> {
    if (!isUuid(campaignId)) return [];
    const rows = await this.manager.query<Array<{ employeeId: string }>>(PENDING_OF, [campaignId]);
    return rows.map((row) => row.employeeId);
  }

  async pendingLinksOf(campaignId: string, employeeId?: string): Promise<PendingInvitationLink[]> {
    if (!isUuid(campaignId) || (employeeId !== undefined && !isUuid(employeeId))) return [];
    return this.manager.query<PendingInvitationLink[]>(PENDING_LINKS_OF, [campaignId, employeeId ?? null]);
  }

  /** One `UPDATE … FROM unnest(…)` whatever the number of tokens (see REPLACE_TOKENS). */
  async replaceTokens(campaignId: string, tokens: readonly InvitationToken[]): Promise<void> {
    if (tokens.length === 0 || !isUuid(campaignId)) return;
    await this.manager.query(REPLACE_TOKENS, [
      campaignId,
      tokens.map((t) => t.employeeId),
      tokens.map((t) => Buffer.from(t.tokenHash, 'hex')),
      tokens.map((t) => t.tokenSealed),
    ]);
  }

  /** Locks the link (`FOR UPDATE`), or, when the link is gone, the respondent row that holds the hash. */
  async ofTokenHash(tokenHash: string): Promise<InvitationKey | null> {
    const bytes = tokenHashBytes(tokenHash);
    if (bytes === null) return null;
    const [link] = await this.manager.query<InvitationKey[]>(LINK_OF_TOKEN, [bytes]);
    if (link) return { campaignId: link.campaignId, employeeId: link.employeeId, answered: link.answered };
    const [respondent] = await this.manager.query<InvitationKey[]>(RESPONDENT_OF_TOKEN, [bytes]);
    return respondent ? { campaignId: respondent.campaignId, employeeId: respondent.employeeId, answered: true } : null;
  }

  /** One statement for all the ids (see COUNTS_OF). */
  async countsOf(campaignIds: readonly string[]): Promise<Map<string, InvitationCounts>> {
    const counts = new Map<string, InvitationCounts>(campaignIds.map((id) => [id, { invited: 0, responded: 0 }]));
    const known = [...new Set(campaignIds.filter((id) => isUuid(id)))];
    if (known.length === 0) return counts;
    const rows = await this.manager.query<Array<{ id: string; invited: number; responded: number }>>(COUNTS_OF, [
      known,
    ]);
    for (const { id, invited, responded } of rows) counts.set(id, { invited, responded });
    return counts;
  }
}
