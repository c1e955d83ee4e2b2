import { readBoolean } from '../kernel/text';
import type { Violations } from '../kernel/violations';

/** The campaign flags of a create or update command (API fields `include_campaign`, `remove_campaign`). */
export interface CampaignFlagsInput {
  includeCampaign?: boolean;
  removeCampaign?: boolean;
}

/** What an update does to the employee's campaign links. */
export interface CampaignChange {
  /** Link every active campaign of the company. */
  readonly include: boolean;
  /** Unlink every active campaign of the company. */
  readonly remove: boolean;
}

/**
 * `include_campaign` of a create: a boolean, required unless the body carries a `firing_date`; absent then
 * means false. `remove_campaign` is update-only and ignored here. Source: docs/contract.md#campaign-flags.
 * @returns whether to link the employee to every active campaign; violations go to `include_campaign`.
 */
export function readCreateCampaignFlag(
  input: CampaignFlagsInput & { firingDate?: unknown },
  violations: Violations,
): boolean {
  const raw = (input as Record<string, unknown>).includeCampaign;
  if (raw === undefined) {
    const firingFilled = input.firingDate !== undefined && input.firingDate !== null;
    if (!firingFilled)
      violations.add(
        'include_campaign',
        'CAMPAIGN.INCLUDE_REQUIRED',
        'is required on create unless firing_date is sent',
      );
    return false;
  }
  return readBoolean(violations, 'include_campaign', raw) === true;
}

/**
 * Flags of an update: `remove_campaign` is a required boolean; `include_campaign` an optional boolean (false
 * changes nothing); both true is a violation. Source: docs/contract.md#campaign-flags.
 */
export function readUpdateCampaignFlags(input: CampaignFlagsInput, violations: Violations): CampaignChange {
  const raw = input as Record<string, unknown>;
  let remove = false;
  if (raw.removeCampaign === undefined) {
    violations.add('remove_campaign', 'CAMPAIGN.REMOVE_REQUIRED', 'is required on update');
  } else {
    remove = readBoolean(violations, 'remove_campaign', raw.removeCampaign) === true;
  }
  const include =
    raw.includeCampaign !== undefined && readBoolean(violations, 'include_campaign', raw.includeCampaign) === true;
  if (include && remove) {
    violations.add('remove_campaign', 'CAMPAIGN.FLAGS_EXCLUSIVE', 'must not be true together with include_campaign');
  }
  return { include, remove };
}
