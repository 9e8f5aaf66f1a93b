import type { Practice } from '../../../lib/api/get-practices';
import { dayName, formatTimeRange, hasEarlyStart } from './practice-time';

export function PracticeEntry({ practice, showEarlyStart }: { practice: Practice; showEarlyStart: boolean }) {
  const earlyStart = showEarlyStart && hasEarlyStart(practice.dayOfWeek);
  return (
    <li
      className={earlyStart ? 'practice-entry practice-entry-early' : 'practice-entry'}
      data-day={practice.dayOfWeek}
    >
      <div className="practice-day">{dayName(practice.dayOfWeek)}</div>
      <div className="practice-body">
        <p className="practice-name">{practice.name}</p>
        {practice.description && <p className="practice-description">{practice.description}</p>}
        {earlyStart && <span className="early-start">Early Start: 4:30 AM</span>}
      </div>
      <div className="practice-time">{formatTimeRange(practice.startTime, practice.endTime)}</div>
    </li>
  );
}
