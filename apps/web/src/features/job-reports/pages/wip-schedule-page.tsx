// Subpath import: money needs no zod.

import type { TWipSchedule } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import { LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCan } from '@/features/auth/api/use-can';
import { useReportParams } from '@/features/reports/use-report-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWipSchedule } from '../wip/api/use-wip';
import { WipAdjustmentPanel } from '../wip/components/wip-adjustment-panel';
import { WipOverUnderChart } from '../wip/components/wip-over-under-chart';
import { overUnderText, WipScheduleTable } from '../wip/components/wip-schedule-table';
import {
  monthLabel,
  percentText,
  periodEndFromMonth,
  WIP_DEFAULTS,
  WIP_REPORT_KEY,
  ZWipParams,
} from '../wip/wip-params';

/** Why the period's estimates cannot change, or null when they can. */
function estimateLock(schedule: TWipSchedule, canWrite: boolean): string | null {
  if (!canWrite) return 'Setting estimates is for people who edit job cost.';
  const closed = schedule.books_closed_through;
  if (closed && schedule.period_end <= closed) return `The books are closed through ${closed}.`;
  if (schedule.posted_adjustment)
    return 'The WIP adjustment of this period is posted: withdraw it to change an estimate.';
  return null;
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'loss' }) {
  return (
    <div className="grid gap-0.5 rounded-md border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd
        className={
          tone === 'loss' ? 'font-semibold text-destructive tabular-nums' : 'font-semibold tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The WIP schedule (issue 17, items 4–6): cost-to-cost at a month end — per job the revised contract,
 * cost to date, estimated cost to complete (set in place, per period), percent complete, earned
 * revenue, billed, over/(under) billing, gross profit and margin, a projected loss in full; totals; the
 * over/under chart; the WIP adjustment posted to the ledger; CSV, PDF and print. The period is
 * remembered per person.
 */
export function WipSchedulePage() {
  useDocumentTitle('WIP Schedule');
  const canRead = useCan('jobcost:read');
  const canWrite = useCan('jobcost:write');
  const canPost = useCan('ledger:post');
  const { params, setParams, isLoaded } = useReportParams(WIP_REPORT_KEY, ZWipParams, WIP_DEFAULTS);
  const schedule = useWipSchedule(params.period_end, canRead && isLoaded);

  if (!canRead)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="WIP Schedule" />
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          The WIP schedule is for people who read job cost.
        </p>
      </div>
    );

  const periodEnd = params.period_end;
  const data = schedule.data;
  return (
    <div className="mx-auto grid max-w-[96rem] grid-cols-1 gap-6">
      <PageHeader
        title="WIP Schedule"
        subtitle="Work in progress, cost-to-cost: what each job has earned against what it has billed"
      />
      <Card className="print:border-0 print:shadow-none">
        <CardHeader className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2>Period ending {periodEnd}</h2>
            </CardTitle>
            <CardDescription className="max-w-3xl">
              % complete = cost to date ÷ estimated total cost; earned revenue = % complete × revised
              contract; over/(under) = billed to date (retainage included) − earned. A projected loss is
              recognised in full. Estimated cost to complete is the period's estimate or, by default, revised
              budget − cost to date.
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-3 print:hidden">
            <div className="grid gap-2">
              <Label htmlFor="wip-period">Month</Label>
              <Input
                id="wip-period"
                type="month"
                className="w-44"
                value={periodEnd.slice(0, 7)}
                onChange={(event) => {
                  const end = periodEndFromMonth(event.target.value);
                  if (end) setParams({ period_end: end });
                }}
              />
            </div>
            <Link to="/reports/profit-fade" className={buttonVariants({ variant: 'outline' })}>
              <LineChart aria-hidden="true" />
              Profit fade
            </Link>
            <ReportExportButtons
              csvPath={`/api/v1/wip/schedule.csv?period_end=${periodEnd}`}
              pdfPath={`/api/v1/wip/schedule.pdf?period_end=${periodEnd}`}
              fileBase={`wip-schedule-${periodEnd}`}
              what="the WIP schedule"
              isDisabled={!data || data.rows.length === 0}
            />
          </div>
        </CardHeader>
        <CardContent>
          <QueryState
            query={schedule}
            loadingLabel="Loading the WIP schedule"
            loadingRows={8}
            errorText="Could not load the WIP schedule"
          >
            {(loaded) =>
              loaded.rows.length === 0 ? (
                <div className="grid gap-2 rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                  <p>
                    No job in progress at {monthLabel(periodEnd)}: a job is listed once it has a contract and
                    cost or billings.
                  </p>
                  {loaded.jobs_without_contract > 0 ? (
                    <p>
                      {loaded.jobs_without_contract} job(s) with cost have no contract yet, so they cannot be
                      measured.
                    </p>
                  ) : null}
                </div>
              ) : (
                <div className="grid gap-8">
                  <dl
                    className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
                    aria-label="Totals of the period"
                  >
                    <Figure
                      label="Revised contracts"
                      value={formatCents(loaded.totals.revised_contract_cents)}
                    />
                    <Figure label="Earned revenue" value={formatCents(loaded.totals.earned_revenue_cents)} />
                    <Figure label="Billed to date" value={formatCents(loaded.totals.billed_to_date_cents)} />
                    <Figure label="Net over/(under)" value={overUnderText(loaded.totals.over_under_cents)} />
                    <Figure
                      label="Est. gross profit"
                      value={`${formatCents(loaded.totals.estimated_gross_profit_cents)} · ${percentText(loaded.totals.estimated_margin_bps)}`}
                    />
                    <Figure
                      label="Loss jobs"
                      value={
                        loaded.totals.loss_jobs === 0
                          ? 'None'
                          : `${loaded.totals.loss_jobs} · provision ${formatCents(loaded.totals.loss_provision_cents)}`
                      }
                      tone={loaded.totals.loss_jobs > 0 ? 'loss' : undefined}
                    />
                  </dl>
                  <WipOverUnderChart schedule={loaded} />
                  <div className="grid gap-2">
                    <WipScheduleTable schedule={loaded} lockedReason={estimateLock(loaded, canWrite)} />
                    <p className="text-muted-foreground text-xs">
                      <span
                        aria-hidden="true"
                        className="mr-1.5 inline-block size-1.5 rounded-full bg-primary align-middle"
                      />
                      Estimated cost to complete set for the period; in grey, the default (revised budget −
                      cost to date).{' '}
                      {estimateLock(loaded, canWrite) ??
                        'Enter on a figure edits it, Enter saves, Escape cancels.'}
                    </p>
                  </div>
                  {loaded.jobs_without_contract > 0 ? (
                    <p className="text-muted-foreground text-sm">
                      {loaded.jobs_without_contract} job(s) with cost have no contract and are not on the
                      schedule.
                    </p>
                  ) : null}
                  <WipAdjustmentPanel schedule={loaded} canPost={canPost} />
                </div>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
