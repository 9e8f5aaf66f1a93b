import type { AdminUserRecord } from '@sadhana/rules/admin';
import { App } from 'antd';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { useDeleteUser } from '../api/delete-user';
import { useRestoreUser } from '../api/restore-user';

/** Delete (a soft delete, after a prompt naming the user) and restore, each with its outcome's toast. */
export function useUserActions() {
  const { modal, notification } = App.useApp();
  const deleteUser = useDeleteUser();
  const restoreUser = useRestoreUser();
  // Deleting and restoring ask for a fresh second-factor check (in a dialog) when the last is over 10 minutes old.
  const withStepUp = useStepUp();
  const confirmDelete = (user: Pick<AdminUserRecord, 'id' | 'email'>) =>
    modal.confirm({
      title: 'Delete user',
      content: `Are you sure you want to delete user: ${user.email}? This will mark them as deleted (soft delete) but preserve their data.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        withStepUp(() => deleteUser.mutateAsync(user.id)).then(
          () => notification.success({ title: 'User marked as deleted successfully' }),
          () =>
            notification.error({ title: 'Error', description: 'Failed to delete user. Please try again.' }),
        ),
    });
  const restore = (user: Pick<AdminUserRecord, 'id'>) =>
    withStepUp(() => restoreUser.mutateAsync(user.id)).then(
      () => notification.success({ title: 'User restored successfully' }),
      () => notification.error({ title: 'Error', description: 'Failed to restore user. Please try again.' }),
    );
  return { confirmDelete, restore };
}
