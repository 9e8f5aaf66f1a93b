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
import { ErrorLine, LoadingLine } from './QueryState';

/** Always tomorrow's practice and time, in Eastern time. */
export function NextPracticeCard({ now }: { now: Date }) {
  const practices = usePractices();
  const tomorrow = addDays(easternDate(now), 1);
  const practice = practiceForDay(practices.data, dayOfWeek(tomorrow));
  return (
    <article className="dash-card" aria-labelledby="next-practice-title" data-testid="next-practice">
      <h2 id="next-practice-title" className="dash-card-title">
        Next Practice
      </h2>
      {practices.isPending ? (
        <LoadingLine>Loading the schedule...</LoadingLine>
      ) : practices.isError ? (
        <ErrorLine onRetry={() => void practices.refetch()}>We could not load the schedule.</ErrorLine>
      ) : practice ? (
        <>
          <p className="dash-card-value">{practice.name}</p>
          <p className="dash-card-detail">
            Tomorrow · {formatWeekday(tomorrow)}, {formatLongDate(tomorrow)}
          </p>
          <p className="dash-card-detail dash-card-time">
            {formatTimeRange(practice.startTime, practice.endTime)} <span className="muted">Eastern</span>
          </p>
        </>
      ) : (
        <p className="dash-card-detail">No session is scheduled for tomorrow.</p>
      )}
    </article>
  );
}
