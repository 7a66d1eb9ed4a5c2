import { LockIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** For people without jobcost:read (field employees): why there is nothing here. */
export function VendorPermissionNotice() {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 text-muted-foreground text-sm">
        <LockIcon aria-hidden="true" className="size-5 shrink-0" />
        <p>
          Vendors and job cost are for the office, superintendents and foremen. Ask an administrator if you
          need them.
        </p>
      </CardContent>
    </Card>
  );
}
