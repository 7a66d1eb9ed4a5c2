import type { TCommitmentDetail, TCreateCommitment } from '@groundwork/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { commitments, organizations } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { loadCommitmentDetail } from './commitment-json.ts';
import { activeJob, checkLineCodes, usableVendor } from './commitment-references.ts';
import { COMMITMENT_NUMBER_INDEX, CommitmentErrors } from './commitments.errors.ts';
import { writeScheduleLines } from './save-schedule-lines.ts';

/**
 * Creates a draft subcontract or purchase order:
 * 1. the job must be active, the vendor active and not blocked by its compliance (expiring or expired
 *    insurance comes back as warnings);
 * 2. the schedule's cost codes and categories must be usable;
 * 3. retainage defaults to the company's for a subcontract, 0 for a purchase order;
 * 4. the number comes from generate_commitment_number, which locks the job's counter row until this
 *    transaction ends (no gaps, no duplicates under concurrency);
 * 5. insert, lines, audit.
 */
export async function createCommitment(
  tx: Db,
  caller: TenantCaller,
  input: TCreateCommitment,
): Promise<TCommitmentDetail> {
  const org = caller.organizationId;
  await activeJob(tx, org, input.job_id);
  const warnings = await usableVendor(tx, org, input.vendor_id);
  await checkLineCodes(tx, org, input.lines);

  let retainageBps = input.retainage_bps;
  if (retainageBps === null) {
    const [company] = await tx
      .select({ bps: organizations.defaultRetainageBps })
      .from(organizations)
      .where(eq(organizations.id, org));
    retainageBps = input.kind === 'subcontract' ? (company?.bps ?? 0) : 0;
  }

  const generated = await tx.execute(
    sql`select public.generate_commitment_number(${org}::uuid, ${input.job_id}::uuid, ${input.kind}::text) as number`,
  );
  const commitmentNumber = rowsOf<{ number: string }>(generated)[0]?.number;
  if (!commitmentNumber) throw new Error('generate_commitment_number returned nothing');

  const [row] = await tx
    .insert(commitments)
    .values({
      organizationId: org,
      jobId: input.job_id,
      vendorId: input.vendor_id,
      kind: input.kind,
      commitmentNumber,
      description: input.description,
      startDate: input.start_date,
      endDate: input.end_date,
      retainageBps,
      scope: input.scope,
      createdBy: caller.userId,
    })
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === COMMITMENT_NUMBER_INDEX) throw CommitmentErrors.numberTaken();
      throw err;
    });
  if (!row) throw new Error('commitment insert returned no row');
  await writeScheduleLines(tx, org, row.id, input.lines);
  const created = await loadCommitmentDetail(tx, org, row.id, warnings);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_commitment',
    entity: 'commitments',
    entityId: row.id,
    after: created,
    requestId: caller.requestId,
  });
  return created;
}
