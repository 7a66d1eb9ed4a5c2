import { roleLabel, SUPPORT_MESSAGES, type TAddInternalAdmin, ZAddInternalAdmin } from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field } from '@/components/field';
import { DialogDoneFooter, DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { PersonNameFields } from '@/components/person-name-fields';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/features/auth/api/use-can';
import { TemporaryPasswordNotice } from '@/features/people/components/temporary-password-notice';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useDialogResult } from '@/lib/use-dialog-result';
import { type TAddedInternalAdmin, useAddInternalAdmin } from '../api/use-support-users';

type TFormInput = z.input<typeof ZAddInternalAdmin>;

function AddAdminForm({
  onAdded,
  onCancel,
}: {
  onAdded: (added: TAddedInternalAdmin) => void;
  onCancel: () => void;
}) {
  // Only a director may make another director; the server checks the same.
  const isDirector = useCan('support:director');
  const add = useAddInternalAdmin();
  const form = useForm<TFormInput, unknown, TAddInternalAdmin>({
    resolver: zodResolver(ZAddInternalAdmin),
    defaultValues: { firstName: '', lastName: '', email: '', role: 'super_admin' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const added = await add.mutateAsync(values);
      toast.success('Internal administrator added successfully');
      onAdded(added);
    } catch (error) {
      console.error('Adding the internal administrator failed', error);
      if (error instanceof ApiError && error.code === 'email_taken')
        form.setError('email', { message: error.message }, { shouldFocus: true });
      toast.error(SUPPORT_MESSAGES.addAdminFailed, { description: errorMessage(error, 'Please try again.') });
    }
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <PersonNameFields
        form={form}
        names={{ firstName: 'firstName', lastName: 'lastName', email: 'email' }}
        idPrefix="admin"
      />
      <Field id="admin-role" label="Role" error={errors.role?.message}>
        <NativeSelect id="admin-role" {...form.register('role')}>
          <option value="super_admin">{roleLabel('super_admin')}</option>
          {isDirector ? <option value="director">{roleLabel('director')}</option> : null}
        </NativeSelect>
      </Field>
      <p className="text-muted-foreground text-sm">
        A strong password is generated and shown once. An invitation email with a link to set their own
        password is sent as well.
      </p>
      <DialogFormFooter submitLabel="Add Admin" isSaving={add.isPending} onCancel={onCancel} />
    </form>
  );
}

/** Adds a director or super admin to the product's own organization. */
export function AddAdminDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const {
    result: added,
    setResult: setAdded,
    close,
    handleOpenChange,
  } = useDialogResult<TAddedInternalAdmin>(onOpenChange);
  return (
    <FormDialog
      isOpen={open}
      onOpenChange={handleOpenChange}
      title={added ? 'Administrator added' : 'Add Internal Administrator'}
      description={
        added
          ? 'Copy the generated password now: it is not shown again.'
          : 'Give a member of staff access to client support.'
      }
    >
      {added ? (
        <>
          <TemporaryPasswordNotice
            email={added.user.email}
            password={added.generatedPassword}
            invitationSent={added.invitation_sent}
          />
          <DialogDoneFooter onDone={close} />
        </>
      ) : open ? (
        <AddAdminForm onAdded={setAdded} onCancel={close} />
      ) : null}
    </FormDialog>
  );
}
