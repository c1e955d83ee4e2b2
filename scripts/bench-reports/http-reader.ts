import { ReportRefused, type ReportReader } from './report-reader';

/** The `meta.errors` of an error body (`{group_by: ["is required by this report"]}`), else the body. */
function errorsOf(body: unknown): unknown {
  const meta = (body as { meta?: { errors?: unknown } } | null)?.meta;
  return meta?.errors ?? body;
}

/**
 * Reads reports from a running reports listener: `GET {baseUrl}/api/v1/reports/{name}?…` with `Authorization: Bearer
 * {key}` (an API key of the benchmark company; docs/reports.md#the-listener), one request at a time, the JSON body
 * read whole.
 * @throws ReportRefused on a 422; Error on any other status but 200.
 */
export function httpReader(baseUrl: string, key: string): ReportReader {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async readReport(name, params) {
      const query = new URLSearchParams(params.map(([k, v]): [string, string] => [k, v]));
      const response = await fetch(`${base}/api/v1/reports/${encodeURIComponent(name)}?${query.toString()}`, {
        headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
      });
      const body: unknown = await response.json();
      if (response.status === 422) throw new ReportRefused(JSON.stringify(errorsOf(body)));
      if (response.status !== 200) throw new Error(`GET ${name}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    },
    close: async () => undefined,
  };
}
