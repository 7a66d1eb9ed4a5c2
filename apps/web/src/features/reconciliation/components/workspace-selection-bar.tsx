import { LinkIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { formatAmount, type TSelectionSummary } from '../workspace-model';

/**
 * What is selected on both sides: counts, sums and their difference, and Match (Enter), enabled only
 * when the sums are equal. Read-only users see the sums without the buttons.
 */
export function WorkspaceSelectionBar({
  summary,
  canWrite,
  isMatching,
  onMatch,
  onClear,
}: {
  summary: TSelectionSummary;
  canWrite: boolean;
  isMatching: boolean;
  onMatch: () => void;
  onClear: () => void;
}) {
  const hasSelection = summary.lineCount + summary.itemCount > 0;
  return (
    <section
      aria-label="Selection"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border bg-background/95 px-4 py-2 shadow-sm backdrop-blur"
    >
      <Figure
        label="Statement"
        detail={`${summary.lineCount} ${summary.lineCount === 1 ? 'line' : 'lines'}`}
        cents={summary.lineSumCents}
      />
      <Figure
        label="Books"
        detail={`${summary.itemCount} ${summary.itemCount === 1 ? 'item' : 'items'}`}
        cents={summary.itemSumCents}
      />
      <div className="grid">
        <span className="text-muted-foreground text-xs">Difference</span>
        <output
          aria-label="Selection difference"
          className={cn(
            'font-semibold tabular-nums',
            hasSelection && summary.differenceCents !== 0 && 'text-destructive',
            hasSelection && summary.differenceCents === 0 && 'text-emerald-700 dark:text-emerald-400',
          )}
        >
          {formatAmount(summary.differenceCents)}
        </output>
      </div>
      {hasSelection && summary.reason ? (
        <p className="min-w-0 flex-1 text-muted-foreground text-sm">{summary.reason}</p>
      ) : (
        <p className="min-w-0 flex-1 text-muted-foreground text-sm">
          {hasSelection ? 'The sums are equal: match them.' : 'Select lines on either side (click, Space).'}
        </p>
      )}
      {canWrite ? (
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" disabled={!hasSelection} onClick={onClear}>
            <XIcon aria-hidden="true" />
            Clear
          </Button>
          <Button
            size="sm"
            disabled={!summary.canMatch || isMatching}
            title={summary.reason ?? 'Match the selected rows (Enter)'}
            aria-keyshortcuts="Enter"
            onClick={onMatch}
          >
            {isMatching ? <ButtonSpinner /> : <LinkIcon aria-hidden="true" />}
            Match
            <span
              aria-hidden="true"
              className="rounded border border-primary-foreground/40 px-1 font-mono text-[0.65rem]"
            >
              Enter
            </span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Figure({ label, detail, cents }: { label: string; detail: string; cents: number }) {
  return (
    <div className="grid">
      <span className="text-muted-foreground text-xs">
        {label} · {detail}
      </span>
      <span className="font-semibold tabular-nums">{formatAmount(cents)}</span>
    </div>
  );
}
