import { MAX_LONG_TEXT, isUuid, readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import { USER_INVALID } from './access.errors';

/** Most campaign ids, and most segment values, a campaign access may list. */
export const MAX_CAMPAIGN_ACCESS_ITEMS = 100;

/** The segment of respondents a user's reports are computed over: those whose `filterId` value is in `values`. */
export interface CampaignSegment {
  readonly filterId: string;
  /** Distinct filter values, in the order given; at least one. */
  readonly values: readonly string[];
}

const FIELD = 'campaign_access';

/**
 * Which survey results a user may read (docs/access.md#campaignaccess): every campaign of the company (`'all'`) or
 * the listed campaign ids, and optionally only the respondents of one segment (a filter and its accepted values).
 * The default is `{campaigns: 'all', segment: null}`. Whether the ids name campaigns and a filter of the user's
 * company is checked by the use case, with the storage at hand.
 */
export class CampaignAccess {
  private constructor(
    readonly campaigns: 'all' | readonly string[],
    readonly segment: CampaignSegment | null,
  ) {}

  /** Every campaign, no segment. */
  static readonly ALL: CampaignAccess = new CampaignAccess('all', null);

  /** Rebuilds a stored value (no validation). */
  static of(campaigns: 'all' | readonly string[], segment: CampaignSegment | null): CampaignAccess {
    return new CampaignAccess(campaigns === 'all' ? 'all' : [...campaigns], segment);
  }

  /**
   * Reads the API shape `{"campaigns": "all" | [uuid, …], "segment": null | {"filter_id": uuid, "values": [..]}}`;
   * `undefined` or `null` gives the default, and a missing `campaigns` or `segment` its default. Campaign ids are
   * lower-cased and kept once each (at most 100); segment values are text of up to 1000 characters, at least one
   * and at most 100, kept once each.
   * @throws ValidationError `USER.INVALID` with violations on `campaign_access`, `campaign_access.campaigns`,
   *   `campaign_access.segment`, `campaign_access.segment.filter_id` or `campaign_access.segment.values`.
   */
  static create(raw: unknown): CampaignAccess {
    if (raw === undefined || raw === null) return CampaignAccess.ALL;
    const violations = new Violations();
    if (typeof raw !== 'object' || Array.isArray(raw)) {
      violations.add(FIELD, 'CAMPAIGN_ACCESS.NOT_AN_OBJECT', 'must be an object with campaigns and segment');
      violations.throwIfAny(USER_INVALID);
    }
    const body = raw as { campaigns?: unknown; segment?: unknown };
    const campaigns = readCampaigns(body.campaigns, violations);
    const segment = readSegment(body.segment, violations);
    violations.throwIfAny(USER_INVALID);
    return new CampaignAccess(campaigns as 'all' | string[], segment as CampaignSegment | null);
  }

  /** True when the user may read results of `campaignId`. */
  allowsCampaign(campaignId: string): boolean {
    return this.campaigns === 'all' || this.campaigns.includes(campaignId.toLowerCase());
  }

  /**
   * True when this access reads nothing `holder` does not (docs/access.md#campaignaccess: nobody grants a campaign
   * access beyond their own): every campaign of it is one of the holder's (any, when the holder's is `'all'`), and
   * when the holder is limited to a segment, this access is limited to the same filter and only values of the
   * holder's.
   */
  isWithin(holder: CampaignAccess): boolean {
    const campaigns =
      holder.campaigns === 'all' ||
      (this.campaigns !== 'all' && this.campaigns.every((id) => holder.campaigns.includes(id)));
    const limit = holder.segment;
    const segment =
      limit === null ||
      (this.segment !== null &&
        this.segment.filterId === limit.filterId &&
        this.segment.values.every((value) => limit.values.includes(value)));
    return campaigns && segment;
  }

  equals(other: CampaignAccess): boolean {
    return JSON.stringify(this.toJSON()) === JSON.stringify(other.toJSON());
  }

  /** The API shape (`filter_id` in snake case). */
  toJSON(): { campaigns: 'all' | string[]; segment: { filter_id: string; values: string[] } | null } {
    return {
      campaigns: this.campaigns === 'all' ? 'all' : [...this.campaigns],
      segment: this.segment && { filter_id: this.segment.filterId, values: [...this.segment.values] },
    };
  }
}

function readCampaigns(raw: unknown, violations: Violations): 'all' | string[] | undefined {
  const field = `${FIELD}.campaigns`;
  if (raw === undefined || raw === 'all') return 'all';
  const message = `must be "all" or a list of at most ${MAX_CAMPAIGN_ACCESS_ITEMS} campaign ids`;
  if (!Array.isArray(raw) || raw.length > MAX_CAMPAIGN_ACCESS_ITEMS) {
    violations.add(field, 'CAMPAIGN_ACCESS.CAMPAIGNS', message);
    return undefined;
  }
  if (!raw.every(isUuid)) {
    violations.add(field, 'CAMPAIGN_ACCESS.CAMPAIGN_ID', 'must hold only campaign ids (UUIDs)');
    return undefined;
  }
  return [...new Set(raw.map((id) => id.toLowerCase()))];
}

function readSegment(raw: unknown, violations: Violations): CampaignSegment | null | undefined {
  const field = `${FIELD}.segment`;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    violations.add(field, 'CAMPAIGN_ACCESS.SEGMENT', 'must be null or an object with filter_id and values');
    return undefined;
  }
  const segment = raw as { filter_id?: unknown; values?: unknown };
  const filterId = segment.filter_id;
  if (!isUuid(filterId)) violations.add(`${field}.filter_id`, 'CAMPAIGN_ACCESS.FILTER_ID', 'must be a filter id');
  const values = readValues(segment.values, violations);
  if (!isUuid(filterId) || values === undefined) return undefined;
  return { filterId: filterId.toLowerCase(), values };
}

function readValues(raw: unknown, violations: Violations): string[] | undefined {
  const field = `${FIELD}.segment.values`;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_CAMPAIGN_ACCESS_ITEMS) {
    const message = `must be a list of 1 to ${MAX_CAMPAIGN_ACCESS_ITEMS} filter values`;
    violations.add(field, 'CAMPAIGN_ACCESS.VALUES', message);
    return undefined;
  }
  const values: string[] = [];
  for (const item of raw) {
    const value = readText(violations, field, item, { max: MAX_LONG_TEXT });
    if (typeof value !== 'string') return undefined;
    values.push(value);
  }
  return [...new Set(values)];
}
