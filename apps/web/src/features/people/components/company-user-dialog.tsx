import {
  EDIT_USER_ROLES,
  PEOPLE_MESSAGES,
  roleLabel,
  type TCompanyUser,
  ZAddCompanyUser,
  ZCompanyUserForm,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
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
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { type TAddedCompanyUser, useAddCompanyUser, useUpdateCompanyUser } from '../api/use-company-users';
import { TemporaryPasswordNotice } from './temporary-password-notice';

type TFormInput = z.input<typeof ZCompanyUserForm>;
type TFormOutput = z.output<typeof ZCompanyUserForm>;

function UserForm({
  user,
  onAdded,
  onDone,
}: {
  user: TCompanyUser | null;
  onAdded: (added: TAddedCompanyUser) => void;
  onDone: () => void;
}) {
  const add = useAddCompanyUser();
  const update = useUpdateCompanyUser();
  const isSaving = add.isPending || update.isPending;
  const form = useForm<TFormInput, unknown, TFormOutput>({
    // Adding offers only third_party (spec §5); editing offers the role list.
    resolver: zodResolver(
      user ? ZCompanyUserForm : ZAddCompanyUser.extend({ role: ZCompanyUserForm.shape.role }),
    ),
    defaultValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      role: (user?.role as TFormInput['role']) ?? 'third_party',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        await update.mutateAsync({ id: user.user_id, input: values });
        toast.success('User updated successfully');
        onDone();
      } else {
        const added = await add.mutateAsync({
          first_name: values.first_name,
          last_name: values.last_name,
          email: values.email,
        });
        toast.success('User added successfully');
        onAdded(added);
      }
    } catch (error) {
      console.error('Saving the user failed', error);
      if (error instanceof ApiError && error.code === 'email_taken')
        form.setError('email', { message: error.message }, { shouldFocus: true });
      toast.error(
        errorMessage(error, user ? PEOPLE_MESSAGES.updateUserFailed : PEOPLE_MESSAGES.addUserFailed),
      );
    }
  });

  const text = (name: 'first_name' | 'last_name' | 'email', label: string, type = 'text') => {
    const id = `user-${name}`;
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
      <Field id="user-role" label="Role" error={errors.role?.message}>
        <NativeSelect id="user-role" {...form.register('role')} disabled={!user}>
          {(user ? EDIT_USER_ROLES : (['third_party'] as const)).map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {user ? null : (
        <p className="text-muted-foreground text-sm">
          Third-party users (outside accountants, consultants) work with accountant-level access. An
          invitation email with a link to set a password will be sent.
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <ButtonSpinner /> : null}
          {user ? 'Save Changes' : 'Add User'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function CompanyUserDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: TCompanyUser | null;
}) {
  const [added, setAdded] = React.useState<TAddedCompanyUser | null>(null);
  const close = () => {
    setAdded(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{added ? 'User added' : user ? 'Edit User' : 'Add User'}</DialogTitle>
          <DialogDescription>
            {added
              ? 'Pass on the temporary password only if the invitation does not arrive.'
              : user
                ? 'Change their name, email or role.'
                : 'Invite someone outside your company.'}
          </DialogDescription>
        </DialogHeader>
        {added ? (
          <>
            <TemporaryPasswordNotice
              email={added.user.email}
              password={added.temporary_password}
              invitationSent={added.invitation_sent}
            />
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : open ? (
          <UserForm key={user?.user_id ?? 'new'} user={user} onAdded={setAdded} onDone={close} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
