import {
  formatCompanyId,
  SUBSCRIPTION_TIERS,
  SUPPORT_MESSAGES,
  type TCreateCompany,
  ZCreateCompany,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
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
import { TemporaryPasswordNotice } from '@/features/people/components/temporary-password-notice';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { type TCreatedCompany, useCreateCompany } from '../api/use-support-companies';
import { TIER_LABELS } from './support-badges';

type TFormInput = z.input<typeof ZCreateCompany>;
type TTextField = 'companyName' | 'adminFirstName' | 'adminLastName' | 'adminEmail';
type TCreated = TCreatedCompany & { companyName: string; adminEmail: string };

function CreateCompanyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (c: TCreated) => void;
  onCancel: () => void;
}) {
  const create = useCreateCompany();
  const form = useForm<TFormInput, unknown, TCreateCompany>({
    resolver: zodResolver(ZCreateCompany),
    defaultValues: {
      companyName: '',
      companyId: '',
      subscriptionTier: 'trial',
      adminFirstName: '',
      adminLastName: '',
      adminEmail: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const companyId = form.register('companyId');

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      toast.success('Company created successfully');
      onCreated({ ...created, companyName: values.companyName, adminEmail: values.adminEmail });
    } catch (error) {
      console.error('Creating the company failed', error);
      if (error instanceof ApiError && error.code === 'company_id_taken')
        form.setError('companyId', { message: error.message }, { shouldFocus: true });
      if (error instanceof ApiError && error.code === 'email_taken')
        form.setError('adminEmail', { message: error.message }, { shouldFocus: true });
      toast.error(SUPPORT_MESSAGES.createCompanyFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });

  const text = (name: TTextField, label: string, maxLength: number, type = 'text') => {
    const id = `company-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type={type}
          maxLength={maxLength}
          {...form.register(name)}
          {...invalidProps(id, error)}
        />
      </Field>
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {text('companyName', 'Company name', 100)}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="company-companyId" label="Company ID" error={errors.companyId?.message}>
          <Input
            id="company-companyId"
            placeholder="ABCD-123"
            autoComplete="off"
            className="font-mono uppercase"
            maxLength={8}
            {...companyId}
            onChange={(event) => {
              event.target.value = formatCompanyId(event.target.value);
              return companyId.onChange(event);
            }}
            {...invalidProps('company-companyId', errors.companyId?.message)}
          />
        </Field>
        <Field id="company-tier" label="Subscription tier" error={errors.subscriptionTier?.message}>
          <NativeSelect id="company-tier" {...form.register('subscriptionTier')}>
            {SUBSCRIPTION_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_LABELS[tier]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 font-medium text-sm">Company administrator</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('adminFirstName', 'Admin first name', 50)}
          {text('adminLastName', 'Admin last name', 50)}
        </div>
        {text('adminEmail', 'Admin email', 255, 'email')}
        <p className="text-muted-foreground text-sm">
          The administrator gets an invitation email with a link to set their password.
        </p>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <ButtonSpinner /> : null}
          Create Company
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Onboards a client company: the organization, its starting data and its first administrator. */
export function CreateCompanyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [created, setCreated] = React.useState<TCreated | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{created ? 'Company created' : 'Create Company'}</DialogTitle>
          <DialogDescription>
            {created
              ? `${created.companyName} is ready. Pass on the temporary password only if the invitation does not arrive.`
              : 'Set up a new client company and invite its administrator.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <p className="text-sm">
              Company ID{' '}
              <span data-testid="company-number" className="font-mono font-semibold">
                {created.companyNumber}
              </span>
            </p>
            <TemporaryPasswordNotice
              email={created.adminEmail}
              password={created.temporary_password}
              invitationSent={created.invitation_sent}
            />
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to={`/customer-support/companies/${created.organization_id}`} onClick={close}>
                  View Company
                </Link>
              </Button>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : open ? (
          <CreateCompanyForm onCreated={setCreated} onCancel={close} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
