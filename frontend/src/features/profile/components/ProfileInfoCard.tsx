import { dollars, MEMBER_DISCOUNT_PERCENT, MEMBERSHIP_MONTHLY_PRICE } from '@sadhana/rules/fees';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  formatTimestampLong as formatLongDate,
  formatLongDate as formatSessionDate,
} from '../../../lib/eastern-time';
import { MEMBER_BENEFITS } from '../content/profile-options';
import type { ProfileUser } from '../profile-user';
import styles from './ProfileInfoCard.module.css';
import card from './profile-card.module.css';

function show(value: string | null | undefined): string {
  return value?.trim() ? value : 'Not provided';
}

function fullName(user: ProfileUser): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
}

/**
 * Card 1, read-only; a member's `cancelSubscription` and `pauseMembership` (pause while away, or resume
 * while paused) come from the page (app/routes/ProfilePage.tsx).
 */
export function ProfileInfoCard({
  user,
  cancelSubscription,
  pauseMembership,
}: {
  user: ProfileUser;
  cancelSubscription: ReactNode;
  pauseMembership?: ReactNode;
}) {
  const active = user.membershipActive === true;
  const pausedUntil = user.membershipPausedUntil ? formatSessionDate(user.membershipPausedUntil) : null;
  const facts: [string, string][] = [
    ['Full Name', show(fullName(user))],
    ['Email', show(user.email)],
    ['Phone', show(user.phoneNumber)],
    ['Address', show(user.address)],
    ['Member Since', formatLongDate(user.createdAt) ?? 'Unknown'],
    ['Emergency Contact', show(user.emergencyContactName)],
    ['Emergency Contact Phone', show(user.emergencyContactPhone)],
  ];
  const startDate = active ? formatLongDate(user.membershipStartDate) : null;
  // A scheduled cancellation keeps the membership until the end of the paid period, and says so.
  const activeUntil = active ? formatLongDate(user.membershipEndDate) : null;
  return (
    <section
      className={card.profileCard}
      aria-labelledby="profile-info-title"
      data-testid="profile-info-card"
    >
      <h2 id="profile-info-title">Profile Information</h2>
      {user.profileImageUrl && (
        <img
          className={styles.profilePhoto}
          src={user.profileImageUrl}
          alt="Your profile"
          width={72}
          height={72}
        />
      )}
      <dl className={styles.profileFactsList}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value === 'Not provided' || value === 'Unknown' ? 'muted' : undefined}>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Membership</dt>
          <dd>
            <span
              className={active ? `${styles.profileBadge} ${styles.profileBadgeActive}` : styles.profileBadge}
            >
              {active ? 'Active Member' : pausedUntil ? 'Paused' : 'Free Account'}
            </span>
            {pausedUntil && (
              <span className={styles.profileActiveUntil} data-testid="membership-paused-until">
                Paused until {pausedUntil}
              </span>
            )}
            {activeUntil && (
              <span className={styles.profileActiveUntil} data-testid="membership-active-until">
                Active until {activeUntil}
              </span>
            )}
          </dd>
        </div>
        {startDate && (
          <div>
            <dt>Membership Start Date</dt>
            <dd>{startDate}</dd>
          </div>
        )}
      </dl>
      {active ? (
        <div className={styles.profileMembership}>
          <h3>Your Member Benefits</h3>
          <ul className="check-list">
            {MEMBER_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {cancelSubscription}
          {pauseMembership}
        </div>
      ) : pausedUntil ? (
        <div className={styles.profileMembership}>
          <h3>Your membership is paused</h3>
          {pauseMembership}
        </div>
      ) : (
        <div className={styles.profileMembership}>
          <h3>Ready to Join?</h3>
          <p>
            Unlimited daily sessions, {MEMBER_DISCOUNT_PERCENT}% off workshops and retreats, and a community
            that practises with you.
          </p>
          <Link to="/subscribe" className="button-link button-primary button-small">
            Become a Member - {dollars(MEMBERSHIP_MONTHLY_PRICE)}/month
          </Link>
        </div>
      )}
    </section>
  );
}
