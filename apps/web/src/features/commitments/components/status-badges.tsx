import { COMMITMENT_STATUS_LABELS, type TCommitmentStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const COMMITMENT_STYLE: Record<TCommitmentStatus, string> = {
  draft: 'border-transparent bg-muted text-muted-foreground',
  issued: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  executed: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  closed: 'border-transparent bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  void: 'border-transparent bg-destructive/15 text-destructive line-through',
};

export function CommitmentStatusBadge({ status }: { status: TCommitmentStatus }) {
  return (
    <Badge variant="outline" className={cn(COMMITMENT_STYLE[status])}>
      {COMMITMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
