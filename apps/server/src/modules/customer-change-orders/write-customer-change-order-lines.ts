import type { TBudgetChangeLineInput, TContractChangeLineInput } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerChangeOrderLines } from '../../db/schema/index.ts';

/** Replaces a pending change order's lines: contract lines first, then budget lines, numbered 1…. */
export async function writeCustomerChangeOrderLines(
  tx: Db,
  organizationId: string,
  changeOrderId: string,
  contract: readonly TContractChangeLineInput[],
  budget: readonly TBudgetChangeLineInput[],
): Promise<void> {
  await tx
    .delete(customerChangeOrderLines)
    .where(
      and(
        eq(customerChangeOrderLines.organizationId, organizationId),
        eq(customerChangeOrderLines.changeOrderId, changeOrderId),
      ),
    );
  const rows = [
    ...contract.map((line) => ({
      kind: 'contract' as const,
      contractLineId: line.contract_line_id,
      costCodeId: line.cost_code_id,
      costCategoryId: null,
      description: line.description,
      amountCents: line.amount_cents,
    })),
    ...budget.map((line) => ({
      kind: 'budget' as const,
      contractLineId: null,
      costCodeId: line.cost_code_id,
      costCategoryId: line.cost_category_id,
      description: line.description,
      amountCents: line.amount_cents,
    })),
  ].map((row, index) => ({ ...row, organizationId, changeOrderId, lineNumber: index + 1 }));
  if (rows.length > 0) await tx.insert(customerChangeOrderLines).values(rows);
}
