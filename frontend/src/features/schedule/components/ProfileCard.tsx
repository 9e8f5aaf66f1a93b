import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatTimestampLong } from '../../../lib/eastern-time';
import type { ScheduleMember } from '../schedule-member';
import { MembershipBadge } from './MembershipBadge';

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
  return (
    <article
      className="dash-card profile-card"
      aria-labelledby="profile-card-title"
      data-testid="profile-card"
    >
      <div className="profile-card-head">
        {user.profileImageUrl ? (
          <img className="avatar" src={user.profileImageUrl} alt="" width={64} height={64} />
        ) : (
          <span className="avatar avatar-placeholder" aria-hidden="true">
            {initials(user)}
          </span>
        )}
        <div className="profile-card-who">
          <h2 id="profile-card-title" className="profile-card-name">
            {fullName(user)}
          </h2>
          <p className="profile-card-email">{user.email}</p>
        </div>
      </div>
      <dl className="profile-facts">
        <div>
          <dt>Membership</dt>
          <dd>
            <MembershipBadge active={user.membershipActive} />
          </dd>
        </div>
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
      <div className="dash-card-actions">
        {user.membershipActive ? (
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
