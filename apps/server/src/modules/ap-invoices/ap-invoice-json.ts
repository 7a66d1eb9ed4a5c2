import {
  formatCents,
  mayApproveApInvoice,
  possibleDuplicateWarning,
  type TApInvoice,
  type TApInvoiceLine,
} from '@groundwork/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  apInvoiceLines,
  apInvoices,
  chartOfAccounts,
  commitmentLines,
  commitments,
  costCategories,
  documents,
  journalEntries,
  projects,
  standardCostCodes,
  vendors,
} from '../../db/schema/index.ts';
import { documentJson, selectDocuments } from '../documents/document-json.ts';
import { complianceOfVendor } from '../vendors/vendor-compliance.ts';
import { invoiceApprover, invoiceHolds } from './ap-invoice-holds.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';

export type TApInvoiceRow = typeof apInvoices.$inferSelect;

/** Who is looking: the approver verdict answers whether they may approve. */
export type TApViewer = { organizationId: string; userId: string; roles: readonly string[] };

/** The invoice row of the caller's company, locked until the transaction ends when `lock`. */
export async function findInvoiceRow(
  tx: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<TApInvoiceRow> {
  const query = tx
    .select()
    .from(apInvoices)
    .where(and(eq(apInvoices.organizationId, organizationId), eq(apInvoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw ApInvoiceErrors.notFound();
  return row;
}

/** Other invoices of the vendor, not void, with the same gross and date: possible duplicates. */
export async function duplicateWarnings(
  tx: Db,
  organizationId: string,
  invoice: { id: string; vendorId: string; invoiceDate: string; grossCents: number },
  vendorName: string,
): Promise<string[]> {
  const rows = await tx
    .select({ number: apInvoices.invoiceNumber })
    .from(apInvoices)
    .where(
      and(
        eq(apInvoices.organizationId, organizationId),
        eq(apInvoices.vendorId, invoice.vendorId),
        eq(apInvoices.invoiceDate, invoice.invoiceDate),
        eq(apInvoices.grossCents, invoice.grossCents),
        ne(apInvoices.status, 'void'),
        ne(apInvoices.id, invoice.id),
      ),
    )
    .orderBy(asc(apInvoices.invoiceNumber));
  return rows.map((r) =>
    possibleDuplicateWarning({
      invoice_number: r.number,
      vendor_name: vendorName,
      amount: formatCents(invoice.grossCents),
      invoice_date: invoice.invoiceDate,
    }),
  );
}

async function invoiceLines(tx: Db, organizationId: string, invoiceId: string): Promise<TApInvoiceLine[]> {
  const rows = await tx
    .select({
      line: apInvoiceLines,
      commitment: { id: commitments.id, number: commitments.commitmentNumber, bps: commitments.retainageBps },
      scheduleLine: {
        id: commitmentLines.id,
        number: commitmentLines.lineNumber,
        description: commitmentLines.description,
      },
      job: { id: projects.id, number: projects.projectNumber, name: projects.projectName },
      code: {
        id: standardCostCodes.id,
        code: standardCostCodes.code,
        description: standardCostCodes.description,
      },
      category: { id: costCategories.id, code: costCategories.code, description: costCategories.description },
      account: {
        id: chartOfAccounts.id,
        number: chartOfAccounts.accountNumber,
        name: chartOfAccounts.accountName,
      },
    })
    .from(apInvoiceLines)
    .leftJoin(
      commitments,
      and(
        eq(commitments.organizationId, apInvoiceLines.organizationId),
        eq(commitments.id, apInvoiceLines.commitmentId),
      ),
    )
    .leftJoin(
      commitmentLines,
      and(
        eq(commitmentLines.organizationId, apInvoiceLines.organizationId),
        eq(commitmentLines.id, apInvoiceLines.commitmentLineId),
      ),
    )
    .leftJoin(
      projects,
      and(eq(projects.organizationId, apInvoiceLines.organizationId), eq(projects.id, apInvoiceLines.jobId)),
    )
    .leftJoin(
      standardCostCodes,
      and(
        eq(standardCostCodes.organizationId, apInvoiceLines.organizationId),
        eq(standardCostCodes.id, apInvoiceLines.costCodeId),
      ),
    )
    .leftJoin(
      costCategories,
      and(
        eq(costCategories.organizationId, apInvoiceLines.organizationId),
        eq(costCategories.id, apInvoiceLines.costCategoryId),
      ),
    )
    .leftJoin(
      chartOfAccounts,
      and(
        eq(chartOfAccounts.organizationId, apInvoiceLines.organizationId),
        eq(chartOfAccounts.id, apInvoiceLines.expenseAccountId),
      ),
    )
    .where(and(eq(apInvoiceLines.organizationId, organizationId), eq(apInvoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(apInvoiceLines.lineNumber));
  return rows.map(({ line, commitment, scheduleLine, job, code, category, account }) => ({
    id: line.id,
    line_number: line.lineNumber,
    kind: line.kind,
    commitment: commitment ? { id: commitment.id, number: commitment.number } : null,
    commitment_line: scheduleLine
      ? { id: scheduleLine.id, line_number: scheduleLine.number, description: scheduleLine.description }
      : null,
    job,
    cost_code: code,
    cost_category: category,
    expense_account: account,
    description: line.description,
    amount_cents: line.amountCents,
    default_bps: commitment?.bps ?? 0,
    retainage_bps: line.retainageBps,
    retainage_cents: line.retainageCents,
    retainage_override_reason: line.retainageOverrideReason,
  }));
}

/** Names of the people who entered, approved, posted and voided it, in one query. */
async function peopleNames(tx: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((v): v is string => Boolean(v)))];
  if (wanted.length === 0) return new Map();
  const rows = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`
      select id, coalesce(nullif(full_name, ''), nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) as name
      from profiles where id in (${sql.join(
        wanted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function entryRef(tx: Db, organizationId: string, id: string | null) {
  if (!id) return null;
  const [entry] = await tx
    .select({
      id: journalEntries.id,
      entry_number: journalEntries.entryNumber,
      entry_date: journalEntries.entryDate,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.id, id)));
  return entry ?? null;
}

/** Σ payments applied to the invoice's net (posted payments only). */
export async function paidCents(tx: Db, organizationId: string, invoiceId: string): Promise<number> {
  const [row] = rowsOf<{ paid: string | number }>(
    await tx.execute(sql`
      select coalesce(sum(pa.amount_cents), 0) as paid from ap_payment_applications pa
      join ap_payments p on p.organization_id = pa.organization_id and p.id = pa.payment_id
      where pa.organization_id = ${organizationId} and pa.invoice_id = ${invoiceId}
        and pa.kind = 'invoice' and p.status = 'posted'`),
  );
  return Number(row?.paid ?? 0);
}

/**
 * An invoice as the API answers it: header, vendor with compliance, lines with their targets, the
 * document, holds for its next step (approval while entered, payment once approved or posted),
 * who approves it and whether the viewer may, possible duplicates, entries and stamps.
 */
export async function loadApInvoice(tx: Db, viewer: TApViewer, id: string): Promise<TApInvoice> {
  const org = viewer.organizationId;
  const row = await findInvoiceRow(tx, org, id);
  const [vendor] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, org), eq(vendors.id, row.vendorId)));
  if (!vendor) throw ApInvoiceErrors.vendorNotFound();
  const compliance = await complianceOfVendor(tx, org, vendor);
  const lines = await invoiceLines(tx, org, id);
  const [document] = row.documentId
    ? await selectDocuments(tx).where(
        and(eq(documents.organizationId, org), eq(documents.id, row.documentId)),
      )
    : [];
  const holds =
    row.status === 'void'
      ? []
      : await invoiceHolds(
          tx,
          { organizationId: org, vendorId: row.vendorId, invoiceId: id },
          row.status === 'entered' ? 'approval' : 'payment',
        );
  const approver = await invoiceApprover(tx, org, id);
  const names = await peopleNames(tx, [row.createdBy, row.approvedBy, row.postedBy, row.voidedBy]);
  const person = (pid: string | null) => (pid ? { id: pid, name: names.get(pid) ?? '' } : null);
  const paid = await paidCents(tx, org, id);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    vendor: {
      id: vendor.id,
      number: vendor.vendorNumber,
      name: vendor.name,
      payment_terms_days: vendor.paymentTermsDays,
      compliance,
    },
    invoice_number: row.invoiceNumber,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    received_date: row.receivedDate,
    description: row.description,
    status: row.status,
    gross_cents: row.grossCents,
    retainage_cents: row.retainageCents,
    net_cents: row.netCents,
    paid_cents: paid,
    open_cents: row.status === 'void' ? 0 : row.netCents - paid,
    document: document ? documentJson(document) : null,
    lines,
    holds,
    approver: {
      kind: approver.kind,
      label: approver.label,
      user_id: approver.kind === 'project_manager' ? approver.user_id : null,
      may_approve: mayApproveApInvoice(approver, { user_id: viewer.userId, roles: viewer.roles }),
    },
    warnings: row.status === 'void' ? [] : await duplicateWarnings(tx, org, row, vendor.name),
    journal_entry: await entryRef(tx, org, row.journalEntryId),
    void_entry: await entryRef(tx, org, row.voidEntryId),
    approved_by: person(row.approvedBy),
    approved_at: iso(row.approvedAt),
    posted_by: person(row.postedBy),
    posted_at: iso(row.postedAt),
    voided_by: person(row.voidedBy),
    voided_at: iso(row.voidedAt),
    void_reason: row.voidReason,
    created_by: person(row.createdBy),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The job numbers each invoice's lines name, in line order (the list's Jobs column). */
export async function jobsOfInvoices(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (ids.length === 0) return result;
  const rows = await tx
    .select({ invoiceId: apInvoiceLines.invoiceId, number: projects.projectNumber })
    .from(apInvoiceLines)
    .innerJoin(
      projects,
      and(eq(projects.organizationId, apInvoiceLines.organizationId), eq(projects.id, apInvoiceLines.jobId)),
    )
    .where(
      and(eq(apInvoiceLines.organizationId, organizationId), inArray(apInvoiceLines.invoiceId, [...ids])),
    )
    .orderBy(asc(apInvoiceLines.invoiceId), asc(apInvoiceLines.lineNumber));
  for (const r of rows) {
    const list = result.get(r.invoiceId) ?? [];
    if (!list.includes(r.number)) list.push(r.number);
    result.set(r.invoiceId, list);
  }
  return result;
}
