import {
  FRINGE_PLAN_KINDS,
  type TFringePlan,
  type TFringePlanFormValues,
  type TFringePlanInput,
  ZFringePlanInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyNote, SelectField } from '@/features/pay-setup/components/form-bits';
import { errorMessage } from '@/lib/api-fetch';
import { centsFromText, textFromCents } from '@/lib/money-text';
import { useDeleteFringePlan, useSaveFringePlan } from '../api/use-certified-company';

const PLAN_OPTIONS = FRINGE_PLAN_KINDS.map((k) => [k, k.charAt(0).toUpperCase() + k.slice(1)] as const);
const METHOD_OPTIONS = [
  ['per_hour', 'Contribution per hour'],
  ['annual', 'Annual amount, credited per hour (29 CFR 5.25)'],
] as const;

function PlanForm({
  employeeId,
  plan,
  onClose,
}: {
  employeeId: string;
  plan: TFringePlan | null;
  onClose: () => void;
}) {
  const save = useSaveFringePlan(employeeId);
  const form = useForm<TFringePlanFormValues, unknown, TFringePlanInput>({
    resolver: zodResolver(ZFringePlanInput) as Resolver<TFringePlanFormValues, unknown, TFringePlanInput>,
    defaultValues: {
      plan: plan?.plan ?? 'health',
      plan_name: plan?.plan_name ?? '',
      method: plan?.method ?? 'per_hour',
      rate_per_hour: plan?.rate_per_hour ? String(Number(plan.rate_per_hour)) : '',
      annual_amount_cents: plan?.annual_amount_cents ?? null,
      annual_hours: plan?.annual_hours ?? 2080,
      effective_from: plan?.effective_from ?? '',
      effective_to: plan?.effective_to ?? null,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const method = form.watch('method');
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: plan?.id ?? null, input });
      toast.success(plan ? 'Fringe plan saved' : 'Fringe plan added');
      onClose();
    } catch (error) {
      toast.error('Could not save the fringe plan', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });
  return (
    <form
      aria-label={plan ? 'Edit fringe plan' : 'Add fringe plan'}
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        id="fp-plan"
        label="Plan"
        error={errors.plan}
        options={PLAN_OPTIONS}
        {...form.register('plan')}
      />
      <Field id="fp-name" label="Plan name" error={errors.plan_name?.message}>
        <Input
          id="fp-name"
          autoComplete="off"
          {...invalidProps('fp-name', errors.plan_name?.message)}
          {...form.register('plan_name')}
        />
      </Field>
      <SelectField
        id="fp-method"
        label="Paid as"
        error={errors.method}
        options={METHOD_OPTIONS}
        className="sm:col-span-2"
        {...form.register('method')}
      />
      {method === 'per_hour' ? (
        <Field id="fp-rate" label="Contribution per hour" error={errors.rate_per_hour?.message}>
          <Input
            id="fp-rate"
            inputMode="decimal"
            placeholder="5.00"
            {...invalidProps('fp-rate', errors.rate_per_hour?.message)}
            {...form.register('rate_per_hour')}
          />
        </Field>
      ) : (
        <>
          <Field id="fp-annual" label="Annual amount" error={errors.annual_amount_cents?.message}>
            <Controller
              control={form.control}
              name="annual_amount_cents"
              render={({ field }) => (
                <Input
                  id="fp-annual"
                  inputMode="decimal"
                  placeholder="6,240.00"
                  defaultValue={textFromCents(field.value ?? null, false)}
                  onBlur={(e) => {
                    const cents = centsFromText(e.target.value);
                    field.onChange(cents);
                    field.onBlur();
                  }}
                  {...invalidProps('fp-annual', errors.annual_amount_cents?.message)}
                />
              )}
            />
          </Field>
          <Field id="fp-hours" label="Annual hours" error={errors.annual_hours?.message}>
            <Input
              id="fp-hours"
              inputMode="numeric"
              {...invalidProps('fp-hours', errors.annual_hours?.message)}
              {...form.register('annual_hours')}
            />
          </Field>
        </>
      )}
      <Field id="fp-from" label="Effective from" error={errors.effective_from?.message}>
        <Input
          id="fp-from"
          type="date"
          {...invalidProps('fp-from', errors.effective_from?.message)}
          {...form.register('effective_from')}
        />
      </Field>
      <Field id="fp-to" label="Effective to" error={errors.effective_to?.message}>
        <Input
          id="fp-to"
          type="date"
          {...invalidProps('fp-to', errors.effective_to?.message)}
          {...form.register('effective_to', { setValueAs: (v) => (v === '' ? null : v) })}
        />
      </Field>
      <div className="sm:col-span-2">
        <DialogFormFooter
          submitLabel={plan ? 'Save plan' : 'Add plan'}
          isSaving={save.isPending}
          onCancel={onClose}
        />
      </div>
    </form>
  );
}

