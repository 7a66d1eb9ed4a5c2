import {
  acceptsChangeOrders,
  changeOrderEffect,
  changeOrderProblems,
  type TVendorChangeOrderLineInput,
} from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import type { commitments } from '../../db/schema/index.ts';
import { loadCommitmentDetail } from '../commitments/commitment-json.ts';
import { checkLineCodes } from '../commitments/commitment-references.ts';
import { VendorChangeOrderErrors } from './vendor-change-orders.errors.ts';

/**
 * Checks a change order's lines against its commitment (whose row the caller has locked):
 * 1. the commitment is issued or executed;
 * 2. every changed line is on this commitment; a new line's cost code and category are usable;
 * 3. applied to the revised figures (approved change orders only — pending ones never count), no line
 *    goes below zero or below what has been invoiced on it.
 */
export async function checkChangeOrder(
  tx: Db,
  organizationId: string,
  commitment: typeof commitments.$inferSelect,
  lines: readonly Pick<
    TVendorChangeOrderLineInput,
    'commitment_line_id' | 'cost_code_id' | 'cost_category_id' | 'amount_cents'
  >[],
): Promise<void> {
  if (!acceptsChangeOrders(commitment.status)) throw VendorChangeOrderErrors.commitmentNotOpen();
  const detail = await loadCommitmentDetail(tx, organizationId, commitment.id);
  const onCommitment = new Set(detail.lines.map((l) => l.id));
  for (const line of lines) {
    if (line.commitment_line_id && !onCommitment.has(line.commitment_line_id))
      throw VendorChangeOrderErrors.lineNotOnCommitment();
  }
  await checkLineCodes(
    tx,
    organizationId,
    lines.filter((l) => l.commitment_line_id === null),
  );
  const effect = changeOrderEffect(
    detail.lines.map((l) => ({
      id: l.id,
      line_number: l.line_number,
      revised_cents: l.revised_cents,
      invoiced_cents: l.invoiced_cents,
    })),
    lines,
  );
  const problems = changeOrderProblems(effect);
  if (problems.length > 0) throw VendorChangeOrderErrors.refused(problems);
}
