import type { TReportPreferenceList } from '@groundwork/shared';
import type { TPermission } from '@groundwork/shared/roles/permissions';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { useCan } from '@/features/auth/api/use-can';
import { apiFetch } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { describeParams, REPORT_GROUPS, type TReportEntry } from '../report-catalog';

const PERMISSIONS: readonly TPermission[] = ['ledger:read', 'billing:read', 'payables:read', 'jobcost:read'];

/** Which of the report permissions the person holds (hooks in a fixed order). */
function useReportPermissions(): ReadonlySet<TPermission> {
  const ledger = useCan('ledger:read');
  const billing = useCan('billing:read');
  const payables = useCan('payables:read');
  const jobCost = useCan('jobcost:read');
  return React.useMemo(() => {
    const held = [ledger, billing, payables, jobCost];
    return new Set(PERMISSIONS.filter((_, i) => held[i]));
  }, [ledger, billing, payables, jobCost]);
}

function matches(report: TReportEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || `${report.title} ${report.description}`.toLowerCase().includes(needle);
}

/**
 * The reports home (issue 17, item 1): every report the person may read, grouped (financial
 * statements, ledgers, receivables and payables, job reports), each with the parameters they last ran
 * it with; the page of each report shows it on screen first and exports from there.
 */
export function ReportsHomePage() {
  useDocumentTitle('Financial Reports');
  const held = useReportPermissions();
  const [search, setSearch] = React.useState('');
  const remembered = useQuery({
    queryKey: ['report-preferences', 'mine'],
    queryFn: () => apiFetch<TReportPreferenceList>('/api/v1/reports/preferences/mine'),
  });
  const lastRun = new Map((remembered.data?.items ?? []).map((item) => [item.report_key, item.params]));
  const groups = REPORT_GROUPS.map((group) => ({
    ...group,
    reports: group.reports.filter((report) => held.has(report.permission) && matches(report, search)),
  })).filter((group) => group.reports.length > 0);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Financial Reports"
        subtitle="Statements, ledgers, receivables and payables, job reports and WIP — on screen first, then CSV, PDF or print"
      />
      <SearchBox
        id="report-search"
        label="Find a report"
        placeholder="Balance sheet, aging, WIP…"
        value={search}
        onChange={setSearch}
      />
      {held.size === 0 ? (
        <p role="status" className="rounded-md border p-4 text-muted-foreground text-sm">
          You don't have permission to view any report. Please contact an administrator.
        </p>
      ) : groups.length === 0 ? (
        <p role="status" className="rounded-md border p-4 text-muted-foreground text-sm">
          No report matches “{search.trim()}”.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {groups.map((group) => {
            const headingId = `reports-${group.title.toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <section
                key={group.title}
                aria-labelledby={headingId}
                className="rounded-xl border bg-card p-4 shadow-sm md:p-5"
              >
                <h2 id={headingId} className="mb-3 font-bold text-primary text-sm tracking-wider">
                  {group.title}
                </h2>
                <ul className="grid gap-2">
                  {group.reports.map((report) => {
                    const last = report.key ? describeParams(lastRun.get(report.key)) : '';
                    return (
                      <li key={report.path}>
                        <Link
                          to={report.path}
                          className="flex items-center gap-3 rounded-lg border bg-background p-3 outline-none transition-colors hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                        >
                          <span className="grid min-w-0 flex-1 gap-0.5">
                            <span className="font-medium">{report.title}</span>
                            <span className="text-muted-foreground text-sm">{report.description}</span>
                            {last ? (
                              <span className="text-muted-foreground text-xs">Last run: {last}</span>
                            ) : null}
                          </span>
                          <ChevronRight
                            aria-hidden="true"
                            className="size-4 shrink-0 text-muted-foreground"
                          />
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
