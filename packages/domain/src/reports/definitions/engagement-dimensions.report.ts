import type { ReportDefinition } from '../report-definition';
import { dimensionFigures, dimensionsOf, driverStrength, engagementIndex } from './figures';
import { groupedTable, itemLinesOf } from './grouped-table';

/** Driver strength (Pearson r) from which a dimension is a strong driver of engagement. */
export const STRONG_DRIVER = 0.5;

/** Favourability (%) under which a dimension is low. */
export const LOW_FAVOURABILITY = 65;

/** Where a dimension falls by driver strength × favourability. */
export type Quadrant = 'priority' | 'leverage' | 'monitor' | 'maintain';

/**
 * The quadrant of a dimension: a strong driver (r ≥ {@link STRONG_DRIVER}) with low favourability (<
 * {@link LOW_FAVOURABILITY} %) is `priority` (act here first), with high favourability `leverage` (keep it up);
 * a weaker driver (r < 0.5, negative included) with low favourability is `monitor`, with high favourability
 * `maintain`. `null` when either figure is `null`. Fixed thresholds rather than medians, so a dimension's
 * quadrant does not depend on the other dimensions; 65 % is where leadership maturity becomes "established".
 */
export function quadrantOf(strength: number | null, favourablePct: number | null): Quadrant | null {
  if (strength === null || favourablePct === null) return null;
  const low = favourablePct < LOW_FAVOURABILITY;
  if (strength >= STRONG_DRIVER) return low ? 'priority' : 'leverage';
  return low ? 'monitor' : 'maintain';
}

const COLUMNS = ['dimension', 'favourable_pct', 'driver_strength', 'quadrant'];

/**
 * Report 7, `engagement-dimensions` (docs/decisions/0003-reports.md#definitions): per set of respondents `{respondents,
 * engagement_index, dimensions: [{dimension, favourable_pct, driver_strength, quadrant}]}` for every dimension
 * of the questionnaire but `engagement`:
 * - `driver_strength`: Pearson's r over the respondents between their mean in the dimension and their engagement
 *   index, with two decimal places (−1..1), `null` under 30 such respondents or without variance (`driverStrength`);
 * - `quadrant`: see {@link quadrantOf};
 * - sorted by `driver_strength`, strongest first, `null`s last; ties by dimension name, alphabetically.
 * Any `group_by`. Table: one line per set and dimension.
 */
export const engagementDimensionsReport: ReportDefinition = {
  name: 'engagement-dimensions',
  grouping: 'optional',
  figures(tally, { questions }) {
    const dimensions = dimensionsOf(questions)
      .filter((dimension) => dimension !== 'engagement')
      .map((dimension) => {
        const favourable_pct = dimensionFigures(tally, questions, dimension).favourable_pct;
        const driver_strength = driverStrength(tally.drivers.get(dimension));
        return { dimension, favourable_pct, driver_strength, quadrant: quadrantOf(driver_strength, favourable_pct) };
      })
      .sort(
        (a, b) =>
          (b.driver_strength ?? -Infinity) - (a.driver_strength ?? -Infinity) || a.dimension.localeCompare(b.dimension),
      );
    return { respondents: tally.respondents, engagement_index: engagementIndex(tally), dimensions };
  },
  table: (data) => groupedTable(data, COLUMNS, itemLinesOf('dimensions', COLUMNS)),
};
