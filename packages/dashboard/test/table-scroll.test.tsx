import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from '../src/components/TableScroll';

/** Gives every element the scroll and client widths of a box showing `client` px of content `scroll` px wide. */
function layOut(scroll: number, client: number): void {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>Vendas</td>
      </tr>
    </tbody>
  </table>
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The box a wide table scrolls in (docs/dashboard.md#phones). */
describe('the scrolling box of a table', () => {
  it('is a named region the keyboard reaches while the table is wider than the screen', () => {
    layOut(702, 343);
    render(<TableScroll label="Colaboradores">{table}</TableScroll>);
    const region = screen.getByRole('region', { name: 'Colaboradores' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('takes its name from the heading it points at', () => {
    layOut(702, 343);
    render(
      <>
        <h2 id="ranking-title">Ranking das perguntas</h2>
        <TableScroll labelledBy="ranking-title">{table}</TableScroll>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Ranking das perguntas' }).tabIndex).toBe(0);
  });

  it('is no region and no extra Tab stop while the table fits', () => {
    layOut(600, 1200);
    render(<TableScroll label="Colaboradores">{table}</TableScroll>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement?.hasAttribute('tabindex')).toBe(false);
  });
});
