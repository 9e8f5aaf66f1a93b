import type { AttendanceHistoryQuery } from '@sadhana/rules/admin-workspace';
import { Button, Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import styles from '../admin.module.css';
import { useHistoryGroups } from '../api/get-history-groups';
import { formatDate, fullName, membershipStanding } from '../lib/admin-format';
import { type StatusChange, useStatusChange } from '../lib/use-status-change';
import { HistoryList, HistoryStatus } from './HistoryList';
import { MembershipTag } from './MembershipTag';

/** People a page when read by member: each with up to a month of dates. */
const MEMBERS_PER_PAGE = 20;
/** Days a page when read by day: a week and a half of sessions. */
const DAYS_PER_PAGE = 10;

interface GroupsProps {
  query: AttendanceHistoryQuery;
  today: string;
  page: number;
  onPage: (page: number) => void;
  onOpenUser: (id: string) => void;
}

/** One line of a group: a person at a session, what to say of it, and its status to change. */
interface GroupLine {
  key: string;
  what: ReactNode;
  userId: string;
  name: string;
  date: string;
  status: string | null;
}

/** A group of the history as a card: its head (who or when, and the counts), then a line per entry. */
function GroupCard({
  head,
  label,
  lines,
  today,
  changeStatus,
}: {
  head: ReactNode;
  label: string;
  lines: GroupLine[];
  today: string;
  changeStatus: StatusChange;
}) {
  return (
    <li>
      <Card size="small" className={styles.adminHistoryCard}>
        <div className={styles.adminHistoryHead}>{head}</div>
        <ul className={styles.adminHistoryEntries} aria-label={label}>
          {lines.map((line) => (
            <li key={line.key} className={styles.adminHistoryEntry}>
              {line.what}
              <HistoryStatus
                name={line.name}
                userId={line.userId}
                date={line.date}
                status={line.status}
                today={today}
                changeStatus={changeStatus}
              />
            </li>
          ))}
        </ul>
      </Card>
    </li>
  );
}

function NameButton({
  userId,
  name,
  deleted,
  onOpenUser,
}: {
  userId: string;
  name: string;
  deleted: boolean;
  onOpenUser: (id: string) => void;
}) {
  return (
    <Button type="link" className={styles.adminNameLink} onClick={() => onOpenUser(userId)}>
      {name}
      {deleted ? ' (deleted)' : ''}
    </Button>
  );
}

/** The history by member: each person's membership, how many sessions count as attended, and every date with its status. */
export function HistoryByMember({ query, today, page, onPage, onOpenUser }: GroupsProps) {
  const changeStatus = useStatusChange();
  const groups = useHistoryGroups({ ...query, by: 'member', page, pageSize: MEMBERS_PER_PAGE });
  return (
    <HistoryList
      result={groups}
      noun={['person', 'people']}
      label="Attendance history by member"
      query={query}
      page={page}
      onPage={onPage}
      renderItem={(member) => {
        const name = fullName(member);
        return (
          <GroupCard
            key={member.userId}
            today={today}
            changeStatus={changeStatus}
            label={`Sessions of ${name}`}
            head={
              <>
                <NameButton
                  userId={member.userId}
                  name={name}
                  deleted={member.userDeleted}
                  onOpenUser={onOpenUser}
                />
                <span className={styles.adminEmail}>{member.email}</span>
                <span className={styles.adminTags}>
                  <MembershipTag standing={membershipStanding(member)} />
                  <Tag>{member.totalAttended} attended</Tag>
                </span>
              </>
            }
            lines={member.entries.map((entry) => ({
              key: entry.date,
              userId: member.userId,
              name,
              date: entry.date,
              status: entry.attendanceStatus,
              what: (
                <span>
                  {entry.dayName.slice(0, 3)}, {formatDate(entry.date)}
                  <span className={styles.adminEmail}> · {entry.practiceName}</span>
                  {!entry.registered && <Tag className={styles.adminInlineTag}>Walk-in</Tag>}
                </span>
              ),
            }))}
          />
        );
      }}
    />
  );
}

/** The history by day: each session, newest first, with its people by name and what counts as attended. */
export function HistoryByDay({ query, today, page, onPage, onOpenUser }: GroupsProps) {
  const changeStatus = useStatusChange();
  const groups = useHistoryGroups({ ...query, by: 'day', page, pageSize: DAYS_PER_PAGE });
  return (
    <HistoryList
      result={groups}
      noun={['day', 'days']}
      label="Attendance history by day"
      query={query}
      page={page}
      onPage={onPage}
      renderItem={(day) => (
        <GroupCard
          key={day.date}
          today={today}
          changeStatus={changeStatus}
          label={`People on ${formatDate(day.date)}`}
          head={
            <>
              <h3 className={styles.adminHistoryName}>
                {day.dayName}, {formatDate(day.date)}
              </h3>
              <span className={styles.adminEmail}>{day.practiceName}</span>
              <span className={styles.adminTags}>
                <Tag>
                  {day.entries.length} {day.entries.length === 1 ? 'person' : 'people'}
                </Tag>
                <Tag>{day.attended} attended</Tag>
              </span>
            </>
          }
          lines={day.entries.map((entry) => {
            const name = fullName(entry);
            return {
              key: entry.userId,
              userId: entry.userId,
              name,
              date: day.date,
              status: entry.attendanceStatus,
              what: (
                <span className={styles.adminRegistrationWho}>
                  <NameButton
                    userId={entry.userId}
                    name={name}
                    deleted={entry.userDeleted}
                    onOpenUser={onOpenUser}
                  />
                  <span className={styles.adminEmail}>{entry.email}</span>
                  <MembershipTag standing={membershipStanding(entry)} />
                  {!entry.registered && <Tag>Walk-in</Tag>}
                </span>
              ),
            };
          })}
        />
      )}
    />
  );
}
