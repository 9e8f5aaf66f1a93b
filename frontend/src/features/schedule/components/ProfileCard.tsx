import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate, formatTimestampLong } from '../../../lib/eastern-time';
import { isPaused, type ScheduleMember } from '../schedule-member';
import { MembershipBadge } from './MembershipBadge';
import styles from './ProfileCard.module.css';
import screen from './screen.module.css';

function initials(user: ScheduleMember): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.trim();
  return (letters || user.email[0] || '?').toUpperCase();
}

export function fullName(user: ScheduleMember): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Practitioner';
}

/** The dashboard's profile card; a member's `cancelSubscription` comes from the page (app/routes/DashboardPage.tsx). */
export function ProfileCard({
  user,
  cancelSubscription,
}: {
  user: ScheduleMember;
  cancelSubscription: ReactNode;
}) {
  const memberSince = formatTimestampLong(user.membershipStartDate);
  const activeUntil = user.membershipActive ? formatTimestampLong(user.membershipEndDate) : null;
  const pausedUntil = user.membershipPausedUntil ? formatLongDate(user.membershipPausedUntil) : null;
  return (
    <article className={screen.dashCard} aria-labelledby="profile-card-title" data-testid="profile-card">
      <div className={styles.identity}>
        {user.profileImageUrl ? (
          <img className={styles.avatar} src={user.profileImageUrl} alt="" width={64} height={64} />
        ) : (
          <span className={`${styles.avatar} ${styles.avatarPlaceholder}`} aria-hidden="true">
            {initials(user)}
          </span>
        )}
        <div className={styles.identityText}>
          <h2 id="profile-card-title" className={styles.name}>
            {fullName(user)}
          </h2>
          <p className={styles.email}>{user.email}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Membership</dt>
          <dd>
            <MembershipBadge active={user.membershipActive} paused={isPaused(user)} />
          </dd>
        </div>
        {pausedUntil && (
          <div>
            <dt>Paused until</dt>
            <dd data-testid="membership-paused-until">{pausedUntil}</dd>
          </div>
        )}
        {memberSince && (
          <div>
            <dt>Member Since</dt>
            <dd>{memberSince}</dd>
          </div>
        )}
        {activeUntil && (
          <div>
            <dt>Active until</dt>
            <dd>{activeUntil}</dd>
          </div>
        )}
      </dl>
      <div className={screen.dashCardActions}>
        {user.membershipActive || isPaused(user) ? (
          cancelSubscription
        ) : (
          <Link to="/subscribe" className="button-link button-primary button-small">
            Become a Member
          </Link>
        )}
      </div>
    </article>
  );
}
