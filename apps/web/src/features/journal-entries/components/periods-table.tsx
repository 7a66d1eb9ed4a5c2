import type { TPeriod } from '@groundwork/shared';
import { LockIcon, LockOpenIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { periodName } from '../periods';

/** The fiscal year's twelve periods with their status and, for those who may, Close / Reopen. */
export function PeriodsTable({
  periods,
  today,
  canClose,
  canReopen,
  onClose,
  onReopen,
}: {
  periods: readonly TPeriod[];
  /** Periods that have not started yet offer no Close. */
  today: string;
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
          <TableHead className="hidden sm:table-cell">Start</TableHead>
          <TableHead className="hidden sm:table-cell">End</TableHead>
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
              <TableCell className="whitespace-normal font-medium">
                {periodName(period)}
                <span className="block font-normal text-muted-foreground text-xs tabular-nums sm:hidden">
                  {period.start} – {period.end}
                </span>
              </TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">{period.start}</TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">{period.end}</TableCell>
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
                  {!isClosed && canClose && period.start <= today ? (
                    <Button size="sm" variant="outline" onClick={() => onClose(period)}>
                      Close<span className="sr-only sm:not-sr-only"> through this period</span>
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
