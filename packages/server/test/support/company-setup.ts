import { admin } from './server-process';

/** A company made with the admin CLI for a fault suite: its id, its key and, when asked for, a campaign. */
export interface SetUpCompany {
  readonly companyId: string;
  readonly key: string;
  readonly campaignId: string | null;
}

/**
 * Creates a company (identify key `document`) with the admin CLI, raises its rate limit to `perMinute`
 * (default 100,000: a load test must not meet 429s) and issues its key; with `campaign`, also creates an
 * active campaign of that name, so that every create writes a campaign link as well.
 * @throws Error (with the CLI's stderr) when a command fails.
 */
export async function setUpCompany(
  env: Record<string, string>,
  name: string,
  options: { perMinute?: number; campaign?: string } = {},
): Promise<SetUpCompany> {
  const companyId = (await admin(env, 'company', 'create', '--name', name, '--identify-key', 'document')).id as string;
  await admin(
    env,
    'company',
    'set-rate-limit',
    '--company',
    companyId,
    '--per-minute',
    String(options.perMinute ?? 100_000),
  );
  const campaignId = options.campaign
    ? ((await admin(env, 'campaign', 'create', '--company', companyId, '--name', options.campaign)).id as string)
    : null;
  const key = (await admin(env, 'key', 'issue', '--company', companyId)).key as string;
  return { companyId, key, campaignId };
}
