import {
  isUuid,
  offsetOf,
  pageOf,
  type Campaign,
  type CampaignQuery,
  type Campaigns,
  type Page,
} from '@employee/domain';
import { ILike, In, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { campaignMapper } from '../mappers/campaign.mapper';
import { CampaignLinkRecord } from '../records/campaign-link.record';
import { CampaignQuestionRecord } from '../records/campaign-question.record';
import { CampaignRecord } from '../records/campaign.record';
import { containsPattern } from './like-pattern';

/**
 * `Campaigns` in PostgreSQL: `campaigns`, their questions in `campaign_questions`, and `campaign_links` read per
 * campaign.
 */
export class TypeOrmCampaigns implements Campaigns {
  constructor(private readonly manager: EntityManager) {}

  /** Locks the campaign (`FOR UPDATE`) until the transaction ends: two changes of one campaign never interleave. */
  async ofId(id: string): Promise<Campaign | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(CampaignRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return record ? campaignMapper.toDomain(record, await this.questionsOf([id]).then((q) => q.get(id) ?? [])) : null;
  }

  /**
   * Upserts the campaign; its questions are replaced only when their ids or order changed (a question never
   * changes under its id: new questions get new ids), so opening or renaming a campaign keeps its question rows.
   */
  async save(campaign: Campaign): Promise<void> {
    await this.manager.upsert(CampaignRecord, campaignMapper.toRecord(campaign), ['id']);
    const stored = (await this.questionsOf([campaign.id])).get(campaign.id) ?? [];
    const wanted = campaignMapper.toQuestionRecords(campaign);
    if (stored.map((q) => q.id).join() === wanted.map((q) => q.id).join()) return;
    await this.manager.delete(CampaignQuestionRecord, { campaignId: campaign.id });
    await this.manager.insert(CampaignQuestionRecord, wanted);
  }

  async list(companyId: string, query: CampaignQuery): Promise<Page<Campaign>> {
    if (!isUuid(companyId)) return pageOf([], 0, query);
    const where: FindOptionsWhere<CampaignRecord> = {
      companyId,
      ...(query.status === null ? {} : { status: query.status }),
      ...(query.search === null ? {} : { name: ILike(containsPattern(query.search)) }),
    };
    const [records, total] = await this.manager.findAndCount(CampaignRecord, {
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offsetOf(query),
      take: query.perPage,
    });
    const questions = await this.questionsOf(records.map((r) => r.id));
    return pageOf(
      records.map((r) => campaignMapper.toDomain(r, questions.get(r.id) ?? [])),
      total,
      query,
    );
  }

  async activeIdsOf(companyId: string): Promise<string[]> {
    if (!isUuid(companyId)) return [];
    const records = await this.manager.find(CampaignRecord, {
      select: { id: true },
      where: { companyId, status: 'open' },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return records.map((r) => r.id);
  }

  async membersOf(campaignId: string): Promise<string[]> {
    if (!isUuid(campaignId)) return [];
    const links = await this.manager.find(CampaignLinkRecord, {
      select: { employeeId: true },
      where: { campaignId },
      order: { employeeId: 'ASC' },
    });
    return links.map((l) => l.employeeId);
  }

  /** The question rows of these campaigns, by campaign id, each list in `position` order. */
  private async questionsOf(campaignIds: readonly string[]): Promise<Map<string, CampaignQuestionRecord[]>> {
    const byCampaign = new Map<string, CampaignQuestionRecord[]>();
    if (campaignIds.length === 0) return byCampaign;
    const records = await this.manager.find(CampaignQuestionRecord, {
      where: { campaignId: In([...campaignIds]) },
      order: { campaignId: 'ASC', position: 'ASC' },
    });
    for (const record of records)
      byCampaign.set(record.campaignId, [...(byCampaign.get(record.campaignId) ?? []), record]);
    return byCampaign;
  }
}
