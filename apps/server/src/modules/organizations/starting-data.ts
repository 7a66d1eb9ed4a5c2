import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * What a new company starts with, written in the transaction that creates it: the system departments,
 * a construction chart of accounts with its payroll accounts, the cost categories L, M, S, E, O and the
 * payroll settings. One SQL function
 * (`insert_starting_data`, migration 0010) holds the list, so new and existing companies get the same.
 * Setup-company and the support desk's create-company both call this.
 */
export async function insertStartingData(
  tx: Db,
  organizationId: string,
  actorId: string | null,
): Promise<void> {
  await tx.execute(sql`select public.insert_starting_data(${organizationId}::uuid, ${actorId}::uuid)`);
  // The payroll accounts and settings (migration 0027).
  await tx.execute(sql`select public.insert_payroll_starting_data(${organizationId}::uuid)`);
}
