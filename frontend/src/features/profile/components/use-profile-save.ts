import { App } from 'antd';
import { notifyFailure } from '../../../lib/notify-failure';
import { type ProfilePayload, useUpdateProfile } from '../api/update-profile';

/** PUT /api/profile with its outcome's toast ("Profile Updated" / "Update Failed"). */
export function useProfileSave() {
  const { notification } = App.useApp();
  const mutation = useUpdateProfile();
  function save(payload: ProfilePayload, onSaved: () => void) {
    mutation.mutate(payload, {
      onSuccess: () => {
        notification.success({
          title: 'Profile Updated',
          description: 'Your practice information has been saved successfully',
        });
        onSaved();
      },
      onError: (error) => notifyFailure(notification, 'Update Failed', error, 'Failed to update profile'),
    });
  }
  return { save, saving: mutation.isPending };
}
