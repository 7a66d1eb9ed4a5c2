import { PAY_APPLICATION_STATUS_LABELS, type TPayApplicationStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLE: Record<TPayApplicationStatus, string> = {
  draft: 'border-transparent bg-muted text-muted-foreground',
  submitted: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  approved: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  paid: 'border-transparent bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  void: 'border-transparent bg-destructive/15 text-destructive line-through',
};

export function PayApplicationStatusBadge({ status }: { status: TPayApplicationStatus }) {
  return (
    <Badge variant="outline" className={cn(STYLE[status])}>
      {PAY_APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
