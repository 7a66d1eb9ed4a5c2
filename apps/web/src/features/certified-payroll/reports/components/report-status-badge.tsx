import { CERTIFIED_REPORT_STATUS_LABELS, type TCertifiedReportStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<TCertifiedReportStatus, 'default' | 'secondary' | 'outline'> = {
  draft: 'outline',
  reviewed: 'secondary',
  signed: 'default',
  submitted: 'default',
};

export function ReportStatusBadge({ status }: { status: TCertifiedReportStatus }) {
  return <Badge variant={VARIANT[status]}>{CERTIFIED_REPORT_STATUS_LABELS[status]}</Badge>;
}
