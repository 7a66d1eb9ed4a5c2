import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';

/** The system departments every company has (also inserted for existing companies by migration 0008). */
export const SYSTEM_DEPARTMENTS = [
  { name: 'Administration', departmentCode: 'ADMIN', description: 'Office, accounting and management staff' },
  { name: 'Field Operations', departmentCode: 'FIELD', description: 'Crews working on job sites' },
] as const;

/**
 * What a new company starts with, written in the transaction that creates it. Setup-company and the
 * support desk's create-company both call this; the chart of accounts and cost categories join it.
 */
export async function insertStartingData(
  tx: Db,
  organizationId: string,
  actorId: string | null,
): Promise<void> {
  await tx
    .insert(departments)
    .values(SYSTEM_DEPARTMENTS.map((d) => ({ ...d, organizationId, isSystem: true, createdBy: actorId })));
}
