import { previousDay, todayIso } from '@groundwork/shared';
import { z } from 'zod';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { LedgerNoAccess } from '@/features/chart-of-accounts/components/ledger-permission-notice';
import { useGetOrganization } from '@/features/company-settings/api/use-get-organization';
import { useDocumentTitle } from '@/lib/use-document-title';
import { statementQuery, useBalanceSheet } from '../api/use-statements';
import { BalanceSheetTable } from '../components/balance-sheet-table';
import { BalanceCheck, EmptyStatement, ParameterBar } from '../components/statement-parts';
import { priorFiscalYearEnd, sameDateLastYear, ZOptionalDate } from '../statement-dates';
import { useStatementParams } from '../use-statement-params';

const TITLE = 'Balance Sheet';
const SUBTITLE = 'Assets, liabilities and equity as of a date';

const COMPARISONS = ['none', 'prior_year_end', 'prior_month_end', 'same_date_last_year', 'custom'] as const;
const COMPARE_LABELS: Record<(typeof COMPARISONS)[number], string> = {
  none: 'No comparison',
  prior_year_end: 'Prior fiscal year end',
  prior_month_end: 'Prior month end',
  same_date_last_year: 'Same date last year',
  custom: 'Another date',
};

const ZParams = z.object({
  /** '' = today. */
  as_of: ZOptionalDate,
  compare: z.enum(COMPARISONS),
  compare_to: ZOptionalDate,
});
type TParams = z.infer<typeof ZParams>;
const DEFAULTS: TParams = { as_of: '', compare: 'none', compare_to: '' };

export function BalanceSheetPage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('ledger:read');
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <BalanceSheet />;
}

function compareDate(params: TParams, asOf: string, fye: string | null): string | null {
  switch (params.compare) {
    case 'prior_year_end':
      return priorFiscalYearEnd(asOf, fye);
    case 'prior_month_end':
      return previousDay(`${asOf.slice(0, 7)}-01`);
    case 'same_date_last_year':
      return sameDateLastYear(asOf);
    case 'custom':
      return params.compare_to || null;
    default:
      return null;
  }
}

/**
 * /reports/balance-sheet (issue 17): as of a date, beside a second one; retained earnings and current
 * year earnings computed from the fiscal year end; the check that it balances; every figure drills
 * down; CSV, PDF, print. Parameters are remembered per person.
 */
function BalanceSheet() {
  const { params, setParams, isLoaded } = useStatementParams('balance-sheet', ZParams, DEFAULTS);
  const organization = useGetOrganization();
  const fye = organization.data?.fiscal_year_end ?? null;
  const asOf = params.as_of || todayIso();
  const compareTo = compareDate(params, asOf, fye);
  const query = statementQuery({ as_of: asOf, compare_to: compareTo });
  const isReady = isLoaded && !organization.isPending;
  const bs = useBalanceSheet(query, isReady);
  const set = (patch: Partial<TParams>) => setParams((current) => ({ ...current, ...patch }));

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <ReportExportButtons
            csvPath={`/api/v1/reports/balance-sheet.csv?${query}`}
            pdfPath={`/api/v1/reports/balance-sheet.pdf?${query}`}
            fileBase={`balance-sheet-${asOf}`}
            what="the balance sheet"
            isDisabled={!bs.data}
          />
        }
      />
      <Card>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ParameterBar>
              <DateField
                id="bs-as-of"
                label="As of"
                value={asOf}
                onChange={(value) => set({ as_of: value })}
              />
              <FilterSelect
                id="bs-compare"
                label="Compare with"
                value={params.compare}
                className="w-52"
                onChange={(value) => set({ compare: value as TParams['compare'] })}
              >
                {COMPARISONS.map((c) => (
                  <option key={c} value={c}>
                    {COMPARE_LABELS[c]}
                  </option>
                ))}
              </FilterSelect>
              {params.compare === 'custom' ? (
                <DateField
                  id="bs-compare-to"
                  label="Compare date"
                  value={params.compare_to}
                  onChange={(value) => set({ compare_to: value })}
                />
              ) : null}
            </ParameterBar>
            {bs.data ? (
              <BalanceCheck difference={bs.data.difference_cents} okText="Assets = liabilities + equity" />
            ) : null}
          </div>
          <p className="text-muted-foreground text-sm" data-testid="bs-parameters">
            As of {asOf}
            {compareTo ? ` · compared with ${compareTo}` : ''}
            {bs.data ? ` · fiscal year from ${bs.data.earnings.fiscal_year_start}` : ''}
          </p>
        </CardContent>
      </Card>
      <QueryState
        query={bs}
        loadingLabel="Loading the balance sheet"
        loadingRows={10}
        errorText="Could not load the balance sheet"
      >
        {(data) => (
          <Card aria-busy={bs.isFetching}>
            <CardContent className="grid gap-3">
              {data.total_assets_cents === 0 &&
              data.sections.every((s) => s.rows.every((r) => r.amount_cents === 0 && !r.prior_cents)) ? (
                <EmptyStatement>Nothing was posted on or before {data.as_of}.</EmptyStatement>
              ) : (
                <BalanceSheetTable bs={data} />
              )}
              <p className="text-muted-foreground text-xs">
                No closing entries are posted: retained earnings is the retained earnings account plus the net
                income of every fiscal year before {data.earnings.fiscal_year_start}; current year earnings is
                the net income from {data.earnings.fiscal_year_start} to {data.as_of}. An amount opens the
                lines behind it.
              </p>
            </CardContent>
          </Card>
        )}
      </QueryState>
    </div>
  );
}
