import { describe, expect, it } from '@jest/globals';
import {
  driverStrength,
  engagementIndex,
  likertFigures,
  npsFigures,
  percent,
  round1,
} from '../../src/reports/definitions/figures';
import { QUESTIONS, answering, likert, tallyOf, times } from './report-world';

/** The driver strength of `leadership` among respondents each giving [engagement answer, leadership answer]. */
const driverOf = (pairs: ReadonlyArray<readonly [number, number]>) =>
  driverStrength(
    tallyOf(
      [likert('engaged', 'engagement'), likert('led', 'leadership')],
      pairs.map(([engagement, leadership]) => answering({ engaged: engagement, led: leadership })),
    ).drivers.get('leadership'),
  );
const repeat = (count: number, pair: readonly [number, number]) => Array.from({ length: count }, () => pair);

describe('report figure helpers', () => {
  it('rounds to one decimal place, never to a negative zero', () => {
    expect(round1(66.666)).toBe(66.7);
    expect(round1(33.333)).toBe(33.3);
    expect(Object.is(round1(-0.04), 0)).toBe(true);
  });

  it('gives a percentage with one decimal place, null of nothing', () => {
    expect(percent(2, 3)).toBe(66.7); // 2/3 = 66.67 %
    expect(percent(0, 0)).toBeNull();
  });

  it('counts favourable, neutral and unfavourable answers, a reversed question the other way round', () => {
    // eng-1 (straight) answers 5, 4, 2; eng-2 (reversed) answers 1, 3, 5
    const tally = tallyOf(QUESTIONS, [
      answering({ 'eng-1': 5, 'eng-2': 1 }),
      answering({ 'eng-1': 4, 'eng-2': 3 }),
      answering({ 'eng-1': 2, 'eng-2': 5 }),
    ]);
    // eng-1 alone: 5, 4 favourable, 2 unfavourable → 2/3 = 66.7, 0, 1/3 = 33.3; mean (5+4+2)/3 = 3.67 → 3.7
    expect(likertFigures(tally, QUESTIONS, [2])).toEqual({
      favourable_pct: 66.7,
      neutral_pct: 0,
      unfavourable_pct: 33.3,
      mean: 3.7,
      answers: 3,
    });
    // eng-2 reversed: 1 → scored 5 favourable, 3 → neutral, 5 → scored 1 unfavourable; mean (5+3+1)/3 = 3.0
    expect(likertFigures(tally, QUESTIONS, [3])).toEqual({
      favourable_pct: 33.3,
      neutral_pct: 33.3,
      unfavourable_pct: 33.3,
      mean: 3,
      answers: 3,
    });
    // pooled: favourable 3/6 = 50, neutral 1/6 = 16.7, unfavourable 2/6 = 33.3; mean (11 + 9)/6 = 3.33 → 3.3
    expect(likertFigures(tally, QUESTIONS, [2, 3])).toEqual({
      favourable_pct: 50,
      neutral_pct: 16.7,
      unfavourable_pct: 33.3,
      mean: 3.3,
      answers: 6,
    });
  });

  it('gives null likert figures when nobody answered', () => {
    const tally = tallyOf(QUESTIONS, [answering({ enps: 9 })]);
    expect(likertFigures(tally, QUESTIONS, [4])).toEqual({
      favourable_pct: null,
      neutral_pct: null,
      unfavourable_pct: null,
      mean: null,
      answers: 0,
    });
  });

  it('computes NPS: 100 when all promote, −100 when all detract, null of nothing; every value distributed', () => {
    const histogram = (values: number[]) => {
      const counts = new Int32Array(11);
      for (const value of values) counts[value] = (counts[value] as number) + 1;
      return counts;
    };
    expect(npsFigures(histogram([9, 10, 10])).score).toBe(100);
    expect(npsFigures(histogram([0, 6, 3])).score).toBe(-100);
    // 10, 9, 9 promoters (3/5 = 60 %), 8 passive (20 %), 3 detractor (20 %) → 60 − 20 = 40
    const mixed = npsFigures(histogram([10, 9, 9, 8, 3]));
    expect(mixed).toMatchObject({ score: 40, promoters_pct: 60, passives_pct: 20, detractors_pct: 20 });
    expect(mixed.distribution).toEqual([
      { value: 0, count: 0 },
      { value: 1, count: 0 },
      { value: 2, count: 0 },
      { value: 3, count: 1 },
      { value: 4, count: 0 },
      { value: 5, count: 0 },
      { value: 6, count: 0 },
      { value: 7, count: 0 },
      { value: 8, count: 1 },
      { value: 9, count: 2 },
      { value: 10, count: 1 },
    ]);
    const none = npsFigures(undefined);
    expect(none).toMatchObject({ score: null, promoters_pct: null, passives_pct: null, detractors_pct: null });
    expect(none.distribution).toHaveLength(11);
    expect(none.distribution.every((point) => point.count === 0)).toBe(true);
  });

  it('takes the engagement index as the mean of the respondents’ indexes, reversed answers turned round', () => {
    // respondent 1: eng-1 5, eng-2 2 (reversed → 4) → 4.5; respondent 2: eng-1 3 only → 3; respondent 3: none
    const tally = tallyOf(QUESTIONS, [
      answering({ 'eng-1': 5, 'eng-2': 2 }),
      answering({ 'eng-1': 3 }),
      answering({ enps: 10 }),
    ]);
    expect(engagementIndex(tally)).toBe(3.8); // (4.5 + 3) / 2 = 3.75 → 3.8
    expect(engagementIndex(tallyOf(QUESTIONS, [answering({ enps: 10 })]))).toBeNull();
  });

  describe('driver strength (Pearson r)', () => {
    it('is 1.0 for a perfectly linear relation of 30 respondents, −1.0 for an inverse one', () => {
      expect(driverOf([...repeat(15, [5, 5]), ...repeat(15, [1, 1])])).toBe(1);
      expect(driverOf([...repeat(10, [1, 2]), ...repeat(10, [3, 3]), ...repeat(10, [5, 4])])).toBe(1);
      expect(driverOf([...repeat(15, [5, 1]), ...repeat(15, [1, 5])])).toBe(-1);
    });

    it('is a known partial correlation, with two decimal places', () => {
      // x, y ∈ {1, 5}, both means 3, deviations ±2: 10×(1,1) and 10×(5,5) give +4 each, 5×(1,5) and 5×(5,1) −4
      // → covariance sum 80 − 40 = 40; each variance sum 30 × 4 = 120 → r = 40 / 120 = 0.333 → 0.33
      expect(driverOf([...repeat(10, [1, 1]), ...repeat(10, [5, 5]), ...repeat(5, [1, 5]), ...repeat(5, [5, 1])])).toBe(
        0.33,
      );
    });

    it('is null under 30 respondents', () => {
      expect(driverOf([...repeat(15, [5, 5]), ...repeat(14, [1, 1])])).toBeNull();
    });

    it('is null when everyone gave the dimension the same mean', () => {
      expect(driverOf([...repeat(15, [5, 4]), ...repeat(15, [1, 4])])).toBeNull();
      // a mean of 10/3 for everyone: the variance is 0 even though 10/3 has no exact binary form
      const questions = [likert('engaged', 'engagement'), ...['a', 'b', 'c'].map((id) => likert(id, 'leadership'))];
      const respondents = [
        ...times(15, answering({ engaged: 5, a: 3, b: 3, c: 4 })),
        ...times(15, answering({ engaged: 1, a: 3, b: 3, c: 4 })),
      ];
      expect(driverStrength(tallyOf(questions, respondents).drivers.get('leadership'))).toBeNull();
    });
  });
});
