import type { RosterEntry, SessionRoster } from '@sadhana/rules/admin-workspace';
import { Alert, App, Button, Card, Empty, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { serverMessage } from '../../../lib/api-errors';
import { formatEasternTime } from '../../../lib/eastern-time';
import { notifyFailure } from '../../../lib/notify-failure';
import styles from '../admin.module.css';
import { useRoster } from '../api/get-roster';
import { useMarkEveryoneAttended } from '../api/mark-everyone-attended';
import { useRemoveRegistration } from '../api/remove-registration';
import { formatDate, fullName, membershipStanding, placesInWords } from '../lib/admin-format';
import { placesOver, rosterCountsInWords, rosterTally } from '../lib/roster-counts';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import { type StatusChange, useStatusChange } from '../lib/use-status-change';
import { AttendanceStatusTag } from './AttendanceStatusTag';
import { ClassCancellation } from './ClassCancellation';
import { MembershipTag } from './MembershipTag';
import { RosterCheckIn } from './RosterCheckIn';
import { RosterWaitlist } from './RosterWaitlist';
import { SessionCapacity } from './SessionCapacity';
import { TakePaymentButton } from './take-payment/TakePaymentButton';
import { WalkInSearch } from './WalkInSearch';

function Who({ entry, onOpenUser }: { entry: RosterEntry; onOpenUser: (id: string) => void }) {
  return (
    <div className={styles.adminRegistrationWho}>
      <Button type="link" className={styles.adminNameLink} onClick={() => onOpenUser(entry.userId)}>
        {fullName(entry)}
      </Button>
      <span className={styles.adminEmail}>{entry.email}</span>
      <span>
        <MembershipTag standing={membershipStanding(entry)} />
        {!entry.registered && <Tag>Walk-in</Tag>}
      </span>
    </div>
  );
}

/** Remove is offered only while members can still change their own registration, and the server agrees. */
function canRemove(roster: SessionRoster, entry: RosterEntry): boolean {
  return roster.changeState === 'open' && entry.removable;
}

function useRosterActions(roster: SessionRoster | undefined) {
  const { modal, notification } = App.useApp();
  const remove = useRemoveRegistration();
  const markAll = useMarkEveryoneAttended();
  // Removing a registration is destructive: the server asks for a fresh second factor.
  const withStepUp = useStepUp();
  const confirmRemove = (entry: RosterEntry) => {
    if (!roster) return;
    const name = fullName(entry);
    modal.confirm({
      title: 'Remove registration',
      content: `Are you sure you want to remove ${name} from the ${roster.dayName} session?`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () =>
        withStepUp(() =>
          remove.mutateAsync({ userId: entry.userId, dayOfWeek: roster.dayOfWeek, date: roster.date }),
        ).then(
          () => notification.success({ title: 'Session registration deleted successfully' }),
          (error: unknown) => {
            console.warn('Registration removal failed', { userId: entry.userId, date: roster.date, error });
            notification.error({
              title: 'Error',
              description: 'Failed to delete session registration. Please try again.',
            });
          },
        ),
    });
  };
  const confirmMarkAll = () => {
    if (!roster) return;
    modal.confirm({
      title: 'Mark everyone attended',
      content: `Everyone registered for ${roster.dayName}, ${formatDate(roster.date)} who is not marked yet (${rosterTally(roster.registrations).unmarked}) will be marked Registered – Attended.`,
      okText: 'Mark attended',
      onOk: () =>
        markAll.mutateAsync(roster.date).then(
          ({ marked }) =>
            notification.success({
              title: `Marked ${marked} ${marked === 1 ? 'person' : 'people'} attended`,
            }),
          (error: unknown) => {
            console.warn('Mark everyone attended failed', { date: roster.date, error });
            notifyFailure(notification, 'Could not mark everyone attended', error, 'Please try again.');
          },
        ),
    });
  };
  return { confirmRemove, confirmMarkAll };
}

function RosterList({
  roster,
  onOpenUser,
  changeStatus,
  onRemove,
}: {
  roster: SessionRoster;
  onOpenUser: (id: string) => void;
  changeStatus: StatusChange;
  onRemove: (entry: RosterEntry) => void;
}) {
  const narrow = useNarrowScreen();
  const checkIn = (entry: RosterEntry) => (
    <RosterCheckIn entry={entry} roster={roster} changeStatus={changeStatus} />
  );
  const actions = (entry: RosterEntry) => (
    <span className={styles.adminActions}>
      <TakePaymentButton userId={entry.userId} name={fullName(entry)} size="small" />
      {canRemove(roster, entry) && (
        <Button
          size="small"
          danger
          onClick={() => onRemove(entry)}
          aria-label={`Remove ${fullName(entry)} from ${roster.dayName}`}
        >
          Remove
        </Button>
      )}
    </span>
  );
  if (roster.registrations.length === 0) {
    return <p className={styles.adminEmpty}>No registrations for this session yet</p>;
  }
  if (narrow) {
    return (
      <ul className={styles.adminCards} aria-label={`People on ${roster.dayName}`}>
        {roster.registrations.map((entry) => (
          <li key={entry.userId} className={styles.adminRosterCard}>
            <Who entry={entry} onOpenUser={onOpenUser} />
            <AttendanceStatusTag status={entry.attendanceStatus} begun={roster.changeState === 'past'} />
            {checkIn(entry)}
            {actions(entry)}
          </li>
        ))}
      </ul>
    );
  }
  const columns: ColumnsType<RosterEntry> = [
    { title: 'Name', key: 'name', render: (_, entry) => <Who entry={entry} onOpenUser={onOpenUser} /> },
    {
      title: 'Status',
      key: 'status',
      width: 190,
      render: (_, entry) => (
        <AttendanceStatusTag status={entry.attendanceStatus} begun={roster.changeState === 'past'} />
      ),
    },
    { title: 'Check in', key: 'check-in', width: 290, render: (_, entry) => checkIn(entry) },
    { title: 'Actions', key: 'actions', width: 200, render: (_, entry) => actions(entry) },
  ];
  return (
    <Table
      rowKey="userId"
      columns={columns}
      dataSource={roster.registrations}
      pagination={false}
      size="middle"
      tableLayout="fixed"
    />
  );
}

/** One session's people: the next session by default, any other by its date or the arrows. */
export function DayRoster({ today, onOpenUser }: { today: string; onOpenUser: (id: string) => void }) {
  const [date, setDate] = useState<string | undefined>(undefined);
  const roster = useRoster(date);
  const changeStatus = useStatusChange();
  const { confirmRemove, confirmMarkAll } = useRosterActions(roster.data);
  const shown = roster.data;
  const begun = shown?.changeState === 'past';
  const overCapacity = shown ? placesOver(shown) : 0;
  const unmarked = shown ? rosterTally(shown.registrations).unmarked : 0;
  return (
    <section aria-labelledby="sessions-title">
      <div className={styles.adminToolbar}>
        <h2 id="sessions-title">Session Registrations</h2>
        <span className={styles.adminRosterNav}>
          <Button onClick={() => shown && setDate(shown.previousDate)} disabled={!shown}>
            Previous session
          </Button>
          <label htmlFor="roster-date" className={styles.adminVisuallyHidden}>
            Session date
          </label>
          <Input
            id="roster-date"
            type="date"
            value={shown?.date ?? date ?? today}
            onChange={(event) => setDate(event.target.value || undefined)}
          />
          <Button onClick={() => shown && setDate(shown.nextDate)} disabled={!shown}>
            Next session
          </Button>
        </span>
      </div>
      {roster.isPending ? (
        <p>Loading session registrations...</p>
      ) : roster.isError ? (
        <p role="alert" className={styles.adminError}>
          {serverMessage(roster.error) ?? 'Could not load the session registrations.'}
        </p>
      ) : !shown ? (
        <Empty description="No session registrations found" />
      ) : (
        <Card size="small" data-testid={`day-${shown.date}`}>
          {/* In the body, not the card's title bar: that one cuts a long title with an ellipsis. */}
          <div className={styles.adminDayTitle}>
            <h3>
              {shown.dayName}, {formatDate(shown.date)}
            </h3>
            <span className={styles.adminDayPractice}>
              {shown.practiceDescription ?? shown.practiceName} · starts {formatEasternTime(shown.startsAt)}
            </span>
          </div>
          {shown.cancelReason === null && (
            <WalkInSearch date={shown.date} begun={begun} changeStatus={changeStatus} />
          )}
          <p className={styles.adminRosterCounts} data-testid="roster-counts" aria-live="polite">
            {rosterCountsInWords(shown)}
          </p>
          <div className={styles.adminToolbar}>
            <span className={styles.adminDayBadges}>
              <Tag className={overCapacity > 0 ? styles.adminTagRed : undefined}>{placesInWords(shown)}</Tag>
              {/* Green only for good news: no active members is not. */}
              <Tag className={shown.activeMembers > 0 ? styles.adminTagGreen : undefined}>
                {shown.activeMembers} with a membership
              </Tag>
              {shown.waitlist.length > 0 && <Tag>{shown.waitlist.length} waiting</Tag>}
            </span>
            <span className={styles.adminDayBadges}>
              {shown.changeState !== 'past' && <SessionCapacity roster={shown} />}
              {shown.cancelReason === null && <ClassCancellation roster={shown} />}
              <Button
                onClick={confirmMarkAll}
                disabled={!begun || unmarked === 0 || shown.cancelReason !== null}
                title={begun ? undefined : 'From the start of the session'}
              >
                Mark everyone attended
              </Button>
            </span>
          </div>
          {overCapacity > 0 && (
            <Alert
              type="warning"
              showIcon
              className={styles.adminCapacityWarning}
              title={`${overCapacity} over capacity: ${shown.placesTaken} registered for ${shown.capacity} places. Nobody loses their place; new registrations join the waitlist.`}
            />
          )}
          {!begun && shown.cancelReason === null && (
            <p className={styles.adminEmail}>
              Checking in opens when the session starts. Until then you can still add and remove people.
            </p>
          )}
          {shown.cancelReason !== null && <ClassCancellation roster={shown} />}
          <RosterList
            roster={shown}
            onOpenUser={onOpenUser}
            changeStatus={changeStatus}
            onRemove={confirmRemove}
          />
          <RosterWaitlist roster={shown} onOpenUser={onOpenUser} />
        </Card>
      )}
    </section>
  );
}
