import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { STATUS_LABELS, type TJournalStatus } from '../journal-labels';

const STATUS_STYLE: Record<TJournalStatus, string> = {
  draft: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  posted: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  reversed: 'border-transparent bg-muted text-muted-foreground',
};

export function JournalStatusBadge({ status }: { status: TJournalStatus }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLE[status])}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
