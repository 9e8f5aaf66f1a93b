import { practiceForDay } from '../../../lib/api/get-practices';
import { usePractices } from '../../../lib/api/practices-query';
import {
  addDays,
  dayOfWeek,
  easternDate,
  formatLongDate,
  formatTimeRange,
  formatWeekday,
} from '../../../lib/eastern-time';
import { DashCard } from './DashCard';
import { ErrorLine, LoadingLine } from './QueryState';
import screen from './screen.module.css';

/** Always tomorrow's practice and time, in Eastern time, and why it is cancelled if it is. */
export function NextPracticeCard({ now }: { now: Date }) {
  const practices = usePractices();
  const tomorrow = addDays(easternDate(now), 1);
  const practice = practiceForDay(practices.data, dayOfWeek(tomorrow));
  const cancelReason = practice?.cancelledDates?.find((c) => c.date === tomorrow)?.reason;
  return (
    <DashCard name="next-practice" title="Next Practice">
      {practices.isPending ? (
        <LoadingLine>Loading the schedule...</LoadingLine>
      ) : practices.isError ? (
        <ErrorLine onRetry={() => void practices.refetch()}>We could not load the schedule.</ErrorLine>
      ) : practice ? (
        <>
          <p className={screen.dashCardValue}>{practice.name}</p>
          <p className={screen.dashCardDetail}>
            Tomorrow · {formatWeekday(tomorrow)}, {formatLongDate(tomorrow)}
          </p>
          <p className={`${screen.dashCardDetail} ${screen.dashCardTime}`}>
            {formatTimeRange(practice.startTime, practice.endTime)} <span className="muted">Eastern</span>
          </p>
          {cancelReason && (
            <p className={screen.dashCardDetail} data-testid="next-practice-cancelled">
              Class cancelled: {cancelReason}
            </p>
          )}
        </>
      ) : (
        <p className={screen.dashCardDetail}>No session is scheduled for tomorrow.</p>
      )}
    </DashCard>
  );
}
