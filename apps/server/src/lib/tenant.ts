import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type TenantContext = { userId: string; organizationId: string | null };

/**
 * Runs `fn` in one transaction as the non-owner role `app_user`, with the tenant and user set for
 * row-level security. Anything it reads or writes is limited to that organization by the database.
 */
export async function withTenant<T>(db: Db, ctx: TenantContext, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('app.org_id', ${ctx.organizationId ?? ''}, true), set_config('app.user_id', ${ctx.userId}, true), set_config('role', 'app_user', true)`,
    );
    return fn(tx as unknown as Db);
  });
}

/**
 * One transaction with owner rights: for the auth service and for explicitly cross-tenant work
 * (client support, sign-up). Callers name why in `reason` so it is searchable.
 */
export async function withSystem<T>(db: Db, _reason: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => fn(tx as unknown as Db));
}
