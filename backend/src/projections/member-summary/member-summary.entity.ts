import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per member, from the `member-<userId>` streams. Written only by its projector. */
@Entity('member_summary')
export class MemberSummaryEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  /** 'email' or 'google': how the account was created. */
  @Column('text', { name: 'auth_method' })
  authMethod: string;

  @Column('timestamptz', { name: 'joined_at' })
  joinedAt: Date;

  /** YYYY-MM-DD, America/New_York; null until the first recorded activity. */
  @Column('date', { name: 'last_active_date', nullable: true })
  lastActiveDate: string | null;

  /** How many distinct Eastern days the member has been active. */
  @Column('integer', { name: 'active_days', default: 0 })
  activeDays: number;
}

/** Read model: one row per (Eastern date, member) with activity; DAU/WAU/MAU count distinct users over a range. */
@Entity('member_activity')
export class MemberActivityEntity {
  @PrimaryColumn('date', { name: 'active_date' })
  activeDate: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;
}
