import type { ReactNode } from 'react';
import { FIGURE_NAMES } from './figure-names';
import type { ReportFormat } from './report-format';
import { isSuppressed, type Figure, type ReportData } from './report-types';
import { TableScroll } from '../../components/TableScroll';

/** The figures of a report that gives every dimension's favourability (`dimensions`, `engagement-dimensions`). */
export interface WithDimensions {
  readonly dimensions: ReadonlyArray<{ readonly dimension: string; readonly favourable_pct: Figure }>;
}

/** A set of figures as the API answers it: this campaign's, a group's or the compared campaign's. */
type Figures = object;

/** The figure named `key` of `figures`, `undefined` when there is none. */
const fieldOf = (figures: Figures, key: string): unknown => (figures as Readonly<Record<string, unknown>>)[key];

/** Whether `data`'s figures list the dimensions with their favourability. */
export function hasDimensions(data: Figures): data is ReportData<WithDimensions> {
  const dimensions = fieldOf(data, 'dimensions');
  return (
    Array.isArray(dimensions) &&
    dimensions.every((d: Figures) => typeof fieldOf(d, 'dimension') === 'string' && 'favourable_pct' in d)
  );
}

/** One row of the table: its header, a set's figure, and this campaign's minus the compared one's. */
interface Row {
  readonly header: string;
  readonly value: (figures: Figures) => Figure;
  readonly difference: Figure;
}

/** One column: a set of figures (this campaign, one of its groups, the compared campaign), or a set hidden. */
interface Column {
  readonly header: string;
  /** `null`: hidden for anonymity, no figure at all. */
  readonly figures: Figures | null;
}

const numberOrNull = (value: unknown): Figure => (typeof value === 'number' ? value : null);

/** `current − compared` with one decimal place, as the API writes `difference`; `null` unless both are numbers. */
const minus = (current: Figure, compared: Figure): Figure =>
  current === null || compared === null ? null : Math.round((current - compared) * 10) / 10;

/** The favourability of `dimension` in `figures`, `null` when it is not listed. */
function favourabilityOf(figures: Figures, dimension: string): Figure {
  const dimensions = fieldOf(figures, 'dimensions') as WithDimensions['dimensions'] | undefined;
  return numberOrNull(dimensions?.find((d) => d.dimension === dimension)?.favourable_pct);
}

/**
 * The rows: the headline figures (the top-level numbers of `data`: respondents, the engagement index) with the API's
 * `difference`, then each dimension's favourability (%), whose difference the API does not give: it is the two
 * favourabilities' difference, one decimal place, as the API computes the others (both are rounded to one place).
 */
function rowsOf(data: ReportData<WithDimensions>, compared: Figures | null, format: ReportFormat): Row[] {
  const difference = fieldOf(data, 'difference') ?? {};
  const headlines = Object.keys(data).filter((key) => {
    const value = fieldOf(data, key);
    return typeof value === 'number' || value === null;
  });
  return [
    ...headlines.map((key) => ({
      header: FIGURE_NAMES[key] ? format.t(FIGURE_NAMES[key]) : key,
      value: (figures: Figures) => numberOrNull(fieldOf(figures, key)),
      difference: numberOrNull(fieldOf(difference, key)),
    })),
    ...data.dimensions.map(({ dimension, favourable_pct }) => ({
      header: format.t(`dimension.${dimension}`),
      value: (figures: Figures) => favourabilityOf(figures, dimension),
      difference: compared ? minus(favourable_pct, favourabilityOf(compared, dimension)) : null,
    })),
  ];
}

/**
 * With `compare_campaign_id`, for a report that gives every dimension's favourability
 * (docs/reports.md#how-a-report-is-computed, step 4; docs/dashboard.md#comparison-by-dimension): the headline
 * figures and each dimension's favourability (%) of this campaign, of each of its groups (with `group_by`), of the
 * compared campaign, and the difference (this campaign − the compared one). A group the API suppressed (fewer than N
 * respondents, or a value the release hid) and a compared campaign under N show no figure: one cell down their
 * column says "fewer than N respondents", and there is no difference (docs/reports.md#anonymity). The API gives the
 * compared campaign's figures without groups, so groups are compared with each other and with both campaigns'
 * totals. Nothing without a compared campaign. On screen a table wider than the page scrolls sideways in its own
 * box (focusable, for the keyboard); print puts it on a landscape sheet (`report-comparison`, styles.css).
 */
export function DimensionComparison(props: { data: ReportData<WithDimensions>; format: ReportFormat }) {
  const { data, format } = props;
  const compare = fieldOf(data, 'compare') as Figures | undefined;
  if (!compare) return null;
  const compared = fieldOf(compare, 'suppressed') === true ? null : compare;
  const rows = rowsOf(data, compared, format);
  const columns: Column[] = [
    { header: format.t('thisCampaign'), figures: data },
    ...(data.groups ?? []).map((group) => ({
      header: format.groupLabel(group),
      figures: isSuppressed(group) ? null : group,
    })),
    { header: format.t('comparedCampaign'), figures: compared },
  ];
  const cell = (column: Column, c: number, row: Row, r: number): ReactNode => {
    if (column.figures) return <td key={c}>{format.num(row.value(column.figures))}</td>;
    return r === 0 ? (
      <td key={c} rowSpan={rows.length} className="report-suppressed">
        {format.suppressedText}
      </td>
    ) : null;
  };
  return (
    <section className="card report-comparison" aria-labelledby="dimension-comparison-title">
      <h2 id="dimension-comparison-title">{format.t('dimensionComparison')}</h2>
      <TableScroll labelledBy="dimension-comparison-title">
        <table>
          <caption>{format.t('dimensionComparisonCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{format.t('figure')}</th>
              {columns.map((column, c) => (
                <th scope="col" key={c}>
                  {column.header}
                </th>
              ))}
              {compared && <th scope="col">{format.t('difference')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={row.header}>
                <th scope="row">{row.header}</th>
                {columns.map((column, c) => cell(column, c, row, r))}
                {compared && <td>{format.signed(row.difference)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
