import { randomUUID } from 'node:crypto';
import type { TImportRowError } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { apInvoiceLines, apInvoices } from '../../../db/schema/index.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import type { TSourceOpenDocument } from '../model/source-model.ts';
import { openingBillLines } from './open-bills-posting.ts';
import {
  afterCutover,
  appErrorMessage,
  cutoverOf,
  duplicateKeys,
  formatAmount,
  nameMapOf,
  rowError,
} from './opening-entry-support.ts';
import { ensureImportSystemAccounts, partyKey, resolveVendors } from './resolve.ts';
import {
  emptyStageResult,
  type TImportStageRunner,
  type TStageContext,
  type TStageResult,
} from './stage-types.ts';

const STAGE = 'open_bills' as const;
const MAX_NUMBER = 50;

/**
 * Unpaid bills at the cut-over, each a posted vendor invoice with one overhead line on opening
 * clearing (Pay Bills, AP aging and retainage payable then treat it like any other):
 *   1. every row checked: a number seen once per vendor (≤ 50 characters), dated on or before the
 *      cut-over, a vendor found by name or the mapping, a positive amount;
 *   2. any error blocks the stage;
 *   3. a bill of the vendor with that number already there: unchanged when an import posted it, an
 *      error otherwise (the vendor's bill numbers are unique);
 *   4. insert the invoice (status posted) and its line, post the rule (Dr opening clearing gross, Cr AP
 *      open, Cr retainage payable held) dated the cut-over, link the entry, record both.
 */
async function runOpenBills(ctx: TStageContext): Promise<TStageResult> {
  const result = emptyStageResult();
  const docs = ctx.model.openBills;
  if (docs.length === 0) return result;
  result.rows = docs.length;
  const cutover = cutoverOf(ctx, STAGE);
  if (typeof cutover !== 'string') return { ...result, errors: [cutover] };
  const org = ctx.caller.organizationId;
  const errors: TImportRowError[] = [];

  // 1. Rows.
  const vendors = await resolveVendors(ctx.tx, org);
  const keyOf = (d: TSourceOpenDocument) => `${partyKey(d.partyName)}:${d.number.trim().toLowerCase()}`;
  const twice = duplicateKeys(docs, keyOf);
  const reported = new Set<string>();
  type TPlanned = { doc: TSourceOpenDocument; vendorId: string };
  const planned: TPlanned[] = [];
  for (const doc of docs) {
    const label = `Bill ${doc.number}`;
    const before = errors.length;
    if (twice.has(keyOf(doc))) {
      if (!reported.has(keyOf(doc))) errors.push(rowError(STAGE, doc.ref, `${label} appears twice`));
      reported.add(keyOf(doc));
    }
    if (doc.number.trim().length === 0 || doc.number.trim().length > MAX_NUMBER)
      errors.push(rowError(STAGE, doc.ref, `${label}: a bill number has 1 to ${MAX_NUMBER} characters`));
    if (doc.date > cutover) errors.push(rowError(STAGE, doc.ref, afterCutover(label, doc.date, cutover)));
    const vendorMap = nameMapOf(ctx.mapping, 'vendor', doc.partyName);
    if (vendorMap?.action === 'ignore') continue;
    const vendorId =
      (vendorMap?.action === 'map' ? vendorMap.targetId : null) ?? vendors.get(partyKey(doc.partyName));
    if (!vendorId) errors.push(rowError(STAGE, doc.ref, `${label}: vendor '${doc.partyName}' not found`));
    if (doc.openCents === 0 && doc.retainageCents === 0) continue;
    if (doc.openCents < 0 || doc.retainageCents < 0)
      errors.push(rowError(STAGE, doc.ref, `${label}: a vendor credit cannot be imported as an unpaid bill`));
    if (errors.length === before && vendorId) planned.push({ doc, vendorId });
  }
  if (errors.length > 0) return { ...result, errors };

  // 3. Bills already there.
  const existing = new Map(
    rowsOf<{ key: string; imported: boolean }>(
      await ctx.tx.execute(sql`
        select i.vendor_id || ':' || lower(i.invoice_number) as key, coalesce(e.source_type = 'import', false) as imported
        from ap_invoices i
        left join journal_entries e on e.organization_id = i.organization_id and e.id = i.journal_entry_id
        where i.organization_id = ${org} and i.status <> 'void'`),
    ).map((r) => [r.key, r.imported]),
  );
  const system = await ensureImportSystemAccounts(ctx.tx, org, ctx.record);
  const accounts = await apAccounts(ctx);
  if (typeof accounts === 'string') return { ...result, errors: [rowError(STAGE, null, accounts)] };

  for (const [i, p] of planned.entries()) {
    const label = `Bill ${p.doc.number}`;
    const number = p.doc.number.trim();
    const already = existing.get(`${p.vendorId}:${number.toLowerCase()}`);
    if (already === true) {
      result.unchanged++;
      continue;
    }
    if (already === false) {
      errors.push(
        rowError(STAGE, p.doc.ref, `${label}: ${p.doc.partyName} already has a bill numbered ${number}`),
      );
      continue;
    }
    if (errors.length > 0) continue;
    try {
      const id = await insertOpeningBill(ctx, p.doc, p.vendorId, system.openingClearing);
      const entryId = randomUUID();
      const billLabel = `${p.doc.partyName} opening bill ${number}`;
      await postEntry(ctx.tx, {
        id: entryId,
        organizationId: org,
        entryDate: cutover,
        memo: billLabel.slice(0, 500),
        sourceType: 'import',
        sourceId: id,
        postedBy: ctx.caller.userId,
        lines: openingBillLines({
          label: billLabel,
          accounts: { ...accounts, clearing: system.openingClearing },
          openCents: p.doc.openCents,
          retainageCents: p.doc.retainageCents,
        }),
      });
      await ctx.tx
        .update(apInvoices)
        .set({ journalEntryId: entryId, postedOn: cutover })
        .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id)));
      const naturalKey = `bill:${p.vendorId}:${number.toLowerCase()}`;
      await ctx.record({ entityType: 'ap_invoice', entityId: id, action: 'created', naturalKey });
      await ctx.record({ entityType: 'journal_entry', entityId: entryId, action: 'created', naturalKey });
    } catch (err) {
      const message = appErrorMessage(err);
      if (!message) throw err;
      return { ...result, created: 0, errors: [rowError(STAGE, p.doc.ref, `${label}: ${message}`)] };
    }
    result.created++;
    if (result.samples.length < 5)
      result.samples.push([
        `${label} — ${p.doc.partyName}`,
        `${formatAmount(p.doc.openCents)} open${p.doc.retainageCents ? `, ${formatAmount(p.doc.retainageCents)} retainage` : ''}`,
      ]);
    await ctx.progress(i + 1, planned.length);
  }
  if (errors.length > 0) return { ...result, created: 0, errors };
  return result;
}

