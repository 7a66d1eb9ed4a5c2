import { formatCents, type TTrialBalance, type TTrialBalancePeriod, todayIso } from '@groundwork/shared';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useGetOrganization } from '@/features/company-settings/api/use-get-organization';
import { statementQuery, useTrialBalancePeriod } from '@/features/financial-statements/api/use-statements';
import { Figure, PeriodFields } from '@/features/financial-statements/components/statement-parts';
import { resolvePeriod, ZOptionalDate, ZPeriodPreset } from '@/features/financial-statements/statement-dates';
import { accountLinesHref } from '@/features/financial-statements/statement-links';
import { useStatementParams } from '@/features/financial-statements/use-statement-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ACCOUNT_TYPE_LABELS } from '../account-tree';
import { useTrialBalance } from '../api/use-trial-balance';
import { SideAmount } from '../components/amount';
import { DateField } from '../components/date-field';
import { LedgerNoAccess } from '../components/ledger-permission-notice';
import { fiscalYearToDateHref } from '../ledger-dates';

const TITLE = 'Trial Balance';
const SUBTITLE = 'Every account on its debit or credit side as of a date, or over a period';

const ZParams = z.object({
  mode: z.enum(['as_of', 'period']),
  /** '' = today. */
  as_of: ZOptionalDate,
  preset: ZPeriodPreset,
  from: ZOptionalDate,
  to: ZOptionalDate,
});
type TParams = z.infer<typeof ZParams>;
const DEFAULTS: TParams = { mode: 'as_of', as_of: '', preset: 'this_month', from: '', to: '' };

