/**
 * How the cells of a workforce export become API values, and the canonical forms used to decide whether
 * a stored value already equals a cell (the service normalises names, e-mails and phones; product
 * decisions, Employee).
 */

/** A text cell: `null` when empty (it clears the stored value), else the cell as written. */
export const textValue = (cell: string): string | null => (cell === '' ? null : cell);

const TRUE_WORDS = new Set(['true', '1', 'yes', 'sim', 's', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'não', 'nao', 'n']);

/**
 * A yes/no cell: `true`/`false` for the usual spellings (true/false, 1/0, yes/no, sim/não, s/n, any case),
 * `null` when empty, else the cell itself, so the service reports it as not a boolean.
 */
export function booleanValue(cell: string): boolean | string | null {
  if (cell === '') return null;
  const word = cell.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return cell;
}

/** The form in which the service stores a column's value, for comparing a cell with a stored value. */
export function canonical(column: string, value: string | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  switch (column) {
    case 'name':
    case 'social_name':
      return value.trim().replace(/\s+/g, ' ');
    case 'email':
      return value.trim().toLowerCase();
    case 'phone':
      return value.replace(/\D/g, '');
    default:
      return value.trim();
  }
}
