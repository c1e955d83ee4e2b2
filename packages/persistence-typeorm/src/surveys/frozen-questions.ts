import type { EntityManager } from 'typeorm';
import type { CampaignQuestionRecord } from './campaign-question.record';
import { questionRecordsOf } from './campaign-questions';

/** How many campaigns' questions one data source keeps in memory (the least recently stored go first). */
export const FROZEN_QUESTIONS_LIMIT = 1000;

const byDataSource = new WeakMap<object, Map<string, readonly CampaignQuestionRecord[]>>();

/**
 * The `campaign_questions` rows of campaign `id` at `version` when its `status` is `open` or `closed`, read once
 * per data source and then kept in memory: a campaign's questions never change once it leaves `draft`
 * (domain `Campaign.update`), so every survey response of a campaign reuses them
 * (docs/performance.md#survey-responses).
 * A draft's questions are read every time. Call it only with a row read from committed data (a transaction
 * that has not changed the campaign itself), so an opening that rolls back never leaves its questions here.
 */
export async function frozenQuestionsOf(
  manager: EntityManager,
  campaign: { readonly id: string; readonly status: string; readonly version: number },
): Promise<readonly CampaignQuestionRecord[]> {
  const read = async () => (await questionRecordsOf(manager, [campaign.id])).get(campaign.id) ?? [];
  if (campaign.status === 'draft') return read();
  let cache = byDataSource.get(manager.connection);
  if (!cache) {
    cache = new Map();
    byDataSource.set(manager.connection, cache);
  }
  const key = `${campaign.id}@${campaign.version}`;
  const known = cache.get(key);
  if (known) return known;
  const questions = await read();
  if (cache.size >= FROZEN_QUESTIONS_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, questions);
  return questions;
}
