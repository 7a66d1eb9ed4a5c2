import type { TPayrollRun } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { AlertTriangleIcon, ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { cn } from '@/lib/utils';
import { useSetCheckNumber } from '../api/use-payroll-runs';
import { CheckDetail } from './check-detail';
import { StubDownloadButton } from './stub-download-button';

/** A manual check's number, typed while the run is a draft. */
function CheckNumberInput({
  runId,
  checkId,
  value,
  name,
}: {
  runId: string;
  checkId: string;
  value: string;
  name: string;
}) {
  const [text, setText] = React.useState(value);
  const save = useSetCheckNumber(runId);
  return (
    <Input
      aria-label={`Check number of ${name}`}
      className="h-8 w-24"
      maxLength={20}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text.trim() === value) return;
        save
          .mutateAsync({ checkId, checkNumber: text.trim() })
          .catch((caught: unknown) => toast.error(errorMessage(caught, 'Could not save the check number')));
      }}
    />
  );
}

/**
 * The run's preview: a row per employee (hours, gross, taxes, deductions, net, employer taxes), each
 * opening to its detail; negative net and other warnings highlighted; the pay stub once calculated.
 */
export function CheckPreviewTable({ run }: { run: TPayrollRun }) {
  const [open, setOpen] = React.useState<ReadonlySet<string>>(new Set());
  const names = { jobs: run.jobs, codes: run.cost_codes };
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isManualDraft = run.kind === 'manual' && run.status === 'draft';

  if (run.checks.length === 0)
    return (
      <p className="py-6 text-center text-muted-foreground">
        {run.calculated_at
          ? 'Nobody to pay: no approved time, salaries or earnings for this run.'
          : 'Not calculated yet: add any other earnings, then Calculate.'}
      </p>
    );

  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-8">
              <span className="sr-only">Open</span>
            </TableHead>
            <TableHead>Employee</TableHead>
            <TableHead className="max-sm:hidden">Check</TableHead>
            <TableHead className="text-right max-sm:hidden">Hours</TableHead>
            <TableHead className="text-right">Gross</TableHead>
            <TableHead className="text-right max-md:hidden">Taxes</TableHead>
            <TableHead className="text-right max-md:hidden">Deductions</TableHead>
            <TableHead className="text-right">Net</TableHead>
            <TableHead className="text-right max-lg:hidden">Employer taxes</TableHead>
            <TableHead>
              <span className="sr-only">Pay stub</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {run.checks.map((c) => {
            const isOpen = open.has(c.id);
            const isNegative = c.net_cents < 0;
            return (
              <React.Fragment key={c.id}>
                <TableRow className={cn(isNegative && 'bg-destructive/10')}>
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-expanded={isOpen}
                      aria-label={`${isOpen ? 'Hide' : 'Show'} the detail of ${c.employee_name}`}
                      onClick={() => toggle(c.id)}
                    >
                      {isOpen ? (
                        <ChevronDownIcon aria-hidden="true" />
                      ) : (
                        <ChevronRightIcon aria-hidden="true" />
                      )}
                    </Button>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {c.employee_name}
                    {c.warnings.length > 0 ? (
                      <AlertTriangleIcon
                        aria-label={c.warnings.map((x) => x.message).join('; ')}
                        className={cn(
                          'ml-1 inline size-4',
                          isNegative ? 'text-destructive' : 'text-amber-600',
                        )}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell className="max-sm:hidden">
                    {isManualDraft ? (
                      <CheckNumberInput
                        runId={run.id}
                        checkId={c.id}
                        value={c.check_number ?? ''}
                        name={c.employee_name}
                      />
                    ) : (
                      <span className="text-muted-foreground text-xs">
                        {c.check_number
                          ? `No. ${c.check_number}`
                          : c.payment_method === 'direct_deposit'
                            ? 'Direct deposit'
                            : 'Check'}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums max-sm:hidden">{c.hours}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(c.gross_cents)}</TableCell>
                  <TableCell className="text-right tabular-nums max-md:hidden">
                    {formatCents(c.employee_taxes_cents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums max-md:hidden">
                    {formatCents(c.deductions_cents)}
                  </TableCell>
                  <TableCell
                    className={cn('text-right font-medium tabular-nums', isNegative && 'text-destructive')}
                  >
                    {formatCents(c.net_cents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums max-lg:hidden">
                    {formatCents(c.employer_taxes_cents)}
                  </TableCell>
                  <TableCell className="text-right">
                    <StubDownloadButton
                      path={`/api/v1/payroll/checks/${c.id}/stub.pdf`}
                      fileName={`pay-stub-${c.check_date}.pdf`}
                      label="Stub"
                      variant="ghost"
                    />
                  </TableCell>
                </TableRow>
                {isOpen ? (
                  <TableRow>
                    <TableCell colSpan={10} className="bg-muted/30">
                      <CheckDetail check={c} names={names} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </React.Fragment>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell />
            <TableCell>Totals</TableCell>
            <TableCell className="max-sm:hidden" />
            <TableCell className="max-sm:hidden" />
            <TableCell className="text-right tabular-nums">{formatCents(run.gross_cents)}</TableCell>
            <TableCell className="text-right tabular-nums max-md:hidden">
              {formatCents(run.employee_taxes_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums max-md:hidden">
              {formatCents(run.deductions_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(run.net_cents)}</TableCell>
            <TableCell className="text-right tabular-nums max-lg:hidden">
              {formatCents(run.employer_taxes_cents)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
