import type { DateBR } from '../kernel/br/date-br';
import type { InvitationDelivery, InvitationStatus, SurveyResponse } from '../surveys';
import type { EmployeeProps } from '../directory';

/**
 * One campaign invitation of a person, as the export shows it (docs/lgpd.md#access-and-portability): the campaign
 * (id, name, its start and end days), the invitation's status, when it was answered (`null` while pending), and what
 * the platform sent.
 */
export interface PersonInvitation {
  readonly campaignId: string;
  readonly campaignName: string;
  readonly status: InvitationStatus;
  readonly startsOn: DateBR | null;
  readonly endsOn: DateBR | null;
  readonly answeredAt: Date | null;
  /**
   * The platform's delivery of the invitation (docs/notifications.md#delivery-states): when and by which channel it
   * was sent, reminders, why it was not; `null` for a `links` campaign or once the employee left the campaign.
   */
  readonly delivery: InvitationDelivery | null;
}

/**
 * The voluntary departure of a respondent, as the attrition report reads it (docs/reports.md#voluntary-leavers): the
 * day of the voluntary firing and the instant it was settled (the soft delete). An unlinked response keeps it, so the
 * report's figures do not change when its respondent is anonymised.
 */
export interface VoluntaryDeparture {
  readonly firingDate: DateBR;
  readonly settledAt: Date;
}

/**
 * The voluntary departure of an employee, or `null`: a voluntary firing recorded and settled (the employee
 * soft-deleted with it, by the settlement or by a DELETE). Source: docs/reports.md#voluntary-leavers.
 */
export function voluntaryDepartureOf(
  props: Pick<EmployeeProps, 'isVoluntaryFiring' | 'firingDate' | 'deletedAt'>,
): VoluntaryDeparture | null {
  const { isVoluntaryFiring, firingDate, deletedAt } = props;
  return isVoluntaryFiring === true && firingDate !== null && deletedAt !== null
    ? { firingDate, settledAt: deletedAt }
    : null;
}

/**
 * Port: what is stored about one person beyond the employee row, read for an export and cut loose by an
 * anonymisation (docs/lgpd.md#what-is-held-and-where). Part of a unit of work. Adapters: `InMemoryDataSubjects` of
 * `@employee/domain/testing`, `TypeOrmDataSubjects`; both pass `dataSubjectsContract`.
 */
export interface DataSubjects {
  /**
   * The person's campaign invitations, pending (a campaign link) and answered (a response still linked to them), by
   * the campaign's creation then id.
   */
  invitationsOf(employeeId: string): Promise<PersonInvitation[]>;

  /** The survey responses still linked to the person, with every answer (open answers included), by submission. */
  responsesOf(employeeId: string): Promise<SurveyResponse[]>;

  /**
   * Removes the link from each of the person's responses to them, and the open-text answers of those responses (free
   * text that may name them; no report reads it): the responses, their scale answers and segment snapshots stay,
   * unlinked, and count in every report and campaign count as before (`invited`, `responded`); each keeps `departure`
   * (the person's voluntary departure, `null` for none), which the attrition report reads in place of the employee
   * row. Returns how many links were removed.
   */
  unlinkResponses(employeeId: string, departure: VoluntaryDeparture | null): Promise<number>;
}
