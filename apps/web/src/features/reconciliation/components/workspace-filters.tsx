import { SearchIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { FilterSelect } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { centsFromText } from '@/lib/money-text';
import { EMPTY_FILTER, type TStateFilter, type TWorkspaceFilter } from '../workspace-model';

/** Statement kinds and book item types in one list: each pane filters on its own field. */
const TYPE_OPTIONS: [string, string][] = [
  ['check', 'Check'],
  ['deposit', 'Deposit'],
  ['ach', 'ACH'],
  ['wire', 'Wire'],
  ['payroll', 'Payroll'],
  ['transfer', 'Transfer'],
  ['fee', 'Fee'],
  ['interest', 'Interest'],
  ['journal', 'Journal'],
  ['bank', 'Bank entry'],
  ['reversal', 'Reversal'],
  ['debit', 'Other debit'],
  ['credit', 'Other credit'],
  ['other', 'Other'],
];

const STATE_OPTIONS: [TStateFilter, string][] = [
  ['open', 'To clear'],
  ['unmatched', 'Unmatched'],
  ['suggested', 'Suggested'],
  ['matched', 'Matched'],
  ['all', 'All'],
];

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "/" focuses the search from anywhere on the page but a field. */
export function useSlashFocus(searchRef: React.RefObject<HTMLInputElement | null>) {
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target))
        return;
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchRef]);
}

/** The filter bar over both panes: search (/ focuses it), dates, amount range, type and state. */
export function WorkspaceFilters({
  filter,
  onChange,
  searchRef,
}: {
  filter: TWorkspaceFilter;
  onChange: (filter: TWorkspaceFilter) => void;
  searchRef: React.RefObject<HTMLInputElement | null>;
}) {
  const set = (patch: Partial<TWorkspaceFilter>) => onChange({ ...filter, ...patch });
  const isFiltered =
    filter.search !== '' ||
    filter.from !== '' ||
    filter.to !== '' ||
    filter.minCents !== null ||
    filter.maxCents !== null ||
    filter.type !== '' ||
    filter.state !== EMPTY_FILTER.state;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-52 max-w-sm flex-1 gap-2">
        <Label htmlFor="workspace-search">
          Search <kbd className="rounded border px-1 font-mono text-muted-foreground text-xs">/</kbd>
        </Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={searchRef}
            id="workspace-search"
            type="search"
            placeholder="Payee, memo, number or amount"
            className="pl-8"
            value={filter.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="workspace-from">From</Label>
        <Input
          id="workspace-from"
          type="date"
          className="w-40"
          value={filter.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="workspace-to">To</Label>
        <Input
          id="workspace-to"
          type="date"
          className="w-40"
          value={filter.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <AmountBound
        id="workspace-min"
        label="Amount from"
        value={filter.minCents}
        onChange={(minCents) => set({ minCents })}
      />
      <AmountBound
        id="workspace-max"
        label="Amount to"
        value={filter.maxCents}
        onChange={(maxCents) => set({ maxCents })}
      />
      <FilterSelect
        id="workspace-type"
        label="Type"
        className="w-36"
        value={filter.type}
        onChange={(type) => set({ type })}
      >
        <option value="">Any type</option>
        {TYPE_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="workspace-state"
        label="State"
        className="w-36"
        value={filter.state}
        onChange={(state) => set({ state: state as TStateFilter })}
      >
        {STATE_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      {isFiltered ? (
        <Button variant="ghost" onClick={() => onChange(EMPTY_FILTER)}>
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

/** An absolute amount bound: typed text kept as typed; a figure that is no amount is marked invalid. */
function AmountBound({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (cents: number | null) => void;
}) {
  const [text, setText] = React.useState('');
  // Cleared from outside (Clear filters): empty the text too.
  React.useEffect(() => {
    if (value !== null) return;
    setText((current) => {
      const typed = centsFromText(current);
      return typed !== null && !Number.isNaN(typed) ? '' : current;
    });
  }, [value]);
  const cents = centsFromText(text);
  const isInvalid = cents !== null && Number.isNaN(cents);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        className="w-28"
        placeholder="0.00"
        aria-invalid={isInvalid || undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = centsFromText(event.target.value);
          onChange(next === null || Number.isNaN(next) ? null : next);
        }}
      />
    </div>
  );
}
