import { send } from '../../api/http';
import { saveBlob } from '../../api/save-file';

/** The file name of a `Content-Disposition: attachment; filename=…` header, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a report's main table as CSV (docs/reports.md#csv): `GET path` with `Accept: text/csv` as the signed-in
 * user on the switched company, saved under the name the answer's `Content-Disposition` gives
 * (`<report>-<campaign_id>.csv`), else `fallback`. The bytes are saved as received (UTF-8 with BOM).
 * Throws `ApiError` for an answer outside 2xx.
 */
export async function downloadCsv(path: string, fallback: string): Promise<void> {
  const response = await send(path, { accept: 'text/csv' });
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallback));
}
