import type { TPeriod } from '@groundwork/shared';
import { LockIcon, LockOpenIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { periodName } from '../periods';

/** The fiscal year's twelve periods with their status and, for those who may, Close / Reopen. */
export function PeriodsTable({
  periods,
  canClose,
  canReopen,
  onClose,
  onReopen,
}: {
  periods: readonly TPeriod[];
  canClose: boolean;
  canReopen: boolean;
  onClose: (period: TPeriod) => void;
  onReopen: (period: TPeriod) => void;
}) {
  return (
    <Table aria-label="Periods">
      <TableHeader>
        <TableRow>
          <TableHead>Period</TableHead>
          <TableHead>Start</TableHead>
          <TableHead>End</TableHead>
          <TableHead>Status</TableHead>
          {canClose || canReopen ? (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {periods.map((period) => {
          const isClosed = period.status === 'closed';
          return (
            <TableRow key={period.end}>
              <TableCell className="font-medium">{periodName(period)}</TableCell>
              <TableCell className="tabular-nums">{period.start}</TableCell>
              <TableCell className="tabular-nums">{period.end}</TableCell>
              <TableCell>
                {isClosed ? (
                  <Badge variant="secondary">
                    <LockIcon aria-hidden="true" className="size-3" />
                    Closed
                  </Badge>
                ) : (
                  <Badge variant="outline">
                    <LockOpenIcon aria-hidden="true" className="size-3" />
                    Open
                  </Badge>
                )}
              </TableCell>
              {canClose || canReopen ? (
                <TableCell className="text-right">
                  {!isClosed && canClose ? (
                    <Button size="sm" variant="outline" onClick={() => onClose(period)}>
                      Close through this period
                    </Button>
                  ) : null}
                  {isClosed && canReopen ? (
                    <Button size="sm" variant="ghost" onClick={() => onReopen(period)}>
                      Reopen
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
