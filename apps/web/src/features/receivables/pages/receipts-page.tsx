import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindReceipts } from '../api/use-receipts';
import { BillingTabs } from '../components/billing-tabs';
import { ReceiptList } from '../components/receipt-list';
import { RecordPaymentDialog } from '../components/record-payment-dialog';

const PAGE_SIZE = 20;
const STATUSES = ['all', 'posted', 'void'] as const;

/** Receipts: customers' payments with what each paid and the credit left; Record payment. */
export function ReceiptsPage() {
  useDocumentTitle('Receipts');
  const canRead = useCan('billing:read');
  const canApprove = useCan('billing:approve');
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<(typeof STATUSES)[number]>('all');
  const [page, setPage] = React.useState(1);
  const [isRecording, setIsRecording] = React.useState(false);
  const debounced = useDebouncedValue(search.trim(), 300);
  const receipts = useFindReceipts({ search: debounced, customerId: '', status, page, pageSize: PAGE_SIZE });

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Receipts"
        subtitle="Customer payments, applied to approved applications"
        actions={
          canApprove ? (
            <Button onClick={() => setIsRecording(true)}>
              <PlusIcon aria-hidden="true" />
              Record payment
            </Button>
          ) : null
        }
      />
      <BillingTabs />
      {canRead ? (
        <Card>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <SearchBox
                id="receipt-search"
                label="Search"
                placeholder="Reference or customer"
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
              />
              <FilterSelect
                id="receipt-status"
                label="Status"
                value={status}
                className="w-32"
                onChange={(value) => {
                  setStatus(STATUSES.find((s) => s === value) ?? 'all');
                  setPage(1);
                }}
              >
                <option value="all">All</option>
                <option value="posted">Posted</option>
                <option value="void">Void</option>
              </FilterSelect>
            </div>
            <PagedListState
              query={receipts}
              emptyText="No payments recorded yet"
              errorText="Could not load the receipts"
              pagerLabel="Receipt pages"
              onPageChange={setPage}
            >
              {(data) => <ReceiptList receipts={data.items} canApprove={canApprove} />}
            </PagedListState>
          </CardContent>
        </Card>
      ) : (
        <p className="text-muted-foreground text-sm">You do not have permission to see receipts.</p>
      )}
      {canApprove ? <RecordPaymentDialog isOpen={isRecording} onOpenChange={setIsRecording} /> : null}
    </div>
  );
}
