import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../src/api/session';
import { CurrentCompanyProvider } from '../src/app/current-company';
import { i18next } from '../src/i18n/i18n';
import { ReportsPage } from '../src/pages/reports/ReportsPage';

/** happy-dom draws no canvas: a chart is its labelled box, as the page's tables carry the figures anyway. */
vi.mock('../src/pages/reports/EChart', () => ({
  EChart: (props: { label: string }) => <div role="img" aria-label={props.label} />,
}));

const campaigns = [
  { id: 'c-2', name: 'Clima 2026', status: 'open', responded: 40 },
  { id: 'c-1', name: 'Clima 2025', status: 'closed', responded: 35 },
];
const figures = {
  score: 12.5,
  promoters_pct: 40,
  passives_pct: 32.5,
  detractors_pct: 27.5,
  distribution: Array.from({ length: 11 }, (_, value) => ({ value, count: value === 10 ? 40 : 0 })),
};
const enps = {
  data: {
    respondents: 40,
    ...figures,
    groups: [{ group: 'Vendas', respondents: 40, ...figures }],
    compare: { campaign_id: 'c-1', respondents: 35, ...figures, score: 5 },
    difference: { respondents: 5, score: 7.5, promoters_pct: 0, passives_pct: 0, detractors_pct: 0 },
  },
  meta: {
    campaign_id: 'c-2',
    respondents: 40,
    invited: 50,
    min_group_size: 5,
    left_out: 0,
    distribution: 'links',
    segment: { unidade: ['Recife'] },
    group_by: 'filter:departamento',
    generated_at: '2026-11-20T10:00:00Z',
  },
};

/** The typed client keeps the `fetch` it was made with: it is replaced before any module is loaded. */
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

/** Answers what the reports page reads as the API would. */
fetchMock.mockImplementation(async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const page = (data: unknown[]) => json({ data, meta: { current_page: 1, last_page: 1, per_page: 100 } });
  switch (url.pathname) {
    case '/api/v1/campaigns':
      return page(campaigns);
    case '/api/v1/filters':
      return page([
        { key: 'departamento', name: 'Departamento' },
        { key: 'unidade', name: 'Unidade' },
      ]);
    case '/api/v1/campaigns/c-2':
      return json({ data: { ...campaigns[0], questions: [] } });
    case '/admin/api/reports/enps':
      return json(enps);
    default:
      return new Response('{}', { status: 404 });
  }
});

function renderReports(address: string) {
  const session: SessionView = {
    user: { id: 'u-0', name: 'Helena Prado', email: 'h@example.com', company_id: 'co-1' },
    companies: [{ id: 'co-1', name: 'Empresa', parent_id: null, scopes: ['reports:read', 'filters:read'] }],
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <CurrentCompanyProvider session={session} fallback={null}>
          <ReportsPage />
        </CurrentCompanyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Printing a report (docs/dashboard.md#printing). */
describe('ReportsPage printing', () => {
  const address = '/?campaign=c-2&report=enps&group_by=filter:departamento&compare=c-1';

  it('offers a Print button beside the CSV download, which opens the browser print dialog', async () => {
    const print = vi.fn();
    // happy-dom has no print dialog
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    renderReports(address);
    await screen.findByTestId('enps-score');
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('puts the campaign, the report and its selection above the report for the printout, by name', async () => {
    renderReports(address);
    const heading = await screen.findByTestId('report-print-heading');
    expect(within(heading).getByRole('heading', { level: 1 }).textContent).toBe('eNPS');
    expect(heading.textContent).toContain('Clima 2026');
    expect(heading.textContent).toContain(
      'Grouped by Departamento · Segment: Unidade: Recife · Compared with the campaign Clima 2025',
    );
    // a campaign whose links the company handed out says what that means for anonymity (meta.distribution)
    expect(screen.getByText(/links were handed out by the company/).textContent).toContain('anonymity rests');
  });
});
