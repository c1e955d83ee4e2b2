import { User } from '../../access/user';
import { userEmailTaken } from '../../access/access.errors';
import type { Users } from '../../access/users';
import { mapPage, pageOfList, type Page, type PageRequest } from '../../kernel/page';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Users` kept in memory, with the platform-wide unique e-mail of the real storage. */
export class InMemoryUsers implements Users {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<User | null> {
    const props = this.state().users.get(id);
    return props ? User.fromProps(props) : null;
  }

  /** Runs of the in-memory unit of work are serialised: nothing to lock. */
  async ofIdForUpdate(id: string): Promise<User | null> {
    return this.ofId(id);
  }

  async ofIds(ids: readonly string[]): Promise<User[]> {
    const wanted = new Set(ids);
    return [...this.state().users.values()]
      .filter((p) => wanted.has(p.id))
      .sort(byCreation)
      .map((p) => User.fromProps(p));
  }

  async ofEmail(email: string): Promise<User | null> {
    const props = [...this.state().users.values()].find((p) => p.email.value === email);
    return props ? User.fromProps(props) : null;
  }

  async ofInvitationTokenHash(tokenHash: string): Promise<User | null> {
    const props = [...this.state().users.values()].find((p) => p.invitation?.tokenHash === tokenHash);
    return props ? User.fromProps(props) : null;
  }

  async ofCompany(companyId: string, page: PageRequest): Promise<Page<User>> {
    const all = [...this.state().users.values()].filter((p) => p.companyId === companyId).sort(byCreation);
    return mapPage(pageOfList(all, page), (p) => User.fromProps(p));
  }

  async save(user: User): Promise<void> {
    const props = user.toProps();
    const clash = [...this.state().users.values()].some(
      (p) => p.email.value === props.email.value && p.id !== props.id,
    );
    if (clash) throw userEmailTaken();
    this.state().users.set(props.id, props);
  }
}
