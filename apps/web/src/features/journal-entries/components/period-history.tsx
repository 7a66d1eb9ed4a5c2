import type { TPeriodEvent } from '@groundwork/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every close and reopen, newest first: who, when, from which date to which, and why. */
export function PeriodHistory({ events }: { events: readonly TPeriodEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
        No period has been closed yet
      </p>
    );
  }
  return (
    <Table aria-label="Close and reopen history">
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Closed through</TableHead>
          <TableHead>By</TableHead>
          <TableHead>Reason</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => (
          <TableRow key={`${event.created_at}-${event.action}-${event.closed_through}`}>
            <TableCell className="whitespace-nowrap">{dateTime(event.created_at)}</TableCell>
            <TableCell>{event.action === 'close' ? 'Closed' : 'Reopened'}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {event.previous_closed_through ?? 'None'} → {event.closed_through ?? 'None'}
            </TableCell>
            <TableCell>{event.actor_name ?? ''}</TableCell>
            <TableCell className="max-w-80 whitespace-normal">{event.reason ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
