import { Link } from 'react-router-dom';
import { datePrefix, formatMediumDate, formatTimeRange, formatWeekday } from '../../../lib/eastern-time';
import type { AttendanceRecord } from '../api/get-user-schedule';
import { StatusBadge } from './StatusBadge';
import screen from './screen.module.css';
import styles from './UpcomingSessions.module.css';

/** "My Upcoming Sessions": a card per registered date on or after today. */
export function UpcomingSessions({ records }: { records: readonly AttendanceRecord[] }) {
  return (
    <section className={screen.homeSection} aria-labelledby="upcoming-title">
      <div className={screen.sectionHeadingRow}>
        <h2 id="upcoming-title">My Upcoming Sessions</h2>
        <Link to="/dashboard" className={screen.cardLink}>
          Change my sessions
        </Link>
      </div>
      <div className={`${screen.notice} ${screen.noticeWarning}`} role="note">
        <p>
          <strong>Missed sessions incur an additional fee.</strong> Please check only the sessions you plan to
          attend.
        </p>
      </div>
      <ul className={styles.upcomingGrid} data-testid="upcoming-sessions">
        {records.map((record) => {
          const date = datePrefix(record.attendanceDate);
          return (
            <li key={date} className={styles.upcomingCard} data-date={date}>
              <p className={styles.upcomingWeekday}>{formatWeekday(date)}</p>
              <p className={styles.upcomingDate}>{formatMediumDate(date)}</p>
              <p className={styles.upcomingPractice}>{record.practiceName}</p>
              <p className={styles.upcomingTime}>
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
