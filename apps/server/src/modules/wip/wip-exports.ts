import { formatBps, formatCents, type TProfitFade, type TWipSchedule } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import type { TPdfCompany } from '../../lib/pdf/company-header.ts';
import type { TReportPdf, TReportRow } from '../../lib/pdf/report-pdf.ts';

/** The WIP schedule's CSV: the screen's columns and more, one row per job, then the totals. */
export const WIP_CSV_COLUMNS = [
  'Job',
  'Job name',
  'Customer',
  'Original contract',
  'Approved changes',
  'Revised contract',
  'Revised budget',
  'Cost to date',
  'Estimated cost to complete',
  'Estimate set',
  'Estimated total cost',
  'Percent complete',
  'Earned revenue',
  'Billed to date',
  'Over (under) billing',
  'Estimated gross profit',
  'Estimated margin percent',
  'Gross profit to date',
  'Projected loss',
  'Loss provision',
] as const;

const bpsToCsv = (bps: number | null) => (bps === null ? '' : bps / 100);

export function wipCsvRows(schedule: TWipSchedule): TCsvValue[][] {
  const rows: TCsvValue[][] = schedule.rows.map((r) => [
    r.job_number,
    r.job_name,
    r.customer_name,
    centsToCsv(r.original_contract_cents),
    centsToCsv(r.approved_changes_cents),
    centsToCsv(r.revised_contract_cents),
    centsToCsv(r.revised_budget_cents),
    centsToCsv(r.cost_to_date_cents),
    centsToCsv(r.cost_to_complete_cents),
    r.is_estimate_set ? 'yes' : 'default',
    centsToCsv(r.estimated_total_cost_cents),
    bpsToCsv(r.percent_complete_bps),
    centsToCsv(r.earned_revenue_cents),
    centsToCsv(r.billed_to_date_cents),
    centsToCsv(r.over_under_cents),
    centsToCsv(r.estimated_gross_profit_cents),
    bpsToCsv(r.estimated_margin_bps),
    centsToCsv(r.gross_profit_to_date_cents),
    r.is_loss ? 'yes' : '',
    centsToCsv(r.loss_provision_cents),
  ]);
  const t = schedule.totals;
  rows.push([
    'Total',
    `${schedule.rows.length} jobs`,
    '',
    centsToCsv(schedule.rows.reduce((s, r) => s + r.original_contract_cents, 0)),
    centsToCsv(schedule.rows.reduce((s, r) => s + r.approved_changes_cents, 0)),
    centsToCsv(t.revised_contract_cents),
    centsToCsv(schedule.rows.reduce((s, r) => s + r.revised_budget_cents, 0)),
    centsToCsv(t.cost_to_date_cents),
    centsToCsv(t.cost_to_complete_cents),
    '',
    centsToCsv(t.estimated_total_cost_cents),
    bpsToCsv(t.percent_complete_bps),
    centsToCsv(t.earned_revenue_cents),
    centsToCsv(t.billed_to_date_cents),
    centsToCsv(t.over_under_cents),
    centsToCsv(t.estimated_gross_profit_cents),
    bpsToCsv(t.estimated_margin_bps),
    centsToCsv(t.gross_profit_to_date_cents),
    t.loss_jobs > 0 ? `${t.loss_jobs}` : '',
    centsToCsv(t.loss_provision_cents),
  ]);
  return rows;
}

/** Over/(under) as accountants print it: an under-billing in parentheses. */
export function overUnderText(cents: number): string {
  return cents < 0 ? `(${formatCents(-cents)})` : formatCents(cents);
}

const marginText = (bps: number | null) => (bps === null ? '—' : formatBps(bps));

