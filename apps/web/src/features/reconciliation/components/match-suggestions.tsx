import { CheckIcon, ListChecksIcon, TriangleAlertIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  candidateItems,
  formatAmount,
  lineText,
  type TStatementLine,
  type TSuggestion,
  type TSuggestionCandidate,
  type TWorkspaceIndex,
} from '../workspace-model';

/**
 * The ranked candidates of the focused statement line (best 3, one-to-many subsets included), each
 * with its score and reasons. A tie between the best two is flagged and never accepted by A: the
 * bookkeeper picks one. "Select" puts the candidate in the selection (then Enter), "Accept" matches it.
 */
export function MatchSuggestions({
  line,
  suggestion,
  index,
  canWrite,
  isBusy,
  onSelect,
  onAccept,
}: {
  line: TStatementLine | undefined;
  suggestion: TSuggestion | undefined;
  index: TWorkspaceIndex;
  canWrite: boolean;
  isBusy: boolean;
  onSelect: (line: TStatementLine, candidate: TSuggestionCandidate) => void;
  onAccept: (line: TStatementLine, candidate: TSuggestionCandidate) => void;
}) {
  if (!line) {
    return (
      <p className="px-3 py-2 text-muted-foreground text-sm">
        Focus a statement line to see its suggestions.
      </p>
    );
  }
  const heading = `${line.posted_date} · ${lineText(line) || line.kind} · ${formatAmount(line.amount_cents)}`;
  if (line.match_id) {
    return (
      <p className="px-3 py-2 text-muted-foreground text-sm">{heading}: matched (U undoes the match).</p>
    );
  }
  const candidates = suggestion?.candidates ?? [];
  return (
    <section aria-label="Suggestions for the focused line" className="grid gap-2 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <ListChecksIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        <h3 className="font-medium text-sm">Suggestions</h3>
        <span className="truncate text-muted-foreground text-xs">{heading}</span>
        {suggestion?.tie ? (
          <Badge variant="outline" className="border-amber-500/60 text-amber-800 dark:text-amber-300">
            <TriangleAlertIcon aria-hidden="true" />
            Tie: choose one
          </Badge>
        ) : null}
      </div>
      {candidates.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No book item of this amount near this date. Select items by hand, or create an entry from a rule.
        </p>
      ) : (
        <ol className="grid max-h-56 gap-2 overflow-auto">
          {candidates.map((candidate, position) => {
            const items = candidateItems(candidate, index);
            const key = candidate.book_items.map((ref) => `${ref.entry_id}:${ref.line_number}`).join('+');
            return (
              <li key={key} className="grid gap-1 rounded-md border p-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium tabular-nums">Score {candidate.score}</span>
                  {position === 0 && !suggestion?.tie ? (
                    <Badge variant="secondary">
                      Best <kbd className="font-mono">A</kbd>
                    </Badge>
                  ) : null}
                  {candidate.reasons.map((reason) => (
                    <Badge key={reason} variant="outline" className="font-normal">
                      {reason}
                    </Badge>
                  ))}
                  {canWrite ? (
                    <span className="ml-auto flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={isBusy}
                        onClick={() => onSelect(line, candidate)}
                      >
                        Select
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={isBusy}
                        onClick={() => onAccept(line, candidate)}
                      >
                        <CheckIcon aria-hidden="true" />
                        Accept
                      </Button>
                    </span>
                  ) : null}
                </div>
                <ul className="grid gap-0.5 text-muted-foreground text-xs">
                  {items.map((item) => (
                    <li key={`${item.entry_id}:${item.line_number}`} className="flex gap-2">
                      <span className="tabular-nums">{item.date}</span>
                      <span>{item.check_number ?? item.entry_number}</span>
                      <span className="min-w-0 flex-1 truncate">
                        {[item.payee, item.memo].filter(Boolean).join(' · ')}
                      </span>
                      <span className="tabular-nums">{formatAmount(item.amount_cents)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
