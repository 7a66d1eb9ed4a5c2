import type { TReportPreference, TReportPreferenceList } from '@groundwork/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportPreferences } from '../../db/schema/index.ts';

/** A person's remembered parameters for one report, or params null when they have none yet. */
export async function readReportPreference(
  tx: Db,
  organizationId: string,
  personId: string,
  reportKey: string,
): Promise<TReportPreference> {
  const [row] = await tx
    .select({ params: reportPreferences.params, updatedAt: reportPreferences.updatedAt })
    .from(reportPreferences)
    .where(
      and(
        eq(reportPreferences.organizationId, organizationId),
        eq(reportPreferences.personId, personId),
        eq(reportPreferences.reportKey, reportKey),
      ),
    );
  return {
    report_key: reportKey,
    params: (row?.params as Record<string, unknown> | undefined) ?? null,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** Keeps a person's parameters for one report (insert or replace). */
export async function saveReportPreference(
  tx: Db,
  organizationId: string,
  personId: string,
  reportKey: string,
  params: Record<string, unknown>,
): Promise<TReportPreference> {
  const [row] = await tx
    .insert(reportPreferences)
    .values({ organizationId, personId, reportKey, params })
    .onConflictDoUpdate({
      target: [reportPreferences.organizationId, reportPreferences.personId, reportPreferences.reportKey],
      set: { params, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: reportPreferences.updatedAt });
  return { report_key: reportKey, params, updated_at: row?.updatedAt.toISOString() ?? null };
}

/** Every report a person has parameters for (the reports home shows them beside each report). */
export async function listReportPreferences(
  tx: Db,
  organizationId: string,
  personId: string,
): Promise<TReportPreferenceList> {
  const rows = await tx
    .select()
    .from(reportPreferences)
    .where(
      and(eq(reportPreferences.organizationId, organizationId), eq(reportPreferences.personId, personId)),
    )
    .orderBy(asc(reportPreferences.reportKey));
  return {
    items: rows.map((row) => ({
      report_key: row.reportKey,
      params: row.params as Record<string, unknown>,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}
