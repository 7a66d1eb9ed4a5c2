import { BOOK_ITEM_TYPE_LABELS, type TRuleProposal } from '@groundwork/shared';
import { Button } from '@/components/ui/button';
import type { TBookItem } from '../workspace-model';

/** Under the statement lines: the rule that recognizes the focused line, with "Create entry". */
export function FocusedLineProposal({
  proposal,
  canWrite,
  isBusy,
  onApply,
}: {
  proposal: TRuleProposal;
  canWrite: boolean;
  isBusy: boolean;
  onApply: (proposal: TRuleProposal) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-t px-3 py-2 text-sm">
      <span className="min-w-0 flex-1">
        Rule <strong>{proposal.rule.name}</strong> proposes an entry to {proposal.rule.account.number}{' '}
        {proposal.rule.account.name}.
      </span>
      {canWrite ? (
        <Button size="sm" variant="outline" disabled={isBusy} onClick={() => onApply(proposal)}>
          Create entry
        </Button>
      ) : null}
    </div>
  );
}

/** Under the book items: the focused item in full (a row truncates its text). */
export function FocusedItem({ item }: { item: TBookItem | undefined }) {
  if (!item)
    return <p className="px-3 py-2 text-muted-foreground text-sm">Focus a book item to see it in full.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 px-3 py-2 text-sm">
      <dt className="text-muted-foreground">Entry</dt>
      <dd>
        {item.entry_number} (line {item.line_number}) ·{' '}
        {BOOK_ITEM_TYPE_LABELS[item.type as keyof typeof BOOK_ITEM_TYPE_LABELS] ?? item.type}
      </dd>
      <dt className="text-muted-foreground">Payee</dt>
      <dd>{item.payee || '—'}</dd>
      <dt className="text-muted-foreground">Memo</dt>
      <dd>{item.memo || '—'}</dd>
      {item.reference ? (
        <>
          <dt className="text-muted-foreground">Reference</dt>
          <dd>{item.reference}</dd>
        </>
      ) : null}
    </dl>
  );
}
