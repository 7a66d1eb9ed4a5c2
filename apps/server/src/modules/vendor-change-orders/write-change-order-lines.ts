import type { TVendorChangeOrderLineInput } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorChangeOrderLines } from '../../db/schema/index.ts';

/** Replaces a pending change order's lines, numbered 1… in the order given. */
export async function writeChangeOrderLines(
  tx: Db,
  organizationId: string,
  changeOrderId: string,
  lines: readonly TVendorChangeOrderLineInput[],
): Promise<void> {
  await tx
    .delete(vendorChangeOrderLines)
    .where(
      and(
        eq(vendorChangeOrderLines.organizationId, organizationId),
        eq(vendorChangeOrderLines.changeOrderId, changeOrderId),
      ),
    );
  await tx.insert(vendorChangeOrderLines).values(
    lines.map((line, index) => ({
      organizationId,
      changeOrderId,
      lineNumber: index + 1,
      commitmentLineId: line.commitment_line_id,
      costCodeId: line.cost_code_id,
      costCategoryId: line.cost_category_id,
      description: line.description,
      amountCents: line.amount_cents,
    })),
  );
}
