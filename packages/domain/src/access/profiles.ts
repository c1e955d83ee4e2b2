import type { Page, PageRequest } from '../kernel/page';
import type { Profile } from './profile';

/** Port: the stored profiles of every company. Source: docs/access.md#profiles. */
export interface Profiles {
  /** The profile with this id when it belongs to `companyId`; `null` otherwise (unknown, another company's). */
  ofId(companyId: string, id: string): Promise<Profile | null>;

  /**
   * The profile, like `ofId`, locked until the transaction ends: another transaction asking for it waits (of two
   * concurrent changes with the same `If-Match`, the second sees the first's version).
   */
  ofIdForUpdate(companyId: string, id: string): Promise<Profile | null>;

  /** The profiles, of any company, with these ids (unknown ids are left out), ordered by `createdAt` then `id`. */
  ofIds(ids: readonly string[]): Promise<Profile[]>;

  /** One page of the company's profiles, built-in and custom, ordered by `createdAt` then `id`, with the total. */
  ofCompany(companyId: string, page: PageRequest): Promise<Page<Profile>>;

  /**
   * The company's profile whose name reads as `name` (the same `lookalikeKey`: case, spacing, Unicode form and
   * look-alike letters aside), or `null`.
   */
  ofName(companyId: string, name: string): Promise<Profile | null>;

  /**
   * Inserts or updates the profile.
   * @throws ValidationError `PROFILE.INVALID` (`PROFILE.NAME_TAKEN` on `name`) when another profile of the
   *   company has the same `nameKey`, also when it was saved concurrently.
   */
  save(profile: Profile): Promise<void>;

  /** Removes the profile (callers check first that no permission uses it). */
  delete(profile: Profile): Promise<void>;

  /** How many permissions, on any company, grant this profile. */
  countPermissionsUsing(profileId: string): Promise<number>;
}
