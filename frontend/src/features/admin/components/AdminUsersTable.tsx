import type { AdminUserRecord } from '@sadhana/rules/admin';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/** The users list of the Users and Membership tabs: 50 a page, scrolling sideways on a phone. */
export function AdminUsersTable({
  columns,
  users,
  loading,
}: {
  columns: ColumnsType<AdminUserRecord>;
  users: readonly AdminUserRecord[];
  loading: boolean;
}) {
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No users found' }}
      size="middle"
    />
  );
}
