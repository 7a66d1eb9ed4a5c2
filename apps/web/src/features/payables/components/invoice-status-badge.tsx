import { AP_INVOICE_STATUS_LABELS, type TApInvoiceStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<TApInvoiceStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  entered: 'outline',
  approved: 'secondary',
  posted: 'default',
  void: 'destructive',
};

export function InvoiceStatusBadge({ status }: { status: TApInvoiceStatus }) {
  return <Badge variant={VARIANT[status]}>{AP_INVOICE_STATUS_LABELS[status]}</Badge>;
}
