import {
  JOURNAL_STATUSES,
  SOURCE_TYPES,
  type TJournalEntrySummary,
  type TJournalListQuery,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindJournalEntries } from '../api/use-find-journal-entries';
import { entryName, SOURCE_LABELS, STATUS_LABELS } from '../journal-labels';
import { JournalStatusBadge } from './journal-status-badge';

const PAGE_SIZE = 25;

function EntryRows({ entries }: { entries: TJournalEntrySummary[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Number</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Memo</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>
              <Link
                to={`/journal-entries/${entry.id}`}
                className="font-medium font-mono text-primary underline-offset-4 hover:underline"
              >
                {entryName(entry)}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{entry.entry_date}</TableCell>
            <TableCell className="max-w-80 truncate">{entry.memo}</TableCell>
            <TableCell className="whitespace-nowrap">{SOURCE_LABELS[entry.source_type]}</TableCell>
            <TableCell>
              <JournalStatusBadge status={entry.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(entry.total_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DateBound({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="w-40"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The company's journal entries: search (number, memo), date range, source and status filters, paging. */
export function JournalEntryList() {
  const [search, setSearch] = React.useState('');
  const [from, setFrom] = React.useState('');
  const [to, setTo] = React.useState('');
  const [sourceType, setSourceType] = React.useState('');
  const [status, setStatus] = React.useState<TJournalListQuery['status']>('all');
  const [page, setPage] = React.useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const entries = useFindJournalEntries({
    search: debouncedSearch,
    from,
    to,
    sourceType,
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section aria-labelledby="journal-list-heading" className="grid grid-cols-1 gap-4">
      <h2 id="journal-list-heading" className="sr-only">
        Entries
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="journal-search"
          label="Search entries"
          placeholder="Number or memo"
          value={search}
          onChange={filter(setSearch)}
        />
        <DateBound id="journal-from" label="From" value={from} onChange={filter(setFrom)} />
        <DateBound id="journal-to" label="To" value={to} onChange={filter(setTo)} />
        <FilterSelect
          id="journal-source"
          label="Source"
          className="w-44"
          value={sourceType}
          onChange={filter(setSourceType)}
        >
          <option value="">All sources</option>
          {SOURCE_TYPES.map((source) => (
            <option key={source} value={source}>
              {SOURCE_LABELS[source]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="journal-status"
          label="Status"
          className="w-36"
          value={status}
          onChange={filter((value: string) => {
            const next = JOURNAL_STATUSES.find((candidate) => candidate === value);
            setStatus(next ?? 'all');
          })}
        >
          <option value="all">All</option>
          {JOURNAL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedListState
        query={entries}
        emptyText={
          debouncedSearch || from || to || sourceType || status !== 'all'
            ? 'No entries match these filters'
            : 'No journal entries yet'
        }
        errorText="Could not load journal entries"
        pagerLabel="Journal entry pages"
        onPageChange={setPage}
      >
        {(data) => <EntryRows entries={data.items} />}
      </PagedListState>
    </section>
  );
}
