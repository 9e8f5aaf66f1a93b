import type { AttendanceHistoryQuery, Page } from '@sadhana/rules/admin-workspace';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import styles from '../admin.module.css';
import { formatDate } from '../lib/admin-format';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import type { StatusChange } from '../lib/use-status-change';
import { AdminPager } from './AdminPager';
import { AttendanceStatusTag } from './AttendanceStatusTag';
import { StatusMenu } from './StatusMenu';

/** A status and "Other status" to change it, as every reading of the history offers it. */
export function HistoryStatus({
  name,
  userId,
  date,
  status,
  today,
  changeStatus,
}: {
  name: string;
  userId: string;
  date: string;
  status: string | null;
  today: string;
  changeStatus: StatusChange;
}) {
  return (
    <span className={styles.adminCheckIn}>
      <AttendanceStatusTag status={status} begun={date < today} />
      <StatusMenu
        status={status}
        label={`Other status for ${name} on ${date}`}
        begun={date <= today}
        onSet={(next) => void changeStatus(userId, date, next)}
      />
    </span>
  );
}

/**
 * One page of the history however it is read: its loading and error states, the total ("12 people from
 * Oct 30, 2026 to Nov 28, 2026"), the page's items or "No attendance history found", and the pager.
 * The items are `render`ed as a whole, or each (`renderItem`, a list item) in a list named `label`.
 */
export function HistoryList<Item>({
  result,
  noun: [one, many],
  label,
  query,
  page,
  onPage,
  render,
  renderItem,
}: {
  result: { data?: Page<Item>; isPending: boolean; isError: boolean; error: Error | null };
  noun: readonly [one: string, many: string];
  label?: string;
  query: AttendanceHistoryQuery;
  page: number;
  onPage: (page: number) => void;
  render?: (items: Item[]) => ReactNode;
  renderItem?: (item: Item) => ReactNode;
}) {
  const narrow = useNarrowScreen();
  if (result.isError) {
    return (
      <p role="alert" className={styles.adminError}>
        {serverMessage(result.error) ?? 'Could not load the attendance history.'}
      </p>
    );
  }
  if (result.isPending) return <p>Loading attendance history...</p>;
  const data = result.data;
  return (
    <>
      <p className={styles.adminTotal} aria-live="polite" data-testid="history-total">
        {data?.total ?? 0} {data?.total === 1 ? one : many} from {formatDate(query.from)} to{' '}
        {formatDate(query.to)}
      </p>
      {!data || data.items.length === 0 ? (
        <Empty description="No attendance history found" />
      ) : renderItem ? (
        <ul className={styles.adminCards} aria-label={label}>
          {data.items.map(renderItem)}
        </ul>
      ) : (
        render?.(data.items)
      )}
      <AdminPager data={data} page={page} onPage={onPage} compact={narrow} />
    </>
  );
}
