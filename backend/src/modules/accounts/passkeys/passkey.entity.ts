import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A WebAuthn credential (passkey) of an account: its public key and signature counter, never a secret. */
@Entity('passkeys')
export class PasskeyEntity {
  /** Our id for it, carried by the factor events (the credential id stays here). */
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  /** The authenticator's credential id, base64url. */
  @Column('text', { name: 'credential_id', unique: true })
  credentialId: string;

  @Column('bytea', { name: 'public_key' })
  publicKey: Buffer;

  /** The last signature counter the authenticator reported; a lower or equal one is refused. */
  @Column('bigint', {
    default: 0,
    transformer: { to: (value: number) => value, from: (value: string) => Number(value) },
  })
  counter: number;

  @Column('text', { array: true, default: () => "'{}'" })
  transports: string[];

  /** The member's own name for it ("Phone", "Laptop"). */
  @Column('text')
  name: string;

  /** 'singleDevice' or 'multiDevice' (synced). */
  @Column('text', { name: 'device_type' })
  deviceType: string;

  @Column('boolean', { name: 'backed_up', default: false })
  backedUp: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;
}
