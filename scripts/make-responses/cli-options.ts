import { isUuid } from '@employee/domain';
import { parseFlags, UsageError } from '../cli/flags';

/** The CLI's usage text. */
export const USAGE = `usage: npm run make-responses -- --campaign ID [--rate R] [--seed S]
  --campaign ID  the open campaign whose pending invitations get answers (required)
  --rate R       share of the pending invitations answered, 0 to 1 (default 0.7)
  --seed S       integer seed; the same seed gives every employee the same answers (default 1)
  The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (through the running server).`;

/** What the command line asks for. */
export interface MakeResponsesRequest {
  readonly campaignId: string;
  readonly rate: number;
  readonly seed: number;
}

/**
 * Reads `--campaign`, `--rate` and `--seed`; `'help'` for `--help`.
 * @throws UsageError on a missing campaign, a campaign id that is not a UUID, a rate outside 0..1 or a seed that is
 *   not an integer.
 */
export function parseCli(argv: readonly string[]): MakeResponsesRequest | 'help' {
  const flags = parseFlags(argv, {
    campaign: { type: 'string' },
    rate: { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean' },
  });
  if (flags.help === true) return 'help';
  if (flags.campaign === undefined) throw new UsageError('--campaign is required');
  const campaign: string = flags.campaign;
  if (!isUuid(campaign))
    throw new UsageError(`--campaign must be a campaign id (a UUID), got ${JSON.stringify(campaign)}`);
  const rate = flags.rate === undefined ? 0.7 : Number(flags.rate);
  if (flags.rate !== undefined && (!/^\d*\.?\d+$/.test(flags.rate) || rate > 1))
    throw new UsageError(`--rate must be a number from 0 to 1, got ${JSON.stringify(flags.rate)}`);
  if (flags.seed !== undefined && !/^-?\d{1,15}$/.test(flags.seed))
    throw new UsageError(`--seed must be an integer, got ${JSON.stringify(flags.seed)}`);
  return { campaignId: campaign.toLowerCase(), rate, seed: flags.seed === undefined ? 1 : Number(flags.seed) };
}
