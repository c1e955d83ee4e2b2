import { useMemo } from 'react';
import { COLOURS } from './chart-colours';
import type { ChartOption } from './echarts-setup';
import { HeatmapChart, type HeatmapData } from './HeatmapChart';
import { MatrixTable } from './MatrixTable';
import { SuppressedNote } from './SuppressedNote';
import type { ReportFormat } from './report-format';
import type { PsychosocialFigures, ReportData } from './report-types';

const RISKS = ['low', 'moderate', 'high'] as const;

type Factor = PsychosocialFigures['factors'][number];

/**
 * The `psychosocial-dimension` report (docs/reports.md report 11), the NR-1 risk inventory: a risk matrix of the
 * factors (rows) × the selection and each visible group (columns), each cell its unfavourable % and the risk level
 * the report gives, in words, coloured by level; the same matrix as a table; suppressed groups named.
 */
export function PsychosocialView(props: { data: ReportData<PsychosocialFigures>; format: ReportFormat }) {
  const { data, format } = props;
  const { matrix, cells } = useMemo(() => {
    const sets = format.setsOf(data);
    const cells: Array<Array<Factor | undefined>> = data.factors.map((f) =>
      sets.map((set) => set.figures.factors.find((e) => e.factor === f.factor)),
    );
    const matrix: HeatmapData = {
      rows: data.factors.map((f) => format.t(`factor.${f.factor}`)),
      columns: sets.map((set) => set.label),
      // the colour is the risk level's index (0 low … 2 high); the text says the same
      values: cells.map((row) => row.map((cell) => (cell?.risk ? RISKS.indexOf(cell.risk as never) : null))),
    };
    return { matrix, cells };
  }, [data, format]);
  const describe = useMemo(
    () =>
      (_value: number | null, r: number, c: number, separator = ' · ') => {
        const cell = cells[r]?.[c];
        if (!cell || cell.unfavourable_pct === null || !cell.risk) return format.num(null);
        return `${format.num(cell.unfavourable_pct)} %${separator}${format.t(`risk.${cell.risk}`)}`;
      },
    [cells, format],
  );
  const cellText = useMemo(() => (value: number, r: number, c: number) => describe(value, r, c, '\n'), [describe]);
  const riskPieces = useMemo<ChartOption['visualMap']>(
    () => ({
      type: 'piecewise',
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      textStyle: { color: '#1b1f24' },
      pieces: RISKS.map((risk, index) => ({
        value: index,
        color: COLOURS.risk[risk],
        label: format.t(`risk.${risk}`),
      })),
    }),
    [format],
  );
  return (
    <section className="card" aria-labelledby="matrix-title">
      <h2 id="matrix-title">{format.t('matrixTitle')}</h2>
      <p>{format.t('riskLegend')}</p>
      <HeatmapChart
        data={matrix}
        label={format.t('chart.matrix')}
        cellText={cellText}
        rowHeight={52}
        visualMap={riskPieces}
      />
      <SuppressedNote data={data} format={format} />
      <MatrixTable
        caption={format.t('matrixTitle')}
        corner={format.t('factor')}
        data={matrix}
        format={format}
        cell={describe}
      />
    </section>
  );
}
