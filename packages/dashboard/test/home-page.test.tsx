import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../src/api/session';
import { CurrentCompanyProvider } from '../src/app/current-company';
import { i18next } from '../src/i18n/i18n';
import { HomePage } from '../src/pages/home/HomePage';

const ALL_SCOPES = ['campaigns:read', 'reports:read', 'webhooks:write', 'users:read'];
const later = '2099-01-01T00:00:00-03:00';
const endpoint = {
  id: 'w-1',
  url: 'https://hooks.example.com/rh',
  description: null,
  event_types: null,
  include_branches: false,
  is_enabled: false,
  disabled_reason: 'failing_since:2026-11-20T10:00:00-03:00',
  created_at: '2026-11-01T10:00:00-03:00',
  updated_at: '2026-11-25T10:00:00-03:00',
  version: 3,
};
const closed = { id: 'c-1', name: 'Clima 2025', status: 'closed', updated_at: '2026-10-01T10:00:00-03:00' };
const tokens = [
  { id: 't-1', name: 'Planilha', revoked_at: null, last_used_at: null, expires_at: later },
  { id: 't-2', name: 'Usado', revoked_at: null, last_used_at: '2026-11-02T10:00:00-03:00', expires_at: later },
];

/** The typed client keeps the `fetch` it was made with: it is replaced before any module is loaded. */
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

/** Answers what the home page reads as the API would; records every path asked. */
const asked: string[] = [];
fetchMock.mockImplementation(async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  asked.push(url.pathname);
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const page = (data: unknown[]) => json({ data, meta: { current_page: 1, last_page: 1, per_page: 100 } });
  switch (url.pathname) {
    case '/api/v1/campaigns':
      return page(url.searchParams.get('status') === 'closed' ? [closed] : []);
    case '/admin/api/reports/magic':
      return json({ data: { suppressed: true }, meta: { min_group_size: 5 } });
    case '/api/v1/webhook-endpoints':
      return page([endpoint]);
    case '/api/v1/users':
      return page([
        { id: 'u-1', status: 'invited' },
        { id: 'u-2', status: 'active' },
      ]);
    case '/api/v1/users/me/tokens':
      return page(tokens);
    case '/admin/api/environment':
      return json({ data: { environment: 'sandbox', firing_settle_delay_seconds: 0, time_zone: 'America/Sao_Paulo' } });
    default:
      return new Response('{}', { status: 404 });
  }
});

function renderHome(scopes: string[]) {
  const session: SessionView = {
    user: { id: 'u-0', name: 'Helena Prado', email: 'h@example.com', company_id: 'co-1' },
    companies: [{ id: 'co-1', name: 'Empresa', parent_id: null, scopes }],
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CurrentCompanyProvider session={session} fallback={null}>
          <HomePage />
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
  asked.length = 0;
});

/** The home page's sections follow the user's scopes (docs/dashboard.md#home). */
describe('HomePage', () => {
  it("shows a user with none of the sections' scopes only their unused token, asking nothing else", async () => {
    renderHome(['companies:read']);
    await screen.findByText('Your personal token “Planilha” has never been used', { exact: false });
    expect(screen.queryByRole('heading', { name: 'Open campaigns' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Last closed campaign' })).toBeNull();
    expect(screen.queryByText(/webhook/)).toBeNull();
    expect(screen.queryByText(/Usado/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect([...new Set(asked)]).toEqual(['/api/v1/users/me/tokens']);
  });

  it('says so in words when no campaign is open and the last one is under the minimum group size', async () => {
    renderHome([...ALL_SCOPES]);
    await screen.findByText('No campaign is open at the moment.');
    await screen.findByText('Fewer than 5 respondents: the figures are hidden to protect anonymity.');
    expect(screen.queryByText('eNPS')).toBeNull();
  });

  it('lists a webhook the service disabled and the invited users for holders of those scopes', async () => {
    renderHome([...ALL_SCOPES]);
    await screen.findByText('The webhook https://hooks.example.com/rh was disabled for failing.');
    await screen.findByText('1 invited user has not accepted the invitation yet.');
    expect(screen.queryByText('Nothing needs attention.')).toBeNull();
  });
});
