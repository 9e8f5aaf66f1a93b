import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A single-use recovery code: only its SHA-256 hash is stored (the code has 50 random bits). */
@Entity('recovery_codes')
export class RecoveryCodeEntity {
  @PrimaryColumn('text', { name: 'code_hash' })
  codeHash: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
