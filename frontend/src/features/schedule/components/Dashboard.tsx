import {
  DROP_IN_FEE_WEEKDAY,
  DROP_IN_FEE_WEEKEND,
  dollars,
  MEMBERSHIP_MONTHLY_PRICE,
  MISSED_SESSION_FEE,
} from '@sadhana/rules/fees';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePractices } from '../../../lib/api/practices-query';
import { addDays, datePrefix, easternDate, LOCK_HOURS, WINDOW_DAYS_AFTER } from '../../../lib/eastern-time';
import { usePastAttendance } from '../api/get-past-attendance';
import { type AttendanceRecord, useUserSchedule } from '../api/get-user-schedule';
import { useNow } from '../lib/use-now';
import { isPaused, type ScheduleMember } from '../schedule-member';
import { CalendarFeedCard } from './CalendarFeedCard';
import { FeesLedgerCard, type OutstandingFees } from './FeesLedgerCard';
import { MemberBenefitsCard } from './MemberBenefitsCard';
import { MembershipCard } from './MembershipCard';
import { NextPracticeCard } from './NextPracticeCard';
import { ProfileCard } from './ProfileCard';
import { EmptyLine, ErrorLine, LoadingLine } from './QueryState';
import { RollingSchedule } from './RollingSchedule';
import { SessionList } from './SessionList';
import screen from './screen.module.css';

function DropInNotice({ member }: { member: boolean }) {
  return (
    <div className={screen.notice} role="note" data-testid="drop-in-notice">
      <p>
        <strong>
          Drop-in: {dollars(DROP_IN_FEE_WEEKDAY)} weekdays • {dollars(DROP_IN_FEE_WEEKEND)} Saturday/Sunday
        </strong>
      </p>
      <p>
        {member ? 'As a member you have unlimited access to every session.' : 'Members get unlimited access.'}
      </p>
    </div>
  );
}

function ScheduleSection({ now, user }: { now: Date; user: ScheduleMember }) {
  const practices = usePractices();
  const schedule = useUserSchedule({ alwaysFresh: true });
  // What the studio recorded for the days that have begun (a walk-in this morning among them).
  const past = usePastAttendance();
  return (
    <section className={screen.dashSection} aria-labelledby="rolling-title">
      <h2 id="rolling-title">Rolling 7-Day Practice Schedule</h2>
      <p className={screen.sectionIntro}>
        Select the days you plan to practise: tap a day to register, tap again to cancel. The two most recent
        days are shown for reference. Times are Eastern.
      </p>
      {practices.isPending || schedule.isPending ? (
        <LoadingLine>Loading your schedule...</LoadingLine>
      ) : practices.isError || schedule.isError ? (
        <ErrorLine
          onRetry={() => {
            void practices.refetch();
            void schedule.refetch();
          }}
        >
          We could not load your schedule.
        </ErrorLine>
      ) : (
        <RollingSchedule
          now={now}
          practices={practices.data}
          registrations={schedule.data}
          past={past.data}
        />
      )}
      <div className={`${screen.notice} ${screen.noticeWarning}`} role="note" data-testid="attendance-policy">
        <p>
          <strong>Attendance policy</strong>
        </p>
        <p>
          Registration and cancellation close {LOCK_HOURS} hours before a session starts (Eastern time). A{' '}
          {dollars(MISSED_SESSION_FEE)} fee applies if you register and do not attend, or cancel within{' '}
          {LOCK_HOURS} hours of the start. Please check only the sessions you plan to attend.
        </p>
      </div>
      {!user.membershipActive && !isPaused(user) && (
        <div className={screen.notice} role="note" data-testid="non-member-notice">
          <p>
            As a non-member you pay a drop-in rate for each session you attend: {dollars(DROP_IN_FEE_WEEKDAY)}{' '}
            on weekdays, {dollars(DROP_IN_FEE_WEEKEND)} on Saturday and Sunday.{' '}
            <Link to="/subscribe">Become a member</Link> for unlimited sessions at{' '}
            {dollars(MEMBERSHIP_MONTHLY_PRICE)}/month.
          </p>
        </div>
      )}
    </section>
  );
}

function inThisWeek(record: AttendanceRecord, today: string): boolean {
  const date = datePrefix(record.attendanceDate);
  return date >= today && date <= addDays(today, WINDOW_DAYS_AFTER);
}

function ThisWeekSessions({ now }: { now: Date }) {
  const schedule = useUserSchedule({ alwaysFresh: true });
  const today = easternDate(now);
  return (
    <section className={screen.dashPanel} aria-labelledby="this-week-title">
      <h2 id="this-week-title">This week sessions</h2>
      {schedule.isPending ? (
        <LoadingLine>Loading your sessions...</LoadingLine>
      ) : schedule.isError ? (
        <ErrorLine onRetry={() => void schedule.refetch()}>We could not load your sessions.</ErrorLine>
      ) : (
        (() => {
          const records = schedule.data.filter((record) => inThisWeek(record, today));
          return records.length === 0 ? (
            <EmptyLine>No sessions chosen for the coming days yet.</EmptyLine>
          ) : (
            <SessionList records={records} past={false} testId="this-week-sessions" />
          );
        })()
      )}
    </section>
  );
}

function PastSchedule() {
  const past = usePastAttendance();
  return (
    <section className={screen.dashPanel} aria-labelledby="past-schedule-title">
      <h2 id="past-schedule-title">Past Schedule</h2>
      {past.isPending ? (
        <LoadingLine>Loading your past sessions...</LoadingLine>
      ) : past.isError ? (
        <ErrorLine onRetry={() => void past.refetch()}>We could not load your past sessions.</ErrorLine>
      ) : past.data.length === 0 ? (
        <EmptyLine>No past sessions yet.</EmptyLine>
      ) : (
        <SessionList records={past.data} past testId="past-schedule" />
      )}
    </section>
  );
}

/** The membership's actions, passed in by the page that composes the dashboard (app/routes/DashboardPage.tsx). */
interface DashboardSlots {
  /** A member's Cancel Subscription, on the profile card. */
  cancelSubscription: ReactNode;
  /** The payment of the outstanding fees, under the ledger. */
  payFees: (fees: OutstandingFees) => ReactNode;
  /** The member's workshops and retreats, with their status. */
  myPrograms: ReactNode;
}

/** "My Sadhana Schedule", the dashboard: the screen's body. */
export function Dashboard({
  user,
  cancelSubscription,
  payFees,
  myPrograms,
}: { user: ScheduleMember } & DashboardSlots) {
  const now = useNow();
  return (
    <div className={`page ${screen.dashPage}`}>
      <header className={screen.dashHeader}>
        <p className="eyebrow">Your daily practice</p>
        <h1 id="page-title">My Sadhana Schedule</h1>
      </header>
      <DropInNotice member={user.membershipActive} />
      <div className={screen.dashCards}>
        <ProfileCard user={user} cancelSubscription={cancelSubscription} />
        <MembershipCard user={user} />
        <NextPracticeCard now={now} />
      </div>
      <ScheduleSection now={now} user={user} />
      <div className={screen.dashColumns}>
        <ThisWeekSessions now={now} />
        <PastSchedule />
      </div>
      <div className={screen.dashColumns}>
        {user.membershipActive && <MemberBenefitsCard />}
        <FeesLedgerCard payFees={payFees} />
        <CalendarFeedCard />
      </div>
      <div className={screen.homeSection}>{myPrograms}</div>
    </div>
  );
}
