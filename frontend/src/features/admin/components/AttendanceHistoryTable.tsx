import {
  ADMIN_PAGE_SIZE,
  type AttendanceHistoryQuery,
  type AttendanceHistoryRow,
} from '@sadhana/rules/admin-workspace';
import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { Card, Input, Radio, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { addDays } from '../../../lib/eastern-time';
import { queryString } from '../../../lib/query-keys';
import styles from '../admin.module.css';
import { useHistoryPage } from '../api/get-history-page';
import { formatDate, fullName } from '../lib/admin-format';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import { useStatusChange } from '../lib/use-status-change';
import { AdminDateField } from './AdminDateField';
import { HistoryByDay, HistoryByMember } from './HistoryGroups';
import { HistoryList, HistoryStatus } from './HistoryList';
import { MembershipTag } from './MembershipTag';

const ANY = '';
const STATUS_FILTERS = [
  { value: ANY, label: 'Any status' },
  { value: 'attended', label: 'Counted as attended' },
  { value: 'none', label: 'No status' },
  ...ATTENDANCE_STATUSES.map((status) => ({ value: status, label: ATTENDANCE_STATUS_LABELS[status] })),
];

/** How the history is read: by person, by day, or one entry a row. */
type HistoryView = 'member' | 'day' | 'entry';
const VIEWS: { value: HistoryView; label: string }[] = [
  { value: 'member', label: 'By member' },
  { value: 'day', label: 'By day' },
  { value: 'entry', label: 'Every entry' },
];

function Person({ row }: { row: AttendanceHistoryRow }) {
  return (
    <div className={styles.adminRegistrationWho}>
      <strong>
        {fullName(row)}
        {row.userDeleted ? ' (deleted)' : ''}
      </strong>
      <span className={styles.adminEmail}>{row.email}</span>
      <span>
        <MembershipTag standing={row.membershipActive ? 'paid' : 'none'} />
        {!row.registered && <Tag>Walk-in</Tag>}
      </span>
    </div>
  );
}

/** Every entry a row, newest first. */
function HistoryEntries({
  query,
  today,
  page,
  onPage,
}: {
  query: AttendanceHistoryQuery;
  today: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const narrow = useNarrowScreen();
  const changeStatus = useStatusChange();
  const history = useHistoryPage({ ...query, page, pageSize: ADMIN_PAGE_SIZE });
  const status = (row: AttendanceHistoryRow) => (
    <HistoryStatus
      name={fullName(row)}
      userId={row.userId}
      date={row.date}
      status={row.attendanceStatus}
      today={today}
      changeStatus={changeStatus}
    />
  );
  const when = (row: AttendanceHistoryRow) => (
    <span>
      {row.dayName}, {formatDate(row.date)}
      <br />
      <span className={styles.adminEmail}>{row.practiceName}</span>
    </span>
  );
  const columns: ColumnsType<AttendanceHistoryRow> = [
    { title: 'Session', key: 'date', width: 200, render: (_, row) => when(row) },
    { title: 'Person', key: 'person', render: (_, row) => <Person row={row} /> },
    { title: 'Status', key: 'status', width: 360, render: (_, row) => status(row) },
  ];
  return (
    <HistoryList
      result={history}
      noun={['entry', 'entries']}
      query={query}
      page={page}
      onPage={onPage}
      render={(items) =>
        narrow ? (
          <ul className={styles.adminCards} aria-label="Attendance history">
            {items.map((row) => (
              <li key={`${row.date}-${row.userId}`}>
                <Card size="small">
                  <div className={styles.adminUserCard}>
                    {when(row)}
                    <Person row={row} />
                    {status(row)}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <Table
            rowKey={(row) => `${row.date}-${row.userId}`}
            columns={columns}
            dataSource={items}
            loading={history.isFetching}
            pagination={false}
            size="middle"
            tableLayout="fixed"
          />
        )
      }
    />
  );
}

/**
 * The attendance history, the last 30 days by default: read by member (each person's membership,
 * total and dates with their status), by day (each session's people) or one entry a row; filtered and
 * paged by the server, each status changeable in place.
 */
export function AttendanceHistoryTable({
  today,
  onOpenUser,
}: {
  today: string;
  onOpenUser: (id: string) => void;
}) {
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState(ANY);
  const [view, setView] = useState<HistoryView>('member');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const filters: AttendanceHistoryQuery = { from, to, q: q || undefined, status: status || undefined };
  const filter = (change: () => void) => {
    change();
    setPage(1);
  };
  const csv = queryString({ ...filters });
  const paging = { query: filters, today, page, onPage: setPage };
  return (
    <section aria-labelledby="history-title">
      <div className={styles.adminToolbar}>
        <h2 id="history-title">
          {from === addDays(today, -29) && to === today
            ? 'Attendance History (Last 30 Days)'
            : `Attendance History (${formatDate(from)} to ${formatDate(to)})`}
        </h2>
        <a
          className={`ant-btn ant-btn-default ${styles.adminLinkButton}`}
          href={`/api/admin/attendance-history.csv?${csv}`}
          download
        >
          Download CSV
        </a>
      </div>
      <search aria-label="Filter the attendance history" className={styles.adminFilters}>
        <AdminDateField
          id="history-from"
          label="From"
          value={from}
          max={to}
          onChange={(value) => value && filter(() => setFrom(value))}
        />
        <AdminDateField
          id="history-to"
          label="To"
          value={to}
          min={from}
          onChange={(value) => value && filter(() => setTo(value))}
        />
        <Input.Search
          aria-label="Search the history by name or email"
          placeholder="Search name or email"
          allowClear
          value={search}
          onChange={(event) => filter(() => setSearch(event.target.value))}
          className={styles.adminSearch}
        />
        <Select
          aria-label="Attendance status filter"
          value={status}
          options={STATUS_FILTERS}
          onChange={(value: string) => filter(() => setStatus(value))}
          className={styles.adminFilter}
          popupMatchSelectWidth={false}
          classNames={{ popup: { root: styles.adminWrapPopup } }}
        />
      </search>
      <Radio.Group
        aria-label="Read the history"
        optionType="button"
        value={view}
        options={VIEWS}
        onChange={(event) => filter(() => setView(event.target.value))}
        className={styles.adminHistoryViews}
      />
      {view === 'member' ? (
        <HistoryByMember {...paging} onOpenUser={onOpenUser} />
      ) : view === 'day' ? (
        <HistoryByDay {...paging} onOpenUser={onOpenUser} />
      ) : (
        <HistoryEntries {...paging} />
      )}
    </section>
  );
}
