import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `permissions`: a profile granted to a user on one company (one per user and company). */
@Entity({ name: 'permissions' })
export class PermissionRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('uuid', { name: 'profile_id' })
  profileId!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  /** Grows by one with every change (docs/change-history.md#versions-and-etags). */
  @Column('integer')
  version!: number;
}