/** The WIP schedule's PDF (landscape): one row per job, the totals, the over/under split and notes. */
export function wipPdf(company: TPdfCompany, schedule: TWipSchedule): TReportPdf {
  const t = schedule.totals;
  const rows: TReportRow[] = schedule.rows.map((r) => ({
    cells: [
      `${r.job_number} ${r.job_name}${r.is_loss ? ' (loss)' : ''}`,
      formatCents(r.revised_contract_cents),
      formatCents(r.cost_to_date_cents),
      `${formatCents(r.cost_to_complete_cents)}${r.is_estimate_set ? '' : '*'}`,
      formatCents(r.estimated_total_cost_cents),
      formatBps(r.percent_complete_bps),
      formatCents(r.earned_revenue_cents),
      formatCents(r.billed_to_date_cents),
      overUnderText(r.over_under_cents),
      formatCents(r.estimated_gross_profit_cents),
      marginText(r.estimated_margin_bps),
    ],
  }));
  rows.push({
    kind: 'total',
    cells: [
      `Total (${schedule.rows.length} jobs)`,
      formatCents(t.revised_contract_cents),
      formatCents(t.cost_to_date_cents),
      formatCents(t.cost_to_complete_cents),
      formatCents(t.estimated_total_cost_cents),
      formatBps(t.percent_complete_bps),
      formatCents(t.earned_revenue_cents),
      formatCents(t.billed_to_date_cents),
      overUnderText(t.over_under_cents),
      formatCents(t.estimated_gross_profit_cents),
      marginText(t.estimated_margin_bps),
    ],
  });
  const adjustment = schedule.posted_adjustment;
  return {
    company,
    title: 'WIP Schedule (cost-to-cost)',
    parameters: [
      ['Period ending', schedule.period_end],
      ['Jobs', String(schedule.rows.length)],
    ],
    orientation: 'landscape',
    columns: [
      { header: 'Job', width: '*' },
      { header: 'Revised contract', align: 'right' },
      { header: 'Cost to date', align: 'right' },
      { header: 'Cost to complete', align: 'right' },
      { header: 'Est. total cost', align: 'right' },
      { header: '% complete', align: 'right' },
      { header: 'Earned revenue', align: 'right' },
      { header: 'Billed to date', align: 'right' },
      { header: 'Over/(under)', align: 'right' },
      { header: 'Est. gross profit', align: 'right' },
      { header: 'Margin', align: 'right', width: 52 },
    ],
    rows,
    notes: [
      `Over-billings (billings in excess of costs and estimated earnings): ${formatCents(t.over_billings_cents)}. Under-billings (costs and estimated earnings in excess of billings): ${formatCents(t.under_billings_cents)}.`,
      t.loss_jobs > 0
        ? `Projected losses are recognised in full: ${t.loss_jobs} job(s), provision ${formatCents(t.loss_provision_cents)} beyond the percent complete.`
        : 'No job projects a loss.',
      '* Estimated cost to complete by default (revised budget − cost to date); the others were set for this period.',
      adjustment
        ? `WIP adjustment posted: ${adjustment.entry.entry_number} dated ${adjustment.entry.entry_date}, reversed by ${adjustment.reversal.entry_number} dated ${adjustment.reversal.entry_date}.`
        : 'No WIP adjustment posted for this period.',
    ],
  };
}

export const PROFIT_FADE_CSV_COLUMNS = [
  'Month end',
  'Jobs',
  'Revised contract',
  'Cost to date',
  'Estimated cost to complete',
  'Estimated total cost',
  'Estimated gross profit',
  'Estimated margin percent',
  'Percent complete',
  'Billed to date',
  'Earned revenue',
  'Over (under) billing',
  'Estimates set',
] as const;

export function profitFadeCsvRows(fade: TProfitFade): TCsvValue[][] {
  return fade.months.map((m) => [
    m.period_end,
    m.jobs,
    centsToCsv(m.revised_contract_cents),
    centsToCsv(m.cost_to_date_cents),
    centsToCsv(m.cost_to_complete_cents),
    centsToCsv(m.estimated_total_cost_cents),
    centsToCsv(m.estimated_gross_profit_cents),
    bpsToCsv(m.estimated_margin_bps),
    bpsToCsv(m.percent_complete_bps),
    centsToCsv(m.billed_to_date_cents),
    centsToCsv(m.earned_revenue_cents),
    centsToCsv(m.over_under_cents),
    m.estimates_set,
  ]);
}

/** Job profitability over time as PDF (landscape): a row per month end and the fade. */
export function profitFadePdf(company: TPdfCompany, fade: TProfitFade): TReportPdf {
  return {
    company,
    title: 'Job Profitability Over Time',
    parameters: [
      ['Job', fade.job ? `${fade.job.job_number} ${fade.job.job_name}` : 'All jobs'],
      ['Months', `${fade.from.slice(0, 7)} to ${fade.to.slice(0, 7)}`],
    ],
    orientation: 'landscape',
    columns: [
      { header: 'Month end' },
      { header: 'Jobs', align: 'right' },
      { header: 'Revised contract', align: 'right' },
      { header: 'Est. total cost', align: 'right' },
      { header: 'Est. gross profit', align: 'right' },
      { header: 'Margin', align: 'right' },
      { header: 'Cost to date', align: 'right' },
      { header: '% complete', align: 'right' },
      { header: 'Billed to date', align: 'right' },
      { header: 'Over/(under)', align: 'right' },
    ],
    rows: fade.months.map((m) => ({
      cells: [
        m.period_end,
        String(m.jobs),
        formatCents(m.revised_contract_cents),
        formatCents(m.estimated_total_cost_cents),
        formatCents(m.estimated_gross_profit_cents),
        marginText(m.estimated_margin_bps),
        formatCents(m.cost_to_date_cents),
        formatBps(m.percent_complete_bps),
        formatCents(m.billed_to_date_cents),
        overUnderText(m.over_under_cents),
      ],
    })),
    notes: [
      fade.fade_bps === null
        ? 'Fewer than two months with a margin: no fade to measure.'
        : `Margin change from the first month to the last: ${fade.fade_bps >= 0 ? '+' : '−'}${(Math.abs(fade.fade_bps) / 100).toFixed(2)} percentage points.`,
    ],
  };
}
