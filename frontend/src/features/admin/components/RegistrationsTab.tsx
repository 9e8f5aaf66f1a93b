import type { AttendanceHistoryUser, SessionRegistrationsDay } from '@sadhana/rules/admin';
import { App, Button, Card, Empty, Tag } from 'antd';
import { memo, useCallback } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import styles from '../admin.module.css';
import { useAttendanceHistory } from '../api/get-attendance-history';
import { useSessionRegistrations } from '../api/get-session-registrations';
import { useRemoveRegistration } from '../api/remove-registration';
import { useSetAttendanceStatus } from '../api/set-attendance-status';
import { downloadCsv, formatDate, fullName, sessionsCount, toCsv } from '../lib/admin-format';
import { AdminStatusSelect } from './AdminStatusSelect';
import { MembershipTag } from './MembershipTag';

type StatusChange = (userId: string, date: string, status: string | null) => void;

/**
 * One mutation for the whole tab, its callback stable: each of thousands of history cards taking its
 * own would hold an observer per card and re-render every card on every change. Each call's own
 * promise tells its outcome (a mutation's per-call callbacks would follow only the latest call).
 */
function useStatusChange(): StatusChange {
  const { notification } = App.useApp();
  const { mutateAsync } = useSetAttendanceStatus();
  return useCallback(
    (userId, date, status) => {
      mutateAsync({ userId, date, status }).then(
        () => notification.success({ title: 'Attendance status updated successfully' }),
        () =>
          notification.error({
            title: 'Error',
            description: 'Failed to update attendance status. Please try again.',
          }),
      );
    },
    [mutateAsync, notification],
  );
}

function DayCard({
  day,
  onOpenUser,
  changeStatus,
}: {
  day: SessionRegistrationsDay;
  onOpenUser: (id: string) => void;
  changeStatus: StatusChange;
}) {
  const { modal, notification } = App.useApp();
  const remove = useRemoveRegistration();
  const withStepUp = useStepUp();
  const confirmRemove = (userId: string, name: string) =>
    modal.confirm({
      title: 'Remove registration',
      content: `Are you sure you want to remove ${name} from the ${day.dayName} session?`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () =>
        withStepUp(() => remove.mutateAsync({ userId, dayOfWeek: day.dayOfWeek })).then(
          () => notification.success({ title: 'Session registration deleted successfully' }),
          () =>
            notification.error({
              title: 'Error',
              description: 'Failed to delete session registration. Please try again.',
            }),
        ),
    });
  return (
    <Card
      size="small"
      data-testid={`day-${day.date}`}
      title={
        <div className={styles.adminDayTitle}>
          <h3>
            {day.dayName}, {formatDate(day.date)}
          </h3>
          <span className={styles.adminDayPractice}>{day.practiceDescription ?? day.practiceName}</span>
        </div>
      }
      extra={
        <span className={styles.adminDayBadges}>
          <Tag>{day.totalRegistrations} total</Tag>
          <Tag className={styles.adminTagGreen}>{day.activeMembers} active members</Tag>
        </span>
      }
    >
      {day.registrations.length === 0 ? (
        <p className={styles.adminEmpty}>No registrations for this session yet</p>
      ) : (
        <ul className={styles.adminRegistrations}>
          {day.registrations.map((r) => {
            const name = fullName(r);
            return (
              <li key={r.userId} className={styles.adminRegistration}>
                <div className={styles.adminRegistrationWho}>
                  <Button type="link" className={styles.adminNameLink} onClick={() => onOpenUser(r.userId)}>
                    {name}
                  </Button>
                  <span className={styles.adminEmail}>{r.email}</span>
                  <MembershipTag active={r.membershipActive} />
                  {!r.registered && <Tag>Walk-in</Tag>}
                </div>
                <div className={styles.adminRegistrationActions}>
                  <AdminStatusSelect
                    status={r.attendanceStatus}
                    label={`Attendance status for ${name} on ${day.date}`}
                    onChange={(status) => changeStatus(r.userId, day.date, status)}
                  />
                  {r.registered && (
                    <Button
                      size="small"
                      danger
                      onClick={() => confirmRemove(r.userId, name)}
                      aria-label={`Remove ${name} from ${day.dayName}`}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Memoised: a status change replaces one user's object in the cached list, so one card renders again. */
const HistoryCard = memo(function HistoryCard({
  user,
  changeStatus,
}: {
  user: AttendanceHistoryUser;
  changeStatus: StatusChange;
}) {
  const name = fullName(user);
  return (
    <Card
      size="small"
      data-testid={`history-${user.userId}`}
      title={<h3 className={styles.adminHistoryName}>{name}</h3>}
      extra={
        <span className={styles.adminDayBadges}>
          <MembershipTag active={user.membershipActive} />
          <Tag>{sessionsCount(user.totalAttendances)}</Tag>
        </span>
      }
    >
      <p className={styles.adminEmail}>{user.email}</p>
      <ul className={styles.adminRegistrations}>
        {user.attendances.map((a) => (
          <li key={a.date} className={styles.adminRegistration}>
            <span>
              {a.practiceName} · {a.dayName} · {formatDate(a.date)}
            </span>
            <AdminStatusSelect
              status={a.attendanceStatus}
              label={`Attendance status for ${name} on ${a.date}`}
              onChange={(status) => changeStatus(user.userId, a.date, status)}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
});

export function RegistrationsTab({ onOpenUser }: { onOpenUser: (id: string) => void }) {
  const days = useSessionRegistrations();
  const history = useAttendanceHistory();
  const changeStatus = useStatusChange();
  const exportHistory = () =>
    downloadCsv(
      'attendance-history.csv',
      toCsv([
        ['Name', 'Email', 'Membership', 'Date', 'Day', 'Practice', 'Status'],
        ...(history.data ?? []).flatMap((u) =>
          u.attendances.map((a) => [
            fullName(u),
            u.email,
            u.membershipActive ? 'Member' : 'Free',
            a.date,
            a.dayName,
            a.practiceName,
            a.attendanceStatus ?? '',
          ]),
        ),
      ]),
    );
  return (
    <div>
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Session Registrations</h2>
        {days.isPending ? (
          <p>Loading session registrations...</p>
        ) : days.isError ? (
          <p role="alert">Could not load the session registrations.</p>
        ) : days.data.length === 0 ? (
          <Empty description="No session registrations found" />
        ) : (
          <div className={styles.adminDayGrid}>
            {days.data.map((day) => (
              <DayCard key={day.date} day={day} onOpenUser={onOpenUser} changeStatus={changeStatus} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="history-title">
        <div className={styles.adminToolbar}>
          <h2 id="history-title">Attendance History (Last 30 Days)</h2>
          <Button onClick={exportHistory} disabled={!history.data?.length}>
            Export CSV
          </Button>
        </div>
        {history.isPending ? (
          <p>Loading attendance history...</p>
        ) : history.isError ? (
          <p role="alert">Could not load the attendance history.</p>
        ) : history.data.length === 0 ? (
          <Empty description="No attendance history found" />
        ) : (
          <div className={styles.adminDayGrid}>
            {history.data.map((user) => (
              <HistoryCard key={user.userId} user={user} changeStatus={changeStatus} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
