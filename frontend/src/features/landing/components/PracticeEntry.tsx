import { cancellationNotices, type Practice } from '../../../lib/api/get-practices';
import { dayName, formatTimeRange, hasEarlyStart } from './practice-time';
import styles from './ScheduleSection.module.css';

export function PracticeEntry({ practice, showEarlyStart }: { practice: Practice; showEarlyStart: boolean }) {
  const earlyStart = showEarlyStart && hasEarlyStart(practice.dayOfWeek);
  return (
    <li
      className={earlyStart ? `${styles.practiceEntry} ${styles.practiceEntryEarly}` : styles.practiceEntry}
      data-day={practice.dayOfWeek}
    >
      <div className={styles.practiceDay} data-testid="practice-day">
        {dayName(practice.dayOfWeek)}
      </div>
      <div className={styles.practiceBody}>
        <p className={styles.practiceName}>{practice.name}</p>
        {practice.description && <p className={styles.practiceDescription}>{practice.description}</p>}
        {cancellationNotices(practice).map((notice) => (
          <p key={notice} className={styles.practiceCancelled} data-testid="practice-cancelled">
            {notice}
          </p>
        ))}
        {earlyStart && (
          <span className={styles.earlyStart} data-testid="early-start">
            Early Start: 4:30 AM
          </span>
        )}
      </div>
      <div className={styles.practiceTime}>{formatTimeRange(practice.startTime, practice.endTime)}</div>
    </li>
  );
}
