import { roleLabel, SUPPORT_MESSAGES, type TAddInternalAdmin, ZAddInternalAdmin } from '@groundwork/shared';
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
import { useCan } from '@/features/auth/api/use-can';
import { TemporaryPasswordNotice } from '@/features/people/components/temporary-password-notice';
import { ApiError, errorMessage } from '@/lib/api-fetch';
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

  const text = (name: 'firstName' | 'lastName' | 'email', label: string, type = 'text') => {
    const id = `admin-${name}`;
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
        {text('firstName', 'First name')}
        {text('lastName', 'Last name')}
      </div>
      {text('email', 'Email', 'email')}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <ButtonSpinner /> : null}
          Add Admin
        </Button>
      </DialogFooter>
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
  const [added, setAdded] = React.useState<TAddedInternalAdmin | null>(null);
  const close = () => {
    setAdded(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{added ? 'Administrator added' : 'Add Internal Administrator'}</DialogTitle>
          <DialogDescription>
            {added
              ? 'Copy the generated password now: it is not shown again.'
              : 'Give a member of staff access to client support.'}
          </DialogDescription>
        </DialogHeader>
        {added ? (
          <>
            <TemporaryPasswordNotice
              email={added.user.email}
              password={added.generatedPassword}
              invitationSent={added.invitation_sent}
            />
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : open ? (
          <AddAdminForm onAdded={setAdded} onCancel={close} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