/** The company's AP and retainage payable accounts, or the message naming the one missing. */
async function apAccounts(ctx: TStageContext) {
  const rows = rowsOf<{ id: string; system_key: string }>(
    await ctx.tx.execute(sql`
      select id, system_key from chart_of_accounts
      where organization_id = ${ctx.caller.organizationId} and is_active
        and system_key in ('accounts_payable', 'retainage_payable')`),
  );
  const payable = rows.find((r) => r.system_key === 'accounts_payable')?.id;
  const retainagePayable = rows.find((r) => r.system_key === 'retainage_payable')?.id;
  if (!payable) return 'The company has no active accounts payable account';
  if (!retainagePayable) return 'The company has no active retainage payable account';
  return { payable, retainagePayable };
}

/** The posted vendor invoice and its one overhead line on opening clearing. */
async function insertOpeningBill(
  ctx: TStageContext,
  doc: TSourceOpenDocument,
  vendorId: string,
  clearingAccountId: string,
): Promise<string> {
  const org = ctx.caller.organizationId;
  const gross = doc.openCents + doc.retainageCents;
  const now = new Date();
  const description = (doc.memo?.trim() || 'Unpaid at the cut-over (imported)').slice(0, 500);
  const [row] = await ctx.tx
    .insert(apInvoices)
    .values({
      organizationId: org,
      vendorId,
      invoiceNumber: doc.number.trim(),
      invoiceDate: doc.date,
      dueDate: doc.dueDate && doc.dueDate >= doc.date ? doc.dueDate : doc.date,
      description,
      status: 'posted',
      grossCents: gross,
      retainageCents: doc.retainageCents,
      netCents: doc.openCents,
      approvedBy: ctx.caller.userId,
      approvedAt: now,
      postedBy: ctx.caller.userId,
      postedAt: now,
      createdBy: ctx.caller.userId,
    })
    .returning({ id: apInvoices.id });
  if (!row) throw new Error('opening bill insert returned no row');
  await ctx.tx.insert(apInvoiceLines).values({
    organizationId: org,
    invoiceId: row.id,
    lineNumber: 1,
    kind: 'overhead',
    expenseAccountId: clearingAccountId,
    description: 'Opening balance',
    amountCents: gross,
    retainageCents: doc.retainageCents,
  });
  return row.id;
}

export const openBillsStage: TImportStageRunner = { stage: STAGE, run: runOpenBills };
