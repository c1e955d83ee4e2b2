/** The campaign the bench opens: its id and name. */
export interface BenchCampaign {
  readonly id: string;
  readonly name: string;
}

/** `method path` of the REST API at `origin` with API key `key`: the status and the JSON body. */
async function call(origin: string, key: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

/** `dd/mm/yyyy` of the day `days` days after today (UTC). */
function dayAfter(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/**
 * Creates a `platform` campaign through the REST API (`POST /api/v1/campaigns`: the standard questionnaire, the
 * default reminder days, closing in 30 days), as a company would.
 * @throws Error when the API refuses.
 */
export async function createCampaign(origin: string, key: string): Promise<BenchCampaign> {
  const name = 'Pesquisa de clima';
  const created = await call(origin, key, 'POST', '/api/v1/campaigns', {
    name,
    distribution: 'platform',
    ends_on: dayAfter(30),
  });
  return { id: String(created.data.id), name };
}

/**
 * Opens the campaign (`POST /api/v1/campaigns/{id}/open`): every active employee included is invited in the same
 * transaction (docs/surveys.md#invitations), and from then on the workers send.
 * @throws Error when the API refuses.
 */
export async function openCampaign(origin: string, key: string, campaignId: string): Promise<void> {
  await call(origin, key, 'POST', `/api/v1/campaigns/${campaignId}/open`);
}
