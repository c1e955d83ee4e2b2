import type { ApiKey } from './api-keys/api-key';
import type { Company } from '../tenancy';
import { CampaignAccess } from './campaign-access';
import { SCOPES, type Scope } from './scope';
import type { User } from './user';

/**
 * How a principal proved who it is: a company's API key, a user's personal token (`user-token`) or a dashboard
 * session (`session`) (docs/contract.md#scopes-and-principals; docs/access.md#who-calls).
 */
export type PrincipalKind = 'api-key' | 'user-token' | 'session' | 'operator';

/** The credential a user authenticated with: its kind and id (the token's or the session's). */
export interface UserCredential {
  readonly kind: 'user-token' | 'session';
  readonly id: string;
}

/** Scopes held on one company, and through it on every company below it (a grant on a parent reaches its branches). */
export interface Grant {
  readonly companyId: string;
  readonly scopes: ReadonlySet<Scope>;
}

/** What makes a principal: see {@link Principal}. */
export interface PrincipalProps {
  readonly kind: PrincipalKind;
  /** Id of the credential that authenticated (the API key's, the user token's or the session's id). */
  readonly id: string;
  /** The user behind a user token or session; absent or `null` for an API key. */
  readonly userId?: string | null;
  /**
   * The company the principal belongs to: the target of a request without `Resource-Id`, and whose rate limit
   * applies.
   */
  readonly company: Company;
  readonly grants: readonly Grant[];
  /** The results the user may read (docs/access.md#campaignaccess); absent for a key or an operator: every one. */
  readonly campaignAccess?: CampaignAccess;
}

/**
 * Who calls, and what it may do company by company: its grants, each a set of scopes on one company and the
 * branches below it. A principal's scopes on a company are the union of the scopes of the grants on that
 * company or on any company above it. Source: docs/contract.md#scopes-and-principals.
 */
export class Principal {
  constructor(private readonly props: PrincipalProps) {}

  /**
   * The principal of a live API key: every scope of the catalogue on the key's company (and so on every branch
   * below it). Source: docs/contract.md#scopes-and-principals.
   */
  static ofApiKey(key: ApiKey, company: Company): Principal {
    return new Principal({
      kind: 'api-key',
      id: key.id,
      company,
      grants: [{ companyId: company.id, scopes: new Set(SCOPES) }],
    });
  }

  /**
   * An operator of the platform acting on `company` through the admin CLI (docs/access.md#who-calls): every scope
   * of the catalogue on that company and its branches, as its API key would have. Its id is `admin-cli`.
   */
  static ofOperator(company: Company): Principal {
    return new Principal({
      kind: 'operator',
      id: 'admin-cli',
      company,
      grants: [{ companyId: company.id, scopes: new Set(SCOPES) }],
    });
  }

  /**
   * The principal of an active user: the user's company (the target without `Resource-Id`, and whose rate limit
   * applies) and the grants of their permissions ({@link grantsOf}). Source: docs/access.md#user-tokens,
   * #permissions.
   */
  static ofUser(user: User, company: Company, grants: readonly Grant[], credential: UserCredential): Principal {
    return new Principal({
      kind: credential.kind,
      id: credential.id,
      userId: user.id,
      company,
      grants,
      campaignAccess: user.campaignAccess,
    });
  }

  get kind(): PrincipalKind {
    return this.props.kind;
  }
  get id(): string {
    return this.props.id;
  }
  /** The user behind a user token or session; `null` for an API key. */
  get userId(): string | null {
    return this.props.userId ?? null;
  }
  get company(): Company {
    return this.props.company;
  }
  get grants(): readonly Grant[] {
    return this.props.grants;
  }
  /**
   * Which survey results the principal may read (docs/access.md#campaignaccess): the user's CampaignAccess, or
   * `CampaignAccess.ALL` for an API key or an operator.
   */
  get campaignAccess(): CampaignAccess {
    return this.props.campaignAccess ?? CampaignAccess.ALL;
  }
}
