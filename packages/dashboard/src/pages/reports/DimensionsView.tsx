import { useMemo } from 'react';
import { COLOURS } from './chart-colours';
import type { ChartOption } from './echarts-setup';
import { HeatmapChart, type HeatmapData } from './HeatmapChart';
import { LikertBars } from './LikertBars';
import { LikertTable } from './LikertTable';
import { MatrixTable } from './MatrixTable';
import { SuppressedNote } from './SuppressedNote';
import type { ReportFormat } from './report-format';
import type { DimensionsFigures, ReportData } from './report-types';

/** The heat map's continuous scale of favourability, 0–100 %. */
const FAVOURABILITY_SCALE: ChartOption['visualMap'] = {
  min: 0,
  max: 100,
  calculable: false,
  text: ['100 %', '0 %'],
  orient: 'horizontal',
  left: 'center',
  bottom: 0,
  inRange: { color: [...COLOURS.scale] },
  textStyle: { color: '#1b1f24' },
};

/** Favourability (%) of every dimension (rows) for the selection and each visible group (columns). */
function heatmapOf(data: ReportData<DimensionsFigures>, format: ReportFormat): HeatmapData {
  const sets = format.setsOf(data);
  return {
    rows: data.dimensions.map((d) => format.t(`dimension.${d.dimension}`)),
    columns: sets.map((set) => set.label),
    values: data.dimensions.map((d) =>
      sets.map((set) => set.figures.dimensions.find((e) => e.dimension === d.dimension)?.favourable_pct ?? null),
    ),
  };
}

/**
 * The `dimensions` report (docs/reports.md report 6): favourable/neutral/unfavourable per dimension as stacked
 * bars and a table; with `group_by`, a heat map of favourability per dimension × group, with the same matrix as a
 * table and the suppressed groups named.
 */
export function DimensionsView(props: { data: ReportData<DimensionsFigures>; format: ReportFormat }) {
  const { data, format } = props;
  const items = useMemo(
    () => data.dimensions.map((d) => ({ label: format.t(`dimension.${d.dimension}`), figures: d })),
    [data, format],
  );
  const heatmap = useMemo(() => (data.groups ? heatmapOf(data, format) : null), [data, format]);
  const cellText = useMemo(() => (value: number) => format.num(value), [format]);
  return (
    <>
      <section className="card" aria-labelledby="dimensions-title">
        <h2 id="dimensions-title">{format.t('report.dimensions')}</h2>
        <LikertBars items={items} format={format} of={format.t('dimension')} />
        <LikertTable
          caption={format.t('report.dimensions')}
          heading={format.t('dimension')}
          items={items}
          format={format}
        />
      </section>
      {heatmap && (
        <section className="card" aria-labelledby="heatmap-title">
          <h2 id="heatmap-title">{format.t('heatmapTitle')}</h2>
          <HeatmapChart
            data={heatmap}
            label={format.t('chart.heatmap')}
            cellText={cellText}
            visualMap={FAVOURABILITY_SCALE}
          />
          <SuppressedNote data={data} format={format} />
          <MatrixTable
            caption={format.t('heatmapTitle')}
            corner={format.t('dimension')}
            data={heatmap}
            format={format}
          />
        </section>
      )}
    </>
  );
}
