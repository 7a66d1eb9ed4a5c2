import { randomUUID } from 'node:crypto';
import { payApplicationLabel, type TPayApplicationDetail } from '@groundwork/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts, payApplications } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { checkBeforeSubmit } from './pay-application-checks.ts';
import { findApplicationRow } from './pay-application-data.ts';
import { listContext, loadPayApplicationDetail } from './pay-application-json.ts';
import { payApplicationPostingLines } from './pay-application-posting.ts';
import { PayApplicationErrors } from './pay-applications.errors.ts';

const ACCOUNT_KEYS = {
  receivable: 'accounts_receivable',
  retainageReceivable: 'retainage_receivable',
  revenue: 'contract_revenue',
} as const;

/** The company's active accounts for the billing's system keys. */
export async function billingAccounts(tx: Db, organizationId: string) {
  const rows = await tx
    .select({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, organizationId),
        eq(chartOfAccounts.isActive, true),
        inArray(chartOfAccounts.systemKey, Object.values(ACCOUNT_KEYS)),
      ),
    );
  const idOf = (key: string) => {
    const id = rows.find((r) => r.key === key)?.id;
    if (!id) throw PayApplicationErrors.accountMissing(key.replaceAll('_', ' '));
    return id;
  };
  return {
    receivable: idOf(ACCOUNT_KEYS.receivable),
    retainageReceivable: idOf(ACCOUNT_KEYS.retainageReceivable),
    revenue: idOf(ACCOUNT_KEYS.revenue),
  };
}

/**
 * Approves a submitted application and posts it:
 *   1. lock it; only a submitted one is approved;
 *   2. the previous figures again (the rest was checked on submit and is kept as submitted);
 *   3. the posting rule turns this period's gross, retainage and due into lines (pure, golden-tested);
 *   4. status, stamps and audit are written first: the posting is the last write that matters, so
 *      the company's entry-number counter is held for one statement and the commit;
 *   5. post through the engine (dated the application date), then link the entry to the application.
 */
export async function approvePayApplication(
  tx: Db,
  caller: TenantCaller,
  id: string,
  now = new Date(),
): Promise<TPayApplicationDetail> {
  const org = caller.organizationId;
  const row = await findApplicationRow(tx, org, id, true);
  if (row.status !== 'submitted') throw PayApplicationErrors.notSubmitted();
  await checkBeforeSubmit(tx, org, row, row.overbillingReason, { isApproval: true });
  const accounts = await billingAccounts(tx, org);
  const ctx = (await listContext(tx, org, [id])).get(id);
  const label = `${ctx?.job_number ?? ''} ${payApplicationLabel({
    application_number: row.applicationNumber,
    billing_method: ctx?.billing_method ?? 'progress',
    kind: row.kind,
  })}`.trim();
  const lines = payApplicationPostingLines({
    customerId: row.customerId,
    label,
    accounts,
    thisPeriod: {
      gross_cents: row.periodGrossCents,
      retainage_cents: row.periodRetainageCents,
      due_cents: row.currentDueCents,
    },
  });
  const entryId = lines.length > 0 ? randomUUID() : null;
  await tx
    .update(payApplications)
    .set({ status: 'approved', approvedAt: now, approvedBy: caller.userId, updatedAt: now })
    .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'approve_pay_application',
    entity: 'pay_applications',
    entityId: id,
    before: { status: row.status },
    after: {
      status: 'approved',
      journal_entry_id: entryId,
      gross_cents: row.periodGrossCents,
      retainage_cents: row.periodRetainageCents,
      due_cents: row.currentDueCents,
    },
    requestId: caller.requestId,
  });
  if (entryId) {
    await postEntry(tx, {
      id: entryId,
      organizationId: org,
      entryDate: row.applicationDate,
      memo: `${label} — ${ctx?.customer_name ?? ''}`.slice(0, 500),
      sourceType: row.kind === 'retainage_release' ? 'retainage_release' : 'ar_invoice',
      sourceId: id,
      postedBy: caller.userId,
      lines,
    });
    // The link can only follow the entry (an immediate foreign key): one row, by its key.
    await tx
      .update(payApplications)
      .set({ journalEntryId: entryId })
      .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)));
  }
  return loadPayApplicationDetail(tx, org, id);
}
