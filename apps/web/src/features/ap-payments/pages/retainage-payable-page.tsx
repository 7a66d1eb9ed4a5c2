import { formatCents, type TRetainageCommitment, type TRetainageVendor } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useActiveVendors } from '@/features/commitments/api/use-commitments';
import { PayablesPermissionNotice } from '@/features/payables/components/payables-permission-notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useJobOptions } from '../api/use-job-options';
import { useRetainageCommitments, useRetainageVendors } from '../api/use-retainage';
import { PayablesTabs } from '../components/payables-tabs';
import { ReleaseRetainageDialog, ReleaseVendorRetainageDialog } from '../components/release-retainage-dialog';

/**
 * Retainage payable (issue 16, item 3): the commitments holding retainage on their posted invoices —
 * withheld, released, held — by vendor and job; Release makes held retainage a bill on Pay Bills.
 * Below them (no job chosen), retainage held on bills outside any commitment — an import's opening
 * bills — per vendor, released the same way.
 */
export function RetainagePayablePage() {
  useDocumentTitle('Retainage Payable');
  const canRead = useCan('payables:read');
  const canPay = useCan('payables:pay');
  const [vendorId, setVendorId] = React.useState('');
  const [jobId, setJobId] = React.useState('');
  const [releasing, setReleasing] = React.useState<TRetainageCommitment | null>(null);
  const [releasingVendor, setReleasingVendor] = React.useState<TRetainageVendor | null>(null);
  const commitments = useRetainageCommitments(vendorId, jobId);
  const outside = useRetainageVendors(vendorId, canRead && jobId === '');
  const hasOutside = jobId === '' && (outside.data ?? []).length > 0;
  const vendors = useActiveVendors();
  const jobs = useJobOptions();

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Retainage Payable"
        subtitle="Retainage held on vendor invoices, released to be paid"
      />
      <PayablesTabs />
      {canRead ? (
        <Card>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <FilterSelect
                id="retainage-vendor"
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
              <FilterSelect id="retainage-job" label="Job" value={jobId} className="w-60" onChange={setJobId}>
                <option value="">All jobs</option>
                {(jobs.data ?? []).map((j) => (
                  <option key={j.id} value={j.id}>
                    {j.project_number} — {j.project_name}
                  </option>
                ))}
              </FilterSelect>
            </div>
            <QueryState query={commitments} errorText="Could not load the retainage held">
              {(items) =>
                items.length === 0 ? (
                  hasOutside ? null : (
                    <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                      No retainage is held
                    </p>
                  )
                ) : (
                  <div className="overflow-x-auto">
                    <Table>
                      <TableHeader>
                        <TableRow>
                          <TableHead>Commitment</TableHead>
                          <TableHead>Vendor</TableHead>
                          <TableHead className="max-md:hidden">Job</TableHead>
                          <TableHead className="text-right max-lg:hidden">Withheld</TableHead>
                          <TableHead className="text-right max-lg:hidden">Released</TableHead>
                          <TableHead className="text-right">Held</TableHead>
                          <TableHead>
                            <span className="sr-only">Actions</span>
                          </TableHead>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {items.map((c) => (
                          <TableRow key={c.id}>
                            <TableCell>
                              <Link
                                to={`/subcontracts/${c.id}`}
                                className="font-medium text-primary underline-offset-4 hover:underline"
                              >
                                {c.number}
                              </Link>
                              <div className="max-w-64 truncate text-muted-foreground text-xs">
                                {c.description}
                              </div>
                            </TableCell>
                            <TableCell className="max-w-56 truncate">
                              <span className="font-mono text-xs">{c.vendor.number}</span> {c.vendor.name}
                            </TableCell>
                            <TableCell className="whitespace-nowrap font-mono text-xs max-md:hidden">
                              {c.job.number}
                            </TableCell>
                            <TableCell className="text-right tabular-nums max-lg:hidden">
                              {formatCents(c.withheld_cents)}
                            </TableCell>
                            <TableCell className="text-right tabular-nums max-lg:hidden">
                              {formatCents(c.released_cents)}
                            </TableCell>
                            <TableCell className="text-right font-medium tabular-nums">
                              {formatCents(c.held_cents)}
                            </TableCell>
                            <TableCell className="text-right">
                              {canPay ? (
                                <Button
                                  variant="outline"
                                  size="sm"
                                  aria-label={`Release retainage of ${c.number}`}
                                  onClick={() => setReleasing(c)}
                                >
                                  Release
                                </Button>
                              ) : null}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                )
              }
            </QueryState>
            {hasOutside ? (
              <div className="grid gap-2">
                <h2 className="font-medium text-sm">Held on bills outside a commitment</h2>
                <div className="overflow-x-auto">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Vendor</TableHead>
                        <TableHead className="max-md:hidden">Invoices</TableHead>
                        <TableHead className="text-right max-lg:hidden">Withheld</TableHead>
                        <TableHead className="text-right max-lg:hidden">Released</TableHead>
                        <TableHead className="text-right">Held</TableHead>
                        <TableHead>
                          <span className="sr-only">Actions</span>
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {(outside.data ?? []).map((v) => (
                        <TableRow key={v.vendor.id}>
                          <TableCell className="max-w-56 truncate">
                            <span className="font-mono text-xs">{v.vendor.number}</span> {v.vendor.name}
                          </TableCell>
                          <TableCell className="max-w-64 truncate text-xs max-md:hidden">
                            {v.invoices.map((i) => i.invoice_number).join(', ')}
                          </TableCell>
                          <TableCell className="text-right tabular-nums max-lg:hidden">
                            {formatCents(v.withheld_cents)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums max-lg:hidden">
                            {formatCents(v.released_cents)}
                          </TableCell>
                          <TableCell className="text-right font-medium tabular-nums">
                            {formatCents(v.held_cents)}
                          </TableCell>
                          <TableCell className="text-right">
                            {canPay ? (
                              <Button
                                variant="outline"
                                size="sm"
                                aria-label={`Release retainage of ${v.vendor.name}'s bills outside a commitment`}
                                onClick={() => setReleasingVendor(v)}
                              >
                                Release
                              </Button>
                            ) : null}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </div>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <PayablesPermissionNotice />
      )}
      {releasing ? (
        <ReleaseRetainageDialog commitment={releasing} onClose={() => setReleasing(null)} />
      ) : null}
      {releasingVendor ? (
        <ReleaseVendorRetainageDialog retainage={releasingVendor} onClose={() => setReleasingVendor(null)} />
      ) : null}
    </div>
  );
}
