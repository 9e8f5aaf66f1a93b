import { ACTIVITY_LABELS } from '@sadhana/rules/admin';
import {
  type DeletedFilter,
  MEMBERSHIP_STANDING_LABELS,
  type SortOrder,
  type UserMembershipFilter,
  type UserSort,
  type UsersQuery,
} from '@sadhana/rules/admin-workspace';
import { Input, Select } from 'antd';
import { queryString } from '../../../lib/query-keys';
import styles from '../admin.module.css';
import type { UsersFilters } from '../lib/use-users-query';

const ANY = '';

const MEMBERSHIP_OPTIONS = [
  { value: ANY, label: 'Any membership' },
  { value: 'member', label: 'Members (paid or complimentary)' },
  { value: 'complimentary', label: MEMBERSHIP_STANDING_LABELS.complimentary },
  { value: 'paused', label: MEMBERSHIP_STANDING_LABELS.paused },
  { value: 'free', label: MEMBERSHIP_STANDING_LABELS.none },
];
const ACTIVITY_OPTIONS = [
  { value: ANY, label: 'Any activity' },
  ...(['DAU', 'WAU', 'MAU', 'other'] as const).map((value) => ({ value, label: ACTIVITY_LABELS[value] })),
];
const DELETED_OPTIONS = [
  { value: 'hide', label: 'Without deleted users' },
  { value: 'include', label: 'With deleted users' },
  { value: 'only', label: 'Deleted users only' },
];
/** A sort and its order as one value of the select, `name:asc`. */
type SortChoice = `${UserSort}:${SortOrder}`;
/** The orders the list offers (not every field both ways); the key type keeps each a real sort. */
const SORT_LABELS: Partial<Record<SortChoice, string>> = {
  'name:asc': 'Name A–Z',
  'name:desc': 'Name Z–A',
  'email:asc': 'Email A–Z',
  'joined:desc': 'Newest first',
  'joined:asc': 'Oldest first',
  'lastActive:desc': 'Last active first',
};
const SORT_OPTIONS = (Object.entries(SORT_LABELS) as [SortChoice, string][]).map(([value, label]) => ({
  value,
  label,
}));

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
        onChange={(value: SortChoice) => {
          const [sort, order] = value.split(':') as [UserSort, SortOrder];
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
