import {
  bpsToPercentText,
  CONTRACT_BILLING_METHOD_LABELS,
  CONTRACT_BILLING_METHODS,
  CONTRACT_MESSAGES,
  percentTextToBps,
  type TContract,
  type TContractBillingMethod,
  type TSaveContractInput,
} from '@groundwork/shared';
import { Field, invalidProps } from '@/components/field';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';

/** The contract's terms as the form holds them: percents as typed. */
export type TTermsForm = {
  original_cents: number | null;
  billing_method: TContractBillingMethod;
  work: string;
  stored: string;
  hasStepDown: boolean;
  threshold: string;
  lower: string;
  cap: string;
  terms_days: string;
};

export function termsFromContract(contract: TContract): TTermsForm {
  return {
    original_cents: contract.id ? contract.original_contract_cents : null,
    billing_method: contract.billing_method,
    work: bpsToPercentText(contract.retainage_work_bps),
    stored: bpsToPercentText(contract.retainage_stored_bps),
    hasStepDown: contract.step_down_threshold_bps !== null,
    threshold:
      contract.step_down_threshold_bps === null
        ? '50.00'
        : bpsToPercentText(contract.step_down_threshold_bps),
    lower: contract.step_down_work_bps === null ? '5.00' : bpsToPercentText(contract.step_down_work_bps),
    cap: contract.retainage_cap_bps === null ? '' : bpsToPercentText(contract.retainage_cap_bps),
    terms_days: String(contract.payment_terms_days),
  };
}

type THeader = Omit<TSaveContractInput, 'lines'>;

/** The header the API takes, or every field's problem. */
export function termsToHeader(form: TTermsForm): { header: THeader | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const percent = (key: string, text: string) => {
    const bps = percentTextToBps(text);
    if (bps === null) errors[key] = CONTRACT_MESSAGES.retainageRange;
    return bps ?? 0;
  };
  const work = percent('work', form.work);
  const stored = percent('stored', form.stored);
  const threshold = form.hasStepDown ? percent('threshold', form.threshold) : null;
  const lower = form.hasStepDown ? percent('lower', form.lower) : null;
  if (lower !== null && !errors.lower && !errors.work && lower >= work)
    errors.lower = CONTRACT_MESSAGES.stepDownLower;
  const cap = form.cap.trim() === '' ? null : percent('cap', form.cap);
  if (form.original_cents === null || form.original_cents < 0)
    errors.original = CONTRACT_MESSAGES.originalAmount;
  const days = /^\d{1,3}$/.test(form.terms_days.trim()) ? Number(form.terms_days) : -1;
  if (days < 0 || days > 365) errors.terms_days = CONTRACT_MESSAGES.paymentTerms;
  if (Object.keys(errors).length > 0) return { header: null, errors };
  return {
    header: {
      original_contract_cents: form.original_cents ?? 0,
      billing_method: form.billing_method,
      retainage_work_bps: work,
      retainage_stored_bps: stored,
      step_down_threshold_bps: threshold,
      step_down_work_bps: lower,
      retainage_cap_bps: cap,
      payment_terms_days: days,
    },
    errors,
  };
}

function PercentField({
  id,
  label,
  value,
  error,
  isReadOnly,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  isReadOnly: boolean;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        inputMode="decimal"
        value={value}
        placeholder={placeholder}
        readOnly={isReadOnly}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(id, error)}
      />
    </Field>
  );
}

/** Contract amount, billing method, retainage terms (step-down, cap) and payment terms. */
export function ContractTermsFields({
  form,
  errors,
  isReadOnly,
  isSumLocked,
  onChange,
}: {
  form: TTermsForm;
  errors: Record<string, string>;
  isReadOnly: boolean;
  /** Once billed, the contract sum changes only by change order. */
  isSumLocked: boolean;
  onChange: (form: TTermsForm) => void;
}) {
  const set = (patch: Partial<TTermsForm>) => onChange({ ...form, ...patch });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="contract-original" label="Original contract amount" error={errors.original}>
          <MoneyInput
            id="contract-original"
            value={form.original_cents}
            readOnly={isReadOnly || isSumLocked}
            onChange={(original_cents) => set({ original_cents })}
            {...invalidProps('contract-original', errors.original)}
          />
        </Field>
        <Field id="contract-billing-method" label="Billing method">
          <NativeSelect
            id="contract-billing-method"
            value={form.billing_method}
            disabled={isReadOnly}
            onChange={(event) =>
              set({ billing_method: event.target.value === 'invoice' ? 'invoice' : 'progress' })
            }
          >
            {CONTRACT_BILLING_METHODS.map((method) => (
              <option key={method} value={method}>
                {CONTRACT_BILLING_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="contract-terms-days" label="Payment terms (days)" error={errors.terms_days}>
          <Input
            id="contract-terms-days"
            inputMode="numeric"
            value={form.terms_days}
            readOnly={isReadOnly}
            onChange={(event) => set({ terms_days: event.target.value })}
            {...invalidProps('contract-terms-days', errors.terms_days)}
          />
        </Field>
        <PercentField
          id="contract-cap"
          label="Retainage cap % (optional)"
          placeholder="No cap"
          value={form.cap}
          error={errors.cap}
          isReadOnly={isReadOnly}
          onChange={(cap) => set({ cap })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PercentField
          id="contract-retainage-work"
          label="Work retainage %"
          value={form.work}
          error={errors.work}
          isReadOnly={isReadOnly}
          onChange={(work) => set({ work })}
        />
        <PercentField
          id="contract-retainage-stored"
          label="Stored materials retainage %"
          value={form.stored}
          error={errors.stored}
          isReadOnly={isReadOnly}
          onChange={(stored) => set({ stored })}
        />
        <div className="grid content-start gap-2 sm:col-span-2">
          <div className="flex items-center gap-2">
            <Switch
              id="contract-step-down"
              checked={form.hasStepDown}
              disabled={isReadOnly}
              onCheckedChange={(hasStepDown) => set({ hasStepDown })}
            />
            <Label htmlFor="contract-step-down">Step down retainage once the job is far enough along</Label>
          </div>
          {form.hasStepDown ? (
            <div className="grid grid-cols-2 gap-4">
              <PercentField
                id="contract-step-threshold"
                label="From % complete"
                value={form.threshold}
                error={errors.threshold}
                isReadOnly={isReadOnly}
                onChange={(threshold) => set({ threshold })}
              />
              <PercentField
                id="contract-step-lower"
                label="Lower retainage %"
                value={form.lower}
                error={errors.lower}
                isReadOnly={isReadOnly}
                onChange={(lower) => set({ lower })}
              />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
