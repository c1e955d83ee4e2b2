import { apiErrorOf } from '../../api/api-error';

/** The file name of a `Content-Disposition: attachment; filename=…` header, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a report's main table as CSV (docs/reports.md#csv): `GET path` with `Accept: text/csv` as the signed-in
 * user on `companyId` (`Resource-Id`), saved through a Blob link under the name the answer's `Content-Disposition`
 * gives (`<report>-<campaign_id>.csv`), else `fallback`. The bytes are saved as received (UTF-8 with BOM).
 * Throws `ApiError` for an answer outside 2xx.
 */
export async function downloadCsv(path: string, companyId: string, fallback: string): Promise<void> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'text/csv', 'Resource-Id': companyId },
  });
  if (!response.ok) throw await apiErrorOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('Content-Disposition'), fallback);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // revoked after the click has been handled
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
