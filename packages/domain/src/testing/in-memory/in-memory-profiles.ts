import { Profile } from '../../access/profile';
import { lookalikeKey } from '../../kernel/lookalike-key';
import { profileNameTaken } from '../../access/access.errors';
import type { Profiles } from '../../access/profiles';
import { mapPage, pageOfList, type Page, type PageRequest } from '../../kernel/page';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Profiles` kept in memory, with the unique name per company (by `Profile.nameKey`) of the real storage. */
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
    return this.holderOf(companyId, lookalikeKey(name));
  }

  async save(profile: Profile): Promise<void> {
    const holder = this.holderOf(profile.companyId, profile.nameKey);
    if (holder && holder.id !== profile.id) throw profileNameTaken();
    this.state().profiles.set(profile.id, profile.toProps());
  }

  /** The company's profile whose name has `nameKey`, or `null`. */
  private holderOf(companyId: string, nameKey: string): Profile | null {
    const props = [...this.state().profiles.values()].find(
      (p) => p.companyId === companyId && lookalikeKey(p.name) === nameKey,
    );
    return props ? Profile.fromProps(props) : null;
  }

  async delete(profile: Profile): Promise<void> {
    this.state().profiles.delete(profile.id);
  }

  async countPermissionsUsing(profileId: string): Promise<number> {
    return [...this.state().permissions.values()].filter((p) => p.profileId === profileId).length;
  }
}
