import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { TTimeCaller } from './time-access.ts';
import type { TTimeRow } from './time-entry-json.ts';

/** The audited figures of a line (what a reviewer needs to see change). */
export function auditedLine(row: TTimeRow) {
  return {
    employee_id: row.employeeId,
    work_date: row.workDate,
    job_id: row.jobId,
    cost_code_id: row.costCodeId,
    pay_type: row.payType,
    hours: Number(row.hours).toFixed(2),
    work_state: row.workState,
    classification: row.classification,
    status: row.status,
    rejection_reason: row.rejectionReason,
  };
}

export type TTimeAudit = { action: string; id: string; before?: unknown; after?: unknown };

/** One audit row per changed line, written in one insert in the caller's transaction. */
export async function auditTimeChanges(tx: Db, caller: TTimeCaller, changes: readonly TTimeAudit[]) {
  if (changes.length === 0) return;
  await tx.insert(auditLog).values(
    changes.map((c) => ({
      organizationId: caller.organizationId,
      actorId: caller.userId,
      action: c.action,
      entity: 'time_entries',
      entityId: c.id,
      before: c.before ?? null,
      after: c.after ?? null,
      requestId: caller.requestId,
    })),
  );
}
