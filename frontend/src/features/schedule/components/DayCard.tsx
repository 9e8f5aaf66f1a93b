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
  lock: SessionLock;
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

/** A day's state line: "Past", "Too late to register", "Too late to cancel", or what a tap does. */
export function dayCardStatus(lock: SessionLock, selected: boolean, hasPractice: boolean): string {
  if (!hasPractice) return 'No session';
  if (lock === 'past') return 'Past';
  if (lock === 'within-24-hours') return selected ? 'Too late to cancel' : 'Too late to register';
  return selected ? 'Registered' : 'Tap to register';
}

/**
 * A day of the rolling schedule as a toggle button (aria-pressed = registered). A locked day stays
 * focusable (aria-disabled) so a screen reader user still hears why it cannot be changed.
 */
export function DayCard({ date, practice, selected, lock, isToday, saving, busy, onToggle }: DayCardProps) {
  const disabled = !practice || lock !== 'open';
  const status = saving ? 'Saving...' : dayCardStatus(lock, selected, Boolean(practice));
  const state = disabled ? 'disabled' : selected ? 'selected' : 'selectable';
  const className = [styles.dayCard, STATE_CLASS[state], selected && styles.dayCardRegistered]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={styles.dayCell}>
      <button
        type="button"
        className={className}
        data-date={date}
        data-state={state}
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
          {selected && lock === 'open' && !saving && (
            <span className={styles.dayCardCheck} aria-hidden="true">
              ✓{' '}
            </span>
          )}
          {status}
        </span>
      </button>
    </li>
  );
}
