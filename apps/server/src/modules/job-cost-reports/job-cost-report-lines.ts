import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { REPORT_PDF_MAX_ROWS, ReportTooLongForPdfError } from '../../lib/pdf/report-pdf.ts';
import { jobCostHistoryLinesSql } from '../job-cost-summary/job-cost-history.ts';
import { costLinesSql, type TCostLineRow } from '../payables-reports/job-cost-detail.ts';

/**
 * The journal lines behind the report's actual figures, for its exports. The lines and what is shown
 * beside them (entry, vendor invoice, account) are the job cost detail's (costLinesSql), so the
 * screen's drill-down, the detail CSV and the detail PDF list the same lines — each job's
 * job-to-date cost brought by an import first, a line per cost code × category (job-cost-history.ts).
 */

/** A job's job-to-date cost brought by an import, on or before `asOf`, as lines (a few: read whole). */
export async function jobCostHistoryLines(
  tx: Db,
  organizationId: string,
  jobId: string,
  asOf: string,
): Promise<TCostLineRow[]> {
  return rowsOf<TCostLineRow>(
    await tx.execute(
      jobCostHistoryLinesSql(
        sql`h.organization_id = ${organizationId} and h.job_id = ${jobId} and h.as_of <= ${asOf}::date`,
      ),
    ),
  );
}

/** Where a job's lines continue from: the last line written (oldest first). */
export type TLinePosition = { date: string; number: string; line: number };

/** Up to `limit` of a job's lines through `asOf` after `after`, oldest first (keyset: memory stays a batch). */
export async function jobCostLinesAfter(
  tx: Db,
  organizationId: string,
  jobId: string,
  asOf: string,
  after: TLinePosition | null,
  limit: number,
): Promise<TCostLineRow[]> {
  const next = after
    ? sql`and (l.entry_date, l.entry_number, l.line_number) > (${after.date}::date, ${after.number}, ${after.line})`
    : sql``;
  return rowsOf<TCostLineRow>(
    await tx.execute(
      costLinesSql(sql`select l.* from journal_lines l
        where l.organization_id = ${organizationId} and l.job_id = ${jobId} and l.entry_date <= ${asOf}::date ${next}
        order by l.entry_date, l.entry_number, l.line_number
        limit ${limit}`),
    ),
  );
}

/**
 * Every line behind the jobs' actual cost through `asOf` (the detail PDF): the history lines, then the
 * journal lines oldest first; refused with the PDF's 413 before reading when, with the report's own
 * `summaryRows`, they would not fit in one.
 */
export async function jobCostLinesForPdf(
  tx: Db,
  organizationId: string,
  jobMatch: SQL,
  asOf: string,
  summaryRows: number,
): Promise<TCostLineRow[]> {
  const where = sql`l.organization_id = ${organizationId} and l.job_id ${jobMatch} and l.entry_date <= ${asOf}::date`;
  const history = sql`h.organization_id = ${organizationId} and h.job_id ${jobMatch} and h.as_of <= ${asOf}::date`;
  const [count] = rowsOf<{ n: string }>(
    await tx.execute(sql`select ((select count(*) from journal_lines l where ${where})
      + (select count(*) from job_cost_history h where ${history}))::text as n`),
  );
  const total = summaryRows + Number(count?.n ?? 0);
  if (total > REPORT_PDF_MAX_ROWS) throw new ReportTooLongForPdfError(total);
  return [
    ...rowsOf<TCostLineRow>(await tx.execute(jobCostHistoryLinesSql(history))),
    ...rowsOf<TCostLineRow>(
      await tx.execute(costLinesSql(sql`select l.* from journal_lines l where ${where}`)),
    ),
  ];
}
