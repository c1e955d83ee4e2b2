import type { FieldValue } from './field-entries';
import { StateError } from '../kernel/domain-error';
import type { CampaignChoice } from './campaign-choice';
import type { DateBR } from '../kernel/br/date-br';
import type { EmployeeProfile } from './employee-profile';
import { EMPLOYEE_NOT_DELETED, employeeAnonymised } from './employee.errors';
import { softDeletedProps } from './soft-delete-effects';
import { anonymisedProps } from './anonymisation';

/**
 * The lifecycle states of an employee (docs/contract.md#states-and-transitions):
 * - `active`: `deleted_at` null, no firing recorded;
 * - `firing-recorded`: `firing_date` set, still visible until the scheduler settles it;
 * - `soft-deleted`: `deleted_at` set, hidden from every API read;
 * - `anonymised`: soft-deleted and stripped of its personal data for good (`anonymised_at` set; docs/lgpd.md#anonymisation).
 */
export type EmployeeState = 'active' | 'firing-recorded' | 'soft-deleted' | 'anonymised';

/** Stored state of an employee: the profile plus ids, filter values, campaign links and timestamps. */
export interface EmployeeProps extends EmployeeProfile {
  readonly id: string;
  readonly companyId: string;
  readonly fieldValues: readonly FieldValue[];
  readonly campaignIds: readonly string[];
  /** The last campaign choice (`include_campaign` / `remove_campaign`): who a campaign opened later invites. */
  readonly campaignChoice: CampaignChoice;
  /** When a recorded firing becomes due for settlement (soft delete); `null` when no firing is pending. */
  readonly firingSettlesAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
  /** When the personal data was removed for good (docs/lgpd.md#anonymisation); `null` while it is held. */
  readonly anonymisedAt: Date | null;
  /**
   * Grows by one with every saved change, the soft delete and the restore included; 1 when registered
   * (docs/change-history.md#versions-and-etags). Within one request the changes made count as one.
   */
  readonly version: number;
}

/** A firing as the profile records it: its date, whether it was voluntary, and its reason. */
export interface RecordedFiring {
  readonly firingDate: DateBR;
  readonly isVoluntaryFiring: boolean | null;
  readonly reasonFiring: string | null;
}

/** What a new employee starts with. */
export interface NewEmployee {
  readonly id: string;
  readonly companyId: string;
  readonly profile: EmployeeProfile;
  readonly fieldValues: readonly FieldValue[];
  readonly campaignIds: readonly string[];
  readonly campaignChoice: CampaignChoice;
  readonly now: Date;
  /** Seconds between recording a firing and its settlement (`FIRING_SETTLE_DELAY_SECONDS`). */
  readonly settleDelaySeconds: number;
}

function assertNever(state: never): never {
  throw new Error(`Unhandled employee state ${String(state)}`);
}

function softDeletedError(): StateError {
  return new StateError('EMPLOYEE.SOFT_DELETED', 'A soft-deleted employee cannot be changed');
}

/** The firing properties of an employee with no firing recorded (cancelled, or cleared by a restore). */
const NO_FIRING = { firingDate: null, isVoluntaryFiring: null, reasonFiring: null, firingSettlesAt: null } as const;

function settleTime(now: Date, delaySeconds: number): Date {
  return new Date(now.getTime() + delaySeconds * 1000);
}

/**
 * The employee aggregate: profile, filter values, campaign links and the lifecycle, one named method per
 * transition, each an exhaustive switch over {@link EmployeeState}: active → firing recorded
 * ({@link recordFiring}, also on `register` and `revise`), firing recorded → active ({@link cancelFiring}),
 * active or firing recorded → soft-deleted ({@link softDelete}: DELETE, or the settlement of a due firing),
 * soft-deleted → active ({@link restore}, administrative).
 *
 * Soft deletion sets `deletedAt` and drops the field values and campaign links; every other property is
 * preserved (docs/contract.md#firing-and-deletion), as `SOFT_DELETE_EFFECTS` declares.
 * Source: docs/contract.md#employee-fields, #states-and-transitions, #firing-and-deletion.
 */
export class Employee {
  /** The version stored before this object changed anything (0 for a new employee). */
  private readonly storedVersion: number;

  private constructor(
    private props: EmployeeProps,
    storedVersion = props.version,
  ) {
    this.storedVersion = storedVersion;
  }

