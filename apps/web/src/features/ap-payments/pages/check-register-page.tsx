import { AP_PAYMENT_METHOD_LABELS, AP_PAYMENT_METHODS, type TApPaymentListItem } from '@groundwork/shared';
import { Download } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { useActiveVendors } from '@/features/commitments/api/use-commitments';
import { PayablesPermissionNotice } from '@/features/payables/components/payables-permission-notice';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { registerQueryString, type TRegisterParams } from '../api/payment-keys';
import { useBankAccounts, useCheckRegister } from '../api/use-ap-payments';
import { CheckRegisterTable } from '../components/check-register-table';
import { PayablesTabs } from '../components/payables-tabs';
import { PaymentDetailDialog } from '../components/payment-detail-dialog';
import { VoidPaymentDialog } from '../components/void-payment-dialog';

const PAGE_SIZE = 25;
const STATUSES = ['all', 'posted', 'void'] as const;

/**
 * The check register (issue 16, item 3): every payment to vendors, newest first — search the number,
 * reference or vendor; vendor, bank account, method, status and date filters; pages; CSV export of
 * what the filters show; a payment's detail; void by a reversing entry.
 */
export function CheckRegisterPage() {
  useDocumentTitle('Check Register');
  const canRead = useCan('payables:read');
  const canPay = useCan('payables:pay');
  const [search, setSearch] = React.useState('');
  const [filters, setFilters] = React.useState<Omit<TRegisterParams, 'search' | 'page' | 'pageSize'>>({
    status: 'all',
  });
  const [page, setPage] = React.useState(1);
  const [opened, setOpened] = React.useState<string | null>(null);
  const [voiding, setVoiding] = React.useState<TApPaymentListItem | null>(null);
  const [isExporting, setIsExporting] = React.useState(false);
  const debounced = useDebouncedValue(search.trim());
  const params: TRegisterParams = { ...filters, search: debounced, page, pageSize: PAGE_SIZE };
  const register = useCheckRegister(params);
  const vendors = useActiveVendors();
  const accounts = useBankAccounts({ isEnabled: canPay });
  const setFilter = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await apiDownload(
        `/api/v1/ap-payments/export.csv?${registerQueryString({ ...filters, search: debounced })}`,
        'check-register.csv',
      );
    } catch (error) {
      console.error('Exporting the check register failed', error);
      toast.error('Could not export the check register', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Check Register"
        subtitle="Payments to vendors: checks, ACH and wires"
        actions={
          canRead ? (
            <Button variant="outline" disabled={isExporting} onClick={() => void exportCsv()}>
              {isExporting ? <ButtonSpinner /> : <Download aria-hidden="true" />}
              Export CSV
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
                id="register-search"
                label="Search"
                placeholder="Number or vendor"
                className="min-w-44"
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
              />
              <FilterSelect
                id="register-vendor"
                label="Vendor"
                value={filters.vendor_id ?? ''}
                className="w-44"
                onChange={(value) => setFilter({ vendor_id: value || undefined })}
              >
                <option value="">All vendors</option>
                {(vendors.data ?? []).map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.vendor_number} — {v.name}
                  </option>
                ))}
              </FilterSelect>
              {canPay ? (
                <FilterSelect
                  id="register-bank"
                  label="Bank account"
                  value={filters.bank_account_id ?? ''}
                  className="w-40"
                  onChange={(value) => setFilter({ bank_account_id: value || undefined })}
                >
                  <option value="">All accounts</option>
                  {(accounts.data ?? []).map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.account_number} {a.account_name}
                    </option>
                  ))}
                </FilterSelect>
              ) : null}
              <FilterSelect
                id="register-method"
                label="Method"
                value={filters.method ?? ''}
                className="w-24"
                onChange={(value) => setFilter({ method: AP_PAYMENT_METHODS.find((m) => m === value) })}
              >
                <option value="">All</option>
                {AP_PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {AP_PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                id="register-status"
                label="Status"
                value={filters.status}
                className="w-24"
                onChange={(value) => setFilter({ status: STATUSES.find((s) => s === value) ?? 'all' })}
              >
                <option value="all">All</option>
                <option value="posted">Posted</option>
                <option value="void">Void</option>
              </FilterSelect>
              <Field id="register-from" label="From" className="w-36">
                <Input
                  id="register-from"
                  type="date"
                  value={filters.from ?? ''}
                  onChange={(e) => setFilter({ from: e.target.value || undefined })}
                />
              </Field>
              <Field id="register-to" label="To" className="w-36">
                <Input
                  id="register-to"
                  type="date"
                  value={filters.to ?? ''}
                  onChange={(e) => setFilter({ to: e.target.value || undefined })}
                />
              </Field>
            </div>
            <PagedListState
              query={register}
              emptyText="No payments found"
              errorText="Could not load the check register"
              pagerLabel="Check register pages"
              onPageChange={setPage}
            >
              {(data) => (
                <CheckRegisterTable
                  payments={data.items}
                  canVoid={canPay}
                  onOpen={(p) => setOpened(p.id)}
                  onVoid={setVoiding}
                />
              )}
            </PagedListState>
          </CardContent>
        </Card>
      ) : (
        <PayablesPermissionNotice />
      )}
      {opened ? <PaymentDetailDialog paymentId={opened} onClose={() => setOpened(null)} /> : null}
      {voiding ? <VoidPaymentDialog payment={voiding} onClose={() => setVoiding(null)} /> : null}
    </div>
  );
}
