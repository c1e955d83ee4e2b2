import { Permission } from '../../access/permission';
import { permissionDuplicate } from '../../access/access.errors';
import type { PermissionQuery, Permissions } from '../../access/permissions';
import { pageOfList, type Page } from '../../kernel/page';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Permissions` kept in memory, with the one-permission-per-(user, company) rule of the real storage. */
export class InMemoryPermissions implements Permissions {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<Permission | null> {
    const props = this.state().permissions.get(id);
    return props ? Permission.fromProps(props) : null;
  }

  /** Transactions run one at a time in memory: nothing to lock. */
  async ofIdForUpdate(id: string): Promise<Permission | null> {
    return this.ofId(id);
  }

  async ofUser(userId: string): Promise<Permission[]> {
    return this.where((p) => p.userId === userId);
  }

  async ofUserAndCompany(userId: string, companyId: string): Promise<Permission | null> {
    return (await this.where((p) => p.userId === userId && p.companyId === companyId))[0] ?? null;
  }

  async ofCompanies(companyIds: readonly string[]): Promise<Permission[]> {
    const wanted = new Set(companyIds);
    return this.where((p) => wanted.has(p.companyId));
  }

  async list(query: PermissionQuery): Promise<Page<Permission>> {
    const visible = new Set(query.companyIds);
    const all = await this.where(
      (p) =>
        visible.has(p.companyId) &&
        (query.userId === null || p.userId === query.userId) &&
        (query.companyId === null || p.companyId === query.companyId),
    );
    return pageOfList(all, query);
  }

  async save(permission: Permission): Promise<void> {
    const props = permission.toProps();
    const clash = [...this.state().permissions.values()].some(
      (p) => p.userId === props.userId && p.companyId === props.companyId && p.id !== props.id,
    );
    if (clash) throw permissionDuplicate();
    this.state().permissions.set(props.id, props);
  }

  async delete(permission: Permission): Promise<void> {
    this.state().permissions.delete(permission.id);
  }

  private async where(test: (p: ReturnType<Permission['toProps']>) => boolean): Promise<Permission[]> {
    return [...this.state().permissions.values()]
      .filter(test)
      .sort(byCreation)
      .map((p) => Permission.fromProps(p));
  }
}