  /**
   * A new active employee; when the profile carries a `firing_date`, its firing is then recorded
   * ({@link recordFiring}), due `settleDelaySeconds` from `now`.
   */
  static register(input: NewEmployee): Employee {
    const { now } = input;
    const { firingDate, isVoluntaryFiring, reasonFiring, ...profile } = input.profile;
    const employee = new Employee(
      {
        ...profile,
        firingDate: null,
        isVoluntaryFiring: null,
        reasonFiring: null,
        id: input.id,
        companyId: input.companyId,
        fieldValues: [...input.fieldValues],
        campaignIds: [...input.campaignIds],
        campaignChoice: input.campaignChoice,
        firingSettlesAt: null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
        anonymisedAt: null,
        version: 1,
      },
      0,
    );
    if (firingDate !== null)
      employee.recordFiring({ firingDate, isVoluntaryFiring, reasonFiring }, now, input.settleDelaySeconds);
    return employee;
  }

  /** Rebuilds a stored employee (no validation: storage holds only valid employees). */
  static fromProps(props: EmployeeProps): Employee {
    return new Employee({ ...props, fieldValues: [...props.fieldValues], campaignIds: [...props.campaignIds] });
  }

  get state(): EmployeeState {
    if (this.props.anonymisedAt !== null) return 'anonymised';
    if (this.props.deletedAt !== null) return 'soft-deleted';
    return this.props.firingDate !== null ? 'firing-recorded' : 'active';
  }

