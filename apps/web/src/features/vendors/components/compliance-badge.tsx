import { COMPLIANCE_LABELS, type TComplianceStatus } from '@groundwork/shared';
import { AlertTriangleIcon, CheckCircle2Icon, CircleDashedIcon, XCircleIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLE: Record<TComplianceStatus, string> = {
  compliant: 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  expiring: 'border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  expired: 'border-transparent bg-destructive text-white',
  missing: 'border-muted-foreground/40 bg-muted text-muted-foreground',
};

const ICON = {
  compliant: CheckCircle2Icon,
  expiring: AlertTriangleIcon,
  expired: XCircleIcon,
  missing: CircleDashedIcon,
} as const;

/** A vendor's compliance as a badge; the reasons go in its title (and on the vendor page). */
export function ComplianceBadge({ status, reasons = [] }: { status: TComplianceStatus; reasons?: string[] }) {
  const Icon = ICON[status];
  return (
    <Badge variant="outline" className={cn(STYLE[status])} title={reasons.join('\n') || undefined}>
      <Icon aria-hidden="true" className="size-3" />
      {COMPLIANCE_LABELS[status]}
    </Badge>
  );
}
