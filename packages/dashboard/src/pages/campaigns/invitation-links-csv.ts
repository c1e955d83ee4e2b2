import { saveBlob } from '../../api/save-file';

/** A survey link of one pending invitation, as `POST /v1/campaigns/{id}/invitations/links` answers it. */
export interface InvitationLink {
  readonly employee_id: string;
  readonly url: string;
}

/** A field as CSV needs it: quoted (with doubled quotes) when it holds the separator, a quote or a line break. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The links as a CSV file a spreadsheet opens as it is: a UTF-8 byte-order mark, `;`-separated (what pt-BR
 * spreadsheets expect), the header `employee_id;url`, one line per link, CRLF line ends.
 */
export function invitationLinksCsv(links: readonly InvitationLink[]): string {
  const lines = ['employee_id;url', ...links.map((link) => `${field(link.employee_id)};${field(link.url)}`)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Makes the browser save `text` as the file `name`. */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), name);
}
