import {
  EDIT_USER_ROLES,
  PEOPLE_MESSAGES,
  roleLabel,
  type TCompanyUser,
  ZAddCompanyUser,
  ZCompanyUserForm,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field } from '@/components/field';
import { DialogDoneFooter, DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { PERSON_FIELD_NAMES, PersonNameFields } from '@/components/person-name-fields';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useDialogResult } from '@/lib/use-dialog-result';
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

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <PersonNameFields form={form} names={PERSON_FIELD_NAMES} idPrefix="user" />
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
      <DialogFormFooter
        submitLabel={user ? 'Save Changes' : 'Add User'}
        isSaving={isSaving}
        onCancel={onDone}
      />
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
  const {
    result: added,
    setResult: setAdded,
    close,
    handleOpenChange,
  } = useDialogResult<TAddedCompanyUser>(onOpenChange);
  return (
    <FormDialog
      isOpen={open}
      onOpenChange={handleOpenChange}
      title={added ? 'User added' : user ? 'Edit User' : 'Add User'}
      description={
        added
          ? 'Pass on the temporary password only if the invitation does not arrive.'
          : user
            ? 'Change their name, email or role.'
            : 'Invite someone outside your company.'
      }
    >
      {added ? (
        <>
          <TemporaryPasswordNotice
            email={added.user.email}
            password={added.temporary_password}
            invitationSent={added.invitation_sent}
          />
          <DialogDoneFooter onDone={close} />
        </>
      ) : open ? (
        <UserForm key={user?.user_id ?? 'new'} user={user} onAdded={setAdded} onDone={close} />
      ) : null}
    </FormDialog>
  );
}
