import type { RosterEntry, SessionRoster } from '@sadhana/rules/admin-workspace';
import { countsAsAttended } from '@sadhana/rules/attendance';
import { Button } from 'antd';
import styles from '../admin.module.css';
import { fullName } from '../lib/admin-format';
import type { StatusChange } from '../lib/use-status-change';
import { StatusMenu } from './StatusMenu';

/**
 * One tap each: Attended (a walk-in's own status for a walk-in) and No-show, from the session's start;
 * every other status, or none, behind "Other status" (StatusMenu), each with its whole label.
 */
export function RosterCheckIn({
  entry,
  roster,
  changeStatus,
}: {
  entry: RosterEntry;
  roster: SessionRoster;
  changeStatus: StatusChange;
}) {
  const begun = roster.changeState === 'past';
  const name = fullName(entry);
  const attended = entry.registered ? 'registered_attended' : 'walk_in_attended';
  const set = (status: string | null) => {
    if (status !== entry.attendanceStatus) void changeStatus(entry.userId, roster.date, status);
  };
  const isAttended = entry.attendanceStatus !== null && countsAsAttended(entry.attendanceStatus, false);
  const notYet = begun ? undefined : 'From the start of the session';
  return (
    <span className={styles.adminCheckIn}>
      <Button
        size="small"
        type={isAttended ? 'primary' : 'default'}
        aria-pressed={isAttended}
        disabled={!begun}
        title={notYet}
        aria-label={`${name}: attended`}
        onClick={() => set(attended)}
      >
        Attended
      </Button>
      {entry.registered && (
        <Button
          size="small"
          danger={entry.attendanceStatus === 'registered_no_show'}
          type={entry.attendanceStatus === 'registered_no_show' ? 'primary' : 'default'}
          aria-pressed={entry.attendanceStatus === 'registered_no_show'}
          disabled={!begun}
          title={notYet}
          aria-label={`${name}: no-show`}
          onClick={() => set('registered_no_show')}
        >
          No-show
        </Button>
      )}
      <StatusMenu
        status={entry.attendanceStatus}
        label={`Other status for ${name} on ${roster.date}`}
        begun={begun}
        onSet={set}
      />
    </span>
  );
}
