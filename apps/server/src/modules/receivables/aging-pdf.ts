import { applicationReference, type TAgingReport, type TAgingView } from '@groundwork/shared';
import type { TPdfCompany } from '../../lib/pdf/company-header.ts';
import type { TReportPdf } from '../../lib/pdf/report-pdf.ts';
import { agingPdf, tieOutNote } from '../party-statements/aging-pdf.ts';
import { groupBy } from '../party-statements/report-rows.ts';

/** The AR aging as a report PDF: the screen's summary, or per customer its open applications. */
export function arAgingPdf(
  company: TPdfCompany,
  report: TAgingReport,
  view: TAgingView,
  customerLabel: string | null,
): TReportPdf {
  const byCustomer = groupBy(report.details, (d) => d.customer_id);
  const tie = report.tie_out;
  return agingPdf({
    company,
    title: 'AR Aging',
    parameters: [
      ['As of', report.as_of],
      ['View', view === 'summary' ? 'Summary' : 'Detail'],
      ['Customer', customerLabel ?? 'All customers'],
    ],
    view,
    hasCredits: true,
    parties: report.customers.map((c) => ({
      name: c.customer_name,
      number: c.customer_number,
      figures: c,
      credit_cents: c.credit_cents,
      documents: (byCustomer.get(c.customer_id) ?? []).map((d) => ({
        reference: applicationReference(d),
        due_date: d.due_date,
        days_past_due: d.days_past_due,
        bucket: d.bucket,
        open_cents: d.open_cents,
        retainage_held_cents: d.retainage_held_cents,
      })),
    })),
    totals: report.totals,
    notes: [
      'Open amounts by days past the due date. Retainage held is not aged: it is its own column. Credits are payments not yet applied; they lower the balance.',
      `Tie-out as of ${report.as_of} (the whole company's):`,
      tieOutNote('Accounts receivable (open − credits)', tie.ar_subledger_cents, tie.ar_control_cents),
      tieOutNote('Retainage receivable', tie.retainage_subledger_cents, tie.retainage_control_cents),
    ],
  });
}
