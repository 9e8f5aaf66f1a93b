import {
  ADMIN_PAGE_SIZE,
  type AttendanceHistoryQuery,
  type AttendanceHistoryRow,
} from '@sadhana/rules/admin-workspace';
import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { Card, Empty, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { queryString } from '../../../lib/query-keys';
import styles from '../admin.module.css';
import { useHistoryPage } from '../api/get-history-page';
import { formatDate, fullName } from '../lib/admin-format';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import { useStatusChange } from '../lib/use-status-change';
import { AdminDateField } from './AdminDateField';
import { AdminPager } from './AdminPager';
import { AdminStatusSelect } from './AdminStatusSelect';
import { MembershipTag } from './MembershipTag';

const ANY = '';
const STATUS_FILTERS = [
  { value: ANY, label: 'Any status' },
  { value: 'attended', label: 'Counted as attended' },
  { value: 'none', label: 'No status' },
  ...ATTENDANCE_STATUSES.map((status) => ({ value: status, label: ATTENDANCE_STATUS_LABELS[status] })),
];

function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T12:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

function Person({ row }: { row: AttendanceHistoryRow }) {
  return (
    <div className={styles.adminRegistrationWho}>
      <strong>
        {fullName(row)}
        {row.userDeleted ? ' (deleted)' : ''}
      </strong>
      <span className={styles.adminEmail}>{row.email}</span>
      <span>
        <MembershipTag active={row.membershipActive} />
        {!row.registered && <Tag>Walk-in</Tag>}
      </span>
    </div>
  );
}

/** Who came when: a person at a session a row, newest first, filtered and paged by the server. */
export function AttendanceHistoryTable({ today }: { today: string }) {
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState(ANY);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const narrow = useNarrowScreen();
  const changeStatus = useStatusChange();
  const filters: AttendanceHistoryQuery = { from, to, q: q || undefined, status: status || undefined };
  const history = useHistoryPage({ ...filters, page, pageSize: ADMIN_PAGE_SIZE });
  const filter = (change: () => void) => {
    change();
    setPage(1);
  };
  const statusSelect = (row: AttendanceHistoryRow) => (
    <AdminStatusSelect
      status={row.attendanceStatus}
      label={`Attendance status for ${fullName(row)} on ${row.date}`}
      onChange={(value) => void changeStatus(row.userId, row.date, value)}
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
    { title: 'Status', key: 'status', width: 320, render: (_, row) => statusSelect(row) },
  ];
  const data = history.data;
  const csv = queryString({ ...filters });
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
        />
      </search>
      {history.isError ? (
        <p role="alert" className={styles.adminError}>
          {serverMessage(history.error) ?? 'Could not load the attendance history.'}
        </p>
      ) : history.isPending ? (
        <p>Loading attendance history...</p>
      ) : (
        <>
          <p className={styles.adminTotal} aria-live="polite" data-testid="history-total">
            {data?.total ?? 0} {data?.total === 1 ? 'entry' : 'entries'} from {formatDate(from)} to{' '}
            {formatDate(to)}
          </p>
          {!data || data.items.length === 0 ? (
            <Empty description="No attendance history found" />
          ) : narrow ? (
            <ul className={styles.adminCards} aria-label="Attendance history">
              {data.items.map((row) => (
                <li key={`${row.date}-${row.userId}`}>
                  <Card size="small">
                    <div className={styles.adminUserCard}>
                      {when(row)}
                      <Person row={row} />
                      {statusSelect(row)}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <Table
              rowKey={(row) => `${row.date}-${row.userId}`}
              columns={columns}
              dataSource={data.items}
              loading={history.isFetching}
              pagination={false}
              size="middle"
              tableLayout="fixed"
            />
          )}
          <AdminPager data={data} page={page} onPage={setPage} compact={narrow} />
        </>
      )}
    </section>
  );
}
