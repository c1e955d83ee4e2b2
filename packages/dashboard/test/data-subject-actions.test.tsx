import type { Employee } from '@employee/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../src/i18n/i18n';
import { DataSubjectActions } from '../src/pages/employees/DataSubjectActions';

const saveBlob = vi.fn<(blob: Blob, name: string) => void>();
vi.mock('../src/api/save-file', () => ({ saveBlob: (blob: Blob, name: string) => saveBlob(blob, name) }));

const employee = {
  id: 'e-1',
  name: 'Helena Duarte Reis',
  social_name: null,
  fields: [],
} as unknown as Employee;
const exported = {
  data: { employee: { id: 'e-1', name: 'Helena Duarte Reis' }, exported_at: '2026-11-28T12:00:00-03:00' },
};
const anonymised = { ...employee, name: null, anonymised_at: '2026-11-28T12:01:00-03:00' };

/** A fetch that answers the two routes as the API does, and records what was asked. */
const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  if (path === '/api/v1/employees/e-1/personal-data' && (init?.method ?? 'GET') === 'GET') return json(exported);
  if (path === '/api/v1/employees/e-1/anonymise' && init?.method === 'POST') return json({ data: anonymised });
  return new Response('{}', { status: 404 });
});

function renderActions(onAnonymised = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DataSubjectActions employee={employee} onAnonymised={onAnonymised} />
    </QueryClientProvider>,
  );
  return onAnonymised;
}

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18next.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  saveBlob.mockClear();
});

/** The data-subject actions on a person's record (docs/dashboard.md#data-subject-rights). */
describe('DataSubjectActions', () => {
  it('saves the export as dados-pessoais-<id>.json, the JSON as the API answered it, and says so', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Export data' }));
    await screen.findByText('Data exported: dados-pessoais-e-1.json.');
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('dados-pessoais-e-1.json');
    expect(JSON.parse(await blob.text())).toEqual(exported);
  });

  it('anonymises only after the dialog, which says it cannot be undone, is confirmed', async () => {
    const onAnonymised = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Anonymise' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toMatch(/^Anonymise Helena Duarte Reis\? This cannot be undone/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Anonymise' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymise irreversibly', hidden: true }));
    await waitFor(() => expect(onAnonymised).toHaveBeenCalledWith(anonymised));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/employees/e-1/anonymise',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
