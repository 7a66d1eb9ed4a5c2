import {
  CHANGE_ORDER_STATUS_LABELS,
  COMMITMENT_STATUS_LABELS,
  type TChangeOrderStatus,
  type TCommitmentStatus,
} from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const COMMITMENT_STYLE: Record<TCommitmentStatus, string> = {
  draft: 'border-transparent bg-muted text-muted-foreground',
  issued: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  executed: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  closed: 'border-transparent bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  void: 'border-transparent bg-destructive/15 text-destructive line-through',
};

const CHANGE_ORDER_STYLE: Record<TChangeOrderStatus, string> = {
  pending: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'border-transparent bg-muted text-muted-foreground',
};

export function CommitmentStatusBadge({ status }: { status: TCommitmentStatus }) {
  return (
    <Badge variant="outline" className={cn(COMMITMENT_STYLE[status])}>
      {COMMITMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function ChangeOrderStatusBadge({ status }: { status: TChangeOrderStatus }) {
  return (
    <Badge variant="outline" className={cn(CHANGE_ORDER_STYLE[status])}>
      {CHANGE_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
