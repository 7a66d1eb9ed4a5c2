import {
  COMMITMENT_MESSAGES,
  canChangeAmounts,
  formatRetainage,
  parseRetainagePercent,
  type TCommitmentDetail,
  type TCommitmentKind,
  type TCreateCommitmentInput,
  type TUpdateCommitmentInput,
} from '@groundwork/shared';
import { AlertTriangleIcon, XCircleIcon } from 'lucide-react';
import * as React from 'react';
import { Field } from '@/components/field';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useGetOrganization } from '@/features/company-settings/api/use-get-organization';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { errorMessage } from '@/lib/api-fetch';
import { useActiveVendors } from '../api/use-commitments';
import type { TCodeOptions } from '../schedule-lines';
import {
  emptyScheduleRow,
  isBlankScheduleRow,
  scheduleColumns,
  scheduleInputs,
  scheduleProblems,
  scheduleRowsFrom,
  type TScheduleRow,
} from '../schedule-lines';

const ACTIVE_JOBS = { search: '', status: 'active', customerId: '', page: 1, pageSize: 100 } as const;

export type TCommitmentFormSave =
  | { mode: 'create'; input: TCreateCommitmentInput }
  | { mode: 'update'; input: TUpdateCommitmentInput };

/**
 * The commitment form: job, vendor (its compliance shown as soon as it is chosen), description,
 * dates, retainage, scope, and the schedule of values in the keyboard grid. An executed commitment
 * keeps its vendor, retainage and amounts: only the text fields stay open.
 */
