import { formatCents } from '@groundwork/shared';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export type TTieOutLine = { label: string; subledger: number; control: number };

function Line({ label, subledger, control, what }: TTieOutLine & { what: string }) {
  const difference = subledger - control;
  return (
    <div className="grid gap-0.5">
      <dt className="font-medium">{label}</dt>
      <dd className="text-muted-foreground tabular-nums">
        {what} {formatCents(subledger)} · ledger {formatCents(control)}
        {difference !== 0 ? (
          <span className="font-medium text-destructive"> · off by {formatCents(difference)}</span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * A report against the ledger as of the same date: each line what the report adds up to and what
 * its control account says, a warning when they differ. `what` names the report's side ('aging').
 */
export function TieOutPanel({
  lines,
  what,
  note,
}: {
  lines: readonly TTieOutLine[];
  what: string;
  note?: React.ReactNode;
}) {
  const isBalanced = lines.every((l) => l.subledger === l.control);
  return (
    <section
      aria-label="Tie-out to the ledger"
      className={cn(
        'flex flex-wrap items-start gap-x-8 gap-y-3 rounded-md border p-4 text-sm break-inside-avoid',
        isBalanced ? 'border-border' : 'border-destructive/50 bg-destructive/5',
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        {isBalanced ? (
          <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-4 text-destructive" aria-hidden="true" />
        )}
        {isBalanced ? 'Ties out to the ledger' : 'Does not tie out to the ledger'}
      </p>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        {lines.map((line) => (
          <Line key={line.label} {...line} what={what} />
        ))}
      </dl>
      {note ? <p className="basis-full text-muted-foreground text-xs">{note}</p> : null}
    </section>
  );
}
