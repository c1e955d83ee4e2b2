import { useMemo } from 'react';
import { EChart } from './EChart';
import type { ChartOption } from './echarts-setup';
import { COLOURS } from './chart-colours';
import { GroupsTable, type GroupColumn } from './GroupsTable';
import type { ReportFormat } from './report-format';
import type { AttritionFigures, ClustersFigures, Figure, ReportData, VisibleGroup } from './report-types';

/** A category's share of a set of respondents. */
interface Share {
  readonly key: string;
  readonly count: number;
  readonly pct: Figure;
}

const COLOUR_ORDER = [COLOURS.favourable, COLOURS.passive, COLOURS.unfavourable];

/**
 * How respondents split into categories (clusters, risk bands), for the selection and each visible group: one
 * 100 % stacked bar per set, with the percentages on the segments, and a table of counts and % (plus `extra`
 * columns); `keys` in the order to show, `prefix` the message prefix of their names.
 */
function SharesView<F>(props: {
  title: string;
  data: ReportData<F>;
  format: ReportFormat;
  shares: (figures: VisibleGroup<F>) => readonly Share[];
  keys: readonly string[];
  prefix: string;
  extra?: ReadonlyArray<GroupColumn<F>>;
}) {
  const { data, format, shares, keys, prefix } = props;
  const option = useMemo<ChartOption>(() => {
    const sets = format.setsOf(data);
    return {
      grid: { left: 8, right: 24, top: 36, bottom: 24, containLabel: true },
      legend: { top: 0, textStyle: { color: '#1b1f24' } },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'value', min: 0, max: 100 },
      yAxis: { type: 'category', inverse: true, data: sets.map((set) => set.label) },
      series: keys.map((key, index) => ({
        type: 'bar',
        stack: 'shares',
        name: format.t(`${prefix}.${key}`),
        itemStyle: { color: COLOUR_ORDER[index] },
        label: { show: true, color: '#ffffff', formatter: (p) => format.num(p.value as number) },
        data: sets.map((set) => shares(set.figures).find((share) => share.key === key)?.pct ?? null),
      })),
    };
  }, [data, format, shares, keys, prefix]);
  const columns: Array<GroupColumn<F>> = keys.map((key) => ({
    header: format.t(`${prefix}.${key}`),
    cell: (figures) => {
      const share = shares(figures).find((s) => s.key === key);
      return share ? `${format.num(share.count)} (${format.num(share.pct)} %)` : format.num(null);
    },
  }));
  const sets = format.setsOf(data).length;
  return (
    <section className="card" aria-labelledby="shares-title">
      <h2 id="shares-title">{props.title}</h2>
      <EChart option={option} height={80 + sets * 40} label={format.t('chart.stacked', { of: props.title })} />
      <GroupsTable caption={props.title} data={data} format={format} columns={[...columns, ...(props.extra ?? [])]} />
    </section>
  );
}

const clustersOf = (figures: ClustersFigures) => figures.clusters.map((c) => ({ ...c, key: c.cluster }));
const bandsOf = (figures: AttritionFigures) => figures.bands.map((b) => ({ ...b, key: b.band }));
const CLUSTER_KEYS = ['engaged', 'neutral', 'disengaged'] as const;
const BAND_KEYS = ['low', 'medium', 'high'] as const;

/** The `engagement-clusters` report (docs/reports.md report 2): engaged / neutral / disengaged per set. */
export function ClustersView(props: { data: ReportData<ClustersFigures>; format: ReportFormat }) {
  return (
    <SharesView
      title={props.format.t('report.engagement-clusters')}
      data={props.data}
      format={props.format}
      shares={clustersOf}
      keys={CLUSTER_KEYS}
      prefix="cluster"
    />
  );
}

/**
 * The `attrition-clusters` report (docs/reports.md report 3): low / medium / high risk bands per set, and per band
 * the voluntary leavers since the campaign opened with their rate.
 */
export function AttritionView(props: { data: ReportData<AttritionFigures>; format: ReportFormat }) {
  const { format } = props;
  return (
    <SharesView
      title={format.t('report.attrition-clusters')}
      data={props.data}
      format={format}
      shares={bandsOf}
      keys={BAND_KEYS}
      prefix="band"
      extra={BAND_KEYS.map((key) => ({
        header: `${format.t('leavers')}: ${format.t(`band.${key}`)}`,
        cell: (figures: VisibleGroup<AttritionFigures>) => {
          const band = figures.bands.find((b) => b.band === key);
          return band ? `${format.num(band.leavers)} (${format.num(band.leaver_rate_pct)} %)` : format.num(null);
        },
      }))}
    />
  );
}
