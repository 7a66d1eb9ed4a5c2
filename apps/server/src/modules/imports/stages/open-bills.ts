import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { apInvoiceLines, apInvoices } from '../../../db/schema/index.ts';
import type { TSourceOpenDocument } from '../model/source-model.ts';
import { openingBillLines } from './open-bills-posting.ts';
import {
  activeSystemAccounts,
  documentParty,
  dueDateOf,
  firstRepeatOf,
  openAmountsText,
  postOpeningDocument,
} from './open-documents.ts';
import {
  afterCutover,
  cutoverStage,
  refusalError,
  rowError,
  type TCutoverStart,
} from './opening-entry-support.ts';
import { ensureImportSystemAccounts, partyKey, resolveVendors } from './resolve.ts';
import type { TStageContext, TStageResult } from './stage-types.ts';

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
async function runOpenBills(
  ctx: TStageContext,
  { result, cutover, org, errors }: TCutoverStart,
): Promise<TStageResult> {
  const docs = ctx.model.openBills;

  // 1. Rows.
  const vendors = await resolveVendors(ctx.tx, org);
  const isFirstRepeat = firstRepeatOf(
    docs,
    (d) => `${partyKey(d.partyName)}:${d.number.trim().toLowerCase()}`,
  );
  type TPlanned = { doc: TSourceOpenDocument; vendorId: string };
  const planned: TPlanned[] = [];
  for (const doc of docs) {
    const label = `Bill ${doc.number}`;
    const before = errors.length;
    if (isFirstRepeat(doc)) errors.push(rowError(STAGE, doc.ref, `${label} appears twice`));
    if (doc.number.trim().length === 0 || doc.number.trim().length > MAX_NUMBER)
      errors.push(rowError(STAGE, doc.ref, `${label}: a bill number has 1 to ${MAX_NUMBER} characters`));
    if (doc.date > cutover) errors.push(rowError(STAGE, doc.ref, afterCutover(label, doc.date, cutover)));
    const vendor = documentParty(ctx.mapping, 'vendor', doc.partyName, vendors);
    if (vendor.ignored) continue;
    const vendorId = vendor.id;
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
  const accounts = await activeSystemAccounts(ctx, {
    payable: ['accounts_payable', 'accounts payable'],
    retainagePayable: ['retainage_payable', 'retainage payable'],
  });
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
      const billLabel = `${p.doc.partyName} opening bill ${number}`;
      await postOpeningDocument(ctx, {
        id,
        entityType: 'ap_invoice',
        naturalKey: `bill:${p.vendorId}:${number.toLowerCase()}`,
        cutover,
        memo: billLabel,
        lines: openingBillLines({
          label: billLabel,
          accounts: { ...accounts, clearing: system.openingClearing },
          openCents: p.doc.openCents,
          retainageCents: p.doc.retainageCents,
        }),
        link: (entryId) =>
          ctx.tx
            .update(apInvoices)
            .set({ journalEntryId: entryId, postedOn: cutover })
            .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, id))),
      });
    } catch (err) {
      return { ...result, created: 0, errors: [refusalError(err, STAGE, p.doc.ref, label)] };
    }
    result.created++;
    if (result.samples.length < 5)
      result.samples.push([`${label} — ${p.doc.partyName}`, openAmountsText(p.doc)]);
    await ctx.progress(i + 1, planned.length);
  }
  if (errors.length > 0) return { ...result, created: 0, errors };
  return result;
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
      dueDate: dueDateOf(doc),
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

export const openBillsStage = cutoverStage(STAGE, (ctx) => ctx.model.openBills.length, runOpenBills);
