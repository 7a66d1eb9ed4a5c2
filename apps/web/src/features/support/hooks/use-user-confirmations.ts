import type { TSupportUser } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import type { TConfirm } from '@/components/confirm-action-dialog';
import { errorMessage } from '@/lib/api-fetch';
import {
  useDeleteInternalAdmin,
  useDeleteSupportUser,
  useSetSupportUserActive,
} from '../api/use-support-users';
import { userName } from '../components/support-format';

const failure = (action: string, error: unknown) =>
  toast.error(`Failed to ${action}: ${errorMessage(error, 'Please try again.')}`);

/**
 * The confirmations of the account actions shared by All Users and Internal Administrators: switching
 * an account off or on, and deleting it. Render `<ConfirmActionDialog confirm={confirm} … />`.
 */
export function useUserConfirmations() {
  const setActive = useSetSupportUserActive();
  const removeUser = useDeleteSupportUser();
  const removeAdmin = useDeleteInternalAdmin();
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);

  const toggleActive = (user: TSupportUser) => {
    const activate = !user.is_active;
    setConfirm({
      title: `${activate ? 'Activate' : 'Deactivate'} ${userName(user)}?`,
      description: activate
        ? 'They will be able to sign in again.'
        : 'They are signed out everywhere at once and cannot sign in, in any company, until activated again.',
      action: activate ? 'Activate' : 'Deactivate',
      destructive: !activate,
      run: () =>
        setActive.mutate(
          { id: user.user_id, active: activate },
          {
            onSuccess: () =>
              toast.success(activate ? 'User activated successfully' : 'User deactivated successfully'),
            onError: (error) => failure(activate ? 'activate' : 'deactivate', error),
          },
        ),
    });
  };

  /** `asInternalAdmin`: remove an internal administrator (the Internal Administrators page). */
  const destroy = (user: TSupportUser, asInternalAdmin = false) =>
    setConfirm({
      title: `Delete ${userName(user)}?`,
      description: asInternalAdmin
        ? 'They lose access to client support at once. This cannot be undone.'
        : 'Their account is deleted and they lose access to every company at once. This cannot be undone.',
      action: 'Delete',
      destructive: true,
      run: () =>
        (asInternalAdmin ? removeAdmin : removeUser).mutate(user.user_id, {
          onSuccess: () => toast.success('User deleted successfully'),
          onError: (error) => failure('delete', error),
        }),
    });

  return { confirm, closeConfirm: () => setConfirm(null), toggleActive, destroy };
}
