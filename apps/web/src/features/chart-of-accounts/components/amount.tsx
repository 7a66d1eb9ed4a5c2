// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { cn } from '@/lib/utils';

/** An amount in cents, right-aligned figures; a negative one in red with its minus sign. */
export function Amount({ cents, className }: { cents: number; className?: string }) {
  return (
    <span className={cn('whitespace-nowrap tabular-nums', cents < 0 && 'text-destructive', className)}>
      {formatCents(cents)}
    </span>
  );
}

/** A debit or credit column's cell: the amount, or nothing for zero. */
export function SideAmount({ cents }: { cents: number }) {
  return cents === 0 ? null : <Amount cents={cents} />;
}
