import { CHANGE_ORDER_STATUS_LABELS, type TChangeOrderStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';

const CHANGE_ORDER_STYLE: Record<TChangeOrderStatus, string> = {
  pending: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'border-transparent bg-muted text-muted-foreground',
};

/** A vendor or customer change order's status: pending amber, approved green, rejected grey. */
export function ChangeOrderStatusBadge({ status }: { status: TChangeOrderStatus }) {
  return (
    <Badge variant="outline" className={CHANGE_ORDER_STYLE[status]}>
      {CHANGE_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
