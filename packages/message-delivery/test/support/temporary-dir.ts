import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory under the system's temporary one, and how to remove it with all it holds. */
export async function aTemporaryDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'message-delivery-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
