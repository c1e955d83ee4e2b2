import type { ApiKey } from '../api-key/api-key';
import type { Company } from '../company/company';
import { SCOPES, type Scope } from './scope';

/**
 * How a principal proved who it is. Only API keys today; user tokens (`user-token`) and dashboard sessions
 * (`session`) join them later (docs/contract.md#scopes-and-principals).
 */
export type PrincipalKind = 'api-key';

/** Scopes held on one company, and through it on every company below it (a grant on a parent reaches its branches). */
export interface Grant {
  readonly companyId: string;
  readonly scopes: ReadonlySet<Scope>;
}

/** What makes a principal: see {@link Principal}. */
export interface PrincipalProps {
  readonly kind: PrincipalKind;
  /** Id of the credential that authenticated (the API key's id). */
  readonly id: string;
  /**
   * The company the principal belongs to: the target of a request without `Resource-Id`, and whose rate limit
   * applies.
   */
  readonly company: Company;
  readonly grants: readonly Grant[];
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

  get kind(): PrincipalKind {
    return this.props.kind;
  }
  get id(): string {
    return this.props.id;
  }
  get company(): Company {
    return this.props.company;
  }
  get grants(): readonly Grant[] {
    return this.props.grants;
  }
}
