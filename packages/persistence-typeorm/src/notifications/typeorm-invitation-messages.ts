import {
  isUuid,
  type ClaimedInvitationMessage,
  type DeliveryCounts,
  type InvitationMessageClaim,
  type InvitationMessageRecord,
  type InvitationMessages,
  type LanguageCode,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { tokenHashBytes } from '../surveys/token-hash';
import { CLAIM_MESSAGES, DELIVERY_COUNTS, OPT_OUT, RECORD_MESSAGE } from './typeorm-invitation-messages.sql';

type ClaimedRow = Omit<ClaimedInvitationMessage, 'kind' | 'recipient' | 'leaseToken'> & {
  recipientName: string;
  email: string | null;
  mobile: string | null;
  language: string;
};

/**
 * `InvitationMessages` in PostgreSQL (docs/persistence.md#invitation-delivery), within one unit of work's
 * transaction: each message is its invitation's `campaign_links` row; one statement claims (with the facts the
 * messages say), one records. Source: domain `InvitationMessages`.
 */
export class TypeOrmInvitationMessages implements InvitationMessages {
  constructor(private readonly manager: EntityManager) {}

  async claim(claim: InvitationMessageClaim): Promise<ClaimedInvitationMessage[]> {
    const rows = await this.manager.query<ClaimedRow[]>(CLAIM_MESSAGES, [
      claim.now,
      claim.limit,
      claim.leaseToken,
      claim.leaseUntil,
      claim.reminders,
      claim.excludedCompanies,
    ]);
    return rows.map((row) => ({
      campaignId: row.campaignId,
      employeeId: row.employeeId,
      companyId: row.companyId,
      kind: row.reminder === 0 ? 'survey_invitation' : 'survey_reminder',
      reminder: row.reminder,
      leaseToken: claim.leaseToken,
      tries: row.tries,
      tokenSealed: row.tokenSealed,
      recipient: {
        name: row.recipientName,
        email: row.email,
        mobile: row.mobile,
        language: row.language as LanguageCode,
      },
      companyName: row.companyName,
      companyMinGroupSize: row.companyMinGroupSize,
      campaignName: row.campaignName,
      endsOn: row.endsOn,
    }));
  }

  async record(record: InvitationMessageRecord): Promise<boolean> {
    const { outcome } = record;
    const [row] = await this.manager.query<[{ recorded: number }]>(RECORD_MESSAGE, [
      record.campaignId,
      record.employeeId,
      record.leaseToken,
      outcome.kind,
      outcome.kind === 'sent' ? outcome.channel : null,
      outcome.kind === 'sent' ? outcome.at : null,
      outcome.kind === 'retry' || outcome.kind === 'deferred' ? outcome.nextAttemptAt : null,
      outcome.kind === 'retry' || outcome.kind === 'undeliverable' ? outcome.error : null,
      outcome.kind === 'undeliverable' ? outcome.reason : null,
    ]);
    return row.recorded > 0;
  }

  async countsOf(campaignId: string): Promise<DeliveryCounts> {
    const counts = { pending: 0, sent: 0, undeliverable: 0 };
    if (!isUuid(campaignId)) return counts;
    const rows = await this.manager.query<Array<{ state: keyof DeliveryCounts; count: number }>>(DELIVERY_COUNTS, [
      campaignId,
    ]);
    for (const { state, count } of rows) counts[state] = count;
    return counts;
  }

  async optOutOfReminders(tokenHash: string): Promise<boolean> {
    const bytes = tokenHashBytes(tokenHash);
    if (bytes === null) return false;
    const [row] = await this.manager.query<[{ recorded: number }]>(OPT_OUT, [bytes]);
    return row.recorded > 0;
  }
}
