import { writeFile } from 'node:fs/promises';
import { BACKUP_PATH, type BackupEndpointAddress } from '../data-source/backup-endpoint';

/** The owner that serves an embedded database, as the owner record names it. */
export interface EmbeddedOwner {
  readonly ownerPid: number;
  /** Where it takes backup requests; `null` when it does not (a server of an older version). */
  readonly backup: BackupEndpointAddress | null;
}

/**
 * Asks the process that serves the embedded database of `dataDir` (the running server) to take the backup, and
 * writes the archive it answers with to `file` (only once the whole archive came). The owner takes it between
 * statements and outside every transaction (`startBackupEndpoint`); the request goes to its loopback port with
 * the secret of its owner record. Source: docs/operations.md#backups.
 * @throws Error when the owner takes no backup requests, cannot be reached, or answers with an error (its text).
 */
export async function backupThroughOwner(dataDir: string, owner: EmbeddedOwner, file: string): Promise<void> {
  if (owner.backup === null) {
    throw new Error(
      `The embedded database in ${dataDir} is served by process ${owner.ownerPid}, which takes no backup ` +
        'requests (an older version): stop it, then run the command again',
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${owner.backup.port}${BACKUP_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.backup.secret}` },
    });
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(
      `Process ${owner.ownerPid}, which serves the embedded database in ${dataDir}, did not take the backup ` +
        `request (${reason}): is it stopping?`,
      { cause: error },
    );
  }
  if (response.status !== 200) {
    throw new Error(
      `Process ${owner.ownerPid} did not write the backup (${response.status}): ${await response.text()}`,
    );
  }
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
}
