import {
  ADMIN_PAGE_SIZE,
  type DeletedFilter,
  type SortOrder,
  type UserMembershipFilter,
  type UserSort,
  type UsersQuery,
} from '@sadhana/rules/admin-workspace';
import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface UsersFilters {
  search: string;
  membership?: UserMembershipFilter;
  activity?: UsersQuery['activity'];
  deleted: DeletedFilter;
  sort: UserSort;
  order: SortOrder;
}

const INITIAL: UsersFilters = { search: '', deleted: 'hide', sort: 'name', order: 'asc' };

/**
 * What the users list asks the server: the search (sent once typing pauses), filters, sort and page.
 * Any change of the filters goes back to page 1: page 7 of another list means nothing.
 */
export function useUsersQuery(asOf?: string) {
  const [filters, setFilters] = useState<UsersFilters>(INITIAL);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filters.search.trim());
  const update = (change: Partial<UsersFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const query: UsersQuery = {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: q || undefined,
    membership: filters.membership,
    activity: filters.activity,
    deleted: filters.deleted,
    sort: filters.sort,
    order: filters.order,
    asOf,
  };
  return { filters, update, page, setPage, query };
}

export type UsersListQuery = ReturnType<typeof useUsersQuery>;
