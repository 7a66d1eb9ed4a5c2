import { type TPayRate, type TPayRateInput, ZPayRateInput } from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useDeletePayRate, useSavePayRate } from '../api/use-employee-pay';
import { CheckboxField, EmptyNote } from './form-bits';

type TValues = z.input<typeof ZPayRateInput>;

function RateDialog({
  employeeId,
  rate,
  onClose,
}: {
  employeeId: string;
  rate: TPayRate | null;
  onClose: () => void;
}) {
  const save = useSavePayRate(employeeId);
  const form = useForm<TValues, unknown, TPayRateInput>({
    resolver: zodResolver(ZPayRateInput) as Resolver<TValues, unknown, TPayRateInput>,
    defaultValues: {
      classification: rate?.classification ?? '',
      hourly_rate: rate ? String(Number(rate.hourly_rate)) : '',
      is_default: rate?.is_default ?? false,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: rate?.id ?? null, input });
      toast.success(rate ? 'Rate saved' : 'Rate added');
      onClose();
    } catch (error) {
      toast.error('Could not save the rate', { description: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form aria-label={rate ? 'Edit rate' : 'Add rate'} onSubmit={submit} noValidate className="grid gap-4">
      <Field id="rate-classification" label="Classification" error={errors.classification?.message}>
        <Input
          id="rate-classification"
          autoComplete="off"
          placeholder="e.g. Carpenter"
          {...invalidProps('rate-classification', errors.classification?.message)}
          {...form.register('classification')}
        />
      </Field>
      <Field id="rate-hourly" label="Hourly rate" error={errors.hourly_rate?.message}>
        <Input
          id="rate-hourly"
          inputMode="decimal"
          autoComplete="off"
          placeholder="38.50"
          {...invalidProps('rate-hourly', errors.hourly_rate?.message)}
          {...form.register('hourly_rate')}
        />
      </Field>
      <CheckboxField
        id="rate-default"
        label="Default rate"
        hint="Used when a time line names no classification"
        {...form.register('is_default')}
      />
      <DialogFormFooter
        submitLabel={rate ? 'Save rate' : 'Add rate'}
        isSaving={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

/** Hourly rates by classification, one the default. */
export function PayRatesCard({
  employeeId,
  rates,
  canEdit,
}: {
  employeeId: string;
  rates: TPayRate[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = React.useState<{ rate: TPayRate | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TPayRate | null>(null);
  const remove = useDeletePayRate(employeeId);
  return (
    <section aria-labelledby="rates-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="rates-heading" className="font-semibold">
          Hourly rates by classification
        </h3>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ rate: null })}>
            <PlusIcon aria-hidden="true" />
            Add rate
          </Button>
        ) : null}
      </div>
      {rates.length === 0 ? (
        <EmptyNote>No hourly rates yet.</EmptyNote>
      ) : (
        <Table aria-label="Hourly rates">
          <TableHeader>
            <TableRow>
              <TableHead>Classification</TableHead>
              <TableHead className="text-right">Hourly rate</TableHead>
              <TableHead>Default</TableHead>
              {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rates.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="font-medium">{r.classification}</TableCell>
                <TableCell className="text-right tabular-nums">${Number(r.hourly_rate).toFixed(2)}</TableCell>
                <TableCell>{r.is_default ? <Badge variant="secondary">Default</Badge> : null}</TableCell>
                {canEdit ? (
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <IconAction
                        label={`Edit rate ${r.classification}`}
                        onClick={() => setEditing({ rate: r })}
                      >
                        <PencilIcon aria-hidden />
                      </IconAction>
                      <IconAction label={`Delete rate ${r.classification}`} onClick={() => setDeleting(r)}>
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
        title={editing?.rate ? 'Edit rate' : 'Add rate'}
        description="An hourly rate for one classification of work."
      >
        {editing ? (
          <RateDialog employeeId={employeeId} rate={editing.rate} onClose={() => setEditing(null)} />
        ) : null}
      </FormDialog>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete the ${deleting?.classification ?? ''} rate?`}
        description="Time already paid keeps its rate; new time of this classification will need another rate."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Rate deleted');
            setDeleting(null);
          } catch (error) {
            toast.error('Could not delete the rate', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
