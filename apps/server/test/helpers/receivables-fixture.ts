import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';
import { chartOfAccounts, payApplications } from '../../src/db/schema/index.ts';
import { postEntry } from '../../src/modules/ledger/post-entry.ts';
import { call, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

async function ok(res: Promise<{ status: number; body: unknown }>, expected = 201) {
  const answer = await res;
  if (answer.status !== expected)
    throw new Error(`setup failed ${answer.status} ${JSON.stringify(answer.body)}`);
  // biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
  return answer.body as any;
}

export type TReceivablesWorld = {
  customerId: string;
  jobId: string;
  cashAccountId: string;
  accounts: { ar: string; retainage: string; revenue: string };
};

/** A customer with an active job, and the company's cash, AR, retainage and revenue accounts. */
export async function receivablesWorld(t: TestApp, admin: Member, tag: string): Promise<TReceivablesWorld> {
  const customer = await ok(
    call(t, admin.token, 'POST', '/api/v1/customers', { customer_number: `C-${tag}`, name: `Owner ${tag}` }),
  );
  const job = await ok(
    call(t, admin.token, 'POST', '/api/v1/jobs', { customer_id: customer.id, project_name: `Job ${tag}` }),
  );
  const accounts = await t.db
    .select({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, admin.organizationId));
  const key = (k: string) => {
    const id = accounts.find((a) => a.key === k)?.id;
    if (!id) throw new Error(`no ${k} account`);
    return id;
  };
  return {
    customerId: customer.id,
    jobId: job.id,
    cashAccountId: key('cash'),
    accounts: {
      ar: key('accounts_receivable'),
      retainage: key('retainage_receivable'),
      revenue: key('contract_revenue'),
    },
  };
}

let counter = 0;

/**
 * An approved application as the pay-application module leaves one (until its API exists): the row and
 * its posting (Dr AR current due, Dr retainage receivable this period's retainage, Cr revenue).
 */
export async function insertApprovedApplication(
  t: TestApp,
  admin: Member,
  w: TReceivablesWorld,
  figures: { dueCents: number; retainageCents?: number; dueDate: string; approvedOn: string; jobId?: string },
): Promise<string> {
  const retainage = figures.retainageCents ?? 0;
  const jobId = figures.jobId ?? w.jobId;
  return t.db.transaction(async (tx) => {
    const [row] = rowsOf<{ next: number }>(
      await tx.execute(
        sql`select coalesce(max(application_number), 0) + 1 as next from pay_applications where organization_id = ${admin.organizationId} and job_id = ${jobId}`,
      ),
    );
    const next = row?.next ?? 1;
    const id = randomUUID();
    const entry = await postEntry(tx, {
      organizationId: admin.organizationId,
      entryDate: figures.approvedOn,
      memo: `Test application ${++counter}`,
      sourceType: 'ar_invoice',
      sourceId: id,
      postedBy: admin.userId,
      lines: [
        { accountId: w.accounts.ar, debitCents: figures.dueCents, creditCents: 0, customerId: w.customerId },
        ...(retainage > 0
          ? [
              {
                accountId: w.accounts.retainage,
                debitCents: retainage,
                creditCents: 0,
                customerId: w.customerId,
              },
            ]
          : []),
        { accountId: w.accounts.revenue, debitCents: 0, creditCents: figures.dueCents + retainage },
      ],
    });
    await tx.insert(payApplications).values({
      id,
      organizationId: admin.organizationId,
      jobId,
      customerId: w.customerId,
      applicationNumber: Number(next),
      periodTo: figures.approvedOn,
      applicationDate: figures.approvedOn,
      dueDate: figures.dueDate,
      status: 'approved',
      completedAndStoredCents: figures.dueCents + retainage,
      retainageWorkCents: retainage,
      currentDueCents: figures.dueCents,
      periodGrossCents: figures.dueCents + retainage,
      periodRetainageCents: retainage,
      journalEntryId: entry.id,
      approvedAt: new Date(),
      approvedBy: admin.userId,
    });
    return id;
  });
}

export async function applicationStatus(t: TestApp, organizationId: string, id: string) {
  const [row] = await t.db
    .select({ status: payApplications.status })
    .from(payApplications)
    .where(and(eq(payApplications.organizationId, organizationId), eq(payApplications.id, id)));
  return row?.status;
}
