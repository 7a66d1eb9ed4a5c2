import { JOB_STATUS_LABELS, type TJobStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_STYLE: Record<TJobStatus, string> = {
  active: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  completed: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  'on-hold': 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  cancelled: 'border-transparent bg-muted text-muted-foreground',
};

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLE[status])}>
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}
