import { MAX_SHORT_TEXT, readText } from '../shared/text';
import { Violations } from '../shared/violations';

/** Code of a 422 on campaign input (admin command). */
export const CAMPAIGN_INVALID = 'CAMPAIGN.INVALID';

/** Stored state of a campaign. */
export interface CampaignProps {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly isActive: boolean;
  readonly createdAt: Date;
}

/**
 * An engagement campaign (survey) of a company. v1 has no campaign API: campaigns are created by the admin
 * CLI, and employees join or leave every active campaign through `include_campaign` / `remove_campaign`.
 * Source: docs/contract.md#campaign-flags.
 */
export class Campaign {
  private constructor(private readonly props: CampaignProps) {}

  /**
   * A new campaign, active unless `isActive` is false. `name`: non-empty text up to 255 characters.
   * @throws ValidationError `CAMPAIGN.INVALID` on `name`.
   */
  static create(input: { id: string; companyId: string; name: unknown; isActive: boolean; now: Date }): Campaign {
    const violations = new Violations();
    const name = readText(violations, 'name', input.name, { max: MAX_SHORT_TEXT });
    if (typeof name === 'string' && name.trim() === '')
      violations.add('name', 'CAMPAIGN.NAME_EMPTY', 'must not be empty');
    violations.throwIfAny(CAMPAIGN_INVALID);
    return new Campaign({
      id: input.id,
      companyId: input.companyId,
      name: (name as string).trim(),
      isActive: input.isActive,
      createdAt: input.now,
    });
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
  get isActive(): boolean {
    return this.props.isActive;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }

  /** A copy of the stored state. */
  toProps(): CampaignProps {
    return { ...this.props };
  }
}
