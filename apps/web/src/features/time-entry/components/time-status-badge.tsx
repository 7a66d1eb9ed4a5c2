import type { TTimeStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<TTimeStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  entered: 'outline',
  submitted: 'secondary',
  approved: 'default',
  rejected: 'destructive',
  locked: 'secondary',
};

const LABEL: Record<TTimeStatus, string> = {
  entered: 'Entered',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  locked: 'Locked (paid)',
};

export function TimeStatusBadge({ status }: { status: TTimeStatus }) {
  return <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
}
