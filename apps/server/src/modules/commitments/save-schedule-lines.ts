import type { TCommitmentLineInput } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitmentLines } from '../../db/schema/index.ts';

/**
 * Replaces a draft or issued commitment's schedule of values: the lines are numbered 1… in the order
 * given. No change order can point at them yet (change orders need an issued commitment, and a
 * schedule with change orders is kept — see replaceCommitmentLines).
 */
export async function writeScheduleLines(
  tx: Db,
  organizationId: string,
  commitmentId: string,
  lines: readonly TCommitmentLineInput[],
): Promise<void> {
  await tx
    .delete(commitmentLines)
    .where(
      and(eq(commitmentLines.organizationId, organizationId), eq(commitmentLines.commitmentId, commitmentId)),
    );
  if (lines.length === 0) return;
  await tx.insert(commitmentLines).values(
    lines.map((line, index) => ({
      organizationId,
      commitmentId,
      lineNumber: index + 1,
      costCodeId: line.cost_code_id,
      costCategoryId: line.cost_category_id,
      description: line.description,
      originalCents: line.amount_cents,
    })),
  );
}
