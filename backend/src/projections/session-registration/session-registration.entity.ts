import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: who is registered for which Eastern session date. Written only by its projector. */
@Entity('session_registration')
export class SessionRegistrationEntity {
  /** YYYY-MM-DD, America/New_York. */
  @PrimaryColumn('date', { name: 'session_date' })
  sessionDate: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column('timestamptz', { name: 'registered_at' })
  registeredAt: Date;

  @Column('text', { name: 'attendance_status', nullable: true })
  attendanceStatus: string | null;
}