  get id(): string {
    return this.props.id;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get profile(): EmployeeProfile {
    return this.props;
  }
  get fieldValues(): readonly FieldValue[] {
    return this.props.fieldValues;
  }
  get campaignIds(): readonly string[] {
    return this.props.campaignIds;
  }
  get firingSettlesAt(): Date | null {
    return this.props.firingSettlesAt;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
  get deletedAt(): Date | null {
    return this.props.deletedAt;
  }
  get anonymisedAt(): Date | null {
    return this.props.anonymisedAt;
  }

  /** True once soft-deleted, anonymised or not (hidden from every API read). */
  get isDeleted(): boolean {
    return this.props.deletedAt !== null;
  }
  get version(): number {
    return this.props.version;
  }

  /** True when the employee is visible to API reads of `companyId` (not soft-deleted, same company). */
  isVisibleTo(companyId: string): boolean {
    return this.props.companyId === companyId && !this.isDeleted;
  }

  /**
   * Applies a validated profile (a PUT's merged result), then moves the lifecycle as its `firing_date` says: a
   * date records the firing or amends the recorded one ({@link recordFiring}), `null` cancels a recorded one
   * ({@link cancelFiring}; nothing to cancel on an active employee). Source: docs/contract.md#firing-and-deletion.
   * @throws StateError `EMPLOYEE.SOFT_DELETED` on a soft-deleted employee.
   */
  revise(profile: EmployeeProfile, now: Date, settleDelaySeconds: number): void {
    this.assertChangeable();
    const { firingDate, isVoluntaryFiring, reasonFiring, ...facts } = profile;
    this.change({ ...facts, updatedAt: now });
    if (firingDate === null) this.cancelFiring(now);
    else this.recordFiring({ firingDate, isVoluntaryFiring, reasonFiring }, now, settleDelaySeconds);
  }

  /**
   * Records a firing (active → firing recorded), due for settlement `settleDelaySeconds` from `now`; on an
   * employee whose firing is already recorded, amends its date, type and reason and keeps the pending
   * settlement time. The scheduler soft-deletes the employee once due (`Employees.settleFiringsDueBy`).
   * Source: docs/contract.md#firing-and-deletion.
   * @throws StateError `EMPLOYEE.SOFT_DELETED` on a soft-deleted employee.
   */
  recordFiring(firing: RecordedFiring, now: Date, settleDelaySeconds: number): void {
    const state = this.state;
    switch (state) {
      case 'active':
        this.change({ ...firing, firingSettlesAt: settleTime(now, settleDelaySeconds), updatedAt: now });
        return;
      case 'firing-recorded':
        this.change({
          ...firing,
          firingSettlesAt: this.props.firingSettlesAt ?? settleTime(now, settleDelaySeconds),
          updatedAt: now,
        });
        return;
      case 'soft-deleted':
      case 'anonymised':
        throw softDeletedError();
      default:
        assertNever(state);
    }
  }

  /**
   * Cancels a recorded firing before it is settled (firing recorded → active): clears its date, type, reason
   * and pending settlement time. An active employee has no firing to cancel: nothing changes.
   * Source: docs/contract.md#firing-and-deletion ("a PUT that sets firing_date to null before then cancels it").
   * @throws StateError `EMPLOYEE.SOFT_DELETED` on a soft-deleted employee (a settled firing is final).
   */
  cancelFiring(now: Date): void {
    const state = this.state;
    switch (state) {
      case 'firing-recorded':
        this.change({ ...NO_FIRING, updatedAt: now });
        return;
      case 'active':
        return;
      case 'soft-deleted':
      case 'anonymised':
        throw softDeletedError();
      default:
        assertNever(state);
    }
  }

  /**
   * Replaces the whole set of field values (a PUT with `fields`).
   * @throws StateError `EMPLOYEE.SOFT_DELETED` on a soft-deleted employee.
   */
  replaceFieldValues(values: readonly FieldValue[], now: Date): void {
    this.assertChangeable();
    this.change({ fieldValues: [...values], updatedAt: now });
  }

  /**
   * Links the employee to these campaigns too and remembers the choice `in` (`include_campaign: true` with the
   * active campaigns; campaigns opened later invite them as well).
   */
  joinCampaigns(campaignIds: readonly string[], now: Date): void {
    this.assertChangeable();
    const ids = [...new Set([...this.props.campaignIds, ...campaignIds])];
    this.change({ campaignIds: ids, campaignChoice: 'in', updatedAt: now });
  }

  /**
   * Unlinks the employee from these campaigns and remembers the choice `out` (`remove_campaign: true` with the
   * active campaigns; campaigns opened later leave them out).
   */
  leaveCampaigns(campaignIds: readonly string[], now: Date): void {
    this.assertChangeable();
    const leaving = new Set(campaignIds);
    this.change({
      campaignIds: this.props.campaignIds.filter((id) => !leaving.has(id)),
      campaignChoice: 'out',
      updatedAt: now,
    });
  }

  /** The last campaign choice (see {@link CampaignChoice}). */
  get campaignChoice(): CampaignChoice {
    return this.props.campaignChoice;
  }

  /**
   * Soft-deletes the employee (DELETE, or settlement of a recorded firing) with the effects declared once in
   * `SOFT_DELETE_EFFECTS`: sets `deletedAt`, removes the field values and campaign links, clears the pending
   * settlement time, keeps every other property, `updatedAt` included (docs/contract.md#firing-and-deletion:
   * `updated_at` is among the preserved fields).
   * @throws StateError `EMPLOYEE.SOFT_DELETED` when already soft-deleted.
   */
  softDelete(now: Date): void {
    const state = this.state;
    switch (state) {
      case 'active':
      case 'firing-recorded':
        this.props = { ...softDeletedProps(this.props, now), version: this.storedVersion + 1 };
        return;
      case 'soft-deleted':
      case 'anonymised':
        throw softDeletedError();
      default:
        assertNever(state);
    }
  }

  /**
   * Brings a soft-deleted employee back to `active` (the administrative restore of the spec). The field
   * values and campaign links removed by the soft delete do not come back. A firing that was settled is
   * cleared (date, type, reason), since an active employee has no firing recorded.
   * @throws StateError `EMPLOYEE.NOT_DELETED` when the employee is not soft-deleted.
   * @throws StateError `EMPLOYEE.ANONYMISED` when it was anonymised: its personal data is gone for good.
   */
  restore(now: Date): void {
    const state = this.state;
    switch (state) {
      case 'soft-deleted':
        this.change({ ...NO_FIRING, deletedAt: null, updatedAt: now });
        return;
      case 'anonymised':
        throw employeeAnonymised();
      case 'active':
      case 'firing-recorded':
        throw new StateError(EMPLOYEE_NOT_DELETED, 'Only a soft-deleted employee can be restored');
      default:
        assertNever(state);
    }
  }

  /**
   * Removes the personal data for good (docs/lgpd.md#anonymisation): an active employee (or one whose firing is
   * recorded) is soft-deleted first, with the effects of {@link softDelete}; then the effects of `ANONYMISATION`
   * apply (name, social name, e-mail, phone, document, internal id, birthdate and reason of firing become `null`,
   * the hiring and firing dates keep their year only, as 01/01/<year>) and `anonymisedAt` is set to `now`. Unique
   * values are freed with them. An employee already anonymised does not change (the call is idempotent).
   * @returns whether anything changed (`false` for an employee already anonymised).
   */
  anonymise(now: Date): boolean {
    const state = this.state;
    switch (state) {
      case 'active':
      case 'firing-recorded':
        this.softDelete(now);
        this.change(anonymisedProps(this.props, now));
        return true;
      case 'soft-deleted':
        this.change(anonymisedProps(this.props, now));
        return true;
      case 'anonymised':
        return false;
      default:
        return assertNever(state);
    }
  }

  /** A copy of the stored state. */
  toProps(): EmployeeProps {
    return { ...this.props, fieldValues: [...this.props.fieldValues], campaignIds: [...this.props.campaignIds] };
  }

  /** Applies `patch` as this request's change: the version is the stored one plus one, however many changes. */
  private change(patch: Partial<EmployeeProps>): void {
    this.props = { ...this.props, ...patch, version: this.storedVersion + 1 };
  }

  private assertChangeable(): void {
    const state = this.state;
    switch (state) {
      case 'active':
      case 'firing-recorded':
        return;
      case 'soft-deleted':
      case 'anonymised':
        throw softDeletedError();
      default:
        assertNever(state);
    }
  }
}
