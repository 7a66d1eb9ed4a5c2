import { type TOvertimeRuleRow, ZOvertimeRuleInput } from '@groundwork/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogFormFooter } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-fetch';
import { rulesOf, type TOvertimeFields, valuesOf } from '../overtime-rule-text';
import { CheckboxField, InputField, SelectField, STATE_OPTIONS } from './form-bits';

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
  const hours = (
    name: 'daily_ot' | 'daily_dt' | 'seventh_dt',
    id: string,
    label: string,
    placeholder: string,
  ) => (
    <InputField
      id={id}
      label={label}
      inputMode="decimal"
      placeholder={placeholder}
      {...form.register(name)}
    />
  );
  const multiplier = (name: 'saturday' | 'sunday' | 'holiday_multiplier', id: string, label: string) => (
    <SelectField
      id={id}
      label={label}
      placeholder={name === 'holiday_multiplier' ? undefined : 'Regular'}
      options={MULTIPLIERS}
      {...form.register(name)}
    />
  );
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
      <InputField
        id="ot-code"
        label="Code"
        autoComplete="off"
        placeholder="CA or L22"
        {...form.register('code')}
      />
      <InputField
        id="ot-name"
        label="Name"
        autoComplete="off"
        placeholder="California daily overtime"
        {...form.register('name')}
      />
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
        <InputField
          id="ot-local"
          label="Union local"
          autoComplete="off"
          placeholder="Local 22"
          {...form.register('union_local')}
        />
      )}
      {hours('daily_ot', 'ot-daily', 'Daily OT after (hours)', '8')}
      {hours('daily_dt', 'ot-daily-dt', 'Daily DT after (hours)', '12')}
      {hours('seventh_dt', 'ot-seventh', '7th consecutive day: DT after (hours)', '8')}
      {multiplier('saturday', 'ot-saturday', 'Saturday')}
      {multiplier('sunday', 'ot-sunday', 'Sunday')}
      <InputField
        id="ot-holidays"
        label="Holidays (YYYY-MM-DD, comma-separated)"
        autoComplete="off"
        placeholder="2026-07-03, 2026-09-07"
        {...form.register('holiday_dates')}
      />
      {multiplier('holiday_multiplier', 'ot-holiday-rate', 'Holiday pay')}
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
