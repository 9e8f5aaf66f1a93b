import type { Page } from '@sadhana/rules/admin-workspace';
import { Pagination } from 'antd';
import styles from '../admin.module.css';

/** The pager under a server-paged list: shown only when there is more than one page. */
export function AdminPager({
  data,
  page,
  onPage,
  compact,
}: {
  data: Pick<Page<unknown>, 'total' | 'pageSize'> | undefined;
  page: number;
  onPage: (page: number) => void;
  /** On a phone or in the dialog: "‹ 3 / 9 ›" rather than every page number. */
  compact?: boolean;
}) {
  if (!data || data.total <= data.pageSize) return null;
  return (
    <Pagination
      className={styles.adminPager}
      current={page}
      pageSize={data.pageSize}
      total={data.total}
      showSizeChanger={false}
      simple={compact}
      size={compact ? 'small' : undefined}
      onChange={onPage}
    />
  );
}
