import { eq } from 'drizzle-orm';
import { payApplicationLines, payApplications, projects } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * An approved pay application written straight to the database (the pay-applications module has its
 * own tests): per contract line, G = D + E + F is what it bills to date.
 */
export async function insertApprovedApplication(
  t: TestApp,
  organizationId: string,
  jobId: string,
  number: number,
  lines: {
    contractLineId: string;
    scheduledCents: number;
    previous?: number;
    thisPeriod: number;
    stored?: number;
  }[],
  status: 'approved' | 'paid' | 'void' | 'draft' = 'approved',
): Promise<string> {
  const [job] = await t.db
    .select({ customerId: projects.customerId })
    .from(projects)
    .where(eq(projects.id, jobId));
  if (!job) throw new Error('job');
  const completed = lines.reduce((s, l) => s + (l.previous ?? 0) + l.thisPeriod + (l.stored ?? 0), 0);
  const [app] = await t.db
    .insert(payApplications)
    .values({
      organizationId,
      jobId,
      customerId: job.customerId,
      applicationNumber: number,
      periodTo: '2026-03-31',
      applicationDate: '2026-03-31',
      dueDate: '2026-04-30',
      status,
      completedAndStoredCents: completed,
      retainageWorkCents: Math.round(completed / 10),
    })
    .returning({ id: payApplications.id });
  if (!app) throw new Error('application');
  await t.db.insert(payApplicationLines).values(
    lines.map((l) => ({
      organizationId,
      applicationId: app.id,
      contractLineId: l.contractLineId,
      scheduledCents: l.scheduledCents,
      previousWorkCents: l.previous ?? 0,
      thisPeriodCents: l.thisPeriod,
      storedCents: l.stored ?? 0,
    })),
  );
  return app.id;
}
