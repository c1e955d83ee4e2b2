import type { LikertItem } from './LikertBars';
import type { ReportFormat } from './report-format';
import { TableScroll } from '../../components/TableScroll';

/** Likert figures of each item (a dimension, a question) as a table: favourable, neutral, unfavourable %,
 * mean, answers. */
export function LikertTable(props: {
  caption: string;
  heading: string;
  items: readonly LikertItem[];
  format: ReportFormat;
}) {
  const { format } = props;
  return (
    <TableScroll label={props.caption}>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.heading}</th>
            <th scope="col">{format.t('favourable')}</th>
            <th scope="col">{format.t('neutral')}</th>
            <th scope="col">{format.t('unfavourable')}</th>
            <th scope="col">{format.t('mean')}</th>
            <th scope="col">{format.t('answers')}</th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{format.num(item.figures.favourable_pct)}</td>
              <td>{format.num(item.figures.neutral_pct)}</td>
              <td>{format.num(item.figures.unfavourable_pct)}</td>
              <td>{format.num(item.figures.mean)}</td>
              <td>{format.num(item.figures.answers)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
