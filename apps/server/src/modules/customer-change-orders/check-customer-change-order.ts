import {
  BUDGET_MESSAGES,
  budgetChangeProblems,
  CONTRACT_MESSAGES,
  scheduleChangeEffect,
  scheduleChangeProblems,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { contractLines, findContractRow } from '../contracts/contract-json.ts';
import { budgetReference } from '../job-budgets/budget-reference.ts';
import { CustomerChangeOrderErrors } from './customer-change-orders.errors.ts';

export type TContractChange = {
  contract_line_id: string | null;
  cost_code_id: string | null;
  amount_cents: number;
};
export type TBudgetChange = { cost_code_id: string; cost_category_id: string; amount_cents: number };

/** The job's revised budget (original + approved customer change orders) per code × category. */
async function revisedBudget(tx: Db, org: string, jobId: string) {
  const result = await tx.execute(sql`
    select cost_code_id || '|' || cost_category_id as key, sum(amount)::text as revised
    from (
      select cost_code_id, cost_category_id, original_cents as amount from job_budget_lines
      where organization_id = ${org} and job_id = ${jobId}
      union all
      select x.cost_code_id, x.cost_category_id, x.amount_cents
      from customer_change_orders o
      join customer_change_order_lines x on x.organization_id = o.organization_id and x.change_order_id = o.id
      where o.organization_id = ${org} and o.job_id = ${jobId} and o.status = 'approved' and x.kind = 'budget'
    ) parts
    group by 1`);
  return rowsOf<{ key: string; revised: string }>(result);
}

/**
 * Checks a customer change order's lines against its job (whose row the caller has locked):
 *   1. contract lines need the job's contract, and each changed line must be on it (404);
 *   2. cost codes (new schedule lines, budget lines) are active child codes; categories active;
 *   3. applied to the schedule as approved today (pending orders never count), no line goes below
 *      zero or below what has been billed on it; no code × category's revised budget below zero.
 */
export async function checkCustomerChangeOrder(
  tx: Db,
  org: string,
  jobId: string,
  contract: readonly TContractChange[],
  budget: readonly TBudgetChange[],
): Promise<void> {
  const { codes, categories } = await budgetReference(tx, org);
  const codeById = new Map(codes.map((c) => [c.id, c]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const checkCode = (id: string | null) => {
    if (!id) return;
    const code = codeById.get(id);
    if (!code) throw CustomerChangeOrderErrors.invalidCode(CONTRACT_MESSAGES.costCodeNotFound);
    if (code.is_parent) throw CustomerChangeOrderErrors.invalidCode(CONTRACT_MESSAGES.costCodeParent);
    if (!code.is_active) throw CustomerChangeOrderErrors.invalidCode(CONTRACT_MESSAGES.costCodeInactive);
  };
  for (const line of contract) checkCode(line.cost_code_id);
  for (const line of budget) {
    checkCode(line.cost_code_id);
    const category = categoryById.get(line.cost_category_id);
    if (!category) throw CustomerChangeOrderErrors.invalidCode(BUDGET_MESSAGES.categoryNotFound);
    if (!category.is_active) throw CustomerChangeOrderErrors.invalidCode(BUDGET_MESSAGES.categoryInactive);
  }

  const problems: string[] = [];
  if (contract.length > 0) {
    const row = await findContractRow(tx, org, jobId);
    if (!row) throw CustomerChangeOrderErrors.noContract();
    const schedule = await contractLines(tx, org, row.id);
    const onContract = new Set(schedule.map((l) => l.id));
    if (contract.some((l) => l.contract_line_id !== null && !onContract.has(l.contract_line_id)))
      throw CustomerChangeOrderErrors.lineNotOnContract();
    problems.push(...scheduleChangeProblems(scheduleChangeEffect(schedule, contract)));
  }
  if (budget.length > 0) {
    const label = (l: TBudgetChange) =>
      `${codeById.get(l.cost_code_id)?.code ?? ''} ${categoryById.get(l.cost_category_id)?.code ?? ''}`;
    problems.push(
      ...budgetChangeProblems(
        (await revisedBudget(tx, org, jobId)).map((r) => ({
          key: r.key,
          label: r.key,
          revised_cents: Number(r.revised),
        })),
        budget.map((l) => ({
          key: `${l.cost_code_id}|${l.cost_category_id}`,
          label: label(l),
          amount_cents: l.amount_cents,
        })),
      ),
    );
  }
  if (problems.length > 0) throw CustomerChangeOrderErrors.refused(problems);
}
