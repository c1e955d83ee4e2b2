import type { ReactNode } from 'react';
import type { ReportFormat } from './report-format';
import { isSuppressed, type LikertFigures, type ReportData, type VisibleGroup } from './report-types';
import { TableScroll } from '../../components/TableScroll';

/** A column of a {@link GroupsTable}: its header and its cell for one set of respondents. */
export interface GroupColumn<F> {
  readonly header: string;
  readonly cell: (figures: VisibleGroup<F>) => ReactNode;
}

/** The favourable, neutral and unfavourable shares and the mean of a set's likert answers, as table columns. */
export function likertColumns<F extends Omit<LikertFigures, 'answers'>>(format: ReportFormat): GroupColumn<F>[] {
  return [
    { header: format.t('favourable'), cell: (f) => format.num(f.favourable_pct) },
    { header: format.t('neutral'), cell: (f) => format.num(f.neutral_pct) },
    { header: format.t('unfavourable'), cell: (f) => format.num(f.unfavourable_pct) },
    { header: format.t('mean'), cell: (f) => format.num(f.mean) },
  ];
}

/**
 * The figures of the whole selection and of every group of `group_by`, one row each, in the answer's order; a
 * suppressed group is its row with "fewer than N respondents" across the figures (docs/reports.md#anonymity).
 */
export function GroupsTable<F>(props: {
  caption: string;
  data: ReportData<F>;
  format: ReportFormat;
  columns: ReadonlyArray<GroupColumn<F>>;
}) {
  const { data, format, columns } = props;
  return (
    <TableScroll label={props.caption}>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{format.t('group')}</th>
            <th scope="col">{format.t('respondents')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[{ ...data, group: null }, ...(data.groups ?? [])].map((group, index) => {
            const label = index === 0 ? format.t('overall') : format.groupLabel(group);
            return isSuppressed(group) ? (
              <tr key={`s-${label}`} className="report-suppressed">
                <th scope="row">{label}</th>
                <td colSpan={columns.length + 1}>{format.suppressedText}</td>
              </tr>
            ) : (
              <tr key={`v-${label}`}>
                <th scope="row">{label}</th>
                <td>{format.num(group.respondents)}</td>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(group)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
