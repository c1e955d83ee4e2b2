import type { HeatmapData } from './HeatmapChart';
import type { ReportFormat } from './report-format';
import { TableScroll } from '../../components/TableScroll';

/** A heat map's figures as a table: one row per row label, one column per column label. */
export function MatrixTable(props: {
  caption: string;
  corner: string;
  data: HeatmapData;
  format: ReportFormat;
  cell?: (value: number | null, row: number, column: number) => string;
}) {
  const { data, format } = props;
  return (
    <TableScroll label={props.caption}>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.corner}</th>
            {data.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, r) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {data.columns.map((column, c) => {
                const value = data.values[r]?.[c] ?? null;
                return <td key={column}>{props.cell ? props.cell(value, r, c) : format.num(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
