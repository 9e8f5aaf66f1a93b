import { dollars, MEMBER_DISCOUNT_PERCENT, MEMBERSHIP_MONTHLY_PRICE } from '@sadhana/rules/fees';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { datePrefix, easternDate, formatLongDate, formatWeekday } from '../../../lib/eastern-time';
import { CONTACT_EMAIL } from '../../../lib/external-links';
import { useUserSchedule } from '../api/get-user-schedule';
import { useNow } from '../lib/use-now';
import { isPaused, type ScheduleMember } from '../schedule-member';
import { DashCard } from './DashCard';
import styles from './MemberHome.module.css';
import { MembershipBadge } from './MembershipBadge';
import { NextPracticeCard } from './NextPracticeCard';
import { PracticeScheduleList } from './PracticeScheduleList';
import { ErrorLine, LoadingLine } from './QueryState';
import screen from './screen.module.css';
import { UpcomingSessions } from './UpcomingSessions';

function MembershipStatusCard({ user, membershipEnd }: { user: ScheduleMember; membershipEnd: ReactNode }) {
  return (
    <DashCard name="membership-status" title="Membership Status">
      <p className={screen.dashCardValue}>
        <MembershipBadge active={user.membershipActive} paused={isPaused(user)} />
      </p>
      {membershipEnd}
      {user.membershipActive ? (
        <p className={screen.dashCardDetail}>Unlimited daily sessions. Thank you for practising with us.</p>
      ) : isPaused(user) ? (
        <>
          <p className={screen.dashCardDetail}>While paused, sessions cost the drop-in fee.</p>
          <Link to="/profile" className={screen.cardLink}>
            Resume on your profile
          </Link>
        </>
      ) : (
        <>
          <p className={screen.dashCardDetail}>You attend on drop-in fees.</p>
          <Link to="/subscribe" className={screen.cardLink}>
            Become a Member
          </Link>
        </>
      )}
    </DashCard>
  );
}

function MemberBenefitsSummary() {
  return (
    <DashCard name="member-benefits-summary" title="Member Benefits">
      <p className={screen.dashCardValue}>{MEMBER_DISCOUNT_PERCENT}% Off</p>
      <p className={screen.dashCardDetail}>on weekend workshops and retreats.</p>
    </DashCard>
  );
}

function UpcomingOrPrompt({ now }: { now: Date }) {
  const schedule = useUserSchedule();
  const today = easternDate(now);
  if (schedule.isPending) return <LoadingLine>Loading your upcoming sessions...</LoadingLine>;
  if (schedule.isError)
    return (
      <ErrorLine onRetry={() => void schedule.refetch()}>We could not load your upcoming sessions.</ErrorLine>
    );
  const upcoming = schedule.data.filter((record) => datePrefix(record.attendanceDate) >= today);
  if (upcoming.length > 0) return <UpcomingSessions records={upcoming} />;
  return (
    <div className={styles.homePrompt} data-testid="no-upcoming-sessions">
      <p className={styles.homePromptText}>
        You have not chosen any upcoming sessions yet.{' '}
        <Link to="/dashboard">Choose the mornings you will practise</Link>.
      </p>
    </div>
  );
}

function MembershipPromo() {
  return (
    <section className={styles.promo} aria-labelledby="promo-title" data-testid="membership-promo">
      <div>
        <h2 id="promo-title">Practise every morning</h2>
        <p className={`${styles.promoText} ${styles.promoPrice}`}>
          <strong>{dollars(MEMBERSHIP_MONTHLY_PRICE)}/month</strong> · Cancel anytime
        </p>
        <p className={styles.promoText}>
          Unlimited daily sessions, {MEMBER_DISCOUNT_PERCENT}% off workshops and retreats, and a community
          that practises together.
        </p>
      </div>
      <Link to="/subscribe" className="button-link button-saffron">
        Become a Member
      </Link>
    </section>
  );
}

function QuickActions() {
  return (
    <section className={screen.homeSection} aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick Actions</h2>
      <ul className={styles.quickActions}>
        <li>
          <Link to="/dashboard" className={styles.quickAction}>
            <span className={styles.quickActionTitle}>My Sadhana Schedule</span>
            <span className={styles.quickActionText}>Register for the coming mornings</span>
          </Link>
        </li>
        <li>
          <Link to="/programs" className={styles.quickAction}>
            <span className={styles.quickActionTitle}>Browse Workshops</span>
            <span className={styles.quickActionText}>
              Workshops and retreats, {MEMBER_DISCOUNT_PERCENT}% off for members
            </span>
          </Link>
        </li>
        <li>
          <a href={`mailto:${CONTACT_EMAIL}`} className={styles.quickAction}>
            <span className={styles.quickActionTitle}>Contact Us</span>
            <span className={styles.quickActionText}>{CONTACT_EMAIL}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * The signed-in user's home: the screen's body. `membershipEnd` (when a member's membership
 * ends, on the status card) and `myPrograms` (their workshops and retreats) come from the page that
 * composes it (app/routes/MemberHomePage.tsx).
 */
export function MemberHome({
  user,
  membershipEnd,
  myPrograms,
}: {
  user: ScheduleMember;
  membershipEnd: ReactNode;
  myPrograms: ReactNode;
}) {
  const now = useNow();
  const today = easternDate(now);
  return (
    <div className={`page ${screen.dashPage}`}>
      <header className={screen.dashHeader}>
        <p className="eyebrow">
          {formatWeekday(today)}, {formatLongDate(today)}
        </p>
        <h1 id="page-title">Welcome, {user.firstName?.trim() || 'Practitioner'}</h1>
      </header>
      <div className={screen.dashCards}>
        <MembershipStatusCard user={user} membershipEnd={membershipEnd} />
        <NextPracticeCard now={now} />
        <MemberBenefitsSummary />
      </div>
      <UpcomingOrPrompt now={now} />
      <div className={screen.homeSection}>{myPrograms}</div>
      <section className={screen.homeSection} aria-labelledby="practice-schedule-title">
        <h2 id="practice-schedule-title">Your Practice Schedule</h2>
        <p className={screen.sectionIntro}>
          Every morning, Eastern time. Optional Guru Pooja &amp; Chant 6:15-6:40 AM.
        </p>
        <PracticeScheduleList />
      </section>
      {!user.membershipActive && !isPaused(user) && <MembershipPromo />}
      <QuickActions />
    </div>
  );
}
