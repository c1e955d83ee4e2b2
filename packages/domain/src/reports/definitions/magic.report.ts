import type { Dimension } from '../../surveys';
import type { ReportDefinition } from '../report-definition';
import { minus, numberDifferences } from './difference';
import {
  dimensionFigures,
  dimensionsOf,
  engagementIndex,
  npsScoreOfKind,
  overallFavourability,
  percent,
} from './figures';
import { cell, groupedTable, listOf } from './grouped-table';

/** How many strongest and weakest dimensions the card shows. */
const HEADLINE_DIMENSIONS = 3;

interface DimensionFavourability {
  readonly dimension: Dimension;
  readonly favourable_pct: number | null;
}

/** `rated` by favourability, highest first; equal favourability by dimension name, alphabetically. */
function ranking(rated: readonly DimensionFavourability[]): DimensionFavourability[] {
  return [...rated].sort(
    (a, b) => (b.favourable_pct as number) - (a.favourable_pct as number) || a.dimension.localeCompare(b.dimension),
  );
}

const COLUMNS = ['respondents', 'participation_pct', 'engagement_index', 'favourable_pct', 'enps', 'lnps'];
const HEADLINE_COLUMNS = ['strongest', 'weakest'].flatMap((list) =>
  Array.from({ length: HEADLINE_DIMENSIONS }, (_, i) => `${list}_${i + 1}`),
);

/**
 * Report 1, `magic`: the headline card (docs/decisions/0003-reports.md#definitions). Figures of a set of respondents:
 * - `respondents`; `participation_pct` = respondents / `context.invited` (`null` when nobody is invited);
 * - `engagement_index` (1–5); `favourable_pct` over every likert answer; `enps` and `lnps` (NPS scores);
 * - `dimensions`: `[{dimension, favourable_pct}]` for every dimension the questionnaire has, in catalogue order;
 * - `strongest` / `weakest`: the two ends of one ranking of the dimensions with an answer, by favourability (as
 *   shown, one decimal place), highest first, equal favourability broken by dimension name alphabetically:
 *   `strongest` its first 3, `weakest` its last 3 read backwards (weakest first). So the lists share no dimension
 *   when at least 6 dimensions are rated; with fewer they overlap.
 *
 * `difference`: every top-level number minus the earlier campaign's, and `strongest`, `weakest` and
 * `dimensions` as `[{dimension, favourable_pct}]` with each dimension's favourability minus its favourability in
 * the earlier campaign (`null` when the earlier campaign has no answer in it).
 *
 * Table: one line per set: the top-level numbers, then `strongest_1..3` and `weakest_1..3` (dimension names).
 */
export const magicReport: ReportDefinition = {
  name: 'magic',
  grouping: 'optional',
  figures(tally, { questions, invited }) {
    const dimensions: DimensionFavourability[] = dimensionsOf(questions).map((dimension) => ({
      dimension,
      favourable_pct: dimensionFigures(tally, questions, dimension).favourable_pct,
    }));
    const ranked = ranking(dimensions.filter((d) => d.favourable_pct !== null));
    return {
      respondents: tally.respondents,
      participation_pct: percent(tally.respondents, invited),
      engagement_index: engagementIndex(tally),
      favourable_pct: overallFavourability(tally, questions),
      enps: npsScoreOfKind(tally, questions, 'enps'),
      lnps: npsScoreOfKind(tally, questions, 'lnps'),
      strongest: ranked.slice(0, HEADLINE_DIMENSIONS),
      weakest: ranked.slice(-HEADLINE_DIMENSIONS).reverse(),
      dimensions,
    };
  },
  difference(current, earlier) {
    const earlierOf = new Map(listOf(earlier.dimensions).map((d) => [d.dimension, d.favourable_pct]));
    const differencesOf = (list: unknown) =>
      listOf(list).map((d) => ({
        dimension: d.dimension,
        favourable_pct: minus(d.favourable_pct, earlierOf.get(d.dimension)),
      }));
    return {
      ...numberDifferences(current, earlier),
      strongest: differencesOf(current.strongest),
      weakest: differencesOf(current.weakest),
      dimensions: differencesOf(current.dimensions),
    };
  },
  table: (data) =>
    groupedTable(data, [...COLUMNS, ...HEADLINE_COLUMNS], (figures) => {
      const names = (list: unknown) =>
        Array.from({ length: HEADLINE_DIMENSIONS }, (_, i) => cell(listOf(list)[i]?.dimension));
      return [[...COLUMNS.map((c) => cell(figures[c])), ...names(figures.strongest), ...names(figures.weakest)]];
    }),
};
