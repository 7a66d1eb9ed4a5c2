import {
  type TEmployeePayProfile,
  type TEmployeePayProfileFormValues,
  type TEmployeePayProfileInput,
  type TWorkersCompClass,
  ZEmployeePayProfileInput,
} from '@groundwork/shared';
import { Controller } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { MoneyInput } from '@/components/money-input';
import { useSavePayProfile } from '../api/use-employee-pay';
import {
  CheckboxField,
  emptyToNull,
  FILING_STATUS_OPTIONS,
  InputField,
  numberOrNull,
  PAY_FREQUENCY_OPTIONS,
  SaveOrDiscardFooter,
  SelectField,
  STATE_OPTIONS,
  useOnFileForm,
} from './form-bits';
import { SsnField } from './ssn-field';

function formValues(p: TEmployeePayProfile): TEmployeePayProfileFormValues {
  return {
    pay_type: p.pay_type,
    pay_frequency: p.pay_frequency,
    salary_annual_cents: p.salary_annual_cents,
    flsa_exempt: p.flsa_exempt,
    is_overhead: p.is_overhead,
    default_classification: p.default_classification,
    workers_comp_class_code: p.workers_comp_class_code,
    home_state: p.home_state,
    union_local: p.union_local,
    w4_version: p.w4_version,
    filing_status: p.filing_status,
    w4_step2: p.w4_step2,
    w4_step3_cents: p.w4_step3_cents,
    w4_step4a_cents: p.w4_step4a_cents,
    w4_step4b_cents: p.w4_step4b_cents,
    w4_step4c_cents: p.w4_step4c_cents,
    w4_allowances: p.w4_allowances,
    w4_exempt: p.w4_exempt,
    ssn: undefined,
    payment_method: p.payment_method,
  };
}

type TMoneyField =
  | 'salary_annual_cents'
  | 'w4_step3_cents'
  | 'w4_step4a_cents'
  | 'w4_step4b_cents'
  | 'w4_step4c_cents';

/**
 * The pay profile, one section at a time ('pay': how the employee is paid; 'w4': the federal W-4).
 * Each section saves the whole profile: the other section's values come from what is on file.
 */
