import { type TSupportUpdateUser, type TSupportUser, ZSupportUpdateUser } from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
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
  const { errors } = form.formState;

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

  const text = (name: 'first_name' | 'last_name' | 'email', label: string, type = 'text') => {
    const id = `edit-user-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type={type}
          maxLength={name === 'email' ? 255 : 50}
          {...form.register(name)}
          {...invalidProps(id, error)}
        />
      </Field>
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', 'First name')}
        {text('last_name', 'Last name')}
      </div>
      {text('email', 'Email', 'email')}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <ButtonSpinner /> : null}
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Support's edit of a person's account: names and e-mail (the same account in every company). */
export function EditUserDialog({ user, onClose }: { user: TSupportUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {user
              ? `Change the name or email of ${user.email}. It applies in every company they belong to.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {user ? <EditUserForm key={user.user_id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
