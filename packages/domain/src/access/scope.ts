/**
 * The fixed catalogue of scopes: what a principal may do on a company. A route needs one of them; a caller
 * without it on the target company gets 403 with `meta.required_scope`. Source: docs/contract.md#scopes-and-principals.
 */
export const SCOPES = [
  'employees:read',
  'employees:write',
  'filters:read',
  'filters:write',
  'companies:read',
  'campaigns:read',
  'campaigns:write',
  'reports:read',
  'users:read',
  'users:write',
  'keys:write',
  'audit:read',
  'webhooks:write',
  'personal-data:write',
] as const;

/** One scope of the catalogue (`employees:read`, `filters:write`, …). */
export type Scope = (typeof SCOPES)[number];
