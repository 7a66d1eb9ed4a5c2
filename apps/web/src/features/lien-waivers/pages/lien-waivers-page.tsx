import { LIEN_WAIVER_MESSAGES, LIEN_WAIVER_STATUS_FILTERS, type TLienWaiver } from '@groundwork/shared';
import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useJobOptions } from '@/features/ap-payments/api/use-job-options';
import { PayablesTabs } from '@/features/ap-payments/components/payables-tabs';
import { useCan } from '@/features/auth/api/use-can';
import { useActiveVendors } from '@/features/commitments/api/use-commitments';
import { PayablesPermissionNotice } from '@/features/payables/components/payables-permission-notice';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  type TWaiverListParams,
  useFindLienWaivers,
  useVerifyLienWaiver,
  useWithdrawLienWaiver,
} from '../api/use-lien-waivers';
import { LienWaiverTable } from '../components/lien-waiver-table';
import { ReceiveWaiverDialog } from '../components/receive-waiver-dialog';
import { RequestWaiverDialog } from '../components/request-waiver-dialog';

const PAGE_SIZE = 25;
const STATUS_LABELS: Record<TWaiverListParams['status'], string> = {
  outstanding: 'Outstanding',
  requested: 'Requested',
  received: 'Received',
  verified: 'Verified',
  all: 'All',
};

/**
 * Lien Waivers (issue 16, item 4): the waivers still outstanding (requested, or received and not yet
 * verified) by vendor and job — request one, mark it received with the signed copy, verify it.
 */
export function LienWaiversPage() {
  useDocumentTitle('Lien Waivers');
  const canRead = useCan('payables:read');
  const canWrite = useCan('payables:write');
  const canVerify = useCan('payables:pay');
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<TWaiverListParams['status']>('outstanding');
  const [vendorId, setVendorId] = React.useState('');
  const [jobId, setJobId] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [isRequesting, setIsRequesting] = React.useState(false);
  const [receiving, setReceiving] = React.useState<TLienWaiver | null>(null);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const waivers = useFindLienWaivers({
    search: debounced,
    status,
    vendorId,
    jobId,
    page,
    pageSize: PAGE_SIZE,
  });
  const vendors = useActiveVendors();
  const jobs = useJobOptions();
  const verify = useVerifyLienWaiver();
  const withdraw = useWithdrawLienWaiver();
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      console.error(failed, error);
      toast.error(errorMessage(error, failed));
    }
  };
  const download = async (w: TLienWaiver) => {
    if (!w.document) return;
    try {
      await apiDownload(
        `/api/v1/documents/${encodeURIComponent(w.document.id)}/download`,
        w.document.file_name,
      );
    } catch (error) {
      console.error('Downloading the signed copy failed', error);
      toast.error(errorMessage(error, 'Could not download the signed copy'));
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Lien Waivers"
        subtitle="Waivers requested from vendors, received and verified"
        actions={
          canWrite ? (
            <Button onClick={() => setIsRequesting(true)}>
              <PlusIcon aria-hidden="true" />
              Request waiver
            </Button>
          ) : null
        }
      />
      <PayablesTabs />
      {canRead ? (
        <Card>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <SearchBox
                id="waiver-search"
                label="Search"
                placeholder="Vendor, job, commitment or invoice"
                value={search}
                onChange={filtered(setSearch)}
              />
              <FilterSelect
                id="waiver-status"
                label="Status"
                value={status}
                className="w-36"
                onChange={filtered((value: string) =>
                  setStatus(LIEN_WAIVER_STATUS_FILTERS.find((s) => s === value) ?? 'outstanding'),
                )}
              >
                {LIEN_WAIVER_STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                id="waiver-vendor-filter"
                label="Vendor"
                value={vendorId}
                className="w-56"
                onChange={filtered(setVendorId)}
              >
                <option value="">All vendors</option>
                {(vendors.data ?? []).map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.vendor_number} — {v.name}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                id="waiver-job-filter"
                label="Job"
                value={jobId}
                className="w-56"
                onChange={filtered(setJobId)}
              >
                <option value="">All jobs</option>
                {(jobs.data ?? []).map((j) => (
                  <option key={j.id} value={j.id}>
                    {j.project_number} — {j.project_name}
                  </option>
                ))}
              </FilterSelect>
            </div>
            <PagedListState
              query={waivers}
              emptyText={status === 'outstanding' ? 'No waiver is outstanding' : 'No lien waivers found'}
              errorText="Could not load the lien waivers"
              pagerLabel="Lien waiver pages"
              onPageChange={setPage}
            >
              {(data) => (
                <LienWaiverTable
                  waivers={data.items}
                  canWrite={canWrite}
                  canVerify={canVerify}
                  onReceive={setReceiving}
                  onVerify={(w) =>
                    void run(
                      () => verify.mutateAsync(w.id),
                      LIEN_WAIVER_MESSAGES.verified,
                      'Could not verify the waiver',
                    )
                  }
                  onWithdraw={(w) =>
                    setConfirm({
                      title: 'Withdraw this request?',
                      description: `The ${w.label.toLowerCase()} waiver asked of ${w.vendor.name} is removed.`,
                      action: 'Withdraw',
                      destructive: true,
                      run: () =>
                        void run(
                          () => withdraw.mutateAsync(w.id),
                          LIEN_WAIVER_MESSAGES.withdrawn,
                          'Could not withdraw the request',
                        ),
                    })
                  }
                  onDownload={(w) => void download(w)}
                />
              )}
            </PagedListState>
          </CardContent>
        </Card>
      ) : (
        <PayablesPermissionNotice />
      )}
      {isRequesting ? <RequestWaiverDialog onClose={() => setIsRequesting(false)} /> : null}
      {receiving ? <ReceiveWaiverDialog waiver={receiving} onClose={() => setReceiving(null)} /> : null}
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
