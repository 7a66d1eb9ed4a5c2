import { type TSupportUpdateUser, type TSupportUser, ZSupportUpdateUser } from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { PERSON_FIELD_NAMES, PersonNameFields } from '@/components/person-name-fields';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useUpdateSupportUser } from '../api/use-support-users';

type TFormInput = z.input<typeof ZSupportUpdateUser>;

function EditUserForm({ user, onDone }: { user: TSupportUser; onDone: () => void }) {
  const update = useUpdateSupportUser();
  const form = useForm<TFormInput, unknown, TSupportUpdateUser>({
    resolver: zodResolver(ZSupportUpdateUser),
    defaultValues: { first_name: user.first_name ?? '', last_name: user.last_name ?? '', email: user.email },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: user.user_id, input: values });
      toast.success('User updated successfully');
      onDone();
    } catch (error) {
      console.error('Updating the user failed', error);
      if (error instanceof ApiError && error.code === 'email_taken')
        form.setError('email', { message: error.message }, { shouldFocus: true });
      toast.error(errorMessage(error, 'Failed to update user'));
    }
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <PersonNameFields form={form} names={PERSON_FIELD_NAMES} idPrefix="edit-user" />
      <DialogFormFooter submitLabel="Save Changes" isSaving={update.isPending} onCancel={onDone} />
    </form>
  );
}

/** Support's edit of a person's account: names and e-mail (the same account in every company). */
export function EditUserDialog({ user, onClose }: { user: TSupportUser | null; onClose: () => void }) {
  return (
    <FormDialog
      isOpen={user !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Edit User"
      description={
        user ? `Change the name or email of ${user.email}. It applies in every company they belong to.` : ''
      }
    >
      {user ? <EditUserForm key={user.user_id} user={user} onDone={onClose} /> : null}
    </FormDialog>
  );
}
