import type { SecondFactorKind } from '@sadhana/rules/api';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The practices a profile records experience of; storage spells it `angamardana`. */
export {
  PROFILE_PRACTICES as PRACTICE_KEYS,
  type ProfilePractice as PracticeKey,
} from '@sadhana/rules/profile';

export type AuthProvider = 'email' | 'google';

export type { SecondFactorKind } from '@sadhana/rules/api';

/**
 * A person's account and profile. Personal data lives here, never in events.
 * `passwordHash` must never leave the server: build responses with `toUserView` (current-user).
 */
@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored trimmed and lower-cased (a CHECK constraint holds it); unique. */
  @Column('text', { unique: true })
  email: string;

  @Column('text', { name: 'first_name', nullable: true })
  firstName: string | null;

  @Column('text', { name: 'last_name', nullable: true })
  lastName: string | null;

  @Column('text', { name: 'profile_image_url', nullable: true })
  profileImageUrl: string | null;

  @Column('text', { name: 'phone_number', nullable: true })
  phoneNumber: string | null;

  @Column('text', { nullable: true })
  address: string | null;

  @Column('text', { name: 'emergency_contact_name', nullable: true })
  emergencyContactName: string | null;

  @Column('text', { name: 'emergency_contact_phone', nullable: true })
  emergencyContactPhone: string | null;

  /** argon2id; null for an account that only signs in with Google. Never returned by the API. */
  @Column('text', { name: 'password_hash', nullable: true, select: false })
  passwordHash: string | null;

  @Column('text', { name: 'google_id', nullable: true, unique: true })
  googleId: string | null;

  @Column('text', { name: 'auth_provider', default: 'email' })
  authProvider: AuthProvider;

  /** The member's Stripe customer, made once at the first subscribe and kept. Membership itself is a read model. */
  @Column('text', { name: 'stripe_customer_id', nullable: true, unique: true })
  stripeCustomerId: string | null;

  @Column('boolean', { name: 'no_isha_yoga_experience', default: false })
  noIshaYogaExperience: boolean;

  @Column('text', { name: 'goal_practices_to_learn', array: true, nullable: true })
  goalPracticesToLearn: string[] | null;

  @Column('text', { name: 'goal_retreat_type', nullable: true })
  goalRetreatType: string | null;

  @Column('text', { name: 'goal_retreat_duration', nullable: true })
  goalRetreatDuration: string | null;

  @Column('text', { name: 'goal_retreat_location', array: true, nullable: true })
  goalRetreatLocation: string[] | null;

  @Column('text', { name: 'goal_retreat_location_category', nullable: true })
  goalRetreatLocationCategory: string | null;

  @Column('text', { name: 'goal_short_term', nullable: true })
  goalShortTerm: string | null;

  @Column('text', { name: 'goal_mid_term', nullable: true })
  goalMidTerm: string | null;

  @Column('text', { name: 'goal_lifetime', nullable: true })
  goalLifetime: string | null;

  @Column('boolean', { name: 'shambhavi_learned', default: false })
  shambhaviLearned: boolean;

  @Column('text', { name: 'shambhavi_teacher', nullable: true })
  shambhaviTeacher: string | null;

  @Column('integer', { name: 'shambhavi_year', nullable: true })
  shambhaviYear: number | null;

  @Column('text', { name: 'shambhavi_frequency', nullable: true })
  shambhaviFrequency: string | null;

  @Column('timestamptz', { name: 'shambhavi_last_practice', nullable: true })
  shambhaviLastPractice: Date | null;

  @Column('boolean', { name: 'angamardana_learned', default: false })
  angamardanaLearned: boolean;

  @Column('text', { name: 'angamardana_teacher', nullable: true })
  angamardanaTeacher: string | null;

  @Column('integer', { name: 'angamardana_year', nullable: true })
  angamardanaYear: number | null;

  @Column('text', { name: 'angamardana_frequency', nullable: true })
  angamardanaFrequency: string | null;

  @Column('timestamptz', { name: 'angamardana_last_practice', nullable: true })
  angamardanaLastPractice: Date | null;

  @Column('boolean', { name: 'yogasanas_learned', default: false })
  yogasanasLearned: boolean;

  @Column('text', { name: 'yogasanas_teacher', nullable: true })
  yogasanasTeacher: string | null;

  @Column('integer', { name: 'yogasanas_year', nullable: true })
  yogasanasYear: number | null;

  @Column('text', { name: 'yogasanas_frequency', nullable: true })
  yogasanasFrequency: string | null;

  @Column('timestamptz', { name: 'yogasanas_last_practice', nullable: true })
  yogasanasLastPractice: Date | null;

  @Column('boolean', { name: 'surya_kriya_learned', default: false })
  suryaKriyaLearned: boolean;

  @Column('text', { name: 'surya_kriya_teacher', nullable: true })
  suryaKriyaTeacher: string | null;

  @Column('integer', { name: 'surya_kriya_year', nullable: true })
  suryaKriyaYear: number | null;

  @Column('text', { name: 'surya_kriya_frequency', nullable: true })
  suryaKriyaFrequency: string | null;

  @Column('timestamptz', { name: 'surya_kriya_last_practice', nullable: true })
  suryaKriyaLastPractice: Date | null;

  @Column('boolean', { name: 'surya_shakti_learned', default: false })
  suryaShaktiLearned: boolean;

  @Column('text', { name: 'surya_shakti_teacher', nullable: true })
  suryaShaktiTeacher: string | null;

  @Column('integer', { name: 'surya_shakti_year', nullable: true })
  suryaShaktiYear: number | null;

  @Column('text', { name: 'surya_shakti_frequency', nullable: true })
  suryaShaktiFrequency: string | null;

  @Column('timestamptz', { name: 'surya_shakti_last_practice', nullable: true })
  suryaShaktiLastPractice: Date | null;

  @Column('boolean', { name: 'bhuta_shuddhi_learned', default: false })
  bhutaShuddhiLearned: boolean;

  @Column('text', { name: 'bhuta_shuddhi_teacher', nullable: true })
  bhutaShuddhiTeacher: string | null;

  @Column('integer', { name: 'bhuta_shuddhi_year', nullable: true })
  bhutaShuddhiYear: number | null;

  @Column('text', { name: 'bhuta_shuddhi_frequency', nullable: true })
  bhutaShuddhiFrequency: string | null;

  @Column('timestamptz', { name: 'bhuta_shuddhi_last_practice', nullable: true })
  bhutaShuddhiLastPractice: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { name: 'last_login_at', nullable: true })
  lastLoginAt: Date | null;

  /** Soft delete: the account can no longer sign in and its sessions are refused. */
  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt: Date | null;

  /** Set by the verification link or by a Google sign-in; admin rights need it. */
  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt: Date | null;

  /**
   * The kinds of second factor the account has on, sorted ('passkey', 'totp'); kept by the second
   * factors' use cases in the transaction that changes them. Never a secret.
   */
  @Column('text', { name: 'second_factors', array: true, default: () => "'{}'" })
  secondFactors: SecondFactorKind[];

  /** A mail before each registration's free cancellation closes; off from the profile or a mail's unsubscribe link. */
  @Column('boolean', { name: 'session_reminders', default: true })
  sessionReminders: boolean;
}
