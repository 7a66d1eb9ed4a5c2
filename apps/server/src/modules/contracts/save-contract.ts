import {
  scheduleLineErrors,
  scheduleTotalProblem,
  type TContract,
  type TContractLineInput,
  type TSaveContract,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractLines, customerChangeOrderLines, jobContracts } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { lockJob } from '../job-budgets/budget-reference.ts';
import { contractCodes, findContractRow, hasPayApplications, loadContract } from './contract-json.ts';
import { ContractErrors } from './contracts.errors.ts';

export type TContractHeader = Omit<TSaveContract, 'lines'>;

/**
 * Writes the schedule as given, numbered 1… in order: a line with an id keeps its row (its billing
 * and change order history), lines without one are added, and lines left out are removed — unless a
 * change order names them (409). Numbers move through negatives first so the unique index never sees
 * two lines with one number.
 */
export async function writeScheduleLines(
  tx: Db,
  organizationId: string,
  contractId: string,
  lines: readonly TContractLineInput[],
): Promise<{ created: number; updated: number; removed: number }> {
  const org = organizationId;
  const existing = await tx
    .select({ id: contractLines.id, lineNumber: contractLines.lineNumber })
    .from(contractLines)
    .where(and(eq(contractLines.organizationId, org), eq(contractLines.contractId, contractId)));
  const existingIds = new Set(existing.map((l) => l.id));
  const keptIds = new Set<string>();
  for (const line of lines) {
    if (line.id === null) continue;
    if (!existingIds.has(line.id) || keptIds.has(line.id)) throw ContractErrors.lineNotOnContract();
    keptIds.add(line.id);
  }
  const removed = existing.filter((l) => !keptIds.has(l.id));
  if (removed.length > 0) {
    const [named] = await tx
      .select({ id: customerChangeOrderLines.contractLineId })
      .from(customerChangeOrderLines)
      .where(
        and(
          eq(customerChangeOrderLines.organizationId, org),
          inArray(
            customerChangeOrderLines.contractLineId,
            removed.map((l) => l.id),
          ),
        ),
      )
      .limit(1);
    const line = removed.find((l) => l.id === named?.id);
    if (line) throw ContractErrors.lineHasChangeOrders(line.lineNumber);
    await tx.delete(contractLines).where(
      and(
        eq(contractLines.organizationId, org),
        inArray(
          contractLines.id,
          removed.map((l) => l.id),
        ),
      ),
    );
  }
  const now = new Date();
  for (const [index, line] of lines.entries()) {
    if (line.id === null) continue;
    await tx
      .update(contractLines)
      .set({
        lineNumber: -(index + 1),
        description: line.description,
        originalCents: line.original_cents,
        costCodeId: line.cost_code_id,
        updatedAt: now,
      })
      .where(and(eq(contractLines.organizationId, org), eq(contractLines.id, line.id)));
  }
  await tx.execute(sql`
    update contract_lines set line_number = -line_number
    where organization_id = ${org} and contract_id = ${contractId} and line_number < 0`);
  const added = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.id === null)
    .map(({ line, index }) => ({
      organizationId: org,
      contractId,
      lineNumber: index + 1,
      description: line.description,
      originalCents: line.original_cents,
      costCodeId: line.cost_code_id,
    }));
  if (added.length > 0) await tx.insert(contractLines).values(added);
  return { created: added.length, updated: keptIds.size, removed: removed.length };
}

/** Whether a save would change what has been billed against: lines added, removed or re-valued, or the sum. */
function changesScheduledValues(
  before: TContract,
  header: TContractHeader,
  lines: readonly TContractLineInput[],
) {
  if (header.original_contract_cents !== before.original_contract_cents) return true;
  if (lines.length !== before.lines.length) return true;
  const byId = new Map(before.lines.map((l) => [l.id, l]));
  return lines.some((line) => line.id === null || byId.get(line.id)?.original_cents !== line.original_cents);
}

/** Creates the job's contract row or updates its header; answers its id. */
export async function upsertContractHeader(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  header: TContractHeader,
): Promise<string> {
  const org = caller.organizationId;
  const values = {
    originalContractCents: header.original_contract_cents,
    billingMethod: header.billing_method,
    retainageWorkBps: header.retainage_work_bps,
    retainageStoredBps: header.retainage_stored_bps,
    stepDownThresholdBps: header.step_down_threshold_bps,
    stepDownWorkBps: header.step_down_work_bps,
    retainageCapBps: header.retainage_cap_bps,
    paymentTermsDays: header.payment_terms_days,
  };
  const existing = await findContractRow(tx, org, jobId);
  if (existing) {
    await tx
      .update(jobContracts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(jobContracts.organizationId, org), eq(jobContracts.id, existing.id)));
    return existing.id;
  }
  const [row] = await tx
    .insert(jobContracts)
    .values({ ...values, organizationId: org, jobId, createdBy: caller.userId })
    .returning({ id: jobContracts.id });
  if (!row) throw new Error('contract insert returned no row');
  return row.id;
}

/**
 * Saves a job's contract, header and schedule in one transaction:
 *   1. lock the job (404 for another company's), so saves and change orders of one job queue;
 *   2. check every line (shared rule) and that the lines total the original contract sum;
 *   3. once the job has a pay application, refuse any change of scheduled values (409): they change
 *      only through customer change orders; descriptions, cost codes and terms stay editable;
 *   4. write the header and the lines; audit before and after.
 */
export async function saveContract(
  tx: Db,
  caller: TenantCaller,
  jobId: string,
  input: TSaveContract,
): Promise<TContract> {
  const org = caller.organizationId;
  await lockJob(tx, org, jobId);
  const { lines, ...header } = input;
  const errors = scheduleLineErrors(lines, await contractCodes(tx, org));
  if (errors.size > 0) throw ContractErrors.linesInvalid(errors);
  const totalProblem = scheduleTotalProblem(lines, header.original_contract_cents);
  if (totalProblem) throw ContractErrors.scheduleTotal(totalProblem);
  const before = await loadContract(tx, org, jobId);
  if ((await hasPayApplications(tx, org, jobId)) && changesScheduledValues(before, header, lines))
    throw ContractErrors.billed();

  const contractId = await upsertContractHeader(tx, caller, jobId, header);
  await writeScheduleLines(tx, org, contractId, lines);
  const after = await loadContract(tx, org, jobId);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: before.id ? 'update_contract' : 'create_contract',
    entity: 'job_contracts',
    entityId: contractId,
    before: before.id ? { ...before, lines: before.lines.length } : null,
    after: { ...after, lines: after.lines.length },
    requestId: caller.requestId,
  });
  return after;
}
