import { Link } from 'react-router-dom';
import { datePrefix, formatMediumDate, formatTimeRange, formatWeekday } from '../../../lib/eastern-time';
import type { AttendanceRecord } from '../api/get-user-schedule';
import { StatusBadge } from './StatusBadge';

/** "My Upcoming Sessions": a card per registered date on or after today. */
export function UpcomingSessions({ records }: { records: readonly AttendanceRecord[] }) {
  return (
    <section className="home-section" aria-labelledby="upcoming-title">
      <div className="section-heading-row">
        <h2 id="upcoming-title">My Upcoming Sessions</h2>
        <Link to="/dashboard" className="card-link">
          Change my sessions
        </Link>
      </div>
      <div className="notice notice-warning" role="note">
        <p>
          <strong>Missed sessions incur an additional fee.</strong> Please check only the sessions you plan to
          attend.
        </p>
      </div>
      <ul className="upcoming-grid" data-testid="upcoming-sessions">
        {records.map((record) => {
          const date = datePrefix(record.attendanceDate);
          return (
            <li key={date} className="upcoming-card" data-date={date}>
              <p className="upcoming-weekday">{formatWeekday(date)}</p>
              <p className="upcoming-date">{formatMediumDate(date)}</p>
              <p className="upcoming-practice">{record.practiceName}</p>
              <p className="upcoming-time">
                {formatTimeRange(record.practiceStartTime, record.practiceEndTime)}
              </p>
              <StatusBadge status={record.attendanceStatus} past={false} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
