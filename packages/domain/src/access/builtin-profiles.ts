import type { IdGenerator } from '../kernel/id-generator';
import { Profile } from './profile';
import { SCOPES, type Scope } from './scope';

/** The name and scopes of one built-in profile. */
export interface BuiltinProfileDefinition {
  readonly name: string;
  readonly scopes: readonly Scope[];
}

/**
 * The three profiles every company starts with, in this order; they are never changed or deleted
 * (docs/access.md#profiles): `Administrador` (every scope), `Gestor de RH` (employees, filters, companies:read,
 * campaigns, reports:read, audit:read), `Leitor de relatórios` (reports:read, campaigns:read, companies:read).
 */
export const BUILTIN_PROFILES: readonly BuiltinProfileDefinition[] = [
  { name: 'Administrador', scopes: SCOPES },
  {
    name: 'Gestor de RH',
    scopes: [
      'employees:read',
      'employees:write',
      'filters:read',
      'filters:write',
      'companies:read',
      'campaigns:read',
      'campaigns:write',
      'reports:read',
      'audit:read',
    ],
  },
  { name: 'Leitor de relatórios', scopes: ['companies:read', 'campaigns:read', 'reports:read'] },
];

/** Name of the built-in profile holding every scope (the one the admin CLI gives a company's first user). */
export const ADMINISTRATOR_PROFILE = 'Administrador';

/**
 * The built-in profiles of a new company, created at `now` with fresh ids, in {@link BUILTIN_PROFILES} order.
 * Source: docs/access.md#profiles.
 */
export function builtinProfilesOf(companyId: string, ids: IdGenerator, now: Date): Profile[] {
  return BUILTIN_PROFILES.map((definition) =>
    Profile.builtin({ id: ids.next(), companyId, name: definition.name, scopes: definition.scopes, now }),
  );
}
