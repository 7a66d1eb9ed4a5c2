import {
  type TStateWithholding,
  type TStateWithholdingInput,
  ZStateWithholdingInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { textFromCents } from '@/lib/money-text';
import { useDeleteStateWithholding, useSaveStateWithholding } from '../api/use-employee-pay';
import { CheckboxField, EmptyNote, SelectField, STATE_OPTIONS } from './form-bits';

type TValues = z.input<typeof ZStateWithholdingInput>;

function CertificateForm({
  employeeId,
  certificate,
  onClose,
}: {
  employeeId: string;
  certificate: TStateWithholding | null;
  onClose: () => void;
}) {
  const save = useSaveStateWithholding(employeeId);
  const form = useForm<TValues, unknown, TStateWithholdingInput>({
    resolver: zodResolver(ZStateWithholdingInput) as Resolver<TValues, unknown, TStateWithholdingInput>,
    defaultValues: {
      state: certificate?.state ?? '',
      filing_status: certificate?.filing_status ?? 'single',
      allowances: certificate?.allowances ?? 0,
      additional_cents: certificate?.additional_cents ?? 0,
      exempt: certificate?.exempt ?? false,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: certificate?.id ?? null, input });
      toast.success('State certificate saved');
      onClose();
    } catch (error) {
      toast.error('Could not save the certificate', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });
  return (
    <form aria-label="State certificate" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="sw-state"
        label="State"
        placeholder="Select a state"
        options={STATE_OPTIONS}
        error={errors.state}
        {...form.register('state')}
      />
      <Field
        id="sw-status"
        label="Filing status (as on the certificate)"
        error={errors.filing_status?.message}
      >
        <Input id="sw-status" autoComplete="off" {...form.register('filing_status')} />
      </Field>
      <Field id="sw-allowances" label="Allowances or exemptions" error={errors.allowances?.message}>
        <Input
          id="sw-allowances"
          type="number"
          min={0}
          max={99}
          {...form.register('allowances', { valueAsNumber: true })}
        />
      </Field>
      <Field id="sw-additional" label="Additional per period" error={errors.additional_cents?.message}>
        <Controller
          control={form.control}
          name="additional_cents"
          render={({ field }) => (
            <MoneyInput
              id="sw-additional"
              value={field.value || null}
              onChange={(c) => field.onChange(c ?? 0)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      <div className="sm:col-span-2">
        <CheckboxField id="sw-exempt" label="Exempt from state withholding" {...form.register('exempt')} />
      </div>
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Save certificate" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

/** State withholding certificates (the state's W-4), one per state. */
export function StateWithholdingsCard({
  employeeId,
  certificates,
  canEdit,
}: {
  employeeId: string;
  certificates: TStateWithholding[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = React.useState<{ certificate: TStateWithholding | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TStateWithholding | null>(null);
  const remove = useDeleteStateWithholding(employeeId);
  return (
    <section aria-labelledby="sw-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h3 id="sw-heading" className="font-semibold">
            State withholding certificates
          </h3>
          <p className="text-muted-foreground text-sm">
            Each work state with an income tax needs one; time is taxed by its work state.
          </p>
        </div>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ certificate: null })}>
            <PlusIcon aria-hidden="true" />
            Add certificate
          </Button>
        ) : null}
      </div>
      {certificates.length === 0 ? (
        <EmptyNote>No state certificates yet.</EmptyNote>
      ) : (
        <Table aria-label="State certificates">
          <TableHeader>
            <TableRow>
              <TableHead>State</TableHead>
              <TableHead>Filing status</TableHead>
              <TableHead className="text-right">Allowances</TableHead>
              <TableHead className="text-right">Additional</TableHead>
              <TableHead>Exempt</TableHead>
              {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {certificates.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium">{c.state}</TableCell>
                <TableCell>{c.filing_status}</TableCell>
                <TableCell className="text-right tabular-nums">{c.allowances}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {textFromCents(c.additional_cents, true)}
                </TableCell>
                <TableCell>{c.exempt ? 'Yes' : 'No'}</TableCell>
                {canEdit ? (
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <IconAction
                        label={`Edit ${c.state} certificate`}
                        onClick={() => setEditing({ certificate: c })}
                      >
                        <PencilIcon aria-hidden />
                      </IconAction>
                      <IconAction label={`Delete ${c.state} certificate`} onClick={() => setDeleting(c)}>
                        <Trash2Icon aria-hidden className="text-destructive" />
                      </IconAction>
                    </div>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing?.certificate ? `Edit ${editing.certificate.state} certificate` : 'Add state certificate'
        }
        description="The employee's state withholding certificate."
      >
        {editing ? (
          <CertificateForm
            employeeId={employeeId}
            certificate={editing.certificate}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete the ${deleting?.state ?? ''} certificate?`}
        description="Withholding for that state falls back to the state's defaults until a new certificate is on file."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Certificate deleted');
            setDeleting(null);
          } catch (error) {
            toast.error('Could not delete the certificate', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
