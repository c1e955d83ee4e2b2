/**
 * How the cells of a workforce export become API values, and the canonical forms used to decide whether
 * a stored value already equals a cell (the service normalises names, e-mails and phones;
 * docs/contract.md#employee-fields).
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
  const word = cell.normalize('NFC').toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return cell;
}

/**
 * A form in which a cell and the stored value of a column compare equal exactly when the service would
 * store the cell as that value: Unicode NFC and trimmed always (the service stores names in NFC); names with
 * inner spaces collapsed; e-mail lower-cased; phone without the separators the service drops (spaces, dots,
 * dashes, parentheses) and without `+`, so `+55 (11) 98765-4321` equals the stored `+5511987654321` while a
 * cell with anything else in it differs (and the service then judges it). `''` for no value.
 */
export function canonical(column: string, value: string | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  const text = value.normalize('NFC').trim();
  switch (column) {
    case 'name':
    case 'social_name':
      return text.replace(/\s+/g, ' ');
    case 'email':
      return text.toLowerCase();
    case 'phone':
      return text.replace(/[\s.()-]/g, '').replace(/^\+/, '');
    default:
      return text;
  }
}
