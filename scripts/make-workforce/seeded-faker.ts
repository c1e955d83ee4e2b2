import { Faker, base, generateMersenne53Randomizer, pt_BR } from '@faker-js/faker';

/** Independent random streams drawn from one seed: the rows first, then the dismissals chosen among them. */
const STREAMS = { rows: 1, dismissals: 2 } as const;

/**
 * A pt_BR faker whose every draw follows from `seed` and `stream`: the same pair gives the same sequence,
 * and the two streams of one seed do not depend on each other. Nothing is drawn from `Math.random`.
 */
export function seededFaker(seed: number, stream: keyof typeof STREAMS): Faker {
  const randomizer = generateMersenne53Randomizer(seed);
  randomizer.seed([seed, STREAMS[stream]]);
  return new Faker({ locale: [pt_BR, base], randomizer });
}
