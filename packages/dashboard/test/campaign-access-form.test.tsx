import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../src/api/users';
import '../src/i18n/i18n';
import { CampaignAccessForm } from '../src/pages/permissions/CampaignAccessForm';

const mutate = vi.fn();

vi.mock('../src/pages/permissions/permissions', () => ({
  useCampaignsAndFilters: () => ({
    campaigns: [
      { id: 'c1', name: 'Pulse' },
      { id: 'c2', name: 'Climate' },
    ],
    filters: [{ id: 'f1', name: 'Area' }],
    error: null,
  }),
  useSaveCampaignAccess: () => ({ mutate, isPending: false, isSuccess: false, error: null }),
}));

const user = { id: 'u1', name: 'Ana', campaign_access: { campaigns: 'all', segment: null } } as unknown as User;

afterEach(() => {
  cleanup();
  mutate.mockClear();
});

/** A permission form: a user's campaign access (docs/access.md#campaignaccess). */
describe('CampaignAccessForm', () => {
  it('sends every campaign and no segment as the user had them', () => {
    render(<CampaignAccessForm user={user} />);
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    expect(mutate).toHaveBeenCalledWith({ campaigns: 'all', segment: null });
  });

  it('sends the chosen campaigns and a segment of trimmed, non-blank values', () => {
    render(<CampaignAccessForm user={user} />);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Climate' }));
    const [, , segment] = screen.getAllByRole('checkbox');
    fireEvent.click(segment!);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'f1' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' RH \n\n TI ' } });
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    expect(mutate).toHaveBeenCalledWith({ campaigns: ['c2'], segment: { filter_id: 'f1', values: ['RH', 'TI'] } });
  });
});
