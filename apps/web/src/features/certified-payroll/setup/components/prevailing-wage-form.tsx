import {
  type TPrevailingWageJob,
  type TPrevailingWageJobFormValues,
  type TPrevailingWageJobInput,
  ZPrevailingWageJobInput,
} from '@groundwork/shared';
import { Field } from '@/components/field';
import { runWithToasts } from '@/components/list-section';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import {
  CheckboxField,
  InputField,
  SelectField,
  useZodForm,
} from '@/features/pay-setup/components/form-bits';
import { useSaveCertifiedJob } from '../api/use-certified-job';

const WAGE_LAW_OPTIONS = [
  ['davis_bacon', 'Davis-Bacon (federal)'],
  ['state', 'State prevailing wage'],
] as const;
const LAYOUT_OPTIONS = [
  ['revised', 'Revised WH-347 (2025)'],
  ['previous', 'Previous WH-347 (while the agency accepts it)'],
] as const;

/** The job's prevailing-wage settings: marks the job when it has none yet. */
export function PrevailingWageForm({
  jobId,
  settings,
  canEdit,
}: {
  jobId: string;
  settings: TPrevailingWageJob | null;
  canEdit: boolean;
}) {
  const save = useSaveCertifiedJob(jobId);
  const form = useZodForm<TPrevailingWageJobFormValues, TPrevailingWageJobInput>(ZPrevailingWageJobInput, {
    wage_law: settings?.wage_law ?? 'davis_bacon',
    awarding_agency: settings?.awarding_agency ?? '',
    contract_number: settings?.contract_number ?? '',
    agency_project_number: settings?.agency_project_number ?? '',
    project_location: settings?.project_location ?? '',
    is_prime: settings?.is_prime ?? true,
    prime_contractor_name: settings?.prime_contractor_name ?? '',
    prime_contractor_address: settings?.prime_contractor_address ?? '',
    wh347_layout: settings?.wh347_layout ?? 'revised',
    wants_no_work_weeks: settings?.wants_no_work_weeks ?? false,
    is_active: settings?.is_active ?? true,
  });
  const { errors } = form.formState;
  const isPrime = form.watch('is_prime');
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync(input), {
      done: settings ? 'Prevailing-wage settings saved' : 'Job marked prevailing-wage',
      failed: 'Could not save the settings',
    });
  });
  return (
    <form aria-label="Prevailing-wage settings" onSubmit={submit} noValidate className="grid gap-4">
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="pw-law"
          label="Wage law"
          error={errors.wage_law}
          options={WAGE_LAW_OPTIONS}
          {...form.register('wage_law')}
        />
        <InputField
          id="pw-agency"
          label="Awarding agency"
          error={errors.awarding_agency?.message}
          autoComplete="off"
          placeholder="e.g. US Army Corps of Engineers"
          {...form.register('awarding_agency')}
        />
        <InputField
          id="pw-contract"
          label="Contract number"
          error={errors.contract_number?.message}
          autoComplete="off"
          {...form.register('contract_number')}
        />
        <InputField
          id="pw-project"
          label="Agency project number"
          error={errors.agency_project_number?.message}
          autoComplete="off"
          {...form.register('agency_project_number')}
        />
        <InputField
          id="pw-location"
          label="Project location"
          error={errors.project_location?.message}
          className="sm:col-span-2"
          autoComplete="off"
          {...form.register('project_location')}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            id="pw-prime"
            label="The company is the prime contractor"
            hint="Clear it when the company works as a subcontractor on this job"
            {...form.register('is_prime')}
          />
        </div>
        {isPrime ? null : (
          <>
            <InputField
              id="pw-prime-name"
              label="Prime contractor"
              error={errors.prime_contractor_name?.message}
              autoComplete="off"
              {...form.register('prime_contractor_name')}
            />
            <Field
              id="pw-prime-address"
              label="Prime contractor's address"
              error={errors.prime_contractor_address?.message}
            >
              <Textarea id="pw-prime-address" rows={2} {...form.register('prime_contractor_address')} />
            </Field>
          </>
        )}
        <SelectField
          id="pw-layout"
          label="WH-347 layout"
          error={errors.wh347_layout}
          options={LAYOUT_OPTIONS}
          {...form.register('wh347_layout')}
        />
        <div className="grid content-end gap-2">
          <CheckboxField
            id="pw-no-work"
            label="The agency wants “no work” weeks"
            hint="A report for each week without hours on the job"
            {...form.register('wants_no_work_weeks')}
          />
          <CheckboxField
            id="pw-active"
            label="Active"
            hint="Time on the job needs a classification"
            {...form.register('is_active')}
          />
        </div>
      </fieldset>
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <ButtonSpinner /> : null}
            {settings ? 'Save settings' : 'Mark prevailing-wage'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
