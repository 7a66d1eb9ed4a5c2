import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payApplications } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findApplicationRow } from './pay-application-data.ts';
import { PayApplicationErrors } from './pay-applications.errors.ts';

/** Deletes a draft (its lines go with it); its number is free again for the job's next application. */
export async function deletePayApplication(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const org = caller.organizationId;
  const row = await findApplicationRow(tx, org, id, true);
  if (row.status !== 'draft') throw PayApplicationErrors.notDraft();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_pay_application',
    entity: 'pay_applications',
    entityId: id,
    before: { job_id: row.jobId, application_number: row.applicationNumber, status: row.status },
    requestId: caller.requestId,
  });
  await tx
    .delete(payApplications)
    .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)));
}
