import {
  formatCompanyId,
  SUBSCRIPTION_TIERS,
  SUPPORT_MESSAGES,
  type TCreateCompany,
  ZCreateCompany,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { PersonNameFields } from '@/components/person-name-fields';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TemporaryPasswordNotice } from '@/features/people/components/temporary-password-notice';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useDialogResult } from '@/lib/use-dialog-result';
import { type TCreatedCompany, useCreateCompany } from '../api/use-support-companies';
import { TIER_LABELS } from './support-badges';

type TFormInput = z.input<typeof ZCreateCompany>;
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

  const companyNameError = errors.companyName?.message;

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field id="company-companyName" label="Company name" error={companyNameError}>
        <Input
          id="company-companyName"
          type="text"
          maxLength={100}
          {...form.register('companyName')}
          {...invalidProps('company-companyName', companyNameError)}
        />
      </Field>
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
        <PersonNameFields
          form={form}
          names={{ firstName: 'adminFirstName', lastName: 'adminLastName', email: 'adminEmail' }}
          idPrefix="company"
          labelPrefix="Admin"
        />
        <p className="text-muted-foreground text-sm">
          The administrator gets an invitation email with a link to set their password.
        </p>
      </fieldset>
      <DialogFormFooter submitLabel="Create Company" isSaving={create.isPending} onCancel={onCancel} />
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
  const {
    result: created,
    setResult: setCreated,
    close,
    handleOpenChange,
  } = useDialogResult<TCreated>(onOpenChange);
  return (
    <FormDialog
      isOpen={open}
      onOpenChange={handleOpenChange}
      className="sm:max-w-xl"
      title={created ? 'Company created' : 'Create Company'}
      description={
        created
          ? `${created.companyName} is ready. Pass on the temporary password only if the invitation does not arrive.`
          : 'Set up a new client company and invite its administrator.'
      }
    >
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
    </FormDialog>
  );
}
