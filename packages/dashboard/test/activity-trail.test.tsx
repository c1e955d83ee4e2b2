import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../src/api/session';
import { CurrentCompanyProvider } from '../src/app/current-company';
import { i18next } from '../src/i18n/i18n';
import { missingMessages } from '../src/i18n/missing-messages';
import { ActivityTrail } from '../src/pages/activity/ActivityTrail';

const USER_ID = '0f8e4c2a-1111-4a2b-8c3d-000000000001';
const EMPLOYEE_ID = '3f1c8a2e-2222-4a2b-8c3d-000000000002';
const event = (id: string, action: string, changed: string[]) => ({
  id,
  occurred_at: '2026-11-25T09:14:03-03:00',
  company_id: 'co-1',
  actor: { type: 'user', id: USER_ID },
  action,
  entity: 'employee',
  entity_id: EMPLOYEE_ID,
  changed,
  request_id: null,
  ip: null,
});
const EVENTS = [event('e-1', 'employee.updated', ['phone', 'fields']), event('e-2', 'employee.created', ['name'])];

/** The typed client keeps the `fetch` it was made with: it is replaced before any module is loaded. */
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

/** Answers the audit trail and the reads of names as the API would; records every path asked. */
const asked: string[] = [];
fetchMock.mockImplementation(async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  asked.push(url.pathname);
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  switch (url.pathname) {
    case '/api/v1/audit-events':
      return json({ data: EVENTS, links: { first: url.href, next: null }, meta: { per_page: 25, next_cursor: null } });
    case '/api/v1/users':
      return json({ data: [{ id: USER_ID, name: 'Helena Prado' }], meta: {} });
    case `/api/v1/employees/${EMPLOYEE_ID}`:
      return json({ data: { id: EMPLOYEE_ID, name: 'Bruno Lima Costa' } });
    default:
      return new Response('{}', { status: 404 });
  }
});

function renderTrail(scopes: string[]) {
  const session: SessionView = {
    user: { id: 'u-0', name: 'Ana', email: 'a@example.com', company_id: 'co-1' },
    companies: [{ id: 'co-1', name: 'Empresa', parent_id: null, scopes }],
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CurrentCompanyProvider session={session} fallback={null}>
          <ActivityTrail filters={{}} />
        </CurrentCompanyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18next.changeLanguage('pt-BR');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  asked.length = 0;
});

/** The activity page's events (docs/dashboard.md#activity): names for readers who may see them, actions in words. */
describe('ActivityTrail', () => {
  it("names the actor and the employee for a reader of users and employees, the employee's read once", async () => {
    renderTrail(['audit:read', 'users:read', 'employees:read']);
    const rows = await screen.findAllByRole('row');
    await within(rows[1] as HTMLElement).findByText('Bruno Lima Costa');
    await within(rows[1] as HTMLElement).findByText('Helena Prado');
    expect(rows[1]?.textContent).toContain('Colaborador alterado');
    expect(rows[1]?.textContent).toContain('telefone, valores dos filtros');
    expect(rows[2]?.textContent).toContain('Colaborador criado');
    expect(screen.queryByText(/employee\.(updated|created)/)).toBeNull();
    expect(asked.filter((path) => path.startsWith('/api/v1/employees/'))).toHaveLength(1);
    expect(missingMessages()).toEqual([]);
  });

  it('keeps the ids for a reader who may not read users or employees, and asks for no name', async () => {
    renderTrail(['audit:read']);
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toContain('0f8e4c2a…');
    expect(rows[1]?.textContent).toContain('3f1c8a2e…');
    expect(screen.queryByText('Helena Prado')).toBeNull();
    expect(screen.queryByText('Bruno Lima Costa')).toBeNull();
    expect(asked.filter((path) => path !== '/api/v1/audit-events')).toEqual([]);
  });
});
