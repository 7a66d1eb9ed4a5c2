import { type TOvertimeRuleRow, ZOvertimeRuleInput } from '@groundwork/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-fetch';
import { rulesOf, type TOvertimeFields, valuesOf } from '../overtime-rule-text';
import { CheckboxField, SelectField, STATE_OPTIONS } from './form-bits';

type TSave = UseMutationResult<TOvertimeRuleRow, Error, { id: string | null; input: unknown }>;

const MULTIPLIERS = [
  ['1.5', 'Time and a half (OT)'],
  ['2.0', 'Double time (DT)'],
] as const;

/** An overtime rule as data: a state's daily rules, or a union agreement's weekend and holiday pay. */
export function OvertimeRuleForm({
  row,
  save,
  onClose,
}: {
  row: TOvertimeRuleRow | null;
  save: TSave;
  onClose: () => void;
}) {
  const form = useForm<TOvertimeFields>({ defaultValues: valuesOf(row) });
  const [problem, setProblem] = React.useState<string | null>(null);
  const kind = form.watch('kind');
  const submit = form.handleSubmit(async (v) => {
    const input = {
      code: v.code,
      name: v.name,
      kind: v.kind,
      jurisdiction: v.kind === 'jurisdiction' ? v.jurisdiction || null : null,
      union_local: v.kind === 'agreement' ? v.union_local || null : null,
      rules: rulesOf(v),
      is_active: v.is_active,
    };
    const checked = ZOvertimeRuleInput.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the rule');
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ id: row?.id ?? null, input });
      toast.success('Overtime rule saved');
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'Please try again.'));
    }
  });
  return (
    <form aria-label="Overtime rule" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field id="ot-code" label="Code">
        <Input id="ot-code" autoComplete="off" placeholder="CA or L22" {...form.register('code')} />
      </Field>
      <Field id="ot-name" label="Name">
        <Input
          id="ot-name"
          autoComplete="off"
          placeholder="California daily overtime"
          {...form.register('name')}
        />
      </Field>
      <SelectField
        id="ot-kind"
        label="Applies to"
        options={[
          ['jurisdiction', 'Time worked in a state'],
          ['agreement', 'Members of a union local'],
        ]}
        {...form.register('kind')}
      />
      {kind === 'jurisdiction' ? (
        <SelectField
          id="ot-state"
          label="Work state"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          {...form.register('jurisdiction')}
        />
      ) : (
        <Field id="ot-local" label="Union local">
          <Input id="ot-local" autoComplete="off" placeholder="Local 22" {...form.register('union_local')} />
        </Field>
      )}
      <Field id="ot-daily" label="Daily OT after (hours)">
        <Input id="ot-daily" inputMode="decimal" placeholder="8" {...form.register('daily_ot')} />
      </Field>
      <Field id="ot-daily-dt" label="Daily DT after (hours)">
        <Input id="ot-daily-dt" inputMode="decimal" placeholder="12" {...form.register('daily_dt')} />
      </Field>
      <Field id="ot-seventh" label="7th consecutive day: DT after (hours)">
        <Input id="ot-seventh" inputMode="decimal" placeholder="8" {...form.register('seventh_dt')} />
      </Field>
      <SelectField
        id="ot-saturday"
        label="Saturday"
        placeholder="Regular"
        options={MULTIPLIERS}
        {...form.register('saturday')}
      />
      <SelectField
        id="ot-sunday"
        label="Sunday"
        placeholder="Regular"
        options={MULTIPLIERS}
        {...form.register('sunday')}
      />
      <Field id="ot-holidays" label="Holidays (YYYY-MM-DD, comma-separated)">
        <Input
          id="ot-holidays"
          autoComplete="off"
          placeholder="2026-07-03, 2026-09-07"
          {...form.register('holiday_dates')}
        />
      </Field>
      <SelectField
        id="ot-holiday-rate"
        label="Holiday pay"
        options={MULTIPLIERS}
        {...form.register('holiday_multiplier')}
      />
      <div className="pt-6">
        <CheckboxField id="ot-active" label="Active" {...form.register('is_active')} />
      </div>
      {problem ? (
        <p role="alert" className="text-destructive text-sm sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Save rule" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}
