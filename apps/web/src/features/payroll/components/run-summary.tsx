import { PAYROLL_RUN_KIND_LABELS, RUN_PAY_FREQUENCY_LABELS, type TPayrollRun } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Link } from 'react-router';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid gap-0.5">
    <dt className="text-muted-foreground text-xs">{label}</dt>
    <dd className="font-medium">{children}</dd>
  </div>
);

const EntryLink = ({ entry }: { entry: TPayrollRun['entry'] }) =>
  entry ? (
    <Link to={`/journal-entries/${entry.id}`} className="text-primary underline-offset-4 hover:underline">
      {entry.entry_number}
    </Link>
  ) : (
    <span className="text-muted-foreground">—</span>
  );

/** The run's header: period, check date, kind, bank account, entries, and its totals. */
export function RunSummary({ run }: { run: TPayrollRun }) {
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Fact label="Period">
          <span className="whitespace-nowrap">{run.period_start}</span> –{' '}
          <span className="whitespace-nowrap">{run.period_end}</span>
        </Fact>
        <Fact label="Check date">{run.check_date}</Fact>
        <Fact label="Kind">
          {PAYROLL_RUN_KIND_LABELS[run.kind]} · {RUN_PAY_FREQUENCY_LABELS[run.pay_frequency]}
        </Fact>
        <Fact label="Bank account">
          {run.cash_account.account_number} {run.cash_account.account_name}
        </Fact>
        <Fact label="Entry">
          <EntryLink entry={run.entry} />
          {run.void_entry ? (
            <span className="ml-2 text-muted-foreground text-xs">
              voided by <EntryLink entry={run.void_entry} />
            </span>
          ) : null}
        </Fact>
        <Fact label="Settlement">
          <EntryLink entry={run.settlement_entry} />
        </Fact>
      </dl>
      <dl className="grid grid-cols-2 gap-4 rounded-md border p-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Fact label="Gross">{formatCents(run.gross_cents)}</Fact>
        <Fact label="Employee taxes">{formatCents(run.employee_taxes_cents)}</Fact>
        <Fact label="Deductions">{formatCents(run.deductions_cents)}</Fact>
        <Fact label="Net pay">{formatCents(run.net_cents)}</Fact>
        <Fact label="Employer taxes">{formatCents(run.employer_taxes_cents)}</Fact>
        <Fact label="Burden (taxes, comp, fringes)">{formatCents(run.burden_cents)}</Fact>
      </dl>
      {run.void_reason ? (
        <p className="text-destructive text-sm">
          Voided{run.voided_by_name ? ` by ${run.voided_by_name}` : ''}: {run.void_reason}
        </p>
      ) : null}
      {run.status === 'draft' && run.check_count > 0 && !run.calculated_at ? (
        <p role="status" className="text-amber-700 text-sm dark:text-amber-300">
          The earnings changed since the last calculation: recalculate before approving.
        </p>
      ) : null}
    </div>
  );
}
