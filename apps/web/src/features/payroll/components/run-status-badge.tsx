import { PAYROLL_RUN_STATUS_LABELS, type TPayrollRunStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<TPayrollRunStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  draft: 'outline',
  approved: 'secondary',
  posted: 'default',
  voided: 'destructive',
};

export function RunStatusBadge({ status }: { status: TPayrollRunStatus }) {
  return <Badge variant={VARIANT[status]}>{PAYROLL_RUN_STATUS_LABELS[status]}</Badge>;
}
