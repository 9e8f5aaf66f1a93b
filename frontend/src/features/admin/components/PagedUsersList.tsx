import type { AdminUserRow, UsersPage } from '@sadhana/rules/admin-workspace';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import styles from '../admin.module.css';
import type { UsersListQuery } from '../lib/use-users-query';
import { ServerPagedList } from './ServerPagedList';
import { UserActions, UserNameButton } from './UserActions';
import { UsersListControls } from './UsersListControls';

/** What a tab shows of each user beyond the name, email and actions. */
export interface UsersListView {
  /** The table's columns between Email and Actions. */
  columns: ColumnsType<AdminUserRow>;
  /** What a phone card shows of one user between the name and email and the actions. */
  details: (user: AdminUserRow) => ReactNode;
  /** Actions before Delete (or Restore), if any. */
  actions?: (user: AdminUserRow) => ReactNode;
  /** The Actions column's width in px, for what it holds. */
  actionsWidth?: number;
}

interface PagedUsersListProps {
  /** What the list asks the server (useUsersQuery): the controls change it. */
  listQuery: UsersListQuery;
  /** The server's answer to that query. */
  users: { data?: UsersPage; isFetching: boolean; isError: boolean };
  onOpenUser: (id: string) => void;
  view: UsersListView;
}

/**
 * The search, filter and sort controls, then one page of users from the server, 50 at most, with
 * the total and the pager. A table (Name, Email, the tab's columns, Actions) that fits its width, a
 * long name or address wrapping in its cell; below 768 px a list of cards.
 */
export function PagedUsersList({ listQuery, users, onOpenUser, view }: PagedUsersListProps) {
  const { filters, update, query } = listQuery;
  const { columns, details, actions, actionsWidth = 110 } = view;
  const userActions = (user: AdminUserRow) => (
    <span className={styles.adminActions}>
      {actions?.(user)}
      <UserActions user={user} />
    </span>
  );
  return (
    <>
      <UsersListControls filters={filters} query={query} onChange={update} />
      <ServerPagedList
        noun={['user', 'users']}
        columns={[
          ...identityColumns(onOpenUser),
          ...columns,
          { title: 'Actions', key: 'actions', width: actionsWidth, render: (_, user) => userActions(user) },
        ]}
        card={(user) => (
          <div className={styles.adminUserCard}>
            <UserNameButton user={user} onOpen={onOpenUser} />
            <span className={styles.adminEmail}>{user.email}</span>
            {details(user)}
            {userActions(user)}
          </div>
        )}
        rowKey={(user) => user.id}
        data={users.data}
        loading={users.isFetching}
        error={users.isError ? 'Could not load the users. Please reload the page.' : null}
        emptyText="No users found"
        page={listQuery.page}
        onPage={listQuery.setPage}
      />
    </>
  );
}

/** The Name column and the Email column, which takes the width the others leave. */
function identityColumns(onOpenUser: (id: string) => void): ColumnsType<AdminUserRow> {
  return [
    {
      title: 'Name',
      key: 'name',
      width: 190,
      render: (_, user) => <UserNameButton user={user} onOpen={onOpenUser} />,
    },
    { title: 'Email', dataIndex: 'email', key: 'email', className: styles.adminEmailCell },
  ];
}
