import type { Page } from '@sadhana/rules/admin-workspace';
import { Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import styles from '../admin.module.css';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import { AdminPager } from './AdminPager';

export interface ServerPagedListProps<Row extends object> {
  /** What a row is, one and many ("user", "users"): the total says it, and the phone list is named by it. */
  noun: readonly [one: string, many: string];
  columns: ColumnsType<Row>;
  /** One row as a phone's card. */
  card: (row: Row) => ReactNode;
  rowKey: (row: Row) => string;
  data: Page<Row> | undefined;
  /** A page on its way: the table's veil (not for a refresh in the background). */
  loading: boolean;
  /** Why the list could not be loaded, shown instead of it. */
  error: string | null;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
}

/**
 * One page of a list the server pages, with its total and the pager: a table laid out to its box's
 * width (its columns' widths, text wrapping in its cells: no scrolling sideways), or below 768 px a
 * list of cards.
 */
export function ServerPagedList<Row extends object>({
  noun: [one, many],
  columns,
  card,
  rowKey,
  data,
  loading,
  error,
  emptyText,
  page,
  onPage,
}: ServerPagedListProps<Row>) {
  const narrow = useNarrowScreen();
  if (error) {
    return (
      <p role="alert" className={styles.adminError}>
        {error}
      </p>
    );
  }
  const pager = <AdminPager data={data} page={page} onPage={onPage} compact={narrow} />;
  const total = data && (
    <p className={styles.adminTotal} aria-live="polite">
      {data.total} {data.total === 1 ? one : many}
    </p>
  );
  if (narrow) {
    return (
      <div>
        {total}
        {loading && !data ? (
          <p>Loading {many}...</p>
        ) : data?.items.length ? (
          <ul className={styles.adminCards} aria-label={many[0].toUpperCase() + many.slice(1)}>
            {data.items.map((row) => (
              <li key={rowKey(row)}>
                <Card size="small">{card(row)}</Card>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description={emptyText} />
        )}
        {pager}
      </div>
    );
  }
  return (
    <div>
      {total}
      <Table
        rowKey={rowKey}
        columns={columns}
        dataSource={data?.items ?? []}
        loading={loading}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText }}
        size="middle"
      />
      {pager}
    </div>
  );
}
