import { IMPORT_RUN_STATUS_LABELS, isImportRunBusy, type TImportRunStatus } from '@groundwork/shared';
import { LoaderCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const VARIANT: Record<TImportRunStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  draft: 'outline',
  previewing: 'secondary',
  ready: 'secondary',
  importing: 'secondary',
  imported: 'default',
  failed: 'destructive',
  rolling_back: 'secondary',
  rolled_back: 'outline',
};

export function ImportStatusBadge({
  status,
  verified,
}: {
  status: TImportRunStatus;
  verified?: boolean | null;
}) {
  // A dry run, an import or a rollback working in the background.
  const isBusy = isImportRunBusy(status);
  return (
    <Badge
      variant={VARIANT[status]}
      className={cn(status === 'imported' && verified === false && 'bg-amber-600 text-white')}
    >
      {isBusy ? <LoaderCircle aria-hidden="true" className="size-3 animate-spin" /> : null}
      {IMPORT_RUN_STATUS_LABELS[status]}
      {status === 'imported' && verified === false ? ' · differences' : null}
    </Badge>
  );
}
