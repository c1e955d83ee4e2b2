import type { ReportFormat } from './report-format';
import type { ReportData } from './report-types';

/**
 * Names the groups of `data` hidden for having fewer than N respondents, under a chart that only draws the
 * visible ones (docs/reports.md#anonymity). Nothing when no group is suppressed.
 */
export function SuppressedNote<F>(props: { data: ReportData<F>; format: ReportFormat }) {
  const labels = props.format.suppressedLabelsOf(props.data);
  if (labels.length === 0) return null;
  return (
    <p className="muted report-suppressed">
      {props.format.t('suppressedNote', {
        count: props.format.minGroupSize,
        groups: labels.join(', '),
      })}
    </p>
  );
}
