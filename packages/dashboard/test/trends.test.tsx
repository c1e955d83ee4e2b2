import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../src/api/session';
import { CurrentCompanyProvider } from '../src/app/current-company';
import { i18next } from '../src/i18n/i18n';
import { ReportsSection } from '../src/pages/reports/ReportsSection';

/** happy-dom draws no canvas or SVG chart: a chart is its labelled box, carrying its lines' points to read. */
vi.mock('../src/pages/reports/EChart', () => ({
  EChart: (props: { label: string; option: { series: Array<{ name: string; data: unknown[] }> } }) => (
    <div
      role="img"
      aria-label={props.label}
      data-lines={JSON.stringify(props.option.series.map((line) => [line.name, line.data]))}
    />
  ),
}));

/** The typed client keeps the `fetch` it was made with: it is replaced before any module is loaded. */
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const campaign = (id: string, name: string, status: string, starts_on: string | null, created_at: string) => ({
  id,
  name,
  status,
  starts_on,
  created_at,
});
/** Listed newest first, as the API lists them; the trends put them in time order. */
const CAMPAIGNS = [
  campaign('c-open', 'Pulso aberto', 'open', '01/11/2026', '2026-10-30T10:00:00-03:00'),
  campaign('c-draft', 'Rascunho', 'draft', null, '2026-10-20T10:00:00-03:00'),
  campaign('c-2026', 'Clima 2026', 'closed', null, '2026-03-10T10:00:00-03:00'),
  campaign('c-small', 'Pulso pequeno', 'closed', '15/09/2025', '2025-09-01T10:00:00-03:00'),
  campaign('c-2025', 'Clima 2025', 'closed', '10/03/2025', '2025-03-01T10:00:00-03:00'),
  campaign('c-other', 'Fora do acesso', 'closed', '01/06/2025', '2025-05-20T10:00:00-03:00'),
];

const meta = (groupBy: string | null) => ({
  campaign_id: 'x',
  respondents: 10,
  invited: 10,
  min_group_size: 5,
  left_out: 0,
  distribution: 'platform',
  segment: {},
  group_by: groupBy,
  generated_at: '2026-11-20T10:00:00Z',
});

/** `magic` figures with eNPS `enps` and engagement index `index` (the other headlines left out as `null`). */
const magic = (enps: number, index: number) => ({
  participation_pct: 80,
  engagement_index: index,
  favourable_pct: 60,
  enps,
  lnps: null,
  strongest: [],
  weakest: [],
});
const dimensions = (leadership: number) => ({
  dimensions: [{ dimension: 'leadership', favourable_pct: leadership, neutral_pct: 0, unfavourable_pct: 0, mean: 3 }],
});

/**
 * Each campaign's answers as the API would give them: by department, Vendas is released in both large campaigns
 * but suppressed in 2026, Jurídico is suppressed everywhere; "Pulso pequeno" has fewer than 5 respondents.
 */
const FIGURES: Record<string, { magic: object; dimensions: object; groups: Array<[string, number | null]> }> = {
  'c-2025': {
    magic: magic(10, 3.5),
    dimensions: dimensions(55),
    groups: [
      ['Vendas', 20],
      ['Jurídico', null],
    ],
  },
  'c-2026': {
    magic: magic(-5.5, 3.25),
    dimensions: dimensions(61.2),
    groups: [
      ['Vendas', null],
      ['Jurídico', null],
    ],
  },
  'c-open': { magic: magic(30, 4), dimensions: dimensions(70), groups: [] },
};

function answer(report: string, campaignId: string, groupBy: string | null) {
  const figures = FIGURES[campaignId];
  if (!figures) return { data: { suppressed: true }, meta: meta(groupBy) };
  const data = report === 'magic' ? figures.magic : figures.dimensions;
  const groups = figures.groups.map(([group, enps]) =>
    enps === null ? { group, suppressed: true } : { group, respondents: 6, ...data, enps },
  );
  return { data: { respondents: 10, ...data, ...(groupBy ? { groups } : {}) }, meta: meta(groupBy) };
}

