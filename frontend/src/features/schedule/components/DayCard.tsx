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
  const className = `day-card day-card-${state}${selected ? ' day-card-registered' : ''}${isToday ? ' day-card-today' : ''}`;
  return (
    <li className="day-cell">
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
        <span className="day-card-head">
          <span className="day-card-weekday" aria-hidden="true">
            {formatWeekdayShort(date)}
          </span>
          <span className="visually-hidden">{`${formatWeekday(date)}, ${formatLongDate(date)}`}</span>
          {isToday && <span className="day-card-today-tag">Today</span>}
        </span>
        <span className="day-card-date" aria-hidden="true">
          {formatMonthDay(date)}
        </span>
        {practice && (
          <>
            <span className="day-card-practice">{practice.name}</span>
            <span className="day-card-time">{formatTimeRange(practice.startTime, practice.endTime)}</span>
          </>
        )}
        <span className="day-card-status" data-testid="day-card-status">
          {selected && lock === 'open' && !saving && (
            <span className="day-card-check" aria-hidden="true">
              ✓{' '}
            </span>
          )}
          {status}
        </span>
      </button>
    </li>
  );
}
