import {
  formatLongDateTime,
  IMPORT_RUN_STATUS_LABELS,
  IMPORT_RUN_STATUSES,
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
} from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TImportRunListParams } from '../api/import-keys';
import { useImportRuns } from '../api/use-import-runs';
import { useImportOrganization } from '../hooks/use-import-organization';
import { ImportStatusBadge } from './import-status-badge';

const PAGE_SIZE = 20;

/** The company's import runs, newest first: who, when, status, counts and the way to the run or its report. */
export function ImportRunHistory() {
  const [source, setSource] = React.useState<TImportRunListParams['source']>('all');
  const [status, setStatus] = React.useState<TImportRunListParams['status']>('all');
  const [page, setPage] = React.useState(1);
  const runs = useImportRuns({ source, status, page, pageSize: PAGE_SIZE });
  const { withOrganization } = useImportOrganization();
  return (
    <section aria-labelledby="import-history-heading" className="grid grid-cols-1 gap-4">
      <h2 id="import-history-heading" className="font-semibold text-lg">
        History
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id="import-source-filter"
          label="Source"
          value={source}
          className="w-48"
          onChange={(value) => {
            setSource(IMPORT_SOURCES.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
        >
          <option value="all">All sources</option>
          {IMPORT_SOURCES.map((s) => (
            <option key={s} value={s}>
              {IMPORT_SOURCE_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="import-status-filter"
          label="Status"
          value={status}
          className="w-44"
          onChange={(value) => {
            setStatus(IMPORT_RUN_STATUSES.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
        >
          <option value="all">All</option>
          {IMPORT_RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {IMPORT_RUN_STATUS_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedListState
        query={runs}
        emptyText={
          source === 'all' && status === 'all'
            ? 'No imports yet. Start one from QuickBooks or a CSV above.'
            : 'No imports match these filters'
        }
        errorText="Could not load the imports"
        pagerLabel="Import pages"
        onPageChange={setPage}
      >
        {(data) => (
          <Table aria-label="Import runs">
            <TableHeader>
              <TableRow>
                <TableHead>Source</TableHead>
                <TableHead className="max-md:hidden">Started by</TableHead>
                <TableHead className="max-sm:hidden">Started</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="max-lg:hidden">Cut-over</TableHead>
                <TableHead className="text-right max-md:hidden">Files</TableHead>
                <TableHead className="text-right max-md:hidden">Records</TableHead>
                <TableHead className="text-right max-lg:hidden">Errors</TableHead>
                <TableHead>
                  <span className="sr-only">Open</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.items.map((run) => (
                <TableRow key={run.id}>
                  <TableCell className="whitespace-nowrap font-medium">
                    {IMPORT_SOURCE_LABELS[run.source]}
                  </TableCell>
                  <TableCell className="max-w-48 truncate max-md:hidden">
                    {run.created_by_name ?? '—'}
                    {run.on_behalf ? (
                      <span className="block text-muted-foreground text-xs">
                        Internal support, for the company
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-sm:hidden">
                    {formatLongDateTime(run.created_at)}
                  </TableCell>
                  <TableCell>
                    <ImportStatusBadge status={run.status} verified={run.verified} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-lg:hidden">{run.cutover_date ?? '—'}</TableCell>
                  <TableCell className="text-right tabular-nums max-md:hidden">{run.file_count}</TableCell>
                  <TableCell className="text-right tabular-nums max-md:hidden">
                    {run.record_count.toLocaleString()}
                  </TableCell>
                  <TableCell className="text-right tabular-nums max-lg:hidden">
                    {run.error_count > 0 ? (
                      <span className="text-destructive">{run.error_count.toLocaleString()}</span>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-right">
                    <Link
                      to={withOrganization(
                        run.has_report ? `/imports/runs/${run.id}?step=verify` : `/imports/runs/${run.id}`,
                      )}
                      className="text-primary underline-offset-4 hover:underline"
                      aria-label={`${run.has_report ? 'Report of' : 'Open'} the ${IMPORT_SOURCE_LABELS[run.source]} import of ${formatLongDateTime(run.created_at)}`}
                    >
                      {run.has_report ? 'Report' : 'Open'}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedListState>
    </section>
  );
}
