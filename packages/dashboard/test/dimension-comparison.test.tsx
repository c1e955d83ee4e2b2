import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../src/i18n/i18n';
import type { ReportAnswer } from '../src/pages/reports/report-types';
import { ReportView } from '../src/pages/reports/ReportView';

/** happy-dom draws no canvas: a chart is its labelled box, as the page's tables carry the figures anyway. */
vi.mock('../src/pages/reports/EChart', () => ({
  EChart: (props: { label: string }) => <div role="img" aria-label={props.label} />,
}));

/** The likert figures of one dimension with favourability `favourable_pct`. */
const dimension = (name: string, favourable_pct: number | null) => ({
  dimension: name,
  favourable_pct,
  neutral_pct: null,
  unfavourable_pct: null,
  mean: null,
  answers: 10,
});

const meta = {
  campaign_id: 'c-2',
  respondents: 40,
  invited: 50,
  min_group_size: 5,
  left_out: 0,
  distribution: 'platform' as const,
  segment: {},
  group_by: 'filter:departamento',
  generated_at: '2026-11-20T10:00:00Z',
};

/** A `dimensions` answer by department compared with another campaign, as the API composes it. */
function dimensionsAnswer(compare: Record<string, unknown>, difference?: Record<string, unknown>): ReportAnswer {
  return {
    meta,
    data: {
      respondents: 40,
      dimensions: [dimension('leadership', 56), dimension('purpose', 62.9)],
      groups: [
        { group: 'Vendas', respondents: 22, dimensions: [dimension('leadership', 47.5), dimension('purpose', 71.1)] },
        {
          group: null,
          reason: 'hidden',
          respondents: 15,
          dimensions: [dimension('leadership', 39.7), dimension('purpose', 33.3)],
        },
        { group: 'Jurídico', suppressed: true },
      ],
      compare,
      ...(difference ? { difference } : {}),
    },
  };
}

/** The table's rows as the reader sees them: each row's header and cells' texts. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeAll(async () => {
  await i18next.changeLanguage('en');
});
afterEach(cleanup);

/** The comparison by dimension (docs/dashboard.md#comparison-by-dimension). */
describe('the comparison of a report by dimension', () => {
  it("compares every dimension's favourability across this campaign, its groups and the compared campaign", () => {
    const compare = {
      campaign_id: 'c-1',
      respondents: 35,
      dimensions: [dimension('leadership', 50.1), dimension('purpose', 70)],
    };
    render(
      <ReportView name="dimensions" answer={dimensionsAnswer(compare, { respondents: 5 })} questionText={String} />,
    );
    const table = screen.getByRole('table', { name: /^Respondents and favourability/ });
    expect(rowsOf(table)).toEqual([
      [
        'Figure',
        'This campaign',
        'Vendas',
        'Value hidden to keep answers anonymous',
        'Jurídico',
        'Compared campaign',
        'Difference',
      ],
      ['Respondents', '40', '22', '15', 'fewer than 5 respondents', '35', '+5'],
      ['Leadership', '56', '47.5', '39.7', '50.1', '+5.9'],
      ['Purpose', '62.9', '71.1', '33.3', '70', '-7.1'],
    ]);
  });

  it('shows no figure and no difference for a compared campaign under the minimum group size', () => {
    render(
      <ReportView
        name="dimensions"
        answer={dimensionsAnswer({ campaign_id: 'c-1', suppressed: true })}
        questionText={String}
      />,
    );
    const table = screen.getByRole('table', { name: /^Respondents and favourability/ });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual([
      'Figure',
      'This campaign',
      'Vendas',
      'Value hidden to keep answers anonymous',
      'Jurídico',
      'Compared campaign',
    ]);
    expect(rows[1]).toEqual(['Respondents', '40', '22', '15', 'fewer than 5 respondents', 'fewer than 5 respondents']);
    expect(rows.slice(2)).toEqual([
      ['Leadership', '56', '47.5', '39.7'],
      ['Purpose', '62.9', '71.1', '33.3'],
    ]);
  });

  it('keeps the table of headline figures for a report without dimensions', () => {
    const figures = { score: 10, promoters_pct: 40, passives_pct: 30, detractors_pct: 30, distribution: [] };
    const answer: ReportAnswer = {
      meta: { ...meta, group_by: null },
      data: {
        respondents: 40,
        ...figures,
        compare: { campaign_id: 'c-1', respondents: 35, ...figures, score: 4 },
        difference: { respondents: 5, score: 6, promoters_pct: 0, passives_pct: 0, detractors_pct: 0 },
      },
    };
    render(<ReportView name="enps" answer={answer} questionText={String} />);
    expect(screen.queryByRole('heading', { name: 'Comparison by dimension' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Comparison with the chosen campaign' });
    expect(rowsOf(table)[2]).toEqual(['Score', '10', '4', '+6']);
  });
});
