import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One weekly practice: the single source of truth every view and the 24-hour lock read. */
@Entity('practices')
export class PracticeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  description: string | null;

  /** 0 Sunday … 6 Saturday. */
  @Column('integer', { name: 'day_of_week', unique: true })
  dayOfWeek: number;

  /** HH:mm, America/New_York. */
  @Column('text', { name: 'start_time' })
  startTime: string;

  @Column('text', { name: 'end_time' })
  endTime: string;

  @Column('boolean', { name: 'is_weekend', default: false })
  isWeekend: boolean;

  /** Places per session, set by an admin (PracticeCapacitySet); null: unlimited. */
  @Column('integer', { nullable: true })
  capacity: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
