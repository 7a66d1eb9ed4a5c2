import { formatJobNumber, jobYearSuffix } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobNumberCounters } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';

/**
 * The number the next job of this year will most likely get. A preview only: the number is assigned
 * when the job is saved, so someone saving first takes it and this job gets the following one.
 */
export async function previewJobNumber(tx: Db, caller: TenantCaller, now = new Date()): Promise<string> {
  const yearSuffix = jobYearSuffix(now);
  const [counter] = await tx
    .select({ lastValue: jobNumberCounters.lastValue })
    .from(jobNumberCounters)
    .where(
      and(
        eq(jobNumberCounters.organizationId, caller.organizationId),
        eq(jobNumberCounters.yearSuffix, yearSuffix),
      ),
    );
  return formatJobNumber(yearSuffix, (counter?.lastValue ?? 0) + 1);
}
