import type { AdminUserRow } from '@sadhana/rules/admin-workspace';
import { Button, Select } from 'antd';
import { useState } from 'react';
import styles from '../admin.module.css';
import { useUsersPage } from '../api/get-users-page';
import { fullName } from '../lib/admin-format';
import { useDebouncedValue } from '../lib/use-debounced-value';
import type { StatusChange } from '../lib/use-status-change';

/**
 * Someone who came without registering, found by name or email (each match shows both, whole, so two
 * people with similar names are told apart) and added as "Walk-in – Attended" from the session's start.
 * A select: the arrows move through the matches and Enter picks one.
 */
export function WalkInSearch({
  date,
  begun,
  changeStatus,
}: {
  date: string;
  begun: boolean;
  changeStatus: StatusChange;
}) {
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const q = useDebouncedValue(search.trim());
  const matches = useUsersPage({ q, pageSize: 10, page: 1, deleted: 'hide' }, { enabled: q.length > 0 });
  const people = q.length > 0 ? (matches.data?.items ?? []) : [];
  const byId = new Map<string, AdminUserRow>(people.map((user) => [user.id, user]));
  const add = async () => {
    if (!userId) return;
    setSaving(true);
    const saved = await changeStatus(userId, date, 'walk_in_attended');
    setSaving(false);
    if (saved) {
      setUserId(undefined);
      setSearch('');
    }
  };
  return (
    <search className={styles.adminWalkIn} aria-label="Add a walk-in">
      <label htmlFor="walk-in-search" className={styles.adminWalkInLabel}>
        Add a walk-in
      </label>
      <Select
        id="walk-in-search"
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        aria-label="Member to add as a walk-in"
        placeholder="Search name or email"
        value={userId}
        options={people.map((user) => ({ value: user.id, label: `${fullName(user)} (${user.email})` }))}
        optionRender={(option) => {
          const user = byId.get(String(option.value));
          return user ? (
            <span className={styles.adminWalkInOption}>
              <strong>{fullName(user)}</strong>
              <span>{user.email}</span>
            </span>
          ) : (
            option.label
          );
        }}
        classNames={{ popup: { root: styles.adminWalkInPopup } }}
        onChange={(value: string) => setUserId(value)}
        loading={matches.isFetching}
        disabled={!begun}
        notFoundContent={
          q.length === 0 ? 'Type a name or email' : matches.isFetching ? 'Searching...' : 'No users found'
        }
        className={styles.adminWalkInSelect}
      />
      <Button type="primary" onClick={() => void add()} disabled={!userId || !begun} loading={saving}>
        Add walk-in
      </Button>
      {!begun && <span className={styles.adminEmail}>Walk-ins are added from the start of the session.</span>}
    </search>
  );
}
