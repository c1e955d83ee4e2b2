import type { Page, PageRequest } from '../kernel/page';

/** Where an invitation stands: `pending` until its employee answers, then `answered` (for good). */
export type InvitationStatus = 'pending' | 'answered';

/**
 * Where the platform's delivery of one invitation stands (docs/notifications.md#delivery-states): `pending` (not
 * sent yet, or to try again), `sent` (the invitation went out; reminders may follow) or `undeliverable` (never
 * sent: no address, or the transport refused it for good).
 */
export type DeliveryState = 'pending' | 'sent' | 'undeliverable';

/** Why an invitation is `undeliverable`: no e-mail and no mobile, or a permanent refusal of the transport. */
export type UndeliverableReason = 'no_contact' | 'refused';

/**
 * The platform's delivery of one invitation of a `platform` campaign: its state, the channel that carried it and
 * when (once sent), the reminders sent, and why it is undeliverable or its reminders stopped (`reason`:
 * `no_contact`, `refused`, `opted_out_of_reminders`; else `null`).
 */
export interface InvitationDelivery {
  readonly state: DeliveryState;
  readonly channel: 'email' | 'sms' | null;
  readonly sentAt: Date | null;
  readonly remindersSent: number;
  readonly reason: string | null;
}

/**
 * An invitation as `GET /v1/campaigns/{id}/invitations` lists it: whose it is, its status and when it was answered
 * (`null` while pending), and the platform's delivery (`null` for a `links` campaign, and for an answered invitation
 * whose employee left the campaign). Never its token. Source: docs/surveys.md#invitations.
 */
export interface SurveyInvitation {
  readonly employeeId: string;
  readonly status: InvitationStatus;
  readonly answeredAt: Date | null;
  readonly delivery: InvitationDelivery | null;
}

/** A list query of one campaign's invitations (offset pages, ordered by employee id). */
export interface InvitationQuery extends PageRequest {
  /** Only invitations in this status; `null`: both. */
  readonly status: InvitationStatus | null;
}

/** A campaign's counts (the campaign's `invited` and `responded`). */
export interface InvitationCounts {
  /** Employees invited: the pending invitations plus the answered ones. */
  readonly invited: number;
  /** Responses stored. */
  readonly responded: number;
}

/** The invitation a token opens: which campaign, whose, and whether it was answered. */
export interface InvitationKey {
  readonly campaignId: string;
  readonly employeeId: string;
  readonly answered: boolean;
}

/**
 * A fresh token of one pending invitation, as storage keeps it: hashed (to find the invitation a link opens) and,
 * when it may be shown again, sealed (docs/notifications.md#links).
 */
export interface InvitationToken {
  readonly employeeId: string;
  /** The token's `SecretTokenIssuer` hash: SHA-256 in lower-case hex from the service's adapter. */
  readonly tokenHash: string;
  /** The token sealed by the links' `SecretBox`, or `null` when it is never to be shown again. */
  readonly tokenSealed: string | null;
}

/** A pending invitation and its live token as kept sealed (`null`: no link issued, or none kept to show again). */
export interface PendingInvitationLink {
  readonly employeeId: string;
  readonly tokenSealed: string | null;
}

/**
 * Port: a campaign's invitations (docs/surveys.md#invitations). An invitation is
 * **pending** while its employee is linked to the campaign (`Employee.campaignIds`) and has not answered, and
 * **answered** once a response of theirs is stored (whatever happens to the link later). So the employee's links
 * keep the invitations in step: `include_campaign` adds pending invitations to the open campaigns,
 * `remove_campaign`, a soft delete and the settlement of a firing remove the pending ones, and answered ones stay.
 * A pending invitation has at most one live token (stored as its hash, and sealed when it may be listed again):
 * `replaceTokens` replaces it.
 */
export interface Invitations {
  /**
   * Opening: links the campaign to every active (not soft-deleted) employee of the company whose campaign choice is
   * `in` and who is not linked yet, without changing those employees' versions (links are not part of the
   * employee's API representation). Set-based: one statement whatever the workforce size.
   * @returns how many employees were linked.
   */
  inviteChosen(companyId: string, campaignId: string): Promise<number>;

  /**
   * Holds the company's campaign membership until the transaction ends: `exclusive` while a campaign opens (it reads
   * every employee's choice at once), `shared` while one employee's choice or links change (create, update with
   * `include_campaign`/`remove_campaign`, soft delete; these do not wait for one another). So an opening never misses
   * an employee put *in*, nor links one put *out*, at the same moment. Take it before reading the employee.
   */
  lockMembership(companyId: string, mode: 'shared' | 'exclusive'): Promise<void>;

  /** One page of the campaign's invitations, by employee id ascending, with the exact total. */
  list(campaignId: string, query: InvitationQuery): Promise<Page<SurveyInvitation>>;

  /** Employee ids of the campaign's pending invitations, ascending. */
  pendingOf(campaignId: string): Promise<string[]>;

  /**
   * The campaign's pending invitations with their sealed tokens, by employee id ascending; only the employee
   * `employeeId`'s (none when theirs is not pending) when given.
   */
  pendingLinksOf(campaignId: string, employeeId?: string): Promise<PendingInvitationLink[]>;

  /** Stores these tokens (pending invitations of the campaign), each replacing that invitation's earlier one. */
  replaceTokens(campaignId: string, tokens: readonly InvitationToken[]): Promise<void>;

  /**
   * The pending or answered invitation whose live token has this hash, locked until the transaction ends (two
   * submissions with one token never interleave), or `null` (unknown, replaced, or its link removed).
   */
  ofTokenHash(tokenHash: string): Promise<InvitationKey | null>;

  /** The counts of each of these campaigns (every id present; 0 and 0 for an unknown one). */
  countsOf(campaignIds: readonly string[]): Promise<Map<string, InvitationCounts>>;
}
