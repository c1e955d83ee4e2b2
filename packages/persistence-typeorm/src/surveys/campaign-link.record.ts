import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Row of `campaign_links`: an employee linked to a campaign; `position` keeps the aggregate's order. Its
 * `token_hash` (the invitation's live token) is not mapped: only `TypeOrmInvitations` reads and writes it, and
 * `TypeOrmEmployees.save` leaves it as stored.
 */
@Entity({ name: 'campaign_links' })
export class CampaignLinkRecord {
  @PrimaryColumn('uuid', { name: 'employee_id' })
  employeeId!: string;

  @PrimaryColumn('uuid', { name: 'campaign_id' })
  campaignId!: string;

  @Column('integer')
  position!: number;
}
