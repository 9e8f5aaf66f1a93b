import { datePrefix, formatMediumDate, formatTimeRange, formatWeekday } from '../../../lib/eastern-time';
import type { AttendanceRecord } from '../api/get-user-schedule';
import { StatusBadge } from './StatusBadge';

interface SessionListProps {
  records: readonly AttendanceRecord[];
  /** Past records without a status read "Attended", upcoming ones "Registered". */
  past: boolean;
  testId: string;
}

/** One row per registered date: weekday, date, practice, time and status badge. */
export function SessionList({ records, past, testId }: SessionListProps) {
  return (
    <ul className="session-list" data-testid={testId}>
      {records.map((record) => {
        const date = datePrefix(record.attendanceDate);
        return (
          <li key={date} className="session-item" data-date={date}>
            <div className="session-when">
              <span className="session-weekday">{formatWeekday(date)}</span>
              <span className="session-date">{formatMediumDate(date)}</span>
            </div>
            <div className="session-what">
              <span className="session-practice">{record.practiceName}</span>
              <span className="session-time">
                {formatTimeRange(record.practiceStartTime, record.practiceEndTime)}
              </span>
            </div>
            <StatusBadge status={record.attendanceStatus} past={past} />
          </li>
        );
      })}
    </ul>
  );
}
