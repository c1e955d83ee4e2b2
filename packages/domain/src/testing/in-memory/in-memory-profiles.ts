import { Profile } from '../../access/profile';
import { profileNameTaken } from '../../access/access.errors';
import type { Profiles } from '../../access/profiles';
import { mapPage, pageOfList, type Page, type PageRequest } from '../../shared/page';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Profiles` kept in memory, with the case-insensitive unique name per company of the real storage. */
export class InMemoryProfiles implements Profiles {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(companyId: string, id: string): Promise<Profile | null> {
    const props = this.state().profiles.get(id);
    return props && props.companyId === companyId ? Profile.fromProps(props) : null;
  }

  /** Transactions run one at a time in memory: nothing to lock. */
  async ofIdForUpdate(companyId: string, id: string): Promise<Profile | null> {
    return this.ofId(companyId, id);
  }

  async ofIds(ids: readonly string[]): Promise<Profile[]> {
    const wanted = new Set(ids);
    return [...this.state().profiles.values()]
      .filter((p) => wanted.has(p.id))
      .sort(byCreation)
      .map((p) => Profile.fromProps(p));
  }

  async ofCompany(companyId: string, page: PageRequest): Promise<Page<Profile>> {
    const all = [...this.state().profiles.values()].filter((p) => p.companyId === companyId).sort(byCreation);
    return mapPage(pageOfList(all, page), (p) => Profile.fromProps(p));
  }

  async ofName(companyId: string, name: string): Promise<Profile | null> {
    const props = [...this.state().profiles.values()].find(
      (p) => p.companyId === companyId && p.name.toLowerCase() === name.toLowerCase(),
    );
    return props ? Profile.fromProps(props) : null;
  }

  async save(profile: Profile): Promise<void> {
    const props = profile.toProps();
    const clash = [...this.state().profiles.values()].some(
      (p) => p.companyId === props.companyId && p.name.toLowerCase() === props.name.toLowerCase() && p.id !== props.id,
    );
    if (clash) throw profileNameTaken();
    this.state().profiles.set(props.id, props);
  }

  async delete(profile: Profile): Promise<void> {
    this.state().profiles.delete(profile.id);
  }

  async countPermissionsUsing(profileId: string): Promise<number> {
    return [...this.state().permissions.values()].filter((p) => p.profileId === profileId).length;
  }
}
