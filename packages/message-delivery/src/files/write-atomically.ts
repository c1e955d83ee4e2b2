import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes `content` to `dir/name` (the directory made when missing) so that a reader sees the old file or the whole
 * new one, never a part (docs/notifications.md#transports): into a temporary file beside it, then renamed over it.
 * Writing the same name again replaces the file.
 * @throws the file system's error (no space, no permission), the temporary file removed.
 */
export async function writeAtomically(dir: string, name: string, content: string | Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, content);
    await rename(temporary, join(dir, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