const asked: string[] = [];
fetchMock.mockImplementation(async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  asked.push(`${url.pathname}?${url.searchParams.toString()}`);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/api/v1/campaigns') return json({ data: CAMPAIGNS, meta: { current_page: 1, last_page: 1 } });
  if (url.pathname === '/api/v1/filters')
    return json({ data: [{ key: 'departamento', name: 'Departamento' }], meta: { current_page: 1, last_page: 1 } });
  const report = /^\/admin\/api\/reports\/(magic|dimensions)$/.exec(url.pathname)?.[1];
  const campaignId = url.searchParams.get('campaign_id') ?? '';
  if (report && campaignId === 'c-other') return json({ status: 403, detail: 'campaign access' }, 403);
  if (report) return json(answer(report, campaignId, url.searchParams.get('group_by')));
  return new Response('{}', { status: 404 });
});

function renderTrends(query = '') {
  const session: SessionView = {
    user: { id: 'u-0', name: 'Helena Prado', email: 'h@example.com', company_id: 'co-1' },
    companies: [{ id: 'co-1', name: 'Empresa', parent_id: null, scopes: ['reports:read', 'filters:read'] }],
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/reports/trends${query}`]}>
        <CurrentCompanyProvider session={session} fallback={null}>
          <Routes>
            <Route path="reports/*" element={<ReportsSection />} />
          </Routes>
        </CurrentCompanyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Waits until every report is read (the status line no longer says it is loading). */
const loaded = () => waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));

/** The lines of the chart of the section named `figure`: `[name, points]` each. */
async function linesOf(figure: string): Promise<Array<[string, unknown[]]>> {
  const section = (await screen.findByRole('heading', { name: figure, level: 2 })).closest('section') as HTMLElement;
  await within(section).findByRole('img');
  return JSON.parse(within(section).getByRole('img').getAttribute('data-lines') ?? '[]') as Array<[string, unknown[]]>;
}

/** The rows of the table of `figure`'s section as the reader sees them. */
function rowsOf(figure: string): string[][] {
  const section = screen.getByRole('heading', { name: figure, level: 2 }).closest('section') as HTMLElement;
  return within(section)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeAll(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  asked.length = 0;
});

/** The trends across campaigns (docs/dashboard.md#trends). */
describe('the trends view', () => {
  it("plots the closed campaigns oldest first, each point the campaign's own report figure", async () => {
    renderTrends();
    await screen.findByRole('heading', { name: 'Trends', level: 1 });
    await loaded();
    expect(await linesOf('eNPS')).toEqual([['Overall', [10, null, null, -5.5]]]);
    expect(await linesOf('Engagement index (1–5)')).toEqual([['Overall', [3.5, null, null, 3.25]]]);
    expect(await linesOf('Leadership')).toEqual([['Overall', [55, null, null, 61.2]]]);
    expect(rowsOf('eNPS')).toEqual([
      [
        'Group',
        'Clima 2025 (10/03/2025)',
        'Fora do acesso (01/06/2025)',
        'Pulso pequeno (15/09/2025)',
        'Clima 2026 (10/03/2026)',
      ],
      ['Overall', '10', 'outside your access', 'fewer than 5 respondents', '-5.5'],
    ]);
    expect(asked.some((path) => path.includes('c-open') || path.includes('c-draft'))).toBe(false);
  });

  it('names under each chart the campaign under the minimum group size and the one outside the access', async () => {
    renderTrends();
    await linesOf('eNPS');
    await loaded();
    const section = screen.getByRole('heading', { name: 'eNPS', level: 2 }).closest('section') as HTMLElement;
    within(section).getByText('No point for Pulso pequeno: fewer than 5 respondents.');
    within(section).getByText('Outside your access: Fora do acesso.');
  });

  it('draws a line per group only where the API released it, a gap where it suppressed it', async () => {
    renderTrends('?group_by=filter:departamento');
    await loaded();
    expect(await linesOf('eNPS')).toEqual([
      ['Overall', [10, null, null, -5.5]],
      ['Vendas', [20, null, null, null]],
    ]);
    expect(rowsOf('eNPS').slice(1)).toEqual([
      ['Overall', '10', 'outside your access', 'fewer than 5 respondents', '-5.5'],
      ['Vendas', '20', 'outside your access', 'fewer than 5 respondents', 'fewer than 5 respondents'],
    ]);
    expect(asked.filter((path) => path.startsWith('/admin/api/reports/')).every((p) => p.includes('group_by'))).toBe(
      true,
    );
  });

  it('adds the open campaigns when asked, in their place in time', async () => {
    renderTrends('?open=1');
    await loaded();
    expect(await linesOf('eNPS')).toEqual([['Overall', [10, null, null, -5.5, 30]]]);
  });
});
