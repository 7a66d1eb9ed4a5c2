import {
  LIEN_WAIVER_CONDITION_LABELS,
  LIEN_WAIVER_CONDITIONS,
  LIEN_WAIVER_MESSAGES,
  LIEN_WAIVER_SCOPES,
  type TCreateLienWaiverInput,
} from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useJobOptions } from '@/features/ap-payments/api/use-job-options';
import { useActiveVendors, useFindCommitments } from '@/features/commitments/api/use-commitments';
import { errorMessage } from '@/lib/api-fetch';
import { useRequestLienWaiver } from '../api/use-lien-waivers';

/** What a request starts with when it comes from a bill on hold: its vendor, commitment, invoice, amount. */
export type TWaiverPreset = Partial<
  Pick<
    TCreateLienWaiverInput,
    'vendor_id' | 'commitment_id' | 'invoice_id' | 'condition' | 'scope' | 'amount_cents'
  >
>;

/**
 * Requests a lien waiver of a vendor: for one of its commitments (the job follows) or a job; the kind
 * (conditional or unconditional × progress or final); optionally the amount, the date it waives
 * through and the state whose statutory form applies.
 */
export function RequestWaiverDialog({
  preset = {},
  onClose,
}: {
  preset?: TWaiverPreset;
  onClose: () => void;
}) {
  const request = useRequestLienWaiver();
  const vendors = useActiveVendors();
  const jobs = useJobOptions();
  const [vendorId, setVendorId] = React.useState(preset.vendor_id ?? '');
  const [commitmentId, setCommitmentId] = React.useState(preset.commitment_id ?? '');
  const [jobId, setJobId] = React.useState('');
  const [condition, setCondition] = React.useState(preset.condition ?? 'conditional');
  const [scope, setScope] = React.useState(preset.scope ?? 'progress');
  const [amount, setAmount] = React.useState<number | null>(preset.amount_cents ?? null);
  const [throughDate, setThroughDate] = React.useState('');
  const [jurisdiction, setJurisdiction] = React.useState('');
  const [notes, setNotes] = React.useState('');
  const commitments = useFindCommitments(
    { search: '', jobId: '', vendorId, kind: 'all', status: 'all', page: 1, pageSize: 100 },
    { isEnabled: vendorId !== '' },
  );
  const canSubmit = vendorId !== '' && (commitmentId !== '' || jobId !== '');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await request.mutateAsync({
        vendor_id: vendorId,
        commitment_id: commitmentId || null,
        job_id: commitmentId ? null : jobId || null,
        invoice_id: preset.invoice_id ?? null,
        condition,
        scope,
        amount_cents: amount,
        through_date: throughDate || null,
        jurisdiction: jurisdiction || null,
        notes: notes || null,
      });
      toast.success(LIEN_WAIVER_MESSAGES.requested);
      onClose();
    } catch (error) {
      console.error('Requesting the lien waiver failed', error);
      toast.error(errorMessage(error, 'Could not request the lien waiver'));
    }
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title="Request a lien waiver"
      description="It is outstanding until the vendor's signed copy is received and verified."
      className="sm:max-w-xl"
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <Field id="waiver-vendor" label="Vendor">
          <NativeSelect
            id="waiver-vendor"
            value={vendorId}
            onChange={(e) => {
              setVendorId(e.target.value);
              setCommitmentId('');
            }}
          >
            <option value="">Choose a vendor</option>
            {(vendors.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.vendor_number} — {v.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="waiver-commitment" label="Commitment">
            <NativeSelect
              id="waiver-commitment"
              value={commitmentId}
              disabled={vendorId === ''}
              onChange={(e) => setCommitmentId(e.target.value)}
            >
              <option value="">None (a job only)</option>
              {(commitments.data?.items ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.commitment_number} — {c.job.number}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="waiver-job" label="Job">
            <NativeSelect
              id="waiver-job"
              value={commitmentId ? '' : jobId}
              disabled={commitmentId !== ''}
              onChange={(e) => setJobId(e.target.value)}
            >
              <option value="">{commitmentId ? "The commitment's job" : 'Choose a job'}</option>
              {(jobs.data ?? []).map((j) => (
                <option key={j.id} value={j.id}>
                  {j.project_number} — {j.project_name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="waiver-condition" label="Condition">
            <NativeSelect
              id="waiver-condition"
              value={condition}
              onChange={(e) =>
                setCondition(LIEN_WAIVER_CONDITIONS.find((c) => c === e.target.value) ?? 'conditional')
              }
            >
              {LIEN_WAIVER_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {LIEN_WAIVER_CONDITION_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="waiver-scope" label="Scope">
            <NativeSelect
              id="waiver-scope"
              value={scope}
              onChange={(e) => setScope(LIEN_WAIVER_SCOPES.find((s) => s === e.target.value) ?? 'progress')}
            >
              <option value="progress">Progress</option>
              <option value="final">Final</option>
            </NativeSelect>
          </Field>
          <Field id="waiver-amount" label="Amount (optional)">
            <MoneyInput
              id="waiver-amount"
              className="text-right tabular-nums"
              value={amount}
              onChange={setAmount}
            />
          </Field>
          <Field id="waiver-through" label="Through date (optional)">
            <Input
              id="waiver-through"
              type="date"
              value={throughDate}
              onChange={(e) => setThroughDate(e.target.value)}
            />
          </Field>
          <Field id="waiver-state" label="State (optional)">
            <Input
              id="waiver-state"
              maxLength={2}
              placeholder="CA"
              value={jurisdiction}
              onChange={(e) => setJurisdiction(e.target.value.toUpperCase())}
            />
          </Field>
          <Field id="waiver-notes" label="Notes (optional)">
            <Input
              id="waiver-notes"
              maxLength={500}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </Field>
        </div>
        <DialogFormFooter
          submitLabel="Request waiver"
          isSaving={request.isPending}
          isSubmitDisabled={request.isPending || !canSubmit}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