export function PayProfileForm({
  employeeId,
  profile,
  section,
  canEdit,
  canReveal,
  workersCompClasses,
}: {
  employeeId: string;
  profile: TEmployeePayProfile;
  section: 'pay' | 'w4';
  canEdit: boolean;
  canReveal: boolean;
  workersCompClasses: TWorkersCompClass[];
}) {
  const save = useSavePayProfile(employeeId);
  const { form, submit, discard } = useOnFileForm<
    TEmployeePayProfile,
    TEmployeePayProfileFormValues,
    TEmployeePayProfileInput
  >({
    schema: ZEmployeePayProfileInput,
    current: profile,
    valuesOf: formValues,
    save,
    done: section === 'pay' ? 'Pay setup saved' : 'W-4 saved',
    failed: 'Could not save the pay setup',
  });
  const { errors, isDirty } = form.formState;
  const payType = form.watch('pay_type');
  const w4Version = form.watch('w4_version');
  const id = (name: string) => `pay-${section}-${name}`;

  const money = (name: TMoneyField, label: string) => (
    <Field id={id(name)} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <MoneyInput
            id={id(name)}
            placeholder="$0.00"
            disabled={!canEdit}
            // A zero W-4 amount shows as an empty field (nothing to select away before typing).
            value={field.value || null}
            onChange={(cents) => field.onChange(name === 'salary_annual_cents' ? cents : (cents ?? 0))}
            onBlur={field.onBlur}
            {...invalidProps(id(name), errors[name]?.message)}
          />
        )}
      />
    </Field>
  );

  const wcOptions = workersCompClasses
    .filter((c) => c.is_active || c.class_code === profile.workers_comp_class_code)
    .map(
      (c) =>
        [c.class_code, `${c.state} ${c.class_code}${c.description ? ` — ${c.description}` : ''}`] as const,
    );

  return (
    <form
      aria-label={section === 'pay' ? 'Pay' : 'Federal W-4'}
      onSubmit={submit}
      noValidate
      className="grid gap-6"
    >
      <fieldset disabled={!canEdit || save.isPending} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section === 'pay' ? (
          <>
            <SelectField
              id={id('type')}
              label="Pay type"
              options={[
                ['hourly', 'Hourly'],
                ['salary', 'Salary'],
              ]}
              error={errors.pay_type}
              {...form.register('pay_type', {
                onChange: (e) => {
                  if (e.target.value === 'hourly') form.setValue('salary_annual_cents', null);
                },
              })}
            />
            <SelectField
              id={id('frequency')}
              label="Pay frequency"
              options={PAY_FREQUENCY_OPTIONS}
              error={errors.pay_frequency}
              {...form.register('pay_frequency')}
            />
            {payType === 'salary' ? (
              money('salary_annual_cents', 'Annual salary')
            ) : (
              <div className="hidden lg:block" />
            )}
            <InputField
              id={id('classification')}
              label="Default classification"
              error={errors.default_classification?.message}
              autoComplete="off"
              placeholder="e.g. Carpenter"
              {...form.register('default_classification', { setValueAs: emptyToNull })}
            />
            <SelectField
              id={id('wc')}
              label="Workers' comp class"
              placeholder={wcOptions.length === 0 ? 'No classes yet (Payroll settings)' : 'None'}
              options={wcOptions}
              error={errors.workers_comp_class_code}
              {...form.register('workers_comp_class_code', { setValueAs: emptyToNull })}
            />
            <SelectField
              id={id('state')}
              label="Home state"
              placeholder="Select a state"
              options={STATE_OPTIONS}
              error={errors.home_state}
              {...form.register('home_state', { setValueAs: emptyToNull })}
            />
            <InputField
              id={id('union')}
              label="Union local"
              error={errors.union_local?.message}
              autoComplete="off"
              placeholder="e.g. Local 22"
              {...form.register('union_local', { setValueAs: emptyToNull })}
            />
            <SelectField
              id={id('method')}
              label="Payment method"
              options={[
                ['check', 'Paper check'],
                ['direct_deposit', 'Direct deposit'],
              ]}
              error={errors.payment_method}
              {...form.register('payment_method')}
            />
            <SsnField
              id={id('ssn')}
              employeeId={employeeId}
              masked={profile.ssn_masked}
              canEdit={canEdit}
              canReveal={canReveal}
              error={errors.ssn?.message}
              registration={form.register('ssn', { setValueAs: (v) => (v === '' ? undefined : v) })}
            />
            <div className="grid gap-3 sm:col-span-2 lg:col-span-3 sm:grid-cols-2">
              <CheckboxField
                id={id('exempt')}
                label="FLSA exempt"
                hint="No weekly overtime"
                {...form.register('flsa_exempt')}
              />
              <CheckboxField
                id={id('overhead')}
                label="Office or shop (overhead)"
                hint="Wages post to overhead, not job cost"
                {...form.register('is_overhead')}
              />
            </div>
          </>
        ) : (
          <>
            <SelectField
              id={id('version')}
              label="Form W-4"
              placeholder="None on file"
              options={[
                ['2020', '2020 or later'],
                ['pre2020', 'Before 2020 (allowances)'],
              ]}
              error={errors.w4_version}
              {...form.register('w4_version', {
                setValueAs: emptyToNull,
                onChange: (e) => {
                  if (e.target.value === '2020') form.setValue('w4_allowances', null);
                  else {
                    form.setValue('w4_step2', false);
                    form.setValue('w4_step3_cents', 0);
                    form.setValue('w4_step4a_cents', 0);
                    form.setValue('w4_step4b_cents', 0);
                    if (e.target.value === 'pre2020') form.setValue('w4_allowances', 0);
                  }
                },
              })}
            />
            <SelectField
              id={id('filing')}
              label="Filing status"
              placeholder="Select"
              options={FILING_STATUS_OPTIONS}
              error={errors.filing_status}
              {...form.register('filing_status', { setValueAs: emptyToNull })}
            />
            <div className="pt-6">
              <CheckboxField
                id={id('w4-exempt')}
                label="Exempt from withholding"
                hint="Claimed on the W-4 (renew yearly)"
                {...form.register('w4_exempt')}
              />
            </div>
            {w4Version === '2020' ? (
              <>
                <div className="sm:col-span-2 lg:col-span-3">
                  <CheckboxField
                    id={id('step2')}
                    label="Step 2 box checked"
                    hint="Multiple jobs or a working spouse"
                    {...form.register('w4_step2')}
                  />
                </div>
                {money('w4_step3_cents', 'Step 3: dependents (annual)')}
                {money('w4_step4a_cents', 'Step 4(a): other income (annual)')}
                {money('w4_step4b_cents', 'Step 4(b): deductions (annual)')}
                {money('w4_step4c_cents', 'Step 4(c): extra withholding per period')}
              </>
            ) : null}
            {w4Version === 'pre2020' ? (
              <>
                <InputField
                  id={id('allowances')}
                  label="Allowances"
                  error={errors.w4_allowances?.message}
                  type="number"
                  min={0}
                  max={99}
                  inputMode="numeric"
                  {...form.register('w4_allowances', { setValueAs: numberOrNull })}
                />
                {money('w4_step4c_cents', 'Additional withholding per period')}
              </>
            ) : null}
          </>
        )}
      </fieldset>
      {canEdit ? (
        <SaveOrDiscardFooter
          submitLabel={section === 'pay' ? 'Save pay setup' : 'Save W-4'}
          isDirty={isDirty}
          isSaving={save.isPending}
          onDiscard={discard}
        />
      ) : null}
    </form>
  );
}
