import type { AdminUserRecord } from '@sadhana/rules/admin';
import { Button } from 'antd';
import { useSignInState } from '../../../lib/api/current-user-query';
import styles from '../admin.module.css';
import { fullName } from '../lib/admin-format';
import { useUserActions } from '../lib/use-user-actions';

export function UserActions({ user }: { user: AdminUserRecord }) {
  const { confirmDelete, restore } = useUserActions();
  const signIn = useSignInState();
  // The server refuses an admin's deletion of their own account (403): no button for it.
  if (signIn.user?.id === user.id) return null;
  return user.deletedAt ? (
    <Button size="small" onClick={() => void restore(user)} aria-label={`Restore ${fullName(user)}`}>
      Restore
    </Button>
  ) : (
    <Button size="small" danger onClick={() => confirmDelete(user)} aria-label={`Delete ${fullName(user)}`}>
      Delete
    </Button>
  );
}

export function UserNameButton({ user, onOpen }: { user: AdminUserRecord; onOpen: (id: string) => void }) {
  return (
    <Button type="link" className={styles.adminNameLink} onClick={() => onOpen(user.id)}>
      {fullName(user)}
      {user.deletedAt ? ' (deleted)' : ''}
    </Button>
  );
}
