import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An account's authenticator app (TOTP, RFC 6238): the shared secret, base32. Set up first, on once
 * a code from the app confirms it (`confirmedAt`). One per account.
 */
@Entity('totp_authenticators')
export class TotpAuthenticatorEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id', unique: true })
  userId: string;

  /** Base32; never leaves the server after the setup call that shows it once. */
  @Column('text')
  secret: string;

  @Column('timestamptz', { name: 'confirmed_at', nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
