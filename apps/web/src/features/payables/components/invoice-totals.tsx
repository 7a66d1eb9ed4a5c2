// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';

/** Gross, retainage and net due of the invoice as typed: always in view at the foot of the form. */
export function InvoiceTotals({
  grossCents,
  retainageCents,
  netCents,
}: {
  grossCents: number;
  retainageCents: number;
  netCents: number;
}) {
  const figure = (label: string, cents: number, isStrong = false) => (
    <div className="grid gap-0.5 text-right">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={isStrong ? 'font-semibold text-lg tabular-nums' : 'font-medium tabular-nums'}>
        {formatCents(cents)}
      </dd>
    </div>
  );
  return (
    <section
      aria-label="Invoice totals"
      aria-live="polite"
      className="sticky bottom-0 z-10 rounded-lg border bg-background/95 px-4 py-3 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <dl className="flex flex-wrap items-end justify-end gap-x-8 gap-y-2">
        {figure('Gross', grossCents)}
        {figure('Retainage', retainageCents)}
        {figure('Net due', netCents, true)}
      </dl>
    </section>
  );
}
