import type { TImportMapping, TImportReport } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import type { TImportSourceModel } from '../model/source-model.ts';
import { normalizePath, type TAccountPlanRow } from '../stages/accounts-plan.ts';
import { documentPartyName } from './report-parties.ts';

type TCountRow = TImportReport['counts'][number];

export const IMPORT_COUNT_LISTS = {
  accounts: 'Accounts',
  customers: 'Customers',
  jobs: 'Jobs',
  vendors: 'Vendors',
  openInvoices: 'Open invoices',
  openBills: 'Unpaid bills',
  bankItems: 'Outstanding checks and deposits',
} as const;

export type TCountInputs = {
  model: TImportSourceModel;
  mapping: TImportMapping;
  /** The accounts plan run against the chart as it stands after the import. */
  accountPlan: readonly TAccountPlanRow[];
  customerOf: (name: string) => string | null;
  vendorOf: (name: string) => string | null;
  jobs: ReadonlyMap<string, string>;
};

/**
 * Each list's count in the source beside the records the product holds for it now — created by this
 * run or found unchanged by natural key (a rerun's lists are all found): accounts the plan finds in
 * the chart (non-posting source accounts are not counted), customers and vendors by name, jobs by
 * `Customer:Job`, open invoices by their source number among the opening applications not void,
 * unpaid bills by vendor and number among the imports' bills not void, outstanding bank items among
 * the opening items whose entry is not reversed.
 */
export async function recordCounts(
  tx: Db,
  organizationId: string,
  input: TCountInputs,
): Promise<TCountRow[]> {
  const { model } = input;
  const postingAccounts = input.accountPlan.filter((r) => r.action !== 'skip');
  const invoiceNumbers = new Set(
    rowsOf<{ n: string }>(
      await tx.execute(sql`
        select distinct lower(source_number) as n from pay_applications
        where organization_id = ${organizationId} and kind = 'opening' and status <> 'void' and source_number is not null`),
    ).map((r) => r.n),
  );
  const bills = new Set(
    rowsOf<{ k: string }>(
      await tx.execute(sql`
        select distinct i.vendor_id::text || '|' || lower(i.invoice_number) as k
        from ap_invoices i
        where i.organization_id = ${organizationId} and i.status <> 'void'
          and exists (select 1 from import_run_records r
                      where r.organization_id = ${organizationId} and r.entity_type = 'ap_invoice' and r.entity_id = i.id)`),
    ).map((r) => r.k),
  );
  const [bank] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from bank_opening_items b
      join journal_entries e on e.organization_id = b.organization_id and e.id = b.entry_id
      where b.organization_id = ${organizationId} and e.reversed_by_id is null`),
  );
  const count = <T>(items: readonly T[], found: (item: T) => boolean) => items.filter(found).length;
  const rows: [string, number, number][] = [
    [
      IMPORT_COUNT_LISTS.accounts,
      postingAccounts.length,
      count(postingAccounts, (r) => r.action === 'existing'),
    ],
    [
      IMPORT_COUNT_LISTS.customers,
      model.customers.length,
      count(model.customers, (c) => !!input.customerOf(c.name)),
    ],
    [
      IMPORT_COUNT_LISTS.jobs,
      model.jobs.length,
      count(model.jobs, (j) => input.jobs.has(normalizePath(j.fullName).toLowerCase())),
    ],
    [IMPORT_COUNT_LISTS.vendors, model.vendors.length, count(model.vendors, (v) => !!input.vendorOf(v.name))],
    [
      IMPORT_COUNT_LISTS.openInvoices,
      model.openInvoices.length,
      count(model.openInvoices, (d) => invoiceNumbers.has(d.number.trim().toLowerCase())),
    ],
    [
      IMPORT_COUNT_LISTS.openBills,
      model.openBills.length,
      count(model.openBills, (d) => {
        const vendor = input.vendorOf(documentPartyName(d));
        return vendor !== null && bills.has(`${vendor}|${d.number.trim().toLowerCase()}`);
      }),
    ],
    [IMPORT_COUNT_LISTS.bankItems, model.bankItems.length, bank?.n ?? 0],
  ];
  return rows.map(([list, source, imported]) => ({ list, source, imported }));
}
