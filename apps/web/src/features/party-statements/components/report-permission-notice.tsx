import { LockIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** For people who may not read a report: why there is nothing here. */
export function ReportPermissionNotice({ what }: { what: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 text-muted-foreground text-sm">
        <LockIcon aria-hidden="true" className="size-5 shrink-0" />
        <p>
          {what} are for the office: company admins, accountants, project managers and outside accountants.
        </p>
      </CardContent>
    </Card>
  );
}
