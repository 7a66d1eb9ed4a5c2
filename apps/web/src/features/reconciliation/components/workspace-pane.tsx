import { useVirtualizer } from '@tanstack/react-virtual';
import { CheckIcon } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatAmount, ROW_STATE_LABELS, type TRowState } from '../workspace-model';

/** One row as a pane shows it: the columns date, number, text, amount, type and state. */
export type TPaneRow = {
  key: string;
  date: string;
  number: string;
  /** Shown muted after the number (a book item's entry number when it has a check number). */
  numberNote?: string;
  text: string;
  amountCents: number;
  type: string;
  state: TRowState;
  /** A short note beside the state: "3 candidates", "tie", "rule". */
  note?: string;
};

const ROW_HEIGHT = 36;
// Date, number and type in small type: the payee keeps the room. A pane narrower than 36rem (side by
// side on a 1280–1440 px screen with the sidebar open) leaves the type out (the focused row's footer
// has it) and shows the state as a dot.
const COLUMNS =
  'grid-cols-[1rem_4.75rem_5.25rem_minmax(0,1fr)_6rem_1.25rem] @xl:grid-cols-[1rem_4.75rem_6.25rem_minmax(0,1fr)_6.25rem_4rem_5.25rem]';
const TYPE_CELL = 'hidden truncate text-xs capitalize @xl:block';

/**
 * A virtualized list of statement lines or book items (5,000 rows paint as fast as 50): a listbox
 * whose rows are options, several selectable. The keyboard is handled by the caller (onKeyDown on the
 * listbox): ↑/↓ move the focused row, Space selects it, Shift extends.
 */
export function WorkspacePane({
  id,
  title,
  rows,
  total,
  focusedIndex,
  selected,
  isActive,
  emptyText,
  listRef,
  onRowClick,
  onKeyDown,
  onFocus,
  footer,
}: {
  id: string;
  title: string;
  rows: readonly TPaneRow[];
  /** Rows before the filters, for the count in the title. */
  total: number;
  focusedIndex: number;
  selected: ReadonlySet<string>;
  isActive: boolean;
  emptyText: string;
  listRef: React.RefObject<HTMLDivElement | null>;
  onRowClick: (index: number, event: React.MouseEvent) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLDivElement>) => void;
  onFocus: () => void;
  footer?: React.ReactNode;
}) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  React.useEffect(() => {
    if (focusedIndex >= 0 && focusedIndex < rows.length) virtualizer.scrollToIndex(focusedIndex);
  }, [focusedIndex, rows.length, virtualizer]);

  const focused = rows[focusedIndex];
  const headingId = `${id}-heading`;
  const selectedSum = React.useMemo(
    () => rows.reduce((sum, row) => (selected.has(row.key) ? sum + row.amountCents : sum), 0),
    [rows, selected],
  );

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        '@container grid min-w-0 grid-rows-[auto_auto_1fr_auto] rounded-lg border bg-card',
        isActive && 'ring-2 ring-ring/40',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b px-3 py-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {rows.length === total ? `${total} rows` : `${rows.length} of ${total} rows`}
          {selected.size > 0 ? ` · ${selected.size} selected (${formatAmount(selectedSum)})` : ''}
        </p>
      </div>
      <div
        aria-hidden="true"
        className={cn(
          'grid items-center gap-1.5 border-b bg-muted/50 px-3 py-1.5 font-medium text-muted-foreground text-xs',
          COLUMNS,
        )}
      >
        <span />
        <span>Date</span>
        <span>Number</span>
        <span>Payee / text</span>
        <span className="text-right">Amount</span>
        <span className={TYPE_CELL}>Type</span>
        <span>
          <span className="@xl:hidden" title="State">
            ●
          </span>
          <span className="hidden @xl:inline">State</span>
        </span>
      </div>
      <div
        ref={listRef}
        id={id}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={headingId}
        aria-activedescendant={focused ? `${id}-row-${focusedIndex}` : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        className="relative h-[26rem] overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {rows.length === 0 ? (
          // An empty listbox is an ARIA error: one disabled option says why it is empty.
          <div
            role="option"
            aria-selected={false}
            aria-disabled="true"
            tabIndex={-1}
            className="grid h-full place-items-center p-6 text-center text-muted-foreground text-sm"
          >
            {emptyText}
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize() }} className="relative w-full">
            {virtualizer.getVirtualItems().map((virtualRow) => {
              const row = rows[virtualRow.index];
              if (!row) return null;
              const isSelected = selected.has(row.key);
              const isFocused = virtualRow.index === focusedIndex;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard for its options.
                <div
                  key={row.key}
                  id={`${id}-row-${virtualRow.index}`}
                  role="option"
                  aria-selected={isSelected}
                  tabIndex={-1}
                  data-state={row.state}
                  // The listbox keeps the focus (aria-activedescendant), not the option.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    listRef.current?.focus({ preventScroll: true });
                  }}
                  onClick={(event) => onRowClick(virtualRow.index, event)}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${virtualRow.start}px)` }}
                  className={cn(
                    'absolute top-0 left-0 grid w-full cursor-default select-none items-center gap-1.5 border-b px-3 text-sm',
                    COLUMNS,
                    row.state === 'matched' && 'text-muted-foreground',
                    isSelected ? 'bg-primary/10' : 'hover:bg-muted/60',
                    isFocused && isActive && 'outline-2 outline-ring -outline-offset-2',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-4 place-items-center rounded-sm border',
                      isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                    )}
                  >
                    {isSelected ? <CheckIcon className="size-3" /> : null}
                  </span>
                  <span className="truncate text-xs tabular-nums">{row.date}</span>
                  <span className="truncate text-xs tabular-nums" title={row.number}>
                    {row.number}
                    {row.numberNote ? (
                      <span className="text-muted-foreground text-xs"> {row.numberNote}</span>
                    ) : null}
                  </span>
                  <span className="truncate" title={row.text}>
                    {row.text || '—'}
                  </span>
                  <span
                    className={cn(
                      'text-right tabular-nums',
                      row.amountCents < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400',
                    )}
                  >
                    {formatAmount(row.amountCents)}
                  </span>
                  <span className={TYPE_CELL}>{row.type}</span>
                  <span className="flex min-w-0 items-center gap-1">
                    <StateBadge state={row.state} />
                    {row.note ? (
                      <span className="hidden truncate text-muted-foreground text-xs @xl:inline">
                        {row.note}
                      </span>
                    ) : null}
                  </span>
                </div>
              );
            })}
          </div>
        )}
      </div>
      {footer ? <div className="border-t">{footer}</div> : null}
    </section>
  );
}

function StateBadge({ state }: { state: TRowState }) {
  if (state === 'unmatched') return <span className="sr-only">{ROW_STATE_LABELS.unmatched}</span>;
  const label = ROW_STATE_LABELS[state];
  return (
    <>
      <span
        title={label}
        className={cn(
          'size-2.5 shrink-0 rounded-full @xl:hidden',
          state === 'suggested' ? 'bg-amber-500' : 'bg-muted-foreground/50',
        )}
      >
        <span className="sr-only">{label}</span>
      </span>
      <Badge
        variant={state === 'matched' ? 'secondary' : 'outline'}
        className={cn(
          'hidden px-1.5 @xl:inline-flex',
          state === 'suggested' && 'border-amber-500/60 text-amber-800 dark:text-amber-300',
        )}
      >
        {label}
      </Badge>
    </>
  );
}
