import { isIsoDate, REPORT_YEAR_MAX, REPORT_YEAR_MIN, type TApAgingDetail } from '@groundwork/shared';

/** The aging's query string: the date, and the job when one is chosen. */
export function agingQueryString(asOf: string, jobId: string): string {
  const query = new URLSearchParams({ as_of: asOf });
  if (jobId) query.set('job_id', jobId);
  return query.toString();
}

/** The as-of date in the URL when it is a real date, else today. */
export function asOfFromParam(param: string | null, today: string): string {
  return param && isIsoDate(param) ? param : today;
}

/** The year in the URL when it is one the report offers, else this year. */
export function yearFromParam(param: string | null, currentYear: number): number {
  const year = Number(param);
  return param && /^\d{4}$/.test(param) && year >= REPORT_YEAR_MIN && year <= REPORT_YEAR_MAX
    ? year
    : currentYear;
}

/** What a bill of the aging is called: 'Invoice 1042', 'Retainage released on J-26-001-SC-01'. */
export function agingDetailLabel(detail: Pick<TApAgingDetail, 'kind' | 'number'>): string {
  return detail.kind === 'invoice' ? `Invoice ${detail.number}` : `Retainage released on ${detail.number}`;
}

/** How late a bill is, in words: 'due 2026-05-30', 'due 2026-03-29 · 63 days past due'. */
export function dueText(detail: Pick<TApAgingDetail, 'due_date' | 'days_past_due'>): string {
  const days = detail.days_past_due;
  if (days <= 0) return `due ${detail.due_date}`;
  return `due ${detail.due_date} · ${days} day${days === 1 ? '' : 's'} past due`;
}

const SOURCE_LABELS: Record<string, string> = {
  ap_invoice: 'Vendor invoice',
  ap_payment: 'Vendor payment',
  retainage_release: 'Retainage release',
  manual: 'Journal entry',
  opening: 'Opening balance',
  ar_invoice: 'Pay application',
  ar_receipt: 'Customer receipt',
  payroll: 'Payroll',
  wip: 'WIP adjustment',
  import: 'Import',
};

/** Where a line of job cost came from: 'Vendor invoice', 'Void of a vendor invoice', 'Journal entry'. */
export function costSourceLabel(line: {
  source_type: string;
  is_reversal: boolean;
  invoice: unknown;
}): string {
  if (line.is_reversal) return line.invoice ? 'Void of a vendor invoice' : 'Reversal';
  return SOURCE_LABELS[line.source_type] ?? line.source_type;
}
