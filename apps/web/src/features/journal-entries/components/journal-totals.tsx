import { journalTotals } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { cn } from '@/lib/utils';
import type { TLineRow } from '../journal-lines';

/** Σ debits, Σ credits and the difference, always in view; the difference is red until it is zero. */
export function JournalTotals({ rows }: { rows: readonly TLineRow[] }) {
  const totals = journalTotals(rows);
  const isBalanced = totals.difference_cents === 0;
  return (
    <dl
      aria-label="Entry totals"
      className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-md border bg-muted/30 px-4 py-2 text-sm"
    >
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Debits</dt>
        <dd className="font-medium tabular-nums">{formatCents(totals.debit_cents)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Credits</dt>
        <dd className="font-medium tabular-nums">{formatCents(totals.credit_cents)}</dd>
      </div>
      <div className="flex gap-2" aria-live="polite">
        <dt className="text-muted-foreground">Difference</dt>
        <dd
          data-testid="entry-difference"
          className={cn(
            'font-semibold tabular-nums',
            isBalanced ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive',
          )}
        >
          {formatCents(Math.abs(totals.difference_cents))}
          {isBalanced ? null : (
            <span className="ml-1 font-normal text-xs">
              {totals.difference_cents > 0 ? '(more debits)' : '(more credits)'}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
