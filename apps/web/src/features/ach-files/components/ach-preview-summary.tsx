import { formatCents } from '@groundwork/shared/money/money';
import type { TAchPreview } from '@groundwork/shared/nacha/ach-files.schemas';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-md border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The totals a bank's upload screen shows, to compare before sending: entries, credits, debits, hash. */
export function AchPreviewSummary({
  preview,
  showEntries = true,
}: {
  preview: TAchPreview;
  showEntries?: boolean;
}) {
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Figure label="Effective date" value={preview.effective_date} />
        <Figure label="Entries" value={String(preview.entry_count)} />
        <Figure label="Total credits" value={formatCents(preview.total_credit_cents)} />
        <Figure label="Total debits" value={formatCents(preview.total_debit_cents)} />
        <Figure label="Entry hash" value={preview.entry_hash} />
      </dl>
      {preview.effective_date !== preview.requested_date ? (
        <p className="text-muted-foreground text-sm">
          {preview.requested_date} is past, too soon or not a banking day: the file settles on the banking day{' '}
          {preview.effective_date}.
        </p>
      ) : null}
      {preview.warnings.length > 0 ? (
        <ul className="grid list-disc gap-1 rounded-md border border-amber-400/60 bg-amber-50 p-3 pl-8 text-sm dark:bg-amber-950/30">
          {preview.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      {showEntries && preview.entries.length > 0 ? (
        <section
          aria-label="Deposits in the file, scrollable"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          className="overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Deposits in the file</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Employee</TableHead>
                <TableHead scope="col">Routing</TableHead>
                <TableHead scope="col">Account</TableHead>
                <TableHead scope="col">Type</TableHead>
                <TableHead scope="col" className="text-right">
                  Amount
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.entries.map((entry) => (
                <TableRow key={`${entry.employee_id}-${entry.routing_number}-${entry.account}`}>
                  <TableCell>{entry.employee_name}</TableCell>
                  <TableCell className="tabular-nums">{entry.routing_number}</TableCell>
                  <TableCell className="tabular-nums">{entry.account}</TableCell>
                  <TableCell className="capitalize">{entry.account_type}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(entry.amount_cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
