// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FilterSelect } from '@/components/filter-select';
import { IconAction } from '@/components/icon-action';
import { runWithToasts } from '@/components/list-section';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import {
  type TLineState,
  type TStatementLine,
  useDeleteStatementLine,
  useStatementLines,
} from '../api/statements-api';
import { ActionsHead } from './table-parts';

const PAGE_SIZE = 50;
const STATES: { value: TLineState; label: string }[] = [
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'matched', label: 'Matched' },
  { value: 'all', label: 'All' },
];

function LineStateBadge({ line }: { line: TStatementLine }) {
  if (line.reconciled) return <Badge>Reconciled</Badge>;
  if (line.match_id) return <Badge variant="secondary">Matched</Badge>;
  return <Badge variant="outline">Unmatched</Badge>;
}

/** The account's statement lines: unmatched, matched or all, a date range, a search, pages of 50. */
export function AccountStatementLines({ accountId, canWrite }: { accountId: string; canWrite: boolean }) {
  const [state, setState] = React.useState<TLineState>('unmatched');
  const [from, setFrom] = React.useState('');
  const [to, setTo] = React.useState('');
  const [search, setSearch] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [deleting, setDeleting] = React.useState<TStatementLine | null>(null);
  const q = useDebouncedValue(search.trim());
  const lines = useStatementLines(accountId, { state, from, to, q, page, page_size: PAGE_SIZE });
  const remove = useDeleteStatementLine();
  const reset =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <section aria-labelledby="lines-heading" className="grid grid-cols-1 gap-3">
      <h2 id="lines-heading" className="font-semibold text-lg">
        Statement lines
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id="lines-state"
          label="Show"
          value={state}
          className="w-36"
          onChange={(value) => reset(setState)(STATES.find((s) => s.value === value)?.value ?? 'unmatched')}
        >
          {STATES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </FilterSelect>
        <DateField
          id="lines-from"
          label="From"
          value={from}
          max={to || undefined}
          onChange={reset(setFrom)}
        />
        <DateField id="lines-to" label="To" value={to} min={from || undefined} onChange={reset(setTo)} />
        <SearchBox
          id="lines-search"
          label="Search"
          placeholder="Payee, memo, check number or reference"
          value={search}
          onChange={reset(setSearch)}
        />
      </div>
      <PagedListState
        query={lines}
        emptyText={
          state === 'unmatched' ? 'No unmatched statement lines.' : 'No statement lines match these filters.'
        }
        errorText="Could not load the statement lines"
        pagerLabel="Statement line pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table aria-label="Statement lines">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead className="max-sm:hidden">Type</TableHead>
                  <TableHead>Check no.</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead className="max-lg:hidden">Reference</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>State</TableHead>
                  {canWrite ? <ActionsHead /> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell className="whitespace-nowrap">{line.posted_date}</TableCell>
                    <TableCell className="capitalize max-sm:hidden">{line.kind}</TableCell>
                    <TableCell>{line.check_number ?? ''}</TableCell>
                    <TableCell
                      className="max-w-96 truncate"
                      title={[line.payee, line.memo].filter(Boolean).join(' · ')}
                    >
                      {line.payee}
                      {line.memo ? <span className="text-muted-foreground"> · {line.memo}</span> : null}
                    </TableCell>
                    <TableCell className="max-w-40 truncate max-lg:hidden">
                      {line.bank_reference ?? ''}
                    </TableCell>
                    <TableCell
                      className={cn(
                        'whitespace-nowrap text-right tabular-nums',
                        line.amount_cents < 0 && 'text-destructive',
                      )}
                    >
                      {formatCents(line.amount_cents)}
                    </TableCell>
                    <TableCell>
                      <LineStateBadge line={line} />
                    </TableCell>
                    {canWrite ? (
                      <TableCell className="text-right">
                        {line.match_id === null ? (
                          <IconAction
                            label={`Delete the line of ${line.posted_date} ${line.payee}`}
                            onClick={() => setDeleting(line)}
                          >
                            <Trash2Icon aria-hidden className="text-destructive" />
                          </IconAction>
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </PagedListState>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Delete this statement line?"
        description={
          deleting
            ? `${deleting.posted_date} ${deleting.payee} ${formatCents(deleting.amount_cents)}: for a line entered by mistake. Importing the same file again brings it back.`
            : ''
        }
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          const line = deleting;
          await runWithToasts(() => remove.mutateAsync(line.id), {
            done: 'Statement line deleted',
            failed: 'Could not delete the line',
            onDone: () => setDeleting(null),
          });
        }}
      />
    </section>
  );
}
