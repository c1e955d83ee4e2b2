import { createHash } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A stream of uniform numbers in [0, 1) that follows from `seed` alone: pure-rand's xoroshiro128+ started from the
 * first 128 bits of the SHA-256 of `seed` (so any text, such as a seed and an employee id, names its own stream).
 */
export function seededStream(seed: string): () => number {
  const digest = createHash('sha256').update(seed).digest();
  const generator = xoroshiro128plusFromState([0, 4, 8, 12].map((offset) => digest.readInt32BE(offset)));
  return () => uniformFloat64(generator);
}
