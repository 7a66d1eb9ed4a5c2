import {
  type TPayrollSettings,
  type TPayrollSettingsFormValues,
  type TPayrollSettingsInput,
  WORKWEEK_DAY_NAMES,
  ZPayrollSettingsInput,
} from '@groundwork/shared';
import { useSavePayrollSettings } from '../api/use-payroll-settings';
import {
  CheckboxField,
  emptyToNull,
  InputField,
  PAY_FREQUENCY_OPTIONS,
  SaveOrDiscardFooter,
  SelectField,
  STATE_OPTIONS,
  useOnFileForm,
} from './form-bits';

function formValues(s: TPayrollSettings): TPayrollSettingsFormValues {
  return {
    workweek_start_day: s.workweek_start_day,
    overtime_allocation: s.overtime_allocation,
    overtime_premium_to: s.overtime_premium_to,
    burden_method: s.burden_method,
    burden_rate_percent: s.burden_rate_percent === null ? null : String(Number(s.burden_rate_percent)),
    default_pay_frequency: s.default_pay_frequency,
    default_work_state: s.default_work_state,
    federal_ein: s.federal_ein,
    ach_immediate_destination: s.ach_immediate_destination,
    ach_destination_name: s.ach_destination_name,
    ach_immediate_origin: s.ach_immediate_origin,
    ach_origin_name: s.ach_origin_name,
    ach_company_name: s.ach_company_name,
    ach_company_id: s.ach_company_id,
    ach_odfi_routing: s.ach_odfi_routing,
    ach_balanced: s.ach_balanced,
    ach_offset_routing: s.ach_offset_routing,
    ach_offset_account: undefined,
    next_check_number: s.next_check_number,
  };
}

type TTextField =
  | 'federal_ein'
  | 'ach_immediate_destination'
  | 'ach_destination_name'
  | 'ach_immediate_origin'
  | 'ach_origin_name'
  | 'ach_company_name'
  | 'ach_company_id'
  | 'ach_odfi_routing'
  | 'ach_offset_routing';

/** The company's payroll settings: workweek and overtime, burden, defaults, and the bank's NACHA fields. */
export function PayrollSettingsForm({ settings, canEdit }: { settings: TPayrollSettings; canEdit: boolean }) {
  const save = useSavePayrollSettings();
  const { form, submit, discard } = useOnFileForm<
    TPayrollSettings,
    TPayrollSettingsFormValues,
    TPayrollSettingsInput
  >({
    schema: ZPayrollSettingsInput,
    current: settings,
    valuesOf: formValues,
    save,
    done: 'Payroll settings saved',
    failed: 'Could not save the payroll settings',
  });
  const { errors, isDirty } = form.formState;
  const burden = form.watch('burden_method');
  const balanced = form.watch('ach_balanced');
  const text = (name: TTextField, label: string, hint?: string) => (
    <InputField
      id={`ps-${name}`}
      label={label}
      error={errors[name]?.message}
      autoComplete="off"
      placeholder={hint}
      {...form.register(name, { setValueAs: emptyToNull })}
    />
  );

  return (
    <form aria-label="Payroll settings" onSubmit={submit} noValidate className="grid gap-6">
      <fieldset disabled={!canEdit || save.isPending} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="sr-only">Workweek, overtime and burden</legend>
          <SelectField
            id="ps-workweek"
            label="Workweek starts on"
            options={WORKWEEK_DAY_NAMES.map((d, i) => [String(i), d] as const)}
            error={errors.workweek_start_day}
            {...form.register('workweek_start_day', { valueAsNumber: true })}
          />
          <SelectField
            id="ps-allocation"
            label="Weekly overtime goes to jobs"
            options={[
              ['pro_rata', 'Pro rata by hours'],
              ['time_order', 'In time order (hours after the 40th)'],
            ]}
            error={errors.overtime_allocation}
            {...form.register('overtime_allocation')}
          />
          <SelectField
            id="ps-premium"
            label="Overtime premium charged to"
            options={[
              ['job', 'The job and cost code'],
              ['overhead', 'Overhead'],
            ]}
            error={errors.overtime_premium_to}
            {...form.register('overtime_premium_to')}
          />
          <SelectField
            id="ps-burden"
            label="Burden on jobs"
            options={[
              ['actual', 'Actual (taxes, comp, fringes per line)'],
              ['rates', 'A rate, trued up to overhead'],
            ]}
            error={errors.burden_method}
            {...form.register('burden_method', {
              onChange: (e) => {
                if (e.target.value === 'actual') form.setValue('burden_rate_percent', null);
              },
            })}
          />
          {burden === 'rates' ? (
            <InputField
              id="ps-burden-rate"
              label="Burden rate (% of gross)"
              error={errors.burden_rate_percent?.message}
              inputMode="decimal"
              autoComplete="off"
              {...form.register('burden_rate_percent', { setValueAs: emptyToNull })}
            />
          ) : null}
          <SelectField
            id="ps-frequency"
            label="Default pay frequency"
            options={PAY_FREQUENCY_OPTIONS}
            error={errors.default_pay_frequency}
            {...form.register('default_pay_frequency')}
          />
          <SelectField
            id="ps-state"
            label="Default work state"
            placeholder="None"
            options={STATE_OPTIONS}
            error={errors.default_work_state}
            {...form.register('default_work_state', { setValueAs: emptyToNull })}
          />
          {text('federal_ein', 'Federal EIN', '12-3456789')}
          <InputField
            id="ps-check"
            label="Next check number"
            error={errors.next_check_number?.message}
            type="number"
            min={1}
            {...form.register('next_check_number', { valueAsNumber: true })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <h3 className="font-semibold sm:col-span-2 lg:col-span-3">Direct deposit (NACHA file)</h3>
          {text('ach_immediate_destination', 'Immediate destination (bank routing)', ' 021000021')}
          {text('ach_destination_name', 'Destination name', 'Your bank')}
          {text('ach_immediate_origin', 'Immediate origin', '10 digits from the bank')}
          {text('ach_origin_name', 'Origin name')}
          {text('ach_company_name', 'Company name (16)')}
          {text('ach_company_id', 'Company ID (10)')}
          {text('ach_odfi_routing', 'ODFI routing (8 digits)')}
          <div className="pt-6 sm:col-span-2">
            <CheckboxField
              id="ps-balanced"
              label="Balanced file"
              hint="The bank asks for an offsetting debit to your account"
              {...form.register('ach_balanced')}
            />
          </div>
          {balanced ? (
            <>
              {text('ach_offset_routing', 'Offset account routing')}
              <InputField
                id="ps-offset-account"
                label={`Offset account number${settings.ach_offset_account_masked ? ` (now ${settings.ach_offset_account_masked})` : ''}`}
                error={errors.ach_offset_account?.message}
                inputMode="numeric"
                autoComplete="off"
                placeholder={settings.ach_offset_account_masked ? 'Leave blank to keep it' : ''}
                {...form.register('ach_offset_account', { setValueAs: (v) => (v === '' ? undefined : v) })}
              />
            </>
          ) : null}
        </div>
      </fieldset>
      {canEdit ? (
        <SaveOrDiscardFooter
          submitLabel="Save settings"
          isDirty={isDirty}
          isSaving={save.isPending}
          onDiscard={discard}
        />
      ) : null}
    </form>
  );
}
