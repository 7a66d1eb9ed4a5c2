import {
  COMMITMENT_KIND_LABELS,
  COMMITMENT_KINDS,
  COMMITMENT_STATUS_LABELS,
  COMMITMENT_STATUSES,
  formatCents,
  type TCommitmentKind,
  type TCommitmentStatus,
} from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindCommitments } from '../api/use-commitments';
import { JobVendorFilters } from './commitment-filters';
import { CommitmentStatusBadge } from './status-badges';

const PAGE_SIZE = 20;

/** Subcontracts and purchase orders with search, job, vendor, kind and status filters and paging. */
export function CommitmentList() {
  const [search, setSearch] = React.useState('');
  const [jobId, setJobId] = React.useState('');
  const [vendorId, setVendorId] = React.useState('');
  const [kind, setKind] = React.useState<TCommitmentKind | 'all'>('all');
  const [status, setStatus] = React.useState<TCommitmentStatus | 'all'>('all');
  const [page, setPage] = React.useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const commitments = useFindCommitments({
    search: debounced,
    jobId,
    vendorId,
    kind,
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section aria-labelledby="commitment-list-heading" className="grid grid-cols-1 gap-4">
      <h2 id="commitment-list-heading" className="font-semibold text-lg">
        Subcontracts and purchase orders
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="commitment-search"
          label="Search"
          placeholder="Number, description, job or vendor"
          value={search}
          onChange={reset(setSearch)}
        />
        <JobVendorFilters
          idPrefix="commitment"
          jobId={jobId}
          vendorId={vendorId}
          onJobChange={reset(setJobId)}
          onVendorChange={reset(setVendorId)}
        />
        <FilterSelect
          id="commitment-kind"
          label="Kind"
          value={kind}
          className="w-40"
          onChange={(value) => reset(setKind)(COMMITMENT_KINDS.find((k) => k === value) ?? 'all')}
        >
          <option value="all">All kinds</option>
          {COMMITMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {COMMITMENT_KIND_LABELS[k]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="commitment-status"
          label="Status"
          value={status}
          className="w-36"
          onChange={(value) => reset(setStatus)(COMMITMENT_STATUSES.find((s) => s === value) ?? 'all')}
        >
          <option value="all">All</option>
          {COMMITMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {COMMITMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedListState
        query={commitments}
        emptyText="No subcontracts or purchase orders found"
        errorText="Could not load the commitments"
        pagerLabel="Commitment pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Number</TableHead>
                  <TableHead className="max-xl:hidden">Kind</TableHead>
                  <TableHead>Vendor</TableHead>
                  <TableHead className="max-lg:hidden">Job</TableHead>
                  <TableHead className="max-md:hidden">Description</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Revised</TableHead>
                  <TableHead className="text-right max-sm:hidden">Pending</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="whitespace-nowrap font-mono">
                      <Link
                        to={`/subcontracts/${c.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {c.commitment_number}
                      </Link>
                    </TableCell>
                    <TableCell className="max-xl:hidden">{COMMITMENT_KIND_LABELS[c.kind]}</TableCell>
                    <TableCell className="max-w-48 truncate">{c.vendor.name}</TableCell>
                    <TableCell className="max-w-40 truncate max-lg:hidden">
                      {c.job.number} — {c.job.name}
                    </TableCell>
                    <TableCell className="max-w-56 truncate max-md:hidden">{c.description}</TableCell>
                    <TableCell>
                      <CommitmentStatusBadge status={c.status} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCents(c.totals.revised_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">
                      {c.totals.pending_changes_cents ? formatCents(c.totals.pending_changes_cents) : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </PagedListState>
    </section>
  );
}
