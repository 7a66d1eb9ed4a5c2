import type { TAgingView, TApAgingReport } from '@groundwork/shared';
import type { TPdfCompany } from '../../lib/pdf/company-header.ts';
import type { TReportPdf } from '../../lib/pdf/report-pdf.ts';
import { agingPdf, tieOutNote } from '../party-statements/aging-pdf.ts';
import { groupBy } from '../party-statements/report-rows.ts';

/** The AP aging as a report PDF: the screen's summary, or per vendor its open bills. */
export function apAgingPdf(
  company: TPdfCompany,
  report: TApAgingReport,
  view: TAgingView,
  filters: { vendor: string | null; job: string | null },
): TReportPdf {
  const byVendor = groupBy(report.details, (d) => d.vendor_id);
  const tie = report.tie_out;
  return agingPdf({
    company,
    title: 'AP Aging',
    parameters: [
      ['As of', report.as_of],
      ['View', view === 'summary' ? 'Summary' : 'Detail'],
      ['Vendor', filters.vendor ?? 'All vendors'],
      ['Job', filters.job ?? 'All jobs'],
    ],
    view,
    hasCredits: false,
    parties: report.vendors.map((v) => ({
      name: v.vendor_name,
      number: v.vendor_number,
      figures: v,
      credit_cents: 0,
      documents: (byVendor.get(v.vendor_id) ?? []).map((d) => ({
        reference: `${d.kind === 'invoice' ? d.number : `${d.number} retainage release`}${d.jobs.length ? ` · ${d.jobs.join(', ')}` : ''}`,
        due_date: d.due_date,
        days_past_due: d.days_past_due,
        bucket: d.bucket,
        open_cents: d.open_cents,
        retainage_held_cents: d.retainage_held_cents,
      })),
    })),
    totals: { ...report.totals, credit_cents: 0 },
    notes: [
      'Open amounts of posted invoices and released retainage by days past the due date. Retainage still held is not aged: it is its own column.',
      `Tie-out as of ${report.as_of} (the whole company's: the control accounts are not kept by job or vendor):`,
      tieOutNote('Accounts payable', tie.ap_subledger_cents, tie.ap_control_cents),
      tieOutNote('Retainage payable', tie.retainage_subledger_cents, tie.retainage_control_cents),
    ],
  });
}
