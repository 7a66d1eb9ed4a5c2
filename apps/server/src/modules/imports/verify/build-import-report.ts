import type { TImportMapping, TImportReport, TImportRunOptions } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations } from '../../../db/schema/index.ts';
import type { TImportSourceModel } from '../model/source-model.ts';
import { planAccounts } from '../stages/accounts-plan.ts';
import { sourceBalances } from '../stages/opening-entry.ts';
import {
  loadChart,
  resolveAccounts,
  resolveCustomers,
  resolveJobs,
  resolveVendors,
  systemAccountIds,
} from '../stages/resolve.ts';
import { recordCounts } from './report-counts.ts';
import {
  openPayablesByVendor,
  openReceivablesByCustomer,
  partyResolver,
  partyRows,
  sourcePayables,
  sourceReceivables,
} from './report-parties.ts';
import {
  accountLookup,
  importedBalances,
  monthEndChecks,
  sourceTrialBalance,
  trialBalanceRows,
  trialBalanceTotals,
} from './report-trial-balance.ts';

export type TImportReportRun = { id: string; cutoverDate: string; options: TImportRunOptions };

/** Whether the report shows nothing to explain: every difference and the clearing account zero, every count equal. */
export function isVerified(report: Omit<TImportReport, 'verified'>): boolean {
  return (
    report.trial_balance.every((r) => r.difference_cents === 0) &&
    report.receivables.every((r) => r.difference_cents === 0) &&
    report.payables.every((r) => r.difference_cents === 0) &&
    report.opening_clearing_cents === 0 &&
    report.counts.every((c) => c.source === c.imported) &&
    report.month_ends.every((m) => m.ok)
  );
}

/**
 * The verification report of an import (issue 24), as the books stand now at the cut-over date:
 *   1. the trial balance account by account — the source's rows on the accounts they map to beside
 *      the ledger's balances (period balances, never every line), AR, AP and retainage included, so a
 *      control account that the open documents do not restore shows its difference;
 *   2. open AR per customer and open AP per vendor: the source agings (or open documents) beside the
 *      product's subledgers as of the cut-over;
 *   3. the opening-clearing account's balance (zero when the documents tie to the trial balance);
 *   4. record counts per list;
 *   5. for a full-history import, debits = credits at every month end.
 * `verified` only when everything agrees. Reads balances and open documents: well under 2 s for a
 * large company.
 */
export async function buildImportReport(
  tx: Db,
  organizationId: string,
  run: TImportReportRun,
  model: TImportSourceModel,
  mapping: TImportMapping,
  now = new Date(),
): Promise<TImportReport> {
  const cutover = run.cutoverDate;
  // One statement at a time: a transaction is one connection.
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const chart = await loadChart(tx, organizationId);
  const system = await systemAccountIds(tx, organizationId);
  const accountPlan = planAccounts(model.accounts, mapping, chart, system, () => '');
  const resolved = await resolveAccounts(tx, organizationId, model, mapping);
  // The same balances the opening entry posts (or, for a full history without them, the journal's).
  const source = sourceTrialBalance(model, cutover, run.options.full_history, sourceBalances);
  const { balances, atCutover } = await importedBalances(
    tx,
    organizationId,
    cutover,
    chart,
    !source.fromJournal,
  );
  const trial = trialBalanceRows(source.rows, chart, accountLookup(resolved), balances);

  const customerOf = partyResolver('customer', mapping, await resolveCustomers(tx, organizationId));
  const vendorOf = partyResolver('vendor', mapping, await resolveVendors(tx, organizationId));
  const receivables = partyRows(
    sourceReceivables(model),
    await openReceivablesByCustomer(tx, organizationId, cutover),
    customerOf,
  );
  const payables = partyRows(
    sourcePayables(model),
    await openPayablesByVendor(tx, organizationId, cutover),
    vendorOf,
  );

  const clearing = chart.find((a) => a.systemKey === 'opening_clearing');
  const clearingTotals = clearing ? atCutover.get(clearing.id) : undefined;
  const counts = await recordCounts(tx, organizationId, {
    model,
    mapping,
    accountPlan,
    customerOf,
    vendorOf,
    jobs: await resolveJobs(tx, organizationId),
  });
  const monthEnds = run.options.full_history
    ? await monthEndChecks(tx, organizationId, cutover, model, atCutover)
    : [];

  const report: Omit<TImportReport, 'verified'> = {
    run_id: run.id,
    company_name: org?.name ?? '',
    cutover_date: cutover,
    generated_at: now.toISOString(),
    trial_balance: trial,
    trial_balance_totals: trialBalanceTotals(trial),
    receivables,
    payables,
    opening_clearing_cents: clearingTotals ? clearingTotals.debit - clearingTotals.credit : 0,
    counts,
    month_ends: monthEnds,
  };
  return { ...report, verified: isVerified(report) };
}
