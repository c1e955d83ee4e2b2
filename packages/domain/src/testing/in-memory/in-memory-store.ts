import type { PermissionProps } from '../../access/permission';
import type { ProfileProps } from '../../access/profile';
import type { UserProps } from '../../access/user';
import type { UserTokenProps } from '../../access/user-token';
import type { ApiKeyProps } from '../../access/api-keys/api-key';
import type { CampaignProps } from '../../surveys/campaign';
import type { CompanyProps } from '../../tenancy/company';
import type { EmployeeProps } from '../../directory/employee';
import type { FilterProps } from '../../directory/filter';
import type { AuditEvent } from '../../history/audit-event';
import type { InvitationKey } from '../../surveys/invitations';
import type { SurveyResponse } from '../../surveys/survey-response';
import type { VoluntaryDeparture } from '../../privacy/data-subjects';
import { copyOfChangeLog, emptyChangeLog, type ChangeLog } from './in-memory-change-feed';
import { compareListOrder, type ListPosition } from '../../kernel/page';
import { copyOfWebhookState, emptyWebhookState, type InMemoryWebhookState } from './in-memory-webhook-rows';

/** A stored response and its respondent link (see {@link InMemoryState.responses}). */
export interface StoredResponse {
  readonly response: SurveyResponse;
  readonly employeeId: string | null;
  readonly departure: VoluntaryDeparture | null;
}

/** One invitation's delivery as the in-memory adapter keeps it (the `campaign_links.delivery_*` columns). */
export interface InvitationDeliveryRow {
  readonly state: 'pending' | 'sending' | 'sent' | 'undeliverable';
  readonly reminder: number;
  readonly tries: number;
  readonly nextAt: Date | null;
  readonly leaseToken: string | null;
  readonly leaseUntil: Date | null;
  readonly sentAt: Date | null;
  readonly channel: 'email' | 'sms' | null;
  readonly reason: string | null;
  readonly remindersSent: number;
  readonly remindersStopped: boolean;
}

/** One user's invitation e-mail as the in-memory adapter keeps it (the `user_invitation_messages` row). */
export interface UserInvitationMessageRow {
  readonly companyId: string;
  readonly issue: number;
  readonly tokenHash: string;
  /** `null` once the message is finished (sent, undeliverable or cancelled). */
  readonly tokenSealed: string | null;
  readonly state: 'pending' | 'sending' | 'sent' | 'undeliverable' | 'cancelled';
  readonly tries: number;
  readonly nextAttemptAt: Date;
  readonly leaseToken: string | null;
  readonly leaseUntil: Date | null;
  readonly sentAt: Date | null;
  readonly lastError: string | null;
}

/** The state behind the in-memory adapters: stored props by id (props are replaced, never mutated). */
export interface InMemoryState extends InMemoryWebhookState {
  employees: Map<string, EmployeeProps>;
  filters: Map<string, FilterProps>;
  companies: Map<string, CompanyProps>;
  campaigns: Map<string, CampaignProps>;
  apiKeys: Map<string, ApiKeyProps>;
  profiles: Map<string, ProfileProps>;
  users: Map<string, UserProps>;
  permissions: Map<string, PermissionProps>;
  userTokens: Map<string, UserTokenProps>;
  /** Live invitation tokens: the invitation each token hash opens. */
  invitationTokens: Map<string, Omit<InvitationKey, 'answered'> & { tokenSealed: string | null }>;
  /**
   * Survey responses with their respondents, by response id (entries are replaced, never changed): `employeeId`
   * `null` once unlinked by an anonymisation, which keeps the respondent's voluntary `departure`.
   */
  responses: Map<string, StoredResponse>;
  /** The platform's delivery of each invitation, by `<campaign id>/<employee id>` (absent: never claimed). */
  invitationDeliveries: Map<string, InvitationDeliveryRow>;
  /** Users' invitation e-mails, by user id. */
  userInvitationMessages: Map<string, UserInvitationMessageRow>;
  /** Every company's audit events, in `seq` order (appended; replaced as a whole by the retention purge). */
  auditEvents: AuditEvent[];
  /** The changes feeds, and the last `seq` given to an entry of either. */
  employeeChanges: ChangeLog;
  filterChanges: ChangeLog;
  historySeq: number;
}

/** A fresh, empty state. */
export function emptyState(): InMemoryState {
  return {
    employees: new Map(),
    filters: new Map(),
    companies: new Map(),
    campaigns: new Map(),
    apiKeys: new Map(),
    profiles: new Map(),
    users: new Map(),
    permissions: new Map(),
    userTokens: new Map(),
    invitationTokens: new Map(),
    responses: new Map(),
    invitationDeliveries: new Map(),
    userInvitationMessages: new Map(),
    auditEvents: [],
    employeeChanges: emptyChangeLog(),
    filterChanges: emptyChangeLog(),
    historySeq: 0,
    ...emptyWebhookState(),
  };
}

/** A copy that later writes to the original do not reach (for rollback). */
export function snapshotOf(state: InMemoryState): InMemoryState {
  return {
    employees: new Map(state.employees),
    filters: new Map(state.filters),
    companies: new Map(state.companies),
    campaigns: new Map(state.campaigns),
    apiKeys: new Map(state.apiKeys),
    profiles: new Map(state.profiles),
    users: new Map(state.users),
    permissions: new Map(state.permissions),
    userTokens: new Map(state.userTokens),
    invitationTokens: new Map(state.invitationTokens),
    responses: new Map(state.responses),
    invitationDeliveries: new Map(state.invitationDeliveries),
    userInvitationMessages: new Map(state.userInvitationMessages),
    auditEvents: [...state.auditEvents],
    employeeChanges: copyOfChangeLog(state.employeeChanges),
    filterChanges: copyOfChangeLog(state.filterChanges),
    historySeq: state.historySeq,
    ...copyOfWebhookState(state),
  };
}

/** Orders records as every list of the API does: `createdAt`, then `id`, ascending. */
export const byCreation: (a: ListPosition, b: ListPosition) => number = compareListOrder;