export function CommitmentForm({
  kind,
  commitment,
  options,
  isSaving,
  onSave,
  onCancel,
}: {
  kind: TCommitmentKind;
  commitment?: TCommitmentDetail;
  options: TCodeOptions;
  isSaving: boolean;
  onSave: (save: TCommitmentFormSave) => Promise<void>;
  onCancel: () => void;
}) {
  const jobs = useFindJobs(ACTIVE_JOBS);
  const vendors = useActiveVendors();
  const organization = useGetOrganization();
  const [jobId, setJobId] = React.useState(commitment?.job.id ?? '');
  const [vendorId, setVendorId] = React.useState(commitment?.vendor.id ?? '');
  const [description, setDescription] = React.useState(commitment?.description ?? '');
  const [startDate, setStartDate] = React.useState(commitment?.start_date ?? '');
  const [endDate, setEndDate] = React.useState(commitment?.end_date ?? '');
  const [retainage, setRetainage] = React.useState(
    commitment ? (commitment.retainage_bps / 100).toFixed(2) : kind === 'purchase_order' ? '0.00' : '',
  );
  const [scope, setScope] = React.useState(commitment?.scope ?? '');
  const [rows, setRowsState] = React.useState<TScheduleRow[]>(() => scheduleRowsFrom(commitment));
  const rowsRef = React.useRef(rows);
  const setRows = (next: TScheduleRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
  };
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [serverError, setServerError] = React.useState<string | null>(null);

  // A new subcontract starts at the company's default retainage once it is known.
  const defaultBps = organization.data?.default_retainage_bps;
  React.useEffect(() => {
    if (!commitment && kind === 'subcontract' && defaultBps !== undefined)
      setRetainage((current) => current || (defaultBps / 100).toFixed(2));
  }, [commitment, kind, defaultBps]);

  const isCreate = !commitment;
  const canChangeMoney = !commitment || canChangeAmounts(commitment.status);
  const columns = React.useMemo(() => scheduleColumns(options), [options]);
  const problems = scheduleProblems(rows);
  const vendor = (vendors.data ?? []).find((v) => v.id === vendorId);
  const isVendorFlagged =
    vendor && (vendor.compliance_status === 'expired' || vendor.compliance_status === 'expiring');
  // The form offers only active jobs and vendors; an edited commitment's own stay listed.
  const jobChoices = [...(jobs.data?.items ?? [])];
  if (commitment && !jobChoices.some((job) => job.id === commitment.job.id))
    jobChoices.unshift({
      id: commitment.job.id,
      project_number: commitment.job.number,
      project_name: commitment.job.name,
    } as (typeof jobChoices)[number]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!jobId) found.job = COMMITMENT_MESSAGES.jobRequired;
    if (!vendorId) found.vendor = COMMITMENT_MESSAGES.vendorRequired;
    if (!description.trim()) found.description = COMMITMENT_MESSAGES.descriptionRequired;
    if (startDate && endDate && endDate < startDate) found.end = COMMITMENT_MESSAGES.endBeforeStart;
    const bps = retainage.trim() === '' ? null : parseRetainagePercent(retainage);
    if (retainage.trim() !== '' && bps === null) found.retainage = COMMITMENT_MESSAGES.retainageRange;
    if (vendor?.blocks_commitments && vendorId !== commitment?.vendor.id)
      found.vendor = COMMITMENT_MESSAGES.vendorBlocked;
    setErrors(found);
    if (Object.keys(found).length > 0 || scheduleProblems(rowsRef.current).size > 0) {
      setServerError(Object.keys(found).length > 0 ? null : 'Fix the schedule lines marked in red');
      return;
    }
    setServerError(null);
    const text = { description: description.trim(), start_date: startDate, end_date: endDate, scope };
    try {
      if (isCreate)
        await onSave({
          mode: 'create',
          input: {
            kind,
            job_id: jobId,
            vendor_id: vendorId,
            ...text,
            retainage_bps: bps,
            lines: scheduleInputs(rowsRef.current),
          },
        });
      else
        await onSave({
          mode: 'update',
          input: canChangeMoney
            ? {
                ...text,
                vendor_id: vendorId,
                retainage_bps: bps ?? 0,
                lines: scheduleInputs(rowsRef.current),
              }
            : text,
        });
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save'));
    }
  };

  return (
    <form
      className="grid gap-6"
      onSubmit={submit}
      noValidate
      aria-label={isCreate ? 'New commitment' : 'Edit commitment'}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="commitment-job" label="Job" error={errors.job}>
          <NativeSelect
            id="commitment-job"
            value={jobId}
            disabled={!isCreate}
            onChange={(event) => setJobId(event.target.value)}
          >
            <option value="">Choose a job</option>
            {jobChoices.map((job) => (
              <option key={job.id} value={job.id}>
                {job.project_number} — {job.project_name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="commitment-vendor" label="Vendor" error={errors.vendor}>
          <NativeSelect
            id="commitment-vendor"
            value={vendorId}
            disabled={!canChangeMoney}
            onChange={(event) => setVendorId(event.target.value)}
          >
            <option value="">Choose a vendor</option>
            {commitment && !(vendors.data ?? []).some((v) => v.id === commitment.vendor.id) ? (
              <option value={commitment.vendor.id}>
                {commitment.vendor.number} — {commitment.vendor.name}
              </option>
            ) : null}
            {(vendors.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.vendor_number} — {v.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {vendor && isVendorFlagged ? (
        <div
          role="alert"
          className={
            vendor.blocks_commitments
              ? 'flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-destructive text-sm'
              : 'flex gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100'
          }
        >
          {vendor.blocks_commitments ? (
            <XCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <div className="grid gap-1">
            <p className="font-medium">
              {vendor.blocks_commitments
                ? COMMITMENT_MESSAGES.vendorBlocked
                : `Compliance warning: ${vendor.name} is ${vendor.compliance_status === 'expired' ? 'not compliant' : 'about to lapse'}`}
            </p>
            <ul className="list-disc pl-5">
              {vendor.compliance_reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <Field id="commitment-description" label="Description" error={errors.description}>
          <Input
            id="commitment-description"
            maxLength={200}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        <Field id="commitment-start" label="Start date">
          <Input
            id="commitment-start"
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </Field>
        <Field id="commitment-end" label="End date" error={errors.end}>
          <Input
            id="commitment-end"
            type="date"
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </Field>
        <Field id="commitment-retainage" label="Retainage %" error={errors.retainage}>
          <Input
            id="commitment-retainage"
            inputMode="decimal"
            value={retainage}
            disabled={!canChangeMoney}
            placeholder={defaultBps !== undefined ? formatRetainage(defaultBps) : ''}
            onChange={(event) => setRetainage(event.target.value)}
          />
        </Field>
      </div>
      <Field id="commitment-scope" label="Scope and terms">
        <Textarea
          id="commitment-scope"
          rows={4}
          maxLength={10_000}
          value={scope}
          onChange={(event) => setScope(event.target.value)}
        />
      </Field>
      <div className="grid gap-2">
        <h3 className="font-semibold">Schedule of values</h3>
        <p className="text-muted-foreground text-sm">
          {canChangeMoney
            ? 'Type or paste from a spreadsheet: cost code, category, description, amount. Enter adds a line.'
            : COMMITMENT_MESSAGES.amountsLocked}
        </p>
        <KeyboardGrid
          id="schedule-lines"
          label="Schedule of values"
          rowNoun="line"
          rows={rows}
          onRowsChange={setRows}
          columns={columns}
          createRow={emptyScheduleRow}
          getRowKey={(row) => row.key}
          isRowBlank={isBlankScheduleRow}
          rowErrors={problems}
          minRows={1}
          isReadOnly={!canChangeMoney}
        />
      </div>
      {serverError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
        >
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <ButtonSpinner /> : null}
          {isCreate ? `Save ${kind === 'subcontract' ? 'subcontract' : 'purchase order'}` : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
