import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type AccountTokenPurpose = 'password-reset' | 'email-verification';

/** A one-time link's token: only its SHA-256 hash is stored; single use (used_at) and expiring. */
@Entity('account_tokens')
export class AccountTokenEntity {
  /** Hex SHA-256 of the token sent in the mail. */
  @PrimaryColumn('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  purpose: AccountTokenPurpose;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
