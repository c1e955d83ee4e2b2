import type { EmployeeProps } from '../../directory/employee';
import type {
  ClaimedInvitationMessage,
  DeliveryCounts,
  InvitationMessageClaim,
  InvitationMessageOutcome,
  InvitationMessageRecord,
  InvitationMessages,
} from '../../notifications';
import type { CampaignProps } from '../../surveys/campaign';
import type { CompanyProps } from '../../tenancy/company';
import { invitationKeyOf as keyOf } from './in-memory-invitation-delivery';
import type { InMemoryState, InvitationDeliveryRow } from './in-memory-store';

const DAY_MS = 86_400_000;

/**
 * `InvitationMessages` kept in memory: the messages are the employees' links to open `platform` campaigns, their
 * delivery in the state's `invitationDeliveries`. Held to `invitationMessagesContract`, like the PostgreSQL adapter.
 */
export class InMemoryInvitationMessages implements InvitationMessages {
  constructor(private readonly state: () => InMemoryState) {}

  async claim(claim: InvitationMessageClaim): Promise<ClaimedInvitationMessage[]> {
    const state = this.state();
    const claimed: ClaimedInvitationMessage[] = [];
    const employees = [...state.employees.values()].filter((e) => !claim.excludedCompanies.includes(e.companyId));
    for (const employee of employees.sort((a, b) => (a.id < b.id ? -1 : 1))) {
      for (const campaignId of employee.campaignIds) {
        if (claimed.length >= claim.limit) return claimed;
        const reminder = this.dueMessage(employee, campaignId, claim);
        if (reminder === null) continue;
        const key = keyOf(campaignId, employee.id);
        const row = state.invitationDeliveries.get(key);
        const tries = row !== undefined && row.state !== 'sent' && row.reminder === reminder ? row.tries : 0;
        state.invitationDeliveries.set(key, {
          ...(row ?? EMPTY_ROW),
          state: 'sending',
          reminder,
          tries,
          leaseToken: claim.leaseToken,
          leaseUntil: claim.leaseUntil,
        });
        claimed.push(this.messageOf(employee, campaignId, reminder, tries, claim.leaseToken));
      }
    }
    return claimed;
  }

  async record(record: InvitationMessageRecord): Promise<boolean> {
    const state = this.state();
    const key = keyOf(record.campaignId, record.employeeId);
    const row = state.invitationDeliveries.get(key);
    if (row?.state !== 'sending' || row.leaseToken !== record.leaseToken || !this.linked(record)) return false;
    state.invitationDeliveries.set(key, recorded(row, record.outcome));
    return true;
  }

  async countsOf(campaignId: string): Promise<DeliveryCounts> {
    const counts = { pending: 0, sent: 0, undeliverable: 0 };
    for (const employee of this.state().employees.values()) {
      if (!employee.campaignIds.includes(campaignId) || this.answered(campaignId, employee.id)) continue;
      const row = this.state().invitationDeliveries.get(keyOf(campaignId, employee.id));
      if (row?.state === 'undeliverable') counts.undeliverable += 1;
      else if (row?.sentAt) counts.sent += 1;
      else counts.pending += 1;
    }
    return counts;
  }

  async optOutOfReminders(tokenHash: string): Promise<boolean> {
    const key = this.state().invitationTokens.get(tokenHash);
    if (!key || !this.linked(key)) return false;
    const deliveries = this.state().invitationDeliveries;
    const row = deliveries.get(keyOf(key.campaignId, key.employeeId)) ?? EMPTY_ROW;
    deliveries.set(keyOf(key.campaignId, key.employeeId), {
      ...row,
      remindersStopped: true,
      reason: row.reason ?? 'opted_out_of_reminders',
    });
    return true;
  }

  /** The message due for this link (0 the invitation, n reminder n), or `null` when none is. */
  private dueMessage(employee: EmployeeProps, campaignId: string, claim: InvitationMessageClaim): number | null {
    const campaign = this.state().campaigns.get(campaignId);
    if (campaign?.status !== 'open' || campaign.distribution !== 'platform') return null;
    if (this.answered(campaignId, employee.id)) return null;
    const row = this.state().invitationDeliveries.get(keyOf(campaignId, employee.id));
    if (row === undefined) return 0;
    return row.state === 'sent' ? reminderDue(campaign, row, claim) : retryDue(row, claim);
  }

