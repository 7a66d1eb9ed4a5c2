import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntry = {
  organizationId: string | null;
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
};

/** Writes one audit row in the caller's transaction, so it commits or rolls back with the change. */
export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}
