import { BANK_STATEMENT_FORMAT_LABELS } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import * as React from 'react';
import { ListPager } from '@/components/list-pager';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { TStatementPreview } from '../api/statements-api';
import { accountHintWarning, balanceCheck, balanceCheckText, periodText } from './import-preview-summary';

const PAGE_SIZE = 100;
const ERRORS_SHOWN = 50;

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What the import would do: the file's format, period and balances beside the computed closing
 * balance, the counts, every error by line (nothing imports while there is one), and the lines — those
 * already imported greyed out.
 */
export function ImportPreviewStep({
  preview,
  lastFour,
}: {
  preview: TStatementPreview;
  lastFour: string | null;
}) {
  const [page, setPage] = React.useState(1);
  const check = balanceCheck(preview);
  const hint = accountHintWarning(preview.account_hint, lastFour);
  const lines = preview.lines.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-md border p-3 sm:grid-cols-4">
        <Figure label="Format" value={BANK_STATEMENT_FORMAT_LABELS[preview.format]} />
        <Figure label="Period" value={periodText(preview.period_start, preview.period_end)} />
        <Figure label="Lines in the file" value={preview.line_count} />
        <Figure
          label="New · already imported · errors"
          value={`${preview.new_count} · ${preview.duplicate_count} · ${preview.error_count}`}
        />
        <Figure label="Opening balance (file)" value={money(preview.opening_balance_cents)} />
        <Figure label="Closing balance (file)" value={money(preview.closing_balance_cents)} />
        <Figure label="Closing balance (computed)" value={money(preview.computed_closing_cents)} />
        <Figure label="File" value={<span className="break-all font-normal">{preview.file_name}</span>} />
      </dl>

      <p
        className={cn(
          'flex items-start gap-2 text-sm',
          check.state === 'differs' ? 'text-amber-800 dark:text-amber-300' : 'text-muted-foreground',
        )}
      >
        {check.state === 'agrees' ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        ) : check.state === 'differs' ? (
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : null}
        {balanceCheckText(check)}
      </p>
      {hint ? (
        <p className="flex items-start gap-2 text-amber-800 text-sm dark:text-amber-300">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {hint}
        </p>
      ) : null}

      {preview.errors.length > 0 ? (
        <section
          aria-label="Errors in the file"
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <p className="font-medium">
            {preview.error_count === 1 ? 'One line' : `${preview.error_count} lines`} cannot be read; nothing
            is imported until the file or the mapping is fixed:
          </p>
          <ul className="mt-1 list-disc pl-5 text-destructive">
            {preview.errors.slice(0, ERRORS_SHOWN).map((error) => (
              <li key={`${error.line}:${error.message}`}>{error.message}</li>
            ))}
          </ul>
          {preview.errors.length > ERRORS_SHOWN ? (
            <p className="mt-1 text-muted-foreground">and {preview.errors.length - ERRORS_SHOWN} more</p>
          ) : null}
        </section>
      ) : null}

      {preview.lines.length > 0 ? (
        <div className="grid gap-1">
          <div className="max-h-96 overflow-auto rounded-md border">
            <Table aria-label="Statement lines in the file" className="text-sm">
              <TableHeader className="sticky top-0 z-10 bg-background">
                <TableRow>
                  <TableHead className="w-14">Line</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="max-sm:hidden">Type</TableHead>
                  <TableHead>Check no.</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead className="max-md:hidden">Reference</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>
                    <span className="sr-only">State</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((line) => (
                  <TableRow
                    key={line.line_number}
                    data-duplicate={line.duplicate || undefined}
                    className={cn(line.duplicate && 'bg-muted/40 text-muted-foreground')}
                  >
                    <TableCell className="tabular-nums">{line.line_number}</TableCell>
                    <TableCell className="whitespace-nowrap">{line.posted_date}</TableCell>
                    <TableCell className="capitalize max-sm:hidden">{line.kind}</TableCell>
                    <TableCell>{line.check_number ?? ''}</TableCell>
                    <TableCell
                      className="max-w-80 truncate"
                      title={[line.payee, line.memo].filter(Boolean).join(' · ')}
                    >
                      {line.payee}
                      {line.memo ? <span className="text-muted-foreground"> · {line.memo}</span> : null}
                    </TableCell>
                    <TableCell className="max-w-40 truncate max-md:hidden">
                      {line.bank_reference ?? ''}
                    </TableCell>
                    <TableCell
                      className={cn(
                        'whitespace-nowrap text-right tabular-nums',
                        !line.duplicate && line.amount_cents < 0 && 'text-destructive',
                      )}
                    >
                      {formatCents(line.amount_cents)}
                    </TableCell>
                    <TableCell>
                      {line.duplicate ? <Badge variant="outline">Already imported</Badge> : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {preview.lines.length > PAGE_SIZE ? (
            <ListPager
              label="Statement line pages"
              page={page}
              pageSize={PAGE_SIZE}
              total={preview.lines.length}
              onPageChange={setPage}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
