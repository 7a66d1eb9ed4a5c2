import { sql } from 'drizzle-orm';
import { type Db, executePrepared } from '../db/client.ts';

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

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * Writes one audit row in the caller's transaction, so it commits or rolls back with the change. One
 * prepared statement (every change writes one; planning it each time cost as much as running it).
 */
export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await executePrepared(
    tx,
    sql`insert into audit_log (organization_id, actor_id, action, entity, entity_id, before, after, request_id)
      values (${entry.organizationId}::uuid, ${entry.actorId}::uuid, ${entry.action}, ${entry.entity},
        ${entry.entityId ?? null}, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${entry.requestId ?? null})`,
  );
}
