import { formatCents, type TApAgingTieOut } from '@groundwork/shared';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';

function Line({ label, subledger, control }: { label: string; subledger: number; control: number }) {
  const difference = subledger - control;
  return (
    <div className="grid gap-0.5">
      <dt className="font-medium">{label}</dt>
      <dd className="text-muted-foreground tabular-nums">
        aging {formatCents(subledger)} · ledger {formatCents(control)}
        {difference !== 0 ? (
          <span className="font-medium text-destructive"> · off by {formatCents(difference)}</span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The aging against the ledger as of the same date: Σ open = accounts payable, Σ retainage held =
 * retainage payable. Always the whole company's (the control accounts carry no job).
 */
export function AgingTieOut({ tieOut, isFiltered }: { tieOut: TApAgingTieOut; isFiltered: boolean }) {
  return (
    <section
      aria-label="Tie-out to the ledger"
      className={cn(
        'flex flex-wrap items-start gap-x-8 gap-y-3 rounded-md border p-4 text-sm',
        tieOut.in_balance ? 'border-border' : 'border-destructive/50 bg-destructive/5',
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        {tieOut.in_balance ? (
          <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-4 text-destructive" aria-hidden="true" />
        )}
        {tieOut.in_balance ? 'Ties out to the ledger' : 'Does not tie out to the ledger'}
      </p>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <Line
          label="Accounts payable"
          subledger={tieOut.ap_subledger_cents}
          control={tieOut.ap_control_cents}
        />
        <Line
          label="Retainage payable"
          subledger={tieOut.retainage_subledger_cents}
          control={tieOut.retainage_control_cents}
        />
      </dl>
      {isFiltered ? (
        <p className="basis-full text-muted-foreground text-xs">
          The tie-out is the whole company’s: the control accounts are not kept by job.
        </p>
      ) : null}
    </section>
  );
}