const money = (cents: number | null) => textFromCents(cents, true);

/** An employee's bona fide fringe plans: per hour, or an annual amount spread over the year's hours. */
export function FringePlansCard({
  employeeId,
  plans,
  canEdit,
}: {
  employeeId: string;
  plans: TFringePlan[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = React.useState<{ plan: TFringePlan | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TFringePlan | null>(null);
  const remove = useDeleteFringePlan(employeeId);
  return (
    <section aria-labelledby="fringe-plans-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <div className="grid gap-1">
          <h3 id="fringe-plans-heading" className="font-semibold">
            Fringe plans
          </h3>
          <p className="text-muted-foreground text-sm">
            The employer's contributions that count toward the prevailing wage's fringe on certified jobs.
          </p>
        </div>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ plan: null })}>
            <PlusIcon aria-hidden="true" />
            Add plan
          </Button>
        ) : null}
      </div>
      {plans.length === 0 ? (
        <EmptyNote>No fringe plans: any fringe due on a certified job is paid in cash.</EmptyNote>
      ) : (
        <Table aria-label="Fringe plans">
          <TableHeader>
            <TableRow>
              <TableHead>Plan</TableHead>
              <TableHead>Paid as</TableHead>
              <TableHead className="text-right">Per hour</TableHead>
              <TableHead>Effective</TableHead>
              {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {plans.map((p) => (
              <TableRow key={p.id}>
                <TableCell className="font-medium">
                  {p.plan_name}
                  <span className="block text-muted-foreground text-xs capitalize">{p.plan}</span>
                </TableCell>
                <TableCell>
                  {p.method === 'per_hour'
                    ? 'Per hour'
                    : `${money(p.annual_amount_cents)} a year over ${p.annual_hours.toLocaleString('en-US')} hours`}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {Number(p.hourly_figure).toFixed(4)}
                </TableCell>
                <TableCell>
                  {p.effective_from} – {p.effective_to ?? 'open'}
                </TableCell>
                {canEdit ? (
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <IconAction label={`Edit ${p.plan_name}`} onClick={() => setEditing({ plan: p })}>
                        <PencilIcon aria-hidden />
                      </IconAction>
                      <IconAction label={`Delete ${p.plan_name}`} onClick={() => setDeleting(p)}>
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
        title={editing?.plan ? 'Edit fringe plan' : 'Add fringe plan'}
        description="A contribution per hour, or an annual amount credited per hour over all hours worked in the year."
        className="sm:max-w-xl"
      >
        {editing ? (
          <PlanForm employeeId={employeeId} plan={editing.plan} onClose={() => setEditing(null)} />
        ) : null}
      </FormDialog>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.plan_name ?? ''}?`}
        description="Payrolls already paid keep their credit; later weeks no longer count this plan."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Fringe plan deleted');
            setDeleting(null);
          } catch (error) {
            toast.error('Could not delete the plan', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
