// Subpath import: money needs no zod.

import type { TWipScheduleRow } from '@groundwork/shared';
import { centsToInput, formatCents, parseMoneyToCents } from '@groundwork/shared/money/money';
import { RotateCcw } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-fetch';
import { cn } from '@/lib/utils';
import { useClearWipEstimate, useSetWipEstimate } from '../api/use-wip';

/**
 * A job's estimated cost to complete for the period, edited in place: Enter (or a click) opens the
 * field, Enter or leaving it saves, Escape puts the figure back. A figure set for the period is marked
 * "set" and can go back to the default (revised budget − cost to date). Read-only when the person may
 * not edit estimates or the period no longer allows it (`lockedReason`).
 */
export function EstimateCell({
  row,
  periodEnd,
  lockedReason,
}: {
  row: TWipScheduleRow;
  periodEnd: string;
  /** Why the estimate cannot change (no permission, period closed, adjustment posted); null: editable. */
  lockedReason: string | null;
}) {
  const [text, setText] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const save = useSetWipEstimate();
  const clear = useClearWipEstimate();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  // Enter saves and the field then loses focus: the blur must not save a second time.
  const isSaving = React.useRef(false);
  const isEditing = text !== null;
  const isBusy = save.isPending || clear.isPending;
  const label = `Estimated cost to complete of ${row.job_number}`;

  const close = () => {
    setText(null);
    setProblem(null);
    // Back on the cell, so the keyboard goes on from where it was.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  const commit = () => {
    if (text === null || isSaving.current) return;
    const cents = parseMoneyToCents(text);
    if (cents === null) {
      setProblem('Enter an amount of $0.00 or more, e.g. 125000.00');
      return;
    }
    if (row.is_estimate_set && cents === row.cost_to_complete_cents) return close();
    isSaving.current = true;
    save.mutate(
      { job_id: row.job_id, period_end: periodEnd, cost_to_complete_cents: cents, note: row.estimate_note },
      {
        onSuccess: () => {
          toast.success(`${row.job_number}: cost to complete ${formatCents(cents)}`);
          close();
        },
        onError: (error) => setProblem(errorMessage(error, 'Could not save the estimate')),
        onSettled: () => {
          isSaving.current = false;
        },
      },
    );
  };

  if (isEditing)
    return (
      <div className="grid min-w-36 gap-1">
        <Input
          aria-label={label}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `estimate-problem-${row.job_id}` : undefined}
          className="h-8 text-right tabular-nums"
          inputMode="decimal"
          value={text}
          readOnly={isBusy}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
          onBlur={() => {
            if (problem === null) commit();
          }}
        />
        {problem ? (
          <span id={`estimate-problem-${row.job_id}`} role="alert" className="text-destructive text-xs">
            {problem}
          </span>
        ) : null}
      </div>
    );

  const amount = (
    <span className={cn('tabular-nums', !row.is_estimate_set && 'text-muted-foreground')}>
      {formatCents(row.cost_to_complete_cents)}
    </span>
  );
  // Set for the period: a dot before the figure; the default: the figure muted (the table's note says so).
  const marker = row.is_estimate_set ? (
    <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-primary" />
  ) : null;
  if (lockedReason !== null)
    return (
      <span className="flex items-center justify-end gap-1.5" title={lockedReason}>
        {marker}
        {amount}
        <span className="sr-only">{row.is_estimate_set ? ' (set for the period)' : ' (default)'}</span>
      </span>
    );
  return (
    <span className="flex items-center justify-end gap-0.5">
      {row.is_estimate_set ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7 print:hidden"
          aria-label={`Use the default cost to complete for ${row.job_number}`}
          title="Back to the default: revised budget − cost to date"
          disabled={isBusy}
          onClick={() =>
            clear.mutate(
              { job_id: row.job_id, period_end: periodEnd },
              {
                onSuccess: () => toast.success(`${row.job_number}: back to the default cost to complete`),
                onError: (error) =>
                  toast.error(errorMessage(error, 'Could not clear the estimate'), {
                    description: row.job_number,
                  }),
              },
            )
          }
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={`${label}: ${formatCents(row.cost_to_complete_cents)}${row.is_estimate_set ? ' (set for the period)' : ' (default)'} — press Enter to edit`}
        title={
          row.estimate_note ??
          (row.is_estimate_set ? 'Set for this period' : 'Default: revised budget − cost to date')
        }
        disabled={isBusy}
        className="flex items-center gap-1.5 rounded-sm px-1.5 py-1 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => setText(centsToInput(row.cost_to_complete_cents))}
      >
        {marker}
        {amount}
      </button>
    </span>
  );
}
