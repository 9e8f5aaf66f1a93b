import { isPlaceTakenByStudio } from '@sadhana/rules/attendance';
import { LOCK_HOURS, ordinal } from '@sadhana/rules/registration';
import { App } from 'antd';
import { type Practice, practiceForDay } from '../../../lib/api/get-practices';
import { serverMessage } from '../../../lib/api-errors';
import {
  datePrefix,
  dayOfWeek,
  easternDate,
  formatClockTime,
  formatMonthDay,
  formatWeekday,
  type SessionDate,
  scheduleWindow,
  sessionLock,
} from '../../../lib/eastern-time';
import { useCallFailureHandler } from '../../../lib/use-auth-required';
import type { AttendanceRecord } from '../api/get-user-schedule';
import { useToggleAttendance } from '../api/toggle-attendance';
import { DayCard } from './DayCard';
import styles from './RollingSchedule.module.css';

interface RollingScheduleProps {
  now: Date;
  practices: readonly Practice[];
  registrations: readonly AttendanceRecord[];
  /**
   * The member's sessions that have begun, with what the studio recorded (a walk-in, an attended, a
   * no-show): a past day's card says it.
   */
  past?: readonly AttendanceRecord[];
}

/** The rolling 7-day practice schedule: two days before today to four after; a tap toggles. */
export function RollingSchedule({ now, practices, registrations, past = [] }: RollingScheduleProps) {
  const { notification } = App.useApp();
  const onFailure = useCallFailureHandler();
  const toggle = useToggleAttendance();
  const today = easternDate(now);
  const registered = new Set(registrations.map((record) => datePrefix(record.attendanceDate)));
  const waitlistPositions = new Map(
    registrations.map((record) => [datePrefix(record.attendanceDate), record.waitlistPosition ?? null]),
  );
  // The same rule the server holds: a place the studio cancelled is the studio's to change.
  const takenByStudio = new Set(
    registrations
      .filter((record) => isPlaceTakenByStudio(record.attendanceStatus))
      .map((record) => datePrefix(record.attendanceDate)),
  );
  const savingDate = toggle.isPending ? toggle.variables?.attendanceDate : undefined;
  const pastRecords = new Map(past.map((record) => [datePrefix(record.attendanceDate), record]));

  function onToggle(date: SessionDate, selected: boolean) {
    const practice = practiceForDay(practices, dayOfWeek(date));
    toggle.mutate(
      { attendanceDate: date, attending: !selected },
      {
        onSuccess: (result) => {
          const when = `${formatWeekday(date)}, ${formatMonthDay(date)}`;
          if (result.waitlistPosition) {
            notification.info({
              title: 'Waitlisted',
              description: `${when} is full: you are ${ordinal(result.waitlistPosition)} on the waitlist. A place that frees more than ${LOCK_HOURS} hours before the session is yours automatically.`,
            });
          } else if (selected && (waitlistPositions.get(date) ?? null) !== null) {
            notification.success({
              title: 'Left the waitlist',
              description: `You are no longer on the waitlist for ${when}.`,
            });
          } else if (result.registered) {
            notification.success({
              title: 'Registered',
              description: practice
                ? `See you on ${when} at ${formatClockTime(practice.startTime)}.`
                : `See you on ${when}.`,
            });
          } else {
            notification.success({
              title: 'Registration cancelled',
              description: `You are no longer registered for ${when}.`,
            });
          }
        },
        onError: (error) =>
          onFailure(error, serverMessage(error) ?? 'Failed to update attendance. Please try again.'),
      },
    );
  }

  return (
    <ol
      className={styles.dayGrid}
      aria-label="Practice days"
      data-testid="rolling-schedule"
      aria-busy={toggle.isPending}
    >
      {scheduleWindow(today).map((date) => {
        const practice = practiceForDay(practices, dayOfWeek(date));
        return (
          <DayCard
            key={date}
            date={date}
            practice={practice}
            selected={registered.has(date)}
            pastRecord={pastRecords.get(date) ?? null}
            waitlistPosition={waitlistPositions.get(date) ?? null}
            lock={practice ? sessionLock(date, practice.startTime, now) : 'past'}
            cancelReason={practice?.cancelledDates?.find((c) => c.date === date)?.reason ?? null}
            placeTakenByStudio={takenByStudio.has(date)}
            isToday={date === today}
            saving={savingDate === date}
            busy={toggle.isPending}
            onToggle={onToggle}
          />
        );
      })}
    </ol>
  );
}
