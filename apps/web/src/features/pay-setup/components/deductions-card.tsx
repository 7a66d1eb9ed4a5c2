import {
  DEDUCTION_KIND_LABELS,
  DEDUCTION_KINDS,
  type TCreateDeduction,
  type TDeduction,
  type TDeductionInputForm,
  ZDeductionInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { MoneyInput } from '@/components/money-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { textFromCents } from '@/lib/money-text';
import { useDeleteDeduction, useSaveDeduction } from '../api/use-employee-pay';
import { CheckboxField, EmptyNote, emptyToNull, SelectField } from './form-bits';

const KIND_OPTIONS = DEDUCTION_KINDS.map((k) => [k, DEDUCTION_KIND_LABELS[k]] as const);

/** What a deduction takes each period: "$25.00" or "5 %". */
export const deductionAmountText = (d: TDeduction) =>
  d.method === 'amount' ? textFromCents(d.amount_cents, true) : `${Number(d.percent)} % of gross`;

function DeductionForm({
  employeeId,
  deduction,
  onClose,
}: {
  employeeId: string;
  deduction: TDeduction | null;
  onClose: () => void;
}) {
  const save = useSaveDeduction(employeeId);
  const form = useForm<TDeductionInputForm, unknown, TCreateDeduction>({
    resolver: zodResolver(ZDeductionInput) as Resolver<TDeductionInputForm, unknown, TCreateDeduction>,
    defaultValues: {
      kind: deduction?.kind ?? 'retirement_pretax',
      description: deduction?.description ?? '',
      payee: deduction?.payee ?? '',
      method: deduction?.method ?? 'amount',
      amount_cents: deduction?.amount_cents ?? null,
      percent: deduction?.percent ? String(Number(deduction.percent)) : null,
      annual_limit_cents: deduction?.annual_limit_cents ?? null,
      max_percent_of_disposable: deduction?.max_percent_of_disposable
        ? String(Number(deduction.max_percent_of_disposable))
        : null,
      priority: deduction?.priority ?? 100,
      is_active: deduction?.is_active ?? true,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const method = form.watch('method');
  const kind = form.watch('kind');
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: deduction?.id ?? null, input });
      toast.success('Deduction saved');
      onClose();
    } catch (error) {
      toast.error('Could not save the deduction', { description: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form aria-label="Deduction" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="ded-kind"
        label="Kind"
        options={KIND_OPTIONS}
        error={errors.kind}
        {...form.register('kind', {
          onChange: (e) => {
            if (e.target.value !== 'garnishment') form.setValue('max_percent_of_disposable', null);
          },
        })}
      />
      <Field id="ded-description" label="Description" error={errors.description?.message}>
        <Input
          id="ded-description"
          autoComplete="off"
          placeholder="e.g. 401(k)"
          {...form.register('description')}
        />
      </Field>
      <Field id="ded-payee" label="Payee" error={errors.payee?.message}>
        <Input id="ded-payee" autoComplete="off" placeholder="Who receives it" {...form.register('payee')} />
      </Field>
      <SelectField
        id="ded-method"
        label="Method"
        options={[
          ['amount', 'Fixed amount per period'],
          ['percent', 'Percent of gross'],
        ]}
        error={errors.method}
        {...form.register('method')}
      />
      {method === 'amount' ? (
        <Field id="ded-amount" label="Amount per period" error={errors.amount_cents?.message}>
          <Controller
            control={form.control}
            name="amount_cents"
            render={({ field }) => (
              <MoneyInput
                id="ded-amount"
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      ) : (
        <Field id="ded-percent" label="Percent of gross" error={errors.percent?.message}>
          <Input
            id="ded-percent"
            inputMode="decimal"
            autoComplete="off"
            placeholder="5"
            {...form.register('percent', { setValueAs: emptyToNull })}
          />
        </Field>
      )}
      <Field id="ded-limit" label="Annual limit (optional)" error={errors.annual_limit_cents?.message}>
        <Controller
          control={form.control}
          name="annual_limit_cents"
          render={({ field }) => (
            <MoneyInput
              id="ded-limit"
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      {kind === 'garnishment' ? (
        <Field
          id="ded-max"
          label="Max % of disposable earnings"
          error={errors.max_percent_of_disposable?.message}
        >
          <Input
            id="ded-max"
            inputMode="decimal"
            autoComplete="off"
            placeholder="25"
            {...form.register('max_percent_of_disposable', { setValueAs: emptyToNull })}
          />
        </Field>
      ) : null}
      <Field id="ded-priority" label="Priority (lower first)" error={errors.priority?.message}>
        <Input
          id="ded-priority"
          type="number"
          min={1}
          max={999}
          {...form.register('priority', { valueAsNumber: true })}
        />
      </Field>
      <div className="sm:col-span-2">
        <CheckboxField
          id="ded-active"
          label="Active"
          hint="Inactive deductions are kept but not taken"
          {...form.register('is_active')}
        />
      </div>
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Save deduction" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

/** Pre-tax, post-tax and garnishment deductions in the order they are taken. */
export function DeductionsCard({
  employeeId,
  deductions,
  canEdit,
}: {
  employeeId: string;
  deductions: TDeduction[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = React.useState<{ deduction: TDeduction | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TDeduction | null>(null);
  const remove = useDeleteDeduction(employeeId);
  return (
    <section aria-labelledby="ded-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="ded-heading" className="font-semibold">
          Deductions
        </h3>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ deduction: null })}>
            <PlusIcon aria-hidden="true" />
            Add deduction
          </Button>
        ) : null}
      </div>
      {deductions.length === 0 ? (
        <EmptyNote>No deductions.</EmptyNote>
      ) : (
        <Table aria-label="Deductions">
          <TableHeader>
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead>Payee</TableHead>
              <TableHead className="text-right">Each period</TableHead>
              <TableHead className="text-right">Annual limit</TableHead>
              <TableHead className="text-right">Priority</TableHead>
              <TableHead>Status</TableHead>
              {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {deductions.map((d) => (
              <TableRow key={d.id}>
                <TableCell className="font-medium">{d.description}</TableCell>
                <TableCell>
                  {DEDUCTION_KIND_LABELS[d.kind]}
                  {d.max_percent_of_disposable ? ` (max ${Number(d.max_percent_of_disposable)} %)` : ''}
                </TableCell>
                <TableCell>{d.payee}</TableCell>
                <TableCell className="text-right tabular-nums">{deductionAmountText(d)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {textFromCents(d.annual_limit_cents, true) || '—'}
                </TableCell>
                <TableCell className="text-right tabular-nums">{d.priority}</TableCell>
                <TableCell>
                  <Badge variant={d.is_active ? 'secondary' : 'outline'}>
                    {d.is_active ? 'Active' : 'Inactive'}
                  </Badge>
                </TableCell>
                {canEdit ? (
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <IconAction
                        label={`Edit deduction ${d.description}`}
                        onClick={() => setEditing({ deduction: d })}
                      >
                        <PencilIcon aria-hidden />
                      </IconAction>
                      <IconAction label={`Delete deduction ${d.description}`} onClick={() => setDeleting(d)}>
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
        title={editing?.deduction ? 'Edit deduction' : 'Add deduction'}
        description="Pre-tax deductions lower taxable wages; garnishments are limited to a share of disposable earnings."
        className="sm:max-w-2xl"
      >
        {editing ? (
          <DeductionForm
            employeeId={employeeId}
            deduction={editing.deduction}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.description ?? 'this deduction'}?`}
        description="Checks already paid keep it; to stop it for now, make it inactive instead."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Deduction deleted');
            setDeleting(null);
          } catch (error) {
            toast.error('Could not delete the deduction', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
