import { cancellationNotices } from '../../../lib/api/get-practices';
import { usePractices } from '../../../lib/api/practices-query';
import { formatTimeRange } from '../../../lib/eastern-time';
import styles from './PracticeScheduleList.module.css';
import { EmptyLine, ErrorLine, LoadingLine } from './QueryState';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekly schedule, Monday first, straight from GET /api/practices. */
export function PracticeScheduleList() {
  const practices = usePractices();
  if (practices.isPending) return <LoadingLine>Loading practice schedule...</LoadingLine>;
  if (practices.isError)
    return (
      <ErrorLine onRetry={() => void practices.refetch()}>We could not load the practice schedule.</ErrorLine>
    );
  const entries = [...practices.data].sort((a, b) => ((a.dayOfWeek + 6) % 7) - ((b.dayOfWeek + 6) % 7));
  if (entries.length === 0) return <EmptyLine>Practice schedule will be available soon.</EmptyLine>;
  return (
    <ul className={styles.weekList} data-testid="practice-schedule">
      {entries.map((practice) => (
        <li
          key={practice.id}
          className={practice.isWeekend ? `${styles.weekEntry} ${styles.weekEntryWeekend}` : styles.weekEntry}
        >
          <span className={styles.weekEntryDay}>{DAY_NAMES[practice.dayOfWeek]}</span>
          <span className={styles.weekEntryName}>{practice.name}</span>
          <span className={styles.weekEntryTime}>
            {formatTimeRange(practice.startTime, practice.endTime)}
          </span>
          {cancellationNotices(practice).map((notice) => (
            <span key={notice} className={styles.weekEntryCancelled} data-testid="practice-cancelled">
              {notice}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
