import type {
  DeletedFilter,
  UserMembershipFilter,
  UserSort,
  UsersQuery,
} from '@sadhana/rules/admin-workspace';
import { Input, Select } from 'antd';
import { queryString } from '../../../lib/query-keys';
import styles from '../admin.module.css';
import type { UsersFilters } from '../lib/use-users-query';

const ANY = '';

const MEMBERSHIP_OPTIONS = [
  { value: ANY, label: 'Any membership' },
  { value: 'member', label: 'Paid Member' },
  { value: 'complimentary', label: 'Complimentary' },
  { value: 'free', label: 'Free User' },
];
const ACTIVITY_OPTIONS = [
  { value: ANY, label: 'Any activity' },
  { value: 'DAU', label: 'DAU' },
  { value: 'WAU', label: 'WAU' },
  { value: 'MAU', label: 'MAU' },
  { value: 'other', label: 'Inactive' },
];
const DELETED_OPTIONS = [
  { value: 'hide', label: 'Without deleted users' },
  { value: 'include', label: 'With deleted users' },
  { value: 'only', label: 'Deleted users only' },
];
const SORT_OPTIONS = [
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
  { value: 'email:asc', label: 'Email A–Z' },
  { value: 'joined:desc', label: 'Newest first' },
  { value: 'joined:asc', label: 'Oldest first' },
  { value: 'lastActive:desc', label: 'Last active first' },
];

/** The users list's search box, filters and sort, and the CSV file of what they select. */
export function UsersListControls({
  filters,
  query,
  onChange,
}: {
  filters: UsersFilters;
  query: UsersQuery;
  onChange: (change: Partial<UsersFilters>) => void;
}) {
  const { page: _page, pageSize: _pageSize, ...csvFilters } = query;
  const csvQuery = queryString({ ...csvFilters });
  return (
    <search className={styles.adminFilters} aria-label="Find users">
      <Input.Search
        aria-label="Search users by name or email"
        placeholder="Search name or email"
        allowClear
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
        className={styles.adminSearch}
      />
      <Select
        aria-label="Membership"
        value={filters.membership ?? ANY}
        options={MEMBERSHIP_OPTIONS}
        onChange={(value: string) => onChange({ membership: (value || undefined) as UserMembershipFilter })}
        className={styles.adminFilter}
      />
      <Select
        aria-label="Activity"
        value={filters.activity ?? ANY}
        options={ACTIVITY_OPTIONS}
        onChange={(value: string) => onChange({ activity: (value || undefined) as UsersQuery['activity'] })}
        className={styles.adminFilter}
      />
      <Select
        aria-label="Deleted users"
        value={filters.deleted}
        options={DELETED_OPTIONS}
        onChange={(value: DeletedFilter) => onChange({ deleted: value })}
        className={styles.adminFilter}
      />
      <Select
        aria-label="Sort by"
        value={`${filters.sort}:${filters.order}`}
        options={SORT_OPTIONS}
        onChange={(value: string) => {
          const [sort, order] = value.split(':') as [UserSort, 'asc' | 'desc'];
          onChange({ sort, order });
        }}
        className={styles.adminFilter}
      />
      <a
        className={`ant-btn ant-btn-default ${styles.adminLinkButton}`}
        href={`/api/admin/users.csv${csvQuery ? `?${csvQuery}` : ''}`}
        download
      >
        Download CSV
      </a>
    </search>
  );
}
