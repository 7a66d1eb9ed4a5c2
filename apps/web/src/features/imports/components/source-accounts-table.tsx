import {
  IMPORT_CONTROL_ACCOUNT_LABELS,
  SUBTYPE_ACCOUNT_TYPE,
  type TImportAccountMap,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { type ColumnDef, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import * as React from 'react';
import { FilterSelect } from '@/components/filter-select';
import { ListPager } from '@/components/list-pager';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { filterAccountLines, leafName, type TAccountFilter, type TAccountLine } from '../mapping-draft';
import type { TOption } from '../option-search';
import { SubtypeSelect, subtypeText } from './account-type-select';
import { OptionCombobox } from './option-combobox';

const PAGE_SIZE = 50;
const features = tableFeatures({});
type TFeatures = typeof features;
type TRowPatch = Partial<Omit<TImportAccountMap, 'source_path'>>;

const FILTERS: { value: TAccountFilter; label: string }[] = [
  { value: 'all', label: 'All accounts' },
  { value: 'attention', label: 'Needs attention' },
  { value: 'map', label: 'Mapped to mine' },
  { value: 'create', label: 'To create' },
];

function columns(
  accounts: readonly TOption[],
  onRow: (sourcePath: string, patch: TRowPatch) => void,
): ColumnDef<TFeatures, TAccountLine & { index: number }>[] {
  return [
    {
      id: 'source',
      header: 'Source account',
      cell: ({ row: { original: line } }) => (
        <span className="grid gap-0.5 sm:min-w-48">
          <span className="font-medium">
            {line.account.source_number ? (
              <span className="mr-1 font-mono text-muted-foreground">{line.account.source_number}</span>
            ) : null}
            {line.account.source_path}
          </span>
          <span className="flex flex-wrap gap-1 text-muted-foreground text-xs">
            {line.account.source_type ?? 'No type'}
            {line.account.inactive ? <Badge variant="outline">Inactive</Badge> : null}
            {line.control ? (
              <Badge variant="secondary">{IMPORT_CONTROL_ACCOUNT_LABELS[line.control]}</Badge>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      id: 'balance',
      header: () => <span className="block text-right">Balance</span>,
      cell: ({ row: { original: line } }) => (
        <span className="block whitespace-nowrap text-right tabular-nums max-sm:pt-2 max-sm:text-left">
          <span className="text-muted-foreground sm:hidden">Balance </span>
          {line.account.balance_cents === null ? '—' : formatCents(line.account.balance_cents)}
        </span>
      ),
    },
    {
      id: 'action',
      header: 'Goes to',
      cell: ({ row: { original: line } }) =>
        line.control ? (
          <span className="text-muted-foreground text-sm">Control account</span>
        ) : (
          <NativeSelect
            id={`account-action-${line.index}`}
            aria-label={`Where ${line.account.source_path} goes`}
            className="sm:w-36"
            value={line.row?.action ?? 'create'}
            onChange={(event) =>
              onRow(line.account.source_path, { action: event.target.value === 'map' ? 'map' : 'create' })
            }
          >
            <option value="map">My account</option>
            <option value="create">New account</option>
          </NativeSelect>
        ),
    },
    {
      id: 'target',
      header: 'Account',
      cell: ({ row: { original: line } }) => {
        const problemId = `account-problem-${line.index}`;
        const describedBy = line.problem ? problemId : undefined;
        const row = line.row;
        if (line.control) {
          return (
            <p className="py-2 text-muted-foreground text-sm sm:min-w-72">
              Your own {IMPORT_CONTROL_ACCOUNT_LABELS[line.control].toLowerCase()} account (set above)
            </p>
          );
        }
        return (
          <div className="grid gap-1 sm:min-w-72">
            {row?.action === 'map' ? (
              <OptionCombobox
                id={`account-target-${line.index}`}
                label={`Your account for ${line.account.source_path}`}
                options={accounts}
                value={row.account_id}
                placeholder="Search your chart…"
                isInvalid={line.problem !== null}
                describedBy={describedBy}
                onChange={(accountId) => onRow(line.account.source_path, { account_id: accountId })}
              />
            ) : (
              <div className="grid grid-cols-[6.5rem_1fr] gap-1">
                <Input
                  aria-label={`New account number for ${line.account.source_path}`}
                  value={row?.number ?? ''}
                  placeholder={line.account.source_number ?? 'Assigned'}
                  inputMode="numeric"
                  maxLength={20}
                  aria-invalid={line.problem?.startsWith('Use ') || undefined}
                  aria-describedby={describedBy}
                  onChange={(event) =>
                    onRow(line.account.source_path, { number: event.target.value.trim() || null })
                  }
                />
                <Input
                  aria-label={`New account name for ${line.account.source_path}`}
                  value={row?.name ?? ''}
                  placeholder={leafName(line.account.source_path)}
                  maxLength={120}
                  aria-describedby={describedBy}
                  onChange={(event) => onRow(line.account.source_path, { name: event.target.value || null })}
                />
                <SubtypeSelect
                  id={`account-type-${line.index}`}
                  label={`Type of the new account for ${line.account.source_path}`}
                  className="col-span-2"
                  value={row?.subtype ?? null}
                  emptyLabel={
                    row?.subtype
                      ? 'Use the type table'
                      : line.type.isNonPosting
                        ? 'Type table: not a GL account (skipped)'
                        : line.type.subtype
                          ? `Type table: ${subtypeText(line.type.subtype)}`
                          : 'Choose a type…'
                  }
                  aria-invalid={line.problem?.startsWith('Choose a type') || undefined}
                  aria-describedby={describedBy}
                  onChange={(subtype) =>
                    onRow(line.account.source_path, {
                      subtype,
                      type: subtype ? SUBTYPE_ACCOUNT_TYPE[subtype] : null,
                    })
                  }
                />
              </div>
            )}
            {line.problem ? (
              <p id={problemId} className="text-destructive text-xs">
                {line.problem}
              </p>
            ) : null}
          </div>
        );
      },
    },
  ];
}

/**
 * The source accounts: each onto one of the company's accounts or created (number, name, type), the
 * rows needing attention marked. Filtered and searched here, 50 a page.
 */
export function SourceAccountsTable({
  lines,
  accounts,
  onRow,
}: {
  lines: readonly TAccountLine[];
  accounts: readonly TOption[];
  onRow: (sourcePath: string, patch: TRowPatch) => void;
}) {
  const [filter, setFilter] = React.useState<TAccountFilter>('all');
  const [search, setSearch] = React.useState('');
  const [page, setPage] = React.useState(1);
  const indexed = React.useMemo(() => lines.map((line, index) => ({ ...line, index })), [lines]);
  const shown = React.useMemo(
    () => filterAccountLines(indexed, filter, search) as (TAccountLine & { index: number })[],
    [indexed, filter, search],
  );
  const lastPage = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const pageRows = shown.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const columnDefs = React.useMemo(() => columns(accounts, onRow), [accounts, onRow]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: pageRows,
    getRowId: (line) => line.account.source_path,
  });
  const attention = lines.filter((line) => line.problem !== null).length;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="source-account-search"
          label="Search"
          placeholder="Account name or number"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          id="source-account-filter"
          label="Show"
          value={filter}
          className="w-48"
          onChange={(value) => {
            setFilter(FILTERS.find((f) => f.value === value)?.value ?? 'all');
            setPage(1);
          }}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
              {f.value === 'attention' ? ` (${attention})` : ''}
            </option>
          ))}
        </FilterSelect>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          {lines.length === 0 ? 'The files hold no accounts.' : 'No account matches.'}
        </p>
      ) : (
        // On a phone each row stacks (account, balance and action, then where it goes): no sideways scroll.
        <div className="overflow-x-auto rounded-md border">
          <table aria-label="Source accounts" className="w-full text-sm max-sm:block">
            <thead className="bg-muted/50 max-sm:sr-only">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 text-left font-medium text-muted-foreground"
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody className="max-sm:block">
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn(
                    'border-t align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-2 max-sm:py-2',
                    row.original.problem && 'bg-destructive/5',
                  )}
                  data-attention={row.original.problem ? true : undefined}
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-3 py-2 max-sm:block max-sm:py-1',
                        (cell.column.id === 'source' || cell.column.id === 'target') && 'max-sm:col-span-2',
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown.length > PAGE_SIZE ? (
        <ListPager
          label="Source account pages"
          page={currentPage}
          pageSize={PAGE_SIZE}
          total={shown.length}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