/** Whether the totals match: the reassurance an accountant looks for first. */
function BalanceIndicator({ difference }: { difference: number }) {
  if (difference === 0) {
    return (
      <p
        role="status"
        className="inline-flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-1.5 font-medium text-emerald-900 text-sm dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200"
      >
        <CheckCircle2 className="size-4" aria-hidden="true" />
        In balance
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="inline-flex items-center gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-1.5 font-medium text-destructive text-sm"
    >
      <TriangleAlert className="size-4" aria-hidden="true" />
      Out of balance by {formatCents(Math.abs(difference))}
    </p>
  );
}

function TrialBalanceTable({ data, fiscalYearEnd }: { data: TTrialBalance; fiscalYearEnd: string | null }) {
  if (data.rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
        No account has a balance on {data.as_of}.
      </p>
    );
  }
  return (
    <Table aria-label={`Trial balance as of ${data.as_of}`}>
      <TableHeader>
        <TableRow>
          <TableHead className="hidden w-28 sm:table-cell">Number</TableHead>
          <TableHead>Account</TableHead>
          <TableHead className="hidden w-28 sm:table-cell">Type</TableHead>
          <TableHead className="text-right">Debit</TableHead>
          <TableHead className="text-right">Credit</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.rows.map((row) => (
          <TableRow key={row.account_id} data-account={row.account_number}>
            <TableCell className="hidden font-mono sm:table-cell">{row.account_number}</TableCell>
            <TableCell className="whitespace-normal">
              <span className="mr-2 font-mono text-muted-foreground sm:hidden">{row.account_number}</span>
              <Link
                to={fiscalYearToDateHref(row.account_id, data.as_of, fiscalYearEnd)}
                className="underline-offset-4 hover:underline"
              >
                {row.account_name}
              </Link>
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">
              {ACCOUNT_TYPE_LABELS[row.account_type]}
            </TableCell>
            <TableCell className="text-right">
              <SideAmount cents={row.debit_cents} />
            </TableCell>
            <TableCell className="text-right">
              <SideAmount cents={row.credit_cents} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="trial-balance-totals">
          <TableCell className="hidden sm:table-cell" />
          <TableCell className="font-semibold">Totals</TableCell>
          <TableCell className="hidden sm:table-cell" />
          <TableCell className="text-right font-semibold tabular-nums">
            {formatCents(data.total_debit_cents)}
          </TableCell>
          <TableCell className="text-right font-semibold tabular-nums">
            {formatCents(data.total_credit_cents)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

export function TrialBalancePage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('ledger:read');
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <TrialBalance />;
}

/** The trial balance of a period: opening, the period's debits and credits, closing — each on its side. */
function PeriodTable({ data }: { data: TTrialBalancePeriod }) {
  if (data.rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
        No account has a balance or a line from {data.from} to {data.to}.
      </p>
    );
  }
  const columns = [
    ['opening_debit_cents', 'Opening debit'],
    ['opening_credit_cents', 'Opening credit'],
    ['debit_cents', 'Debits'],
    ['credit_cents', 'Credits'],
    ['closing_debit_cents', 'Closing debit'],
    ['closing_credit_cents', 'Closing credit'],
  ] as const;
  return (
    <Table aria-label={`Trial balance from ${data.from} to ${data.to}`} className="print:text-xs">
      <TableHeader>
        <TableRow>
          <TableHead className="hidden w-24 sm:table-cell">Number</TableHead>
          <TableHead>Account</TableHead>
          {columns.map(([key, label]) => (
            <TableHead key={key} className="text-right">
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.rows.map((row) => {
          // The account's detail over the period shows all three: opening, the lines, closing.
          const href = accountLinesHref(row.account_id, { from: data.from, to: data.to });
          return (
            <TableRow key={row.account_id} data-account={row.account_number}>
              <TableCell className="hidden font-mono sm:table-cell">{row.account_number}</TableCell>
              <TableCell className="whitespace-normal">
                <span className="mr-2 font-mono text-muted-foreground sm:hidden">{row.account_number}</span>
                <Link to={href} className="underline-offset-4 hover:underline">
                  {row.account_name}
                </Link>
              </TableCell>
              {columns.map(([key, label]) => (
                <TableCell key={key} className="text-right">
                  {row[key] === 0 ? null : (
                    <Figure cents={row[key]} href={href} what={`${row.account_name}, ${label}`} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="trial-balance-period-totals">
          <TableCell className="hidden sm:table-cell" />
          <TableCell className="font-semibold">Totals</TableCell>
          {columns.map(([key]) => (
            <TableCell key={key} className="text-right font-semibold tabular-nums">
              {formatCents(data.totals[key])}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/**
 * The trial balance as of a date, or over a period (opening, activity, closing); parameters remembered
 * per person (an as_of in the address still wins); totals checked; CSV, PDF, print.
 */
function TrialBalance() {
  const { params, setParams, isLoaded } = useStatementParams('trial-balance', ZParams, DEFAULTS);
  const organization = useGetOrganization();
  const fye = organization.data?.fiscal_year_end ?? null;
  const asOf = params.as_of || todayIso();
  const range = resolvePeriod(params, todayIso(), fye);
  const isPeriod = params.mode === 'period';
  const isOrdered = range.from <= range.to;
  const asOfQuery = useTrialBalance(asOf, isLoaded && !isPeriod);
  const periodQueryString = statementQuery({ from: range.from, to: range.to });
  const periodQuery = useTrialBalancePeriod(
    periodQueryString,
    isLoaded && isPeriod && isOrdered && !organization.isPending,
  );
  const set = (patch: Partial<TParams>) => setParams((current) => ({ ...current, ...patch }));
  const asOfString = statementQuery({ as_of: asOf });
  const exports = isPeriod
    ? {
        csvPath: `/api/v1/ledger/trial-balance/period.csv?${periodQueryString}`,
        pdfPath: `/api/v1/ledger/trial-balance/period.pdf?${periodQueryString}`,
        fileBase: `trial_balance_${range.from}_${range.to}`,
        isDisabled: !periodQuery.isSuccess || !isOrdered,
      }
    : {
        csvPath: `/api/v1/ledger/trial-balance.csv?${asOfString}`,
        pdfPath: `/api/v1/ledger/trial-balance.pdf?${asOfString}`,
        fileBase: `trial_balance_${asOf}`,
        isDisabled: !asOfQuery.isSuccess,
      };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={<ReportExportButtons {...exports} what="the trial balance" />}
      />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <fieldset className="flex flex-wrap items-end gap-4 print:hidden">
              <legend className="sr-only">Report parameters</legend>
              <FilterSelect
                id="trial-balance-mode"
                label="Show"
                value={params.mode}
                className="w-48"
                onChange={(value) => set({ mode: value as TParams['mode'] })}
              >
                <option value="as_of">As of a date</option>
                <option value="period">A period</option>
              </FilterSelect>
              {isPeriod ? (
                <PeriodFields
                  idPrefix="trial-balance"
                  preset={params.preset}
                  from={params.preset === 'custom' ? params.from : range.from}
                  to={params.preset === 'custom' ? params.to : range.to}
                  onChange={(next) => set(next)}
                />
              ) : (
                <DateField
                  id="trial-balance-as-of"
                  label="As of"
                  value={asOf}
                  onChange={(value) => set({ as_of: value })}
                />
              )}
            </fieldset>
            {!isPeriod && asOfQuery.data ? (
              <BalanceIndicator
                difference={asOfQuery.data.total_debit_cents - asOfQuery.data.total_credit_cents}
              />
            ) : null}
            {isPeriod && periodQuery.data ? (
              <BalanceIndicator
                difference={
                  periodQuery.data.totals.closing_debit_cents - periodQuery.data.totals.closing_credit_cents
                }
              />
            ) : null}
          </div>
          {isPeriod ? (
            <p className="text-muted-foreground text-sm">
              From {range.from} to {range.to}: each account's balance the day before, the period's debits and
              credits, and its balance at the end. An amount opens the account's lines for the period.
            </p>
          ) : (
            <p className="text-muted-foreground text-sm">
              Posted entries dated on or before {asOf}. An account's name opens its lines for the fiscal year
              to date.
            </p>
          )}
          {isPeriod && !isOrdered ? (
            <p role="alert" className="text-destructive text-sm">
              The start date must be on or before the end date
            </p>
          ) : null}
          {isPeriod ? (
            isOrdered ? (
              <QueryState
                query={periodQuery}
                loadingLabel="Loading the trial balance"
                loadingRows={8}
                errorText="Could not load the trial balance"
              >
                {(data) => (
                  <div aria-busy={periodQuery.isFetching}>
                    <PeriodTable data={data} />
                  </div>
                )}
              </QueryState>
            ) : null
          ) : (
            <QueryState
              query={asOfQuery}
              loadingLabel="Loading the trial balance"
              loadingRows={8}
              errorText="Could not load the trial balance"
            >
              {(data) => (
                <div aria-busy={asOfQuery.isFetching}>
                  <TrialBalanceTable data={data} fiscalYearEnd={fye} />
                </div>
              )}
            </QueryState>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
