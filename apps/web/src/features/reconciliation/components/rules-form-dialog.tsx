import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { optionLabel, type TGridOption } from '@/components/grid/keyboard-grid';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { TLineOptions } from '@/features/journal-entries/api/use-line-options';
import type { TBankAccount } from '../api/bank-accounts-api';
import {
  RULE_DIRECTION_LABELS,
  RULE_DIRECTIONS,
  type TBankRule,
  useCreateBankRule,
  useUpdateBankRule,
} from '../api/rules-api';
import { ActiveSwitch, FormSaveFooter, useDialogForm } from './form-parts';
import { ruleFormErrors, ruleInputOf, ruleValuesOf, type TRuleValues } from './rules-values';

function OptionList({ options, placeholder }: { options: readonly TGridOption[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.isDisabled}>
          {optionLabel(option)}
          {option.isDisabled && option.hint ? ` (${option.hint})` : ''}
        </option>
      ))}
    </>
  );
}

function RuleForm({
  rule,
  options,
  bankAccounts,
  onDone,
}: {
  rule: TBankRule | null;
  options: TLineOptions;
  bankAccounts: readonly TBankAccount[];
  onDone: () => void;
}) {
  const { values, set, errors, serverError, submitWith } = useDialogForm<TRuleValues>(
    () => ruleValuesOf(rule),
    'Could not save the rule',
  );
  const create = useCreateBankRule();
  const update = useUpdateBankRule();
  const isSaving = create.isPending || update.isPending;
  const hasJob = values.job_id !== '';

  const submit = submitWith(ruleFormErrors, async (current) => {
    const input = ruleInputOf(current);
    if (rule) await update.mutateAsync({ id: rule.id, input });
    else await create.mutateAsync(input);
    toast.success(rule ? `Rule ${input.name} saved` : `Rule ${input.name} created`);
    onDone();
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rule-name" label="Name" error={errors.name}>
          <Input
            id="rule-name"
            maxLength={100}
            autoComplete="off"
            placeholder="The text, when empty"
            {...invalidProps('rule-name', errors.name)}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <Field id="rule-text" label="Statement text contains" error={errors.text_contains}>
          <Input
            id="rule-text"
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. SERVICE CHARGE"
            aria-required="true"
            {...invalidProps('rule-text', errors.text_contains)}
            value={values.text_contains}
            onChange={(event) => set('text_contains', event.target.value)}
          />
        </Field>
        <Field id="rule-direction" label="Direction">
          <NativeSelect
            id="rule-direction"
            value={values.direction}
            onChange={(event) =>
              set('direction', RULE_DIRECTIONS.find((d) => d === event.target.value) ?? 'any')
            }
          >
            {RULE_DIRECTIONS.map((direction) => (
              <option key={direction} value={direction}>
                {RULE_DIRECTION_LABELS[direction]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="rule-bank-account" label="Bank account">
          <NativeSelect
            id="rule-bank-account"
            value={values.bank_account_id}
            onChange={(event) => set('bank_account_id', event.target.value)}
          >
            <option value="">All bank accounts</option>
            {bankAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="rule-account" label="Post to account" error={errors.account_id}>
        <NativeSelect
          id="rule-account"
          value={values.account_id}
          aria-required="true"
          {...invalidProps('rule-account', errors.account_id)}
          onChange={(event) => set('account_id', event.target.value)}
        >
          <OptionList
            options={options.accounts}
            placeholder="Choose the account (bank fees, interest income…)"
          />
        </NativeSelect>
      </Field>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 font-medium text-sm">Job cost (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="rule-job" label="Job" error={errors.job_id}>
            <NativeSelect
              id="rule-job"
              value={values.job_id}
              onChange={(event) => set('job_id', event.target.value)}
            >
              <OptionList options={options.jobs} placeholder="No job" />
            </NativeSelect>
          </Field>
          <Field id="rule-cost-code" label="Cost code" error={errors.cost_code_id}>
            <NativeSelect
              id="rule-cost-code"
              value={values.cost_code_id}
              disabled={!hasJob}
              {...invalidProps('rule-cost-code', errors.cost_code_id)}
              onChange={(event) => set('cost_code_id', event.target.value)}
            >
              <OptionList options={options.costCodes} placeholder={hasJob ? 'Choose a cost code' : '—'} />
            </NativeSelect>
          </Field>
          <Field id="rule-category" label="Category" error={errors.cost_category_id}>
            <NativeSelect
              id="rule-category"
              value={values.cost_category_id}
              disabled={!hasJob}
              {...invalidProps('rule-category', errors.cost_category_id)}
              onChange={(event) => set('cost_category_id', event.target.value)}
            >
              <OptionList options={options.categories} placeholder={hasJob ? 'Choose a category' : '—'} />
            </NativeSelect>
          </Field>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field id="rule-memo" label="Entry memo" error={errors.memo}>
          <Input
            id="rule-memo"
            maxLength={200}
            autoComplete="off"
            placeholder="The rule's name when empty"
            value={values.memo}
            onChange={(event) => set('memo', event.target.value)}
          />
        </Field>
        <Field id="rule-priority" label="Priority" error={errors.priority}>
          <Input
            id="rule-priority"
            inputMode="numeric"
            autoComplete="off"
            {...invalidProps('rule-priority', errors.priority)}
            value={values.priority}
            onChange={(event) => set('priority', event.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </div>
      <p className="-mt-2 text-muted-foreground text-xs">
        When several rules match a line, the lowest priority number is proposed first.
      </p>
      <ActiveSwitch
        id="rule-active"
        isActive={values.is_active}
        onChange={(checked) => set('is_active', checked)}
      />
      <FormSaveFooter
        serverError={serverError}
        submitLabel={rule ? 'Save changes' : 'Create rule'}
        isSaving={isSaving}
        onCancel={onDone}
      />
    </form>
  );
}

/** Create a bank rule (`rule` null) or edit one. */
export function RulesFormDialog({
  isOpen,
  rule,
  options,
  bankAccounts,
  onOpenChange,
}: {
  isOpen: boolean;
  rule: TBankRule | null;
  options: TLineOptions;
  bankAccounts: readonly TBankAccount[];
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={rule ? `Edit rule ${rule.name}` : 'New bank rule'}
      description="An unmatched statement line whose text contains this proposes an entry to the account below, dated the line's date."
      className="sm:max-w-2xl"
    >
      {isOpen ? (
        <RuleForm
          rule={rule}
          options={options}
          bankAccounts={bankAccounts}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}
