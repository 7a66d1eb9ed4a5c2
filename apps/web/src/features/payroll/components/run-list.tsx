import {
  PAYROLL_RUN_KIND_LABELS,
  PAYROLL_RUN_STATUS_FILTERS,
  PAYROLL_RUN_STATUS_LABELS,
  PAYROLL_RUN_STATUSES,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { TPayrollRunListParams } from '../api/payroll-keys';
import { useFindPayrollRuns } from '../api/use-payroll-runs';
import { RunStatusBadge } from './run-status-badge';

const PAGE_SIZE = 20;

/** The company's payroll runs, newest check date first: search (number, memo, employee), status, pages of 20. */
export function RunList() {
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<TPayrollRunListParams['status']>('all');
  const [page, setPage] = React.useState(1);
  const debounced = useDebouncedValue(search.trim());
  const runs = useFindPayrollRuns({ search: debounced, status, page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="run-list-heading" className="grid grid-cols-1 gap-4">
      <h2 id="run-list-heading" className="font-semibold text-lg">
        Runs
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="run-search"
          label="Search"
          placeholder="Run number, memo or employee"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          id="run-status"
          label="Status"
          value={status}
          className="w-36"
          onChange={(value) => {
            setStatus(PAYROLL_RUN_STATUS_FILTERS.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
        >
          <option value="all">All</option>
          {PAYROLL_RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYROLL_RUN_STATUS_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedListState
        query={runs}
        emptyText="No payroll runs yet: start one with New run"
        errorText="Could not load the payroll runs"
        pagerLabel="Payroll run pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Run</TableHead>
                  <TableHead>Check date</TableHead>
                  <TableHead className="max-md:hidden">Period</TableHead>
                  <TableHead className="max-sm:hidden">Kind</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right max-sm:hidden">Checks</TableHead>
                  <TableHead className="text-right max-md:hidden">Gross</TableHead>
                  <TableHead className="text-right max-lg:hidden">Employer taxes</TableHead>
                  <TableHead className="text-right">Net</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell className="whitespace-nowrap">
                      <Link
                        to={`/payroll/runs/${r.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        Run {r.run_number}
                      </Link>
                      {r.memo ? <span className="ml-2 text-muted-foreground text-xs">{r.memo}</span> : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{r.check_date}</TableCell>
                    <TableCell className="whitespace-nowrap max-md:hidden">
                      {r.period_start} – {r.period_end}
                    </TableCell>
                    <TableCell className="max-sm:hidden">{PAYROLL_RUN_KIND_LABELS[r.kind]}</TableCell>
                    <TableCell>
                      <RunStatusBadge status={r.status} />
                      {r.is_settled ? (
                        <span className="ml-1 text-muted-foreground text-xs">settled</span>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{r.check_count}</TableCell>
                    <TableCell className="text-right tabular-nums max-md:hidden">
                      {formatCents(r.gross_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-lg:hidden">
                      {formatCents(r.employer_taxes_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCents(r.net_cents)}</TableCell>
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
