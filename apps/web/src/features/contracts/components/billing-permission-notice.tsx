import { LockIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** For people without billing:read (field roles): why there is nothing here. */
export function BillingPermissionNotice({
  text = 'Contracts and customer change orders are for the office.',
}: {
  text?: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 text-muted-foreground text-sm">
        <LockIcon aria-hidden="true" className="size-5 shrink-0" />
        <p>{text}</p>
      </CardContent>
    </Card>
  );
}