  private messageOf(
    employee: EmployeeProps,
    campaignId: string,
    reminder: number,
    tries: number,
    leaseToken: string,
  ): ClaimedInvitationMessage {
    const state = this.state();
    const campaign = state.campaigns.get(campaignId)!;
    const company = state.companies.get(employee.companyId);
    const sealed = [...state.invitationTokens.values()].find(
      (t) => t.campaignId === campaignId && t.employeeId === employee.id,
    );
    return {
      ...companyFacts(company),
      campaignId,
      employeeId: employee.id,
      companyId: employee.companyId,
      kind: reminder === 0 ? 'survey_invitation' : 'survey_reminder',
      reminder,
      leaseToken,
      tries,
      tokenSealed: sealed?.tokenSealed ?? null,
      recipient: recipientOf(employee),
      campaignName: campaign.name,
      endsOn: campaign.endsOn?.toIso() ?? null,
    };
  }

  private linked(key: { campaignId: string; employeeId: string }): boolean {
    return this.state().employees.get(key.employeeId)?.campaignIds.includes(key.campaignId) === true;
  }

  private answered(campaignId: string, employeeId: string): boolean {
    for (const { response, employeeId: id } of this.state().responses.values())
      if (id === employeeId && response.campaignId === campaignId) return true;
    return false;
  }
}

const EMPTY_ROW: InvitationDeliveryRow = {
  state: 'pending',
  reminder: 0,
  tries: 0,
  nextAt: null,
  leaseToken: null,
  leaseUntil: null,
  sentAt: null,
  channel: null,
  reason: null,
  remindersSent: 0,
  remindersStopped: false,
};

/** The row after one try's `outcome` (see the PostgreSQL adapter's RECORD_MESSAGE). */
function recorded(row: InvitationDeliveryRow, outcome: InvitationMessageOutcome): InvitationDeliveryRow {
  if (outcome.kind === 'deferred')
    return { ...row, state: 'pending', nextAt: outcome.nextAttemptAt, leaseToken: null, leaseUntil: null };
  const invitation = row.reminder === 0;
  const sent = outcome.kind === 'sent';
  const next: InvitationDeliveryRow = {
    ...row,
    state: outcome.kind === 'retry' ? 'pending' : sent || !invitation ? 'sent' : 'undeliverable',
    tries: row.tries + 1,
    nextAt: outcome.kind === 'retry' ? outcome.nextAttemptAt : null,
    leaseToken: null,
    leaseUntil: null,
  };
  if (outcome.kind === 'sent')
    return invitation
      ? { ...next, sentAt: outcome.at, channel: outcome.channel }
      : { ...next, remindersSent: row.reminder };
  if (outcome.kind === 'undeliverable')
    return { ...next, reason: outcome.reason, remindersStopped: row.remindersStopped || !invitation };
  return next;
}

/** A pending or claimed message's try again, once due (a reminder's only while reminders may be sent). */
function retryDue(row: InvitationDeliveryRow, claim: InvitationMessageClaim): number | null {
  if (!claim.reminders && row.reminder > 0) return null;
  const at = row.state === 'pending' ? row.nextAt : row.state === 'sending' ? row.leaseUntil : undefined;
  if (at === undefined) return null;
  return (at?.getTime() ?? 0) <= claim.now.getTime() ? row.reminder : null;
}

/** A sent invitation's next reminder, once its day after opening has come and while reminders may be sent. */
function reminderDue(
  campaign: CampaignProps,
  row: InvitationDeliveryRow,
  claim: InvitationMessageClaim,
): number | null {
  const day = campaign.reminderDays[row.remindersSent];
  if (!claim.reminders || row.remindersStopped || day === undefined || campaign.openedAt === null) return null;
  return campaign.openedAt.getTime() + day * DAY_MS <= claim.now.getTime() ? row.remindersSent + 1 : null;
}

/** Who a message goes to, from the employee's stored profile. */
function recipientOf(employee: EmployeeProps): ClaimedInvitationMessage['recipient'] {
  return {
    name: (employee.socialName ?? employee.name)?.value ?? '',
    email: employee.email?.value ?? null,
    mobile: employee.phone?.value ?? null,
    language: employee.language.value,
  };
}

/** The company's facts a message says. */
function companyFacts(
  company: CompanyProps | undefined,
): Pick<ClaimedInvitationMessage, 'companyName' | 'companyMinGroupSize'> {
  return { companyName: company?.name ?? '', companyMinGroupSize: company?.reportMinGroupSize ?? null };
}
