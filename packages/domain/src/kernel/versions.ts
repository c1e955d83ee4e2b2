import { DomainError } from './domain-error';

/** Code of a write whose `If-Match` names another version than the stored one (412). */
export const VERSION_MISMATCH = 'VERSION.MISMATCH';

/**
 * The resource changed since the caller read it: the version it expected (`If-Match`) is not the stored one,
 * `currentVersion`; nothing was changed (docs/change-history.md#versions-and-etags: 412 with
 * `meta.current_version`).
 */
export class VersionMismatchError extends DomainError {
  constructor(readonly currentVersion: number) {
    super(
      'conflict',
      VERSION_MISMATCH,
      `The resource has changed since you read it: its version is now ${currentVersion}`,
    );
  }
}

/**
 * Refuses a write of a resource at version `current` when the caller expected another (`expected`: the version
 * of its `If-Match`; `null` or absent: no precondition, the write goes ahead).
 * @throws VersionMismatchError `VERSION.MISMATCH`.
 */
export function assertExpectedVersion(current: number, expected: number | null | undefined): void {
  if (expected !== null && expected !== undefined && expected !== current) throw new VersionMismatchError(current);
}

/** What a conditional write carries: the version the caller read (`If-Match`), or none. */
export interface ExpectedVersion {
  /** `null` or absent: write whatever the stored version. */
  expectedVersion?: number | null;
}
