import { maskTaxId, reportingThresholdCents, type T1099Report } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export type T1099Row = {
  vendor_id: string;
  vendor_number: string;
  vendor_name: string;
  tax_id: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  payment_count: number;
  total_paid_cents: number;
  is_reportable: boolean;
};

/**
 * The payments of a calendar year to the vendors flagged for 1099, by payment date: every payment
 * not void (a voided check was never paid, whatever the year it was voided in), per vendor with its
 * tax ID, address, count and total; reportable once the total reaches the year's threshold. The rows
 * carry the tax ID whole: only the CSV of a caller who may see it writes it so.
 */
export async function form1099Rows(tx: Db, organizationId: string, year: number): Promise<T1099Row[]> {
  const threshold = reportingThresholdCents(year);
  const rows = rowsOf<
    Omit<T1099Row, 'payment_count' | 'total_paid_cents' | 'is_reportable'> & {
      payment_count: string;
      total_paid_cents: string;
    }
  >(
    await tx.execute(sql`
      select v.id as vendor_id, v.vendor_number, v.name as vendor_name, v.tax_id, v.address, v.city, v.state,
        v.zip, count(*)::text as payment_count, sum(p.amount_cents)::text as total_paid_cents
      from ap_payments p
      join vendors v on v.organization_id = p.organization_id and v.id = p.vendor_id
      where p.organization_id = ${organizationId} and p.status = 'posted' and v.is_1099
        and p.payment_date >= make_date(${year}::int, 1, 1) and p.payment_date < make_date(${year}::int + 1, 1, 1)
      group by v.id, v.vendor_number, v.name, v.tax_id, v.address, v.city, v.state, v.zip
      order by v.name, v.vendor_number`),
  );
  return rows.map((r) => ({
    ...r,
    payment_count: Number(r.payment_count),
    total_paid_cents: Number(r.total_paid_cents),
    is_reportable: Number(r.total_paid_cents) >= threshold,
  }));
}

/** The screen's report: tax IDs masked, with totals and the vendors still missing one. */
export function form1099Report(
  year: number,
  rows: readonly T1099Row[],
  mayExportTaxIds: boolean,
): T1099Report {
  const reportable = rows.filter((r) => r.is_reportable);
  return {
    year,
    threshold_cents: reportingThresholdCents(year),
    vendors: rows.map((r) => ({ ...r, tax_id: maskTaxId(r.tax_id) })),
    total_paid_cents: rows.reduce((s, r) => s + r.total_paid_cents, 0),
    reportable_count: reportable.length,
    missing_tax_id_count: reportable.filter((r) => !r.tax_id).length,
    may_export_tax_ids: mayExportTaxIds,
  };
}
