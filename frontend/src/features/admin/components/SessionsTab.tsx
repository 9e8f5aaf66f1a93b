import { AttendanceHistoryTable } from './AttendanceHistoryTable';
import { DayRoster } from './DayRoster';

/** Session Registrations: the day roster, then the attendance history. */
export function SessionsTab({ today, onOpenUser }: { today: string; onOpenUser: (id: string) => void }) {
  return (
    <div>
      <DayRoster today={today} onOpenUser={onOpenUser} />
      <AttendanceHistoryTable today={today} onOpenUser={onOpenUser} />
    </div>
  );
}
