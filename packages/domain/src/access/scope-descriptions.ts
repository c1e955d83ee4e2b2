import { SCOPES, type Scope } from './scope';

/** One line on what each scope of the catalogue allows, as `GET /v1/scopes` lists it (docs/access.md#scopes). */
export const SCOPE_DESCRIPTIONS: Readonly<Record<Scope, string>> = {
  'employees:read': 'Read employees',
  'employees:write': 'Create, update and delete employees',
  'filters:read': 'Read filters',
  'filters:write': 'Create, update and delete filters',
  'companies:read': 'Read the company and its branches',
  'campaigns:read': 'Read campaigns',
  'campaigns:write': 'Create and change campaigns',
  'reports:read': 'Read survey reports',
  'users:read': 'Read users, profiles and permissions',
  'users:write': 'Manage users, profiles, permissions and the one-time-password setting',
  'keys:write': 'Manage API keys',
  'audit:read': 'Read the audit trail',
  'webhooks:write': 'Manage webhook subscriptions',
  'personal-data:write': "Export and anonymise an employee's personal data",
};

/** A scope and its description. */
export interface ScopeEntry {
  readonly scope: Scope;
  readonly description: string;
}

/** The catalogue in its order, each scope with its description. */
export function scopeCatalogue(): ScopeEntry[] {
  return SCOPES.map((scope) => ({ scope, description: SCOPE_DESCRIPTIONS[scope] }));
}
