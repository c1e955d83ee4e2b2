import {
  isUuid,
  offsetOf,
  pageOf,
  type Campaign,
  type CampaignQuery,
  type Campaigns,
  type Page,
} from '@employee/domain';
import { ILike, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { campaignMapper } from './campaign.mapper';
import { CampaignLinkRecord } from './campaign-link.record';
import { CampaignQuestionRecord } from './campaign-question.record';
import { CampaignRecord } from './campaign.record';
import { questionRecordsOf } from './campaign-questions';
import { frozenQuestionsOf } from './frozen-questions';
import { containsPattern } from '../kernel/like-pattern';
import { RawRecords } from '../kernel/raw-records';

/**
 * `Campaigns` in PostgreSQL: `campaigns`, their questions in `campaign_questions`, and `campaign_links` read per
 * campaign.
 */
export class TypeOrmCampaigns implements Campaigns {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Reads the campaign `FOR SHARE` until the transaction ends: opening or closing it (`ofId`, `FOR UPDATE`) waits
   * for the survey responses in flight, which do not wait for each other. The questions of an open or closed
   * campaign come from memory after the first read (`frozenQuestionsOf`).
   */
  async ofIdShared(id: string): Promise<Campaign | null> {
    if (!isUuid(id)) return null;
    const [record] = await new RawRecords(this.manager, CampaignRecord).where('id = $1 FOR SHARE', [id]);
    return record ? campaignMapper.toDomain(record, await frozenQuestionsOf(this.manager, record)) : null;
  }

  /** Locks the campaign (`FOR UPDATE`) until the transaction ends: two changes of one campaign never interleave. */
  async ofId(id: string): Promise<Campaign | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(CampaignRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return record
      ? campaignMapper.toDomain(record, await questionRecordsOf(this.manager, [id]).then((q) => q.get(id) ?? []))
      : null;
  }

  /**
   * Upserts the campaign; its questions are replaced only when their ids or order changed (a question never
   * changes under its id: new questions get new ids), so opening or renaming a campaign keeps its question rows.
   */
  async save(campaign: Campaign): Promise<void> {
    await this.manager.upsert(CampaignRecord, campaignMapper.toRecord(campaign), ['id']);
    const stored = (await questionRecordsOf(this.manager, [campaign.id])).get(campaign.id) ?? [];
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
    const questions = await questionRecordsOf(
      this.manager,
      records.map((r) => r.id),
    );
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
}
