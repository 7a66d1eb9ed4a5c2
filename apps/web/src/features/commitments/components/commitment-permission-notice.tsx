import { LockIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** For people without jobcost:read (field employees): why there is nothing here. */
export function CommitmentPermissionNotice() {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 text-muted-foreground text-sm">
        <LockIcon aria-hidden="true" className="size-5 shrink-0" />
        <p>
          Subcontracts, purchase orders and change orders are for the office, superintendents and foremen.
        </p>
      </CardContent>
    </Card>
  );
}
