import { AP_PAYMENT_MESSAGES, formatCents, type TApPayable, todayIso } from '@groundwork/shared';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Field } from '@/components/field';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useCan } from '@/features/auth/api/use-can';
import { useActiveVendors } from '@/features/commitments/api/use-commitments';
import {
  RequestWaiverDialog,
  type TWaiverPreset,
} from '@/features/lien-waivers/components/request-waiver-dialog';
import { PayablesPermissionNotice } from '@/features/payables/components/payables-permission-notice';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBankAccounts, usePayables, usePayBills } from '../api/use-ap-payments';
import { useJobOptions } from '../api/use-job-options';
import { PayBillsTable } from '../components/pay-bills-table';
import { PayRunPanel } from '../components/pay-run-panel';
import { PayablesTabs } from '../components/payables-tabs';
import { billKey, isRunReady, runBody, type TRunHeader, vendorPayments } from '../pay-run';

/** A conditional progress waiver for the held invoice: its vendor, its subcontract, what it pays. */
function waiverPreset(bill: TApPayable): TWaiverPreset {
  const subcontract = bill.commitments.find((c) => c.kind === 'subcontract');
  return {
    vendor_id: bill.vendor.id,
    commitment_id: subcontract?.id ?? null,
    invoice_id: bill.kind === 'invoice' ? bill.id : null,
    condition: 'conditional',
    scope: 'progress',
    amount_cents: bill.amount_cents,
  };
}

/**
 * Pay Bills (issue 16, item 3): posted invoices and released retainage with something open, due by a
 * date, of a vendor and job; select and pay in full or in part — one payment per vendor — from a bank
 * account by check (numbered from the account's next) or ACH/wire with each vendor's reference.
 */
