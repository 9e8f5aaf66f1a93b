import { Button, Select } from 'antd';
import { useState } from 'react';
import styles from '../admin.module.css';
import { useUsersPage } from '../api/get-users-page';
import { fullName } from '../lib/admin-format';
import { useDebouncedValue } from '../lib/use-debounced-value';
import type { StatusChange } from '../lib/use-status-change';
import { AdminStatusSelect } from './AdminStatusSelect';

/** Someone who came without registering: found by name or email, given a status for the day. */
export function WalkInForm({ date, changeStatus }: { date: string; changeStatus: StatusChange }) {
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<string | null>('walk_in_attended');
  const [saving, setSaving] = useState(false);
  const q = useDebouncedValue(search.trim());
  const matches = useUsersPage({ q, pageSize: 10, page: 1, deleted: 'hide' }, { enabled: q.length > 0 });
  const options =
    q.length > 0
      ? (matches.data?.items ?? []).map((user) => ({
          value: user.id,
          label: `${fullName(user)} (${user.email})`,
        }))
      : [];
  const add = async () => {
    if (!userId) return;
    setSaving(true);
    const saved = await changeStatus(userId, date, status);
    setSaving(false);
    if (saved) {
      setUserId(undefined);
      setSearch('');
    }
  };
  return (
    <fieldset className={`${styles.adminFieldset} ${styles.adminWalkIn}`}>
      <legend>Add a walk-in</legend>
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        aria-label="Member to add as a walk-in"
        placeholder="Search name or email"
        value={userId}
        options={options}
        onChange={(value: string) => setUserId(value)}
        loading={matches.isFetching}
        notFoundContent={
          q.length === 0 ? 'Type a name or email' : matches.isFetching ? 'Searching...' : 'No users found'
        }
        className={styles.adminWalkInSelect}
      />
      <AdminStatusSelect status={status} label="Walk-in's attendance status" onChange={setStatus} />
      <Button onClick={() => void add()} disabled={!userId} loading={saving}>
        Add walk-in
      </Button>
    </fieldset>
  );
}
