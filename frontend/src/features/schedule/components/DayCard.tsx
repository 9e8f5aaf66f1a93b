import { attendanceBadge } from '@sadhana/rules/attendance';
import { waitlistLabel } from '@sadhana/rules/registration';
import type { Practice } from '../../../lib/api/get-practices';
import {
  formatLongDate,
  formatMonthDay,
  formatTimeRange,
  formatWeekday,
  formatWeekdayShort,
  type SessionDate,
  type SessionLock,
} from '../../../lib/eastern-time';
import styles from './RollingSchedule.module.css';

export interface DayCardProps {
  date: SessionDate;
  practice: Practice | undefined;
  selected: boolean;
  /** The member's place on the date's waitlist (1 = next), when the session was full. */
  waitlistPosition?: number | null;
  lock: SessionLock;
  /** Why an admin cancelled this date's class; null or absent while it takes place. */
  cancelReason?: string | null;
  /** The studio cancelled the member's own place (a full class, a cancelled one): only the studio changes it. */
  placeTakenByStudio?: boolean;
  /** Once begun: the member's registration or walk-in and the status the studio recorded, if any. */
  pastRecord?: { attendanceStatus: string | null } | null;
  isToday: boolean;
  saving: boolean;
  busy: boolean;
  onToggle: (date: SessionDate, selected: boolean) => void;
}

const STATE_CLASS = {
  selectable: styles.dayCardSelectable,
  selected: styles.dayCardSelected,
  disabled: styles.dayCardDisabled,
};

/**
 * A day's state line: "Class cancelled", "Past", "Cancelled by the studio", "Waitlisted · 2nd", "Too late to
 * register", "Too late to cancel", or what a tap does.
 */
export function dayCardStatus(
  lock: SessionLock,
  selected: boolean,
  hasPractice: boolean,
  waitlistPosition: number | null = null,
  cancelled = false,
  placeTakenByStudio = false,
): string {
  if (!hasPractice) return 'No session';
  if (cancelled) return 'Class cancelled';
  if (lock === 'past') return 'Past';
  if (placeTakenByStudio) return 'Cancelled by the studio';
  if (waitlistPosition !== null) return waitlistLabel(waitlistPosition);
  if (lock === 'within-24-hours') return selected ? 'Too late to cancel' : 'Too late to register';
  return selected ? 'Registered' : 'Tap to register';
}

/**
 * A day of the rolling schedule as a toggle button (aria-pressed = registered or waitlisted: a tap
 * cancels or leaves the waitlist). A locked day stays focusable (aria-disabled) so a screen reader
 * user still hears why it cannot be changed; leaving a waitlist holds no place, so it stays open
 * until the session starts. A cancelled class offers no toggle at all: its card says so, with the
 * admin's reason, whatever the member's registration.
 */
export function DayCard({
  date,
  practice,
  selected,
  waitlistPosition = null,
  lock,
  cancelReason = null,
  placeTakenByStudio = false,
  pastRecord = null,
  isToday,
  saving,
  busy,
  onToggle,
}: DayCardProps) {
  const cancelled = cancelReason !== null;
  const waitlisted = waitlistPosition !== null && !cancelled;
  const disabled =
    !practice ||
    cancelled ||
    placeTakenByStudio ||
    lock === 'past' ||
    (lock === 'within-24-hours' && !waitlisted);
  // A session that has begun says what the studio recorded: "Past · Walk-in – Attended", the day it begins.
  const recorded =
    lock === 'past' && !cancelled && pastRecord
      ? attendanceBadge(pastRecord.attendanceStatus, { past: true })
      : null;
  const status = saving
    ? 'Saving...'
    : recorded
      ? `Past · ${recorded.label}`
      : dayCardStatus(
          lock,
          selected,
          Boolean(practice),
          waitlisted ? waitlistPosition : null,
          cancelled,
          placeTakenByStudio,
        );
  const state = disabled ? 'disabled' : selected ? 'selected' : 'selectable';
  const className = [
    styles.dayCard,
    STATE_CLASS[state],
    selected && styles.dayCardRegistered,
    cancelled && practice && styles.dayCardCancelled,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={styles.dayCell}>
      <button
        type="button"
        className={className}
        data-date={date}
        data-state={state}
        data-waitlisted={waitlisted || undefined}
        data-cancelled={cancelled || undefined}
        aria-pressed={selected}
        aria-disabled={disabled || busy}
        aria-busy={saving || undefined}
        onClick={() => {
          if (!disabled && !busy) onToggle(date, selected);
        }}
      >
        <span className={styles.dayCardHead}>
          <span className={styles.dayCardWeekday} aria-hidden="true">
            {formatWeekdayShort(date)}
          </span>
          <span className="visually-hidden">{`${formatWeekday(date)}, ${formatLongDate(date)}`}</span>
          {isToday && <span className={styles.dayCardTodayTag}>Today</span>}
        </span>
        <span className={styles.dayCardDate} aria-hidden="true">
          {formatMonthDay(date)}
        </span>
        {practice && (
          <>
            <span className={styles.dayCardPractice}>{practice.name}</span>
            <span className={styles.dayCardTime}>
              {formatTimeRange(practice.startTime, practice.endTime)}
            </span>
          </>
        )}
        <span className={styles.dayCardStatus} data-testid="day-card-status">
          {selected && !waitlisted && !cancelled && !placeTakenByStudio && lock === 'open' && !saving && (
            <span className={styles.dayCardCheck} aria-hidden="true">
              ✓{' '}
            </span>
          )}
          {status}
        </span>
        {practice && cancelled && (
          <span className={styles.dayCardReason} data-testid="day-card-cancel-reason">
            {cancelReason}
          </span>
        )}
      </button>
    </li>
  );
}