export function PayBillsPage() {
  useDocumentTitle('Pay Bills');
  const canRead = useCan('payables:read');
  const canPay = useCan('payables:pay');
  const canWrite = useCan('payables:write');
  const [waiverFor, setWaiverFor] = React.useState<TWaiverPreset | null>(null);
  const navigate = useNavigate();
  const [dueBy, setDueBy] = React.useState(() => todayIso());
  const [vendorId, setVendorId] = React.useState('');
  const [jobId, setJobId] = React.useState('');
  const [selection, setSelection] = React.useState<Map<string, number | null>>(() => new Map());
  const [header, setHeader] = React.useState<TRunHeader>(() => ({
    paymentDate: todayIso(),
    bankAccountId: '',
    method: 'check',
    firstCheckNumber: '',
    references: {},
  }));
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const payables = usePayables({ dueBy, vendorId, jobId });
  const accounts = useBankAccounts({ isEnabled: canPay });
  const vendors = useActiveVendors();
  const jobs = useJobOptions();
  const payBills = usePayBills();

  // The first bank account (and its next check number) until one is chosen.
  const firstAccount = accounts.data?.[0];
  React.useEffect(() => {
    if (firstAccount && header.bankAccountId === '')
      setHeader((h) => ({
        ...h,
        bankAccountId: firstAccount.id,
        firstCheckNumber: firstAccount.next_check_number,
      }));
  }, [firstAccount, header.bankAccountId]);

  const bills = payables.data?.items ?? [];
  const payments = vendorPayments(bills, selection);
  const account = accounts.data?.find((a) => a.id === header.bankAccountId);

  const toggle = (picked: readonly TApPayable[], isSelected: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const bill of picked) {
        if (isSelected && !next.has(billKey(bill))) next.set(billKey(bill), bill.open_cents);
        if (!isSelected) next.delete(billKey(bill));
      }
      return next;
    });
  const setAmount = (bill: TApPayable, cents: number | null) =>
    setSelection((current) => new Map(current).set(billKey(bill), cents));

  const pay = async () => {
    try {
      const { items } = await payBills.mutateAsync(runBody(header, payments));
      const numbers = items
        .map((p) => (p.method === 'check' ? `check ${p.check_number}` : (p.reference ?? '')))
        .join(', ');
      toast.success(items.length === 1 ? AP_PAYMENT_MESSAGES.paid : `${items.length} payments posted`, {
        description: `${numbers} — ${formatCents(items.reduce((s, p) => s + p.amount_cents, 0))}`,
        action: { label: 'Check register', onClick: () => void navigate('/invoices/payments') },
      });
      setSelection(new Map());
      setHeader((h) => ({ ...h, bankAccountId: '', references: {} }));
    } catch (error) {
      console.error('Paying the bills failed', error);
      toast.error(errorMessage(error, 'Could not pay the bills'));
    }
  };
  const askToPay = () => {
    const total = payments.reduce((s, p) => s + p.totalCents, 0);
    setConfirm({
      title: payments.length === 1 ? `Pay ${payments[0]?.vendor.name}?` : `Pay ${payments.length} vendors?`,
      description: `${formatCents(total)} from ${account ? `${account.account_number} ${account.account_name}` : 'the bank account'} on ${header.paymentDate}, posted to the ledger at once (a payment is undone only by voiding it).`,
      action: 'Post payment',
      run: () => void pay(),
    });
  };

  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader title="Pay Bills" subtitle="Pay posted invoices and released retainage" />
      <PayablesTabs />
      {canRead ? (
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <Card>
            <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
              <div className="flex flex-wrap items-end gap-3">
                <Field id="pay-due-by" label="Due by" className="w-44">
                  <Input
                    id="pay-due-by"
                    type="date"
                    value={dueBy}
                    onChange={(e) => setDueBy(e.target.value)}
                  />
                </Field>
                <FilterSelect
                  id="pay-vendor"
                  label="Vendor"
                  value={vendorId}
                  className="w-60"
                  onChange={setVendorId}
                >
                  <option value="">All vendors</option>
                  {(vendors.data ?? []).map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.vendor_number} — {v.name}
                    </option>
                  ))}
                </FilterSelect>
                <FilterSelect id="pay-job" label="Job" value={jobId} className="w-60" onChange={setJobId}>
                  <option value="">All jobs</option>
                  {(jobs.data ?? []).map((j) => (
                    <option key={j.id} value={j.id}>
                      {j.project_number} — {j.project_name}
                    </option>
                  ))}
                </FilterSelect>
              </div>
              <QueryState
                query={payables}
                loadingLabel="Loading the bills"
                errorText="Could not load the bills"
              >
                {(data) =>
                  data.items.length === 0 ? (
                    <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                      {dueBy ? `Nothing open is due by ${dueBy}` : 'Nothing is open to pay'}
                    </p>
                  ) : (
                    <div aria-busy={payables.isFetching} className="grid gap-3">
                      <PayBillsTable
                        bills={data.items}
                        selection={selection}
                        paymentDate={header.paymentDate}
                        onToggle={toggle}
                        onAmount={setAmount}
                        onRequestWaiver={canWrite ? (bill) => setWaiverFor(waiverPreset(bill)) : undefined}
                      />
                      {data.truncated ? (
                        <p className="text-muted-foreground text-sm">
                          Only the first 500 bills are shown: choose a vendor, job or earlier date to see the
                          others.
                        </p>
                      ) : null}
                    </div>
                  )
                }
              </QueryState>
            </CardContent>
          </Card>
          {canPay ? (
            <Card className="xl:sticky xl:top-4">
              <CardContent>
                <PayRunPanel
                  header={header}
                  accounts={accounts.data ?? []}
                  payments={payments}
                  isReady={isRunReady(bills, selection)}
                  isPaying={payBills.isPending}
                  onChange={setHeader}
                  onPay={askToPay}
                />
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardContent className="text-muted-foreground text-sm">
                Company admins and accountants pay bills; you can see what is open.
              </CardContent>
            </Card>
          )}
        </div>
      ) : (
        <PayablesPermissionNotice />
      )}
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      {waiverFor ? <RequestWaiverDialog preset={waiverFor} onClose={() => setWaiverFor(null)} /> : null}
    </div>
  );
}
