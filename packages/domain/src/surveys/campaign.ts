import { DateBR } from '../kernel/br/date-br';
import type { IdGenerator } from '../kernel/id-generator';
import { MAX_SHORT_TEXT, readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import { Questionnaire } from './questionnaire';
import { standardQuestionnaire } from './standard-questionnaire';
import { campaignWrongState } from './campaign.errors';
import { DEFAULT_REMINDER_DAYS, readDistribution, readReminderDays, type Distribution } from './campaign-distribution';

/** Code of a 422 on campaign input (API body or admin command). */
export const CAMPAIGN_INVALID = 'CAMPAIGN.INVALID';

/** Where a campaign is in its life: `draft` → `open` → `closed`, never back (docs/surveys.md#campaigns). */
export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed'] as const;
/** One of {@link CAMPAIGN_STATUSES}. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Stored state of a campaign. */
export interface CampaignProps {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly status: CampaignStatus;
  /** First day of the campaign, or `null` when not planned. */
  readonly startsOn: DateBR | null;
  /** Last day of the campaign (strictly after `startsOn` when both are set), or `null`. */
  readonly endsOn: DateBR | null;
  readonly questionnaire: Questionnaire;
  /** Who delivers the invitations: the service (`platform`) or the company (`links`). Draft-only. */
  readonly distribution: Distribution;
  /** Days after opening on which those who have not answered are reminded, ascending (`[]`: none). Draft-only. */
  readonly reminderDays: readonly number[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /**
   * When the campaign opened (the transition to `open`, or its creation when created `open`); kept once closed,
   * `null` while draft. Reports count "since the campaign opened" from it (docs/decisions/0003-reports.md#definitions).
   */
  readonly openedAt: Date | null;
  /** Grows by one with every saved change; 1 when created (docs/change-history.md#versions-and-etags). */
  readonly version: number;
}

/**
 * Campaign properties as raw values, checked whatever their type; every one optional (on create `name` is
 * required, `questions` defaults to the standard questionnaire). Violations name the API fields `name`,
 * `starts_on`, `ends_on`, `questions…`.
 */
export interface CampaignInput {
  name?: unknown;
  startsOn?: unknown;
  endsOn?: unknown;
  questions?: unknown;
  distribution?: unknown;
  reminderDays?: unknown;
}

interface ParsedCampaignInput {
  name?: string;
  startsOn?: DateBR | null;
  endsOn?: DateBR | null;
  questionnaire?: Questionnaire;
  distribution?: Distribution;
  reminderDays?: number[];
}

function readDate(violations: Violations, field: string, raw: unknown): DateBR | null | undefined {
  if (raw === undefined || raw === null) return raw;
  return violations.attempt(() => DateBR.create(raw, field));
}

function parse(input: CampaignInput, ids: IdGenerator, violations: Violations): ParsedCampaignInput {
  const parsed: ParsedCampaignInput = {};
  // A `null` name is refused by the callers (required on create, not removable on update), once.
  if (input.name !== undefined && input.name !== null) {
    const name = readText(violations, 'name', input.name, { max: MAX_SHORT_TEXT });
    if (typeof name === 'string' && name.trim() === '')
      violations.add('name', 'CAMPAIGN.NAME_EMPTY', 'must not be empty');
    else if (typeof name === 'string') parsed.name = name.trim();
  }
  const startsOn = readDate(violations, 'starts_on', input.startsOn);
  if (startsOn !== undefined) parsed.startsOn = startsOn;
  const endsOn = readDate(violations, 'ends_on', input.endsOn);
  if (endsOn !== undefined) parsed.endsOn = endsOn;
  if (input.questions !== undefined) {
    const questionnaire = violations.attempt(() => Questionnaire.create(input.questions, ids));
    if (questionnaire) parsed.questionnaire = questionnaire;
  }
  const distribution = readDistribution(violations, input.distribution);
  if (distribution !== undefined) parsed.distribution = distribution;
  const reminderDays = readReminderDays(violations, input.reminderDays);
  if (reminderDays !== undefined) parsed.reminderDays = reminderDays;
  return parsed;
}

function checkDateOrder(violations: Violations, startsOn: DateBR | null, endsOn: DateBR | null): void {
  if (startsOn && endsOn && !endsOn.isAfter(startsOn) && !violations.has('starts_on'))
    violations.add('ends_on', 'CAMPAIGN.ENDS_BEFORE_START', 'must be after starts_on');
}

function assertNever(status: never): never {
  throw new Error(`Unhandled campaign status ${String(status)}`);
}

/**
 * An engagement campaign (survey) of a company: name, optional dates, its own copy of a questionnaire, and a
 * status with one named method per transition, each an exhaustive switch over {@link CampaignStatus}:
 * draft → open ({@link open}), open → closed ({@link close}); {@link revise} changes the questionnaire and
 * dates only while draft, the name while not closed. `isActive` (what `include_campaign` / `remove_campaign`
 * act on) is true exactly while open. Source: docs/surveys.md#campaigns, #question-model;
 * docs/contract.md#campaign-flags.
 */
export class Campaign {
  /** The version stored before this object changed anything (0 for a new campaign). */
  private readonly storedVersion: number;

  private constructor(
    private props: CampaignProps,
    storedVersion = props.version,
  ) {
    this.storedVersion = storedVersion;
  }

  /**
   * A new campaign in `status` (`draft` for the API; the admin CLI makes `open` or `draft` ones; one created
   * `open` is opened at `now`). `name`:
   * non-empty text up to 255 characters (required); `startsOn`/`endsOn`: `dd/mm/yyyy` or null, `endsOn`
   * strictly after `startsOn`; `questions`: a raw questionnaire (see `Questionnaire.create`, ids from `ids`),
   * the standard questionnaire when absent.
   * @throws ValidationError `CAMPAIGN.INVALID` with every violation (`name`, `starts_on`, `ends_on`,
   *   `questions…`).
   */
  static create(
    input: CampaignInput & { id: string; companyId: string; status: CampaignStatus; now: Date; ids: IdGenerator },
  ): Campaign {
    const violations = new Violations();
    const parsed = parse(input, input.ids, violations);
    if (input.name === undefined || input.name === null)
      violations.add('name', 'CAMPAIGN.NAME_REQUIRED', 'is required');
    checkDateOrder(violations, parsed.startsOn ?? null, parsed.endsOn ?? null);
    violations.throwIfAny(CAMPAIGN_INVALID);
    return new Campaign(
      {
        id: input.id,
        companyId: input.companyId,
        name: parsed.name as string,
        status: input.status,
        startsOn: parsed.startsOn ?? null,
        endsOn: parsed.endsOn ?? null,
        questionnaire: parsed.questionnaire ?? Questionnaire.create(standardQuestionnaire(), input.ids),
        distribution: parsed.distribution ?? 'platform',
        reminderDays: parsed.reminderDays ?? DEFAULT_REMINDER_DAYS,
        createdAt: input.now,
        updatedAt: input.now,
        openedAt: input.status === 'draft' ? null : input.now,
        version: 1,
      },
      0,
    );
  }

  /** Rebuilds a stored campaign (no validation). */
  static fromProps(props: CampaignProps): Campaign {
    return new Campaign({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get name(): string {
    return this.props.name;
  }
  get status(): CampaignStatus {
    return this.props.status;
  }
  /** True exactly while open: employees join and leave open campaigns only (docs/contract.md#campaign-flags). */
  get isActive(): boolean {
    return this.props.status === 'open';
  }
  get startsOn(): DateBR | null {
    return this.props.startsOn;
  }
  get endsOn(): DateBR | null {
    return this.props.endsOn;
  }
  get questionnaire(): Questionnaire {
    return this.props.questionnaire;
  }
  get distribution(): Distribution {
    return this.props.distribution;
  }
  get reminderDays(): readonly number[] {
    return this.props.reminderDays;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
  /** When the campaign opened; `null` while draft (see {@link CampaignProps.openedAt}). */
  get openedAt(): Date | null {
    return this.props.openedAt;
  }
  get version(): number {
    return this.props.version;
  }

  /**
   * Changes the properties present in `input` (partial update). `starts_on`/`ends_on` may be `null` (no date).
   * Rules by status: draft, everything; open, the name only; closed, nothing.
   * @throws StateError `CAMPAIGN.WRONG_STATE` on a closed campaign, or on an open one when `input` holds
   *   dates, questions, distribution or reminder days.
   * @throws ValidationError `CAMPAIGN.INVALID` with every violation.
   */
  revise(input: CampaignInput, ids: IdGenerator, now: Date): void {
    const status = this.props.status;
    switch (status) {
      case 'draft':
        break;
      case 'open':
        if (
          [input.startsOn, input.endsOn, input.questions, input.distribution, input.reminderDays].some(
            (value) => value !== undefined,
          )
        )
          throw campaignWrongState('An open campaign can change its name only');
        break;
      case 'closed':
        throw campaignWrongState('A closed campaign cannot be changed');
      default:
        assertNever(status);
    }
    const violations = new Violations();
    const parsed = parse(input, ids, violations);
    const startsOn = parsed.startsOn !== undefined ? parsed.startsOn : this.props.startsOn;
    const endsOn = parsed.endsOn !== undefined ? parsed.endsOn : this.props.endsOn;
    checkDateOrder(violations, startsOn, endsOn);
    if (input.name === null) violations.add('name', 'CAMPAIGN.NAME_REQUIRED', 'must not be null');
    violations.throwIfAny(CAMPAIGN_INVALID);
    this.change({
      name: parsed.name ?? this.props.name,
      startsOn,
      endsOn,
      questionnaire: parsed.questionnaire ?? this.props.questionnaire,
      distribution: parsed.distribution ?? this.props.distribution,
      reminderDays: parsed.reminderDays ?? this.props.reminderDays,
      updatedAt: now,
    });
  }

  /**
   * Opens a draft campaign (draft → open) at `now`, its `openedAt`: employees whose choice is *in* join it from now
   * on.
   * @throws StateError `CAMPAIGN.WRONG_STATE` when the campaign is open or closed.
   */
  open(now: Date): void {
    const status = this.props.status;
    switch (status) {
      case 'draft':
        this.change({ status: 'open', updatedAt: now, openedAt: now });
        return;
      case 'open':
        throw campaignWrongState('The campaign is already open');
      case 'closed':
        throw campaignWrongState('A closed campaign cannot be opened again');
      default:
        assertNever(status);
    }
  }

  /**
   * Closes an open campaign (open → closed, final): it stops being active.
   * @throws StateError `CAMPAIGN.WRONG_STATE` when the campaign is a draft or already closed.
   */
  close(now: Date): void {
    const status = this.props.status;
    switch (status) {
      case 'open':
        this.change({ status: 'closed', updatedAt: now });
        return;
      case 'draft':
        throw campaignWrongState('A draft campaign must be opened before it can be closed');
      case 'closed':
        throw campaignWrongState('The campaign is already closed');
      default:
        assertNever(status);
    }
  }

  /** A copy of the stored state. */
  toProps(): CampaignProps {
    return { ...this.props };
  }

  private change(change: Partial<CampaignProps>): void {
    this.props = { ...this.props, ...change, version: this.storedVersion + 1 };
  }
}
