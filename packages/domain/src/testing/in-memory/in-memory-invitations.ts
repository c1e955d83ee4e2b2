import type { EmployeeProps } from '../../directory/employee';
import { offsetOf, pageOf, type Page } from '../../kernel/page';
import type {
  SurveyInvitation,
  InvitationCounts,
  InvitationKey,
  InvitationQuery,
  Invitations,
  InvitationToken,
  PendingInvitationLink,
} from '../../surveys/invitations';
import { invitationDeliveryOf, invitationKeyOf as keyOf } from './in-memory-invitation-delivery';
import type { InMemoryState } from './in-memory-store';

/**
 * `Invitations` kept in memory: pending ones are the employees' campaign links without a respondent, answered ones
 * the respondent links; live tokens by hash.
 */
export class InMemoryInvitations implements Invitations {
  constructor(private readonly state: () => InMemoryState) {}

  async inviteChosen(companyId: string, campaignId: string): Promise<number> {
    const { employees } = this.state();
    let linked = 0;
    for (const props of [...employees.values()]) {
      if (!invitable(props, companyId, campaignId)) continue;
      employees.set(props.id, { ...props, campaignIds: [...props.campaignIds, campaignId] });
      linked += 1;
    }
    return linked;
  }

  /** Nothing to do: in-memory units of work already run one at a time. */
  async lockMembership(): Promise<void> {}

  async list(campaignId: string, query: InvitationQuery): Promise<Page<SurveyInvitation>> {
    const all = this.invitationsOf(campaignId).filter((i) => query.status === null || i.status === query.status);
    const start = offsetOf(query);
    return pageOf(all.slice(start, start + query.perPage), all.length, query);
  }

  async pendingOf(campaignId: string): Promise<string[]> {
    return this.invitationsOf(campaignId)
      .filter((i) => i.status === 'pending')
      .map((i) => i.employeeId);
  }

  async pendingLinksOf(campaignId: string, employeeId?: string): Promise<PendingInvitationLink[]> {
    const sealed = new Map(
      [...this.state().invitationTokens.values()]
        .filter((key) => key.campaignId === campaignId)
        .map((key) => [key.employeeId, key.tokenSealed]),
    );
    return (await this.pendingOf(campaignId))
      .filter((id) => employeeId === undefined || id === employeeId)
      .map((id) => ({ employeeId: id, tokenSealed: sealed.get(id) ?? null }));
  }

  async replaceTokens(campaignId: string, tokens: readonly InvitationToken[]): Promise<void> {
    const { invitationTokens } = this.state();
    const replaced = new Set(tokens.map((t) => keyOf(campaignId, t.employeeId)));
    for (const [hash, key] of invitationTokens)
      if (replaced.has(keyOf(key.campaignId, key.employeeId))) invitationTokens.delete(hash);
    for (const { employeeId, tokenHash, tokenSealed } of tokens)
      invitationTokens.set(tokenHash, { campaignId, employeeId, tokenSealed });
  }

  async ofTokenHash(tokenHash: string): Promise<InvitationKey | null> {
    const key = this.state().invitationTokens.get(tokenHash);
    if (!key) return null;
    const { campaignId, employeeId } = key;
    const linked = this.state().employees.get(key.employeeId)?.campaignIds.includes(key.campaignId) === true;
    const answered = this.answeredAt(key.campaignId, key.employeeId) !== null;
    return linked || answered ? { campaignId, employeeId, answered } : null;
  }

  async countsOf(campaignIds: readonly string[]): Promise<Map<string, InvitationCounts>> {
    return new Map(
      campaignIds.map((id) => {
        const invitations = this.invitationsOf(id);
        const responses = [...this.state().responses.values()].filter((r) => r.response.campaignId === id);
        const unlinked = responses.filter((r) => r.employeeId === null).length;
        return [id, { invited: invitations.length + unlinked, responded: responses.length }];
      }),
    );
  }

  /**
   * The campaign's invitations by employee id: linked employees (pending unless answered) and respondents still
   * linked to them (the unlinked responses of anonymised people are counted, not listed).
   */
  private invitationsOf(campaignId: string): SurveyInvitation[] {
    const ids = new Set<string>();
    for (const props of this.state().employees.values()) if (props.campaignIds.includes(campaignId)) ids.add(props.id);
    for (const { response, employeeId } of this.state().responses.values())
      if (response.campaignId === campaignId && employeeId !== null) ids.add(employeeId);
    return [...ids].sort().map((employeeId) => {
      const answeredAt = this.answeredAt(campaignId, employeeId);
      const linked = this.state().employees.get(employeeId)?.campaignIds.includes(campaignId) === true;
      const delivery = linked ? invitationDeliveryOf(this.state(), campaignId, employeeId) : null;
      return { employeeId, status: answeredAt === null ? 'pending' : 'answered', answeredAt, delivery };
    });
  }

  private answeredAt(campaignId: string, employeeId: string): Date | null {
    for (const { response, employeeId: id } of this.state().responses.values())
      if (id === employeeId && response.campaignId === campaignId) return response.submittedAt;
    return null;
  }
}

function invitable(props: EmployeeProps, companyId: string, campaignId: string): boolean {
  return (
    props.companyId === companyId &&
    props.deletedAt === null &&
    props.campaignChoice === 'in' &&
    !props.campaignIds.includes(campaignId)
  );
}
