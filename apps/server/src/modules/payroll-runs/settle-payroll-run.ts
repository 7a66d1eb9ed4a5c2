import { randomUUID } from 'node:crypto';
import type { TPayrollRun, TSettlePayrollRun } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollRuns } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { payrollAccounts } from './payroll-accounts.ts';
import { payrollSettlementLines } from './payroll-posting.ts';
import { findRunRow, loadPayrollRun } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';
import { runLabel } from './post-payroll-run.ts';

/**
 * Records the settlement of a posted run's net pay (the ACH file sent or the checks printed): one
 * entry Dr net pay clearing, Cr the run's bank account, on the date given; once per run.
 */
export async function settlePayrollRun(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TSettlePayrollRun,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, id, true);
  if (run.status !== 'posted') throw PayrollRunErrors.notPosted();
  if (run.settlementEntryId) throw PayrollRunErrors.alreadySettled();
  if (input.settled_on < run.checkDate) throw PayrollRunErrors.settleBeforeCheck();
  const accounts = await payrollAccounts(tx, org);
  const entryId = randomUUID();
  const label = runLabel(run.runNumber);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'settle_payroll_run',
    entity: 'payroll_runs',
    entityId: id,
    after: { settled_on: input.settled_on, entry_id: entryId, net_cents: run.netCents },
    requestId: caller.requestId,
  });
  if (run.netCents > 0)
    await postEntry(tx, {
      id: entryId,
      organizationId: org,
      entryDate: input.settled_on,
      memo: `${label}: net pay settled`,
      sourceType: 'payroll',
      sourceId: id,
      postedBy: caller.userId,
      lines: payrollSettlementLines({
        label,
        netPayAccountId: accounts.netPay,
        cashAccountId: run.cashAccountId,
        netCents: run.netCents,
      }),
    });
  await tx
    .update(payrollRuns)
    .set({ settlementEntryId: run.netCents > 0 ? entryId : null, updatedAt: new Date() })
    .where(and(eq(payrollRuns.organizationId, org), eq(payrollRuns.id, id)));
  return loadPayrollRun(tx, org, id);
}
