/** A cell that RFC 4180 requires to be quoted: it holds a comma, a double quote, CR or LF. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV record (RFC 4180), without its line end: cells joined by commas; a cell holding a comma, a
 * double quote, CR or LF is enclosed in double quotes, its own double quotes doubled.
 */
export function csvRecord(cells: readonly string[]): string {
  return cells.map((cell) => (NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}
