import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `campaign_questions`: one question of a campaign's questionnaire, at `position` (0-based) in its order. */
@Entity({ name: 'campaign_questions' })
export class CampaignQuestionRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'campaign_id' })
  campaignId!: string;

  @Column('smallint')
  position!: number;

  @Column('varchar', { length: 10 })
  kind!: string;

  @Column('varchar', { length: 20, nullable: true })
  dimension!: string | null;

  @Column('varchar', { length: 20, nullable: true })
  factor!: string | null;

  @Column('boolean')
  reversed!: boolean;

  @Column('text', { name: 'text_pt_br' })
  textPtBr!: string;

  @Column('text', { name: 'text_en' })
  textEn!: string;

  @Column('text', { name: 'text_es' })
  textEs!: string;
}
