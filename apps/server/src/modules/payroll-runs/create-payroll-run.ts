import { randomUUID } from 'node:crypto';
import type { TCreatePayrollRun, TPayrollRun } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payrollRuns } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { assertCashAccount } from './payroll-accounts.ts';
import { loadPayrollRun } from './payroll-run-json.ts';

/**
 * Creates a draft run numbered 1, 2, 3 … per company (the company's run numbers are taken under a
 * transaction-scoped advisory lock, so two runs created at once never share a number).
 */
export async function createPayrollRun(
  tx: Db,
  caller: TenantCaller,
  input: TCreatePayrollRun,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  await assertCashAccount(tx, org, input.cash_account_id);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payroll_runs'), hashtext(${org}))`);
  const [next] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select coalesce(max(run_number), 0)::int + 1 as n from payroll_runs where organization_id = ${org}`,
    ),
  );
  const id = randomUUID();
  const values = {
    id,
    organizationId: org,
    runNumber: next?.n ?? 1,
    kind: input.kind,
    payFrequency: input.pay_frequency,
    periodStart: input.period_start,
    periodEnd: input.period_end,
    checkDate: input.check_date,
    cashAccountId: input.cash_account_id,
    memo: input.memo,
    createdBy: caller.userId,
  };
  await tx.insert(payrollRuns).values(values);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_payroll_run',
    entity: 'payroll_runs',
    entityId: id,
    after: input,
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, id);
}
