import { datePrefix, formatMediumDate, formatTimeRange, formatWeekday } from '../../../lib/eastern-time';
import type { AttendanceRecord } from '../api/get-user-schedule';
import styles from './SessionList.module.css';
import { StatusBadge } from './StatusBadge';

interface SessionListProps {
  records: readonly AttendanceRecord[];
  /** Past records without a status read "Attended", upcoming ones "Registered". */
  past: boolean;
  testId: string;
}

/** The id of a past session's line, which the fees ledger links to: "session-2026-11-28". */
export function sessionAnchor(date: string): string {
  return `session-${date}`;
}

/** One row per registered date: weekday, date, practice, time and status badge. */
export function SessionList({ records, past, testId }: SessionListProps) {
  return (
    <ul className={styles.sessionList} data-testid={testId}>
      {records.map((record) => {
        const date = datePrefix(record.attendanceDate);
        return (
          // A past session's id is the target of its fee's link in the fees ledger.
          <li
            key={date}
            className={styles.sessionItem}
            data-date={date}
            id={past ? sessionAnchor(date) : undefined}
          >
            <div className={styles.sessionWhen}>
              <span className={styles.sessionWeekday}>{formatWeekday(date)}</span>
              <span className={styles.sessionDate}>{formatMediumDate(date)}</span>
            </div>
            <div className={styles.sessionWhat}>
              <span className={styles.sessionPractice}>{record.practiceName}</span>
              <span className={styles.sessionTime}>
                {formatTimeRange(record.practiceStartTime, record.practiceEndTime)}
              </span>
            </div>
            <StatusBadge status={record.attendanceStatus} past={past} className={styles.sessionBadge} />
          </li>
        );
      })}
    </ul>
  );
}
