import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Lines handed to PostgreSQL per chunk: large enough to keep COPY busy, small enough for memory. */
const LINES_PER_CHUNK = 2_000;

/**
 * Streams `lines` into `table` (`columns`) with `COPY … FROM STDIN` (text format: tab-separated, `\N`
 * null) on `client`, with back-pressure. `onLines(k)` is told after each chunk how many lines went.
 * @throws the database's error (a constraint violated, a malformed line); nothing of the COPY is kept then.
 */
export async function copyInto(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
  onLines: (count: number) => void,
): Promise<void> {
  function* chunks(): Generator<string> {
    let batch: string[] = [];
    for (const line of lines) {
      batch.push(line);
      if (batch.length === LINES_PER_CHUNK) {
        yield `${batch.join('\n')}\n`;
        onLines(batch.length);
        batch = [];
      }
    }
    if (batch.length > 0) {
      yield `${batch.join('\n')}\n`;
      onLines(batch.length);
    }
  }
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), sink);
}
