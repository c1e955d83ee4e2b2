import type { Scope } from '../scope';
import { SCOPES } from '../scope';
import type { User } from '../user';
import type { Company } from '../../tenancy';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { AuthenticateSession } from './authenticate-session';

/** A company the signed-in user holds a permission on, with the scopes it gives there (and on its branches). */
export interface SessionCompany {
  company: Company;
  /** In the catalogue's order. */
  scopes: Scope[];
}

/** `GET /admin/api/session`: who is signed in, and what they may do where. */
export interface SessionDescription {
  user: User;
  /** The user's companies with a permission, their own first, then by name. */
  companies: SessionCompany[];
}

/**
 * Describes the live session of `sessionId` (docs/access.md#sign-in): the user, and each company they hold a
 * permission on with its scopes (a grant reaches the company's branches too). Uses the session like any request.
 * @throws UnauthenticatedError `AUTH.UNAUTHENTICATED` when there is no live session of an active user.
 */
export class DescribeSession {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>,
    private readonly authenticate: AuthenticateSession,
  ) {}

  async execute(sessionId: string | undefined): Promise<SessionDescription> {
    const principal = await this.authenticate.execute(sessionId);
    return this.uow.run(async (r) => {
      const user = (await r.users.ofId(principal.userId as string)) as User;
      const companies: SessionCompany[] = [];
      for (const grant of principal.grants) {
        const company = await r.companies.ofId(grant.companyId);
        if (company) companies.push({ company, scopes: SCOPES.filter((scope) => grant.scopes.has(scope)) });
      }
      companies.sort(
        (a, b) =>
          Number(b.company.id === user.companyId) - Number(a.company.id === user.companyId) ||
          a.company.name.localeCompare(b.company.name),
      );
      return { user, companies };
    });
  }
}
