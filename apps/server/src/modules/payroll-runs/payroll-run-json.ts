import type {
  TPaycheckDetail,
  TPayrollCheck,
  TPayrollRun,
  TPayrollRunListItem,
  TRunEarning,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payrollRuns } from '../../db/schema/index.ts';
import { loadRunCashInLieu } from './certified-compliance.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

type TRunRow = typeof payrollRuns.$inferSelect;

/**
 * A person's name as lists show it: the profile's full name, else first and last, else the e-mail. The
 * profile is left-joined: a person whose profile the caller may not read (no role left in the company)
 * is still paid, under a name made from the employee id.
 */
export const employeeNameSql = sql`coalesce(nullif(trim(pr.full_name), ''), nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), ''), pr.email, 'Employee ' || left(e.id::text, 8))`;

/** The run row, locked for the change when `forUpdate`; 404 when it is not the company's. */
export async function findRunRow(
  tx: Db,
  organizationId: string,
  id: string,
  forUpdate = false,
): Promise<TRunRow> {
  const query = tx
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw PayrollRunErrors.notFound();
  return row;
}

export function runListItem(r: TRunRow, checkCount: number): TPayrollRunListItem {
  return {
    id: r.id,
    run_number: r.runNumber,
    kind: r.kind,
    pay_frequency: r.payFrequency,
    period_start: r.periodStart,
    period_end: r.periodEnd,
    check_date: r.checkDate,
    status: r.status,
    memo: r.memo,
    check_count: checkCount,
    gross_cents: r.grossCents,
    employee_taxes_cents: r.employeeTaxesCents,
    deductions_cents: r.deductionsCents,
    net_cents: r.netCents,
    employer_taxes_cents: r.employerTaxesCents,
    calculated_at: r.calculatedAt ? r.calculatedAt.toISOString() : null,
    is_settled: r.settlementEntryId !== null,
    created_at: r.createdAt.toISOString(),
  };
}

type TCheckRow = {
  id: string;
  employee_id: string;
  employee_name: string;
  check_date: string;
  check_number: string | null;
  payment_method: 'direct_deposit' | 'check';
  hours: string;
  gross: string;
  employee_taxes: string;
  deductions: string;
  net: string;
  employer_taxes: string;
  warnings: { code: string; message: string }[];
  detail: TPaycheckDetail;
};

/** The checks of a run (or one check), with the employee's name, by name. */
export async function loadChecks(
  tx: Db,
  organizationId: string,
  filter: { runId?: string; checkId?: string },
): Promise<(TPayrollCheck & { run_id: string })[]> {
  const rows = rowsOf<TCheckRow & { run_id: string }>(
    await tx.execute(sql`
      select c.id, c.run_id, c.employee_id, ${employeeNameSql} as employee_name, to_char(c.check_date, 'YYYY-MM-DD') as check_date,
             c.check_number, c.payment_method, c.hours::text as hours, c.gross_cents::text as gross,
             c.employee_taxes_cents::text as employee_taxes, c.deductions_cents::text as deductions,
             c.net_cents::text as net, c.employer_taxes_cents::text as employer_taxes, c.warnings, c.detail
      from payroll_checks c
      join employees e on e.organization_id = c.organization_id and e.id = c.employee_id
      left join profiles pr on pr.id = e.user_id
      where c.organization_id = ${organizationId}
        ${filter.runId ? sql`and c.run_id = ${filter.runId}::uuid` : sql``}
        ${filter.checkId ? sql`and c.id = ${filter.checkId}::uuid` : sql``}
      order by 4, c.id`),
  );
  return rows.map((r) => ({
    id: r.id,
    run_id: r.run_id,
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    check_date: r.check_date,
    check_number: r.check_number,
    payment_method: r.payment_method,
    hours: r.hours,
    gross_cents: Number(r.gross),
    employee_taxes_cents: Number(r.employee_taxes),
    deductions_cents: Number(r.deductions),
    net_cents: Number(r.net),
    employer_taxes_cents: Number(r.employer_taxes),
    warnings: r.warnings,
    detail: r.detail,
  }));
}

export async function loadEarnings(tx: Db, organizationId: string, runId: string): Promise<TRunEarning[]> {
  return rowsOf<TRunEarning & { amount_cents: string | number }>(
    await tx.execute(sql`
      select x.id, x.employee_id, ${employeeNameSql} as employee_name, x.kind, x.amount_cents::text as amount_cents,
             x.job_id, p.project_number as job_number, x.cost_code_id, cc.code as cost_code, x.memo
      from payroll_run_earnings x
      join employees e on e.organization_id = x.organization_id and e.id = x.employee_id
      left join profiles pr on pr.id = e.user_id
      left join projects p on p.organization_id = x.organization_id and p.id = x.job_id
      left join standard_cost_codes cc on cc.organization_id = x.organization_id and cc.id = x.cost_code_id
      where x.organization_id = ${organizationId} and x.run_id = ${runId}::uuid and x.kind <> 'cash_in_lieu'
      order by 3, x.created_at, x.id`),
  ).map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}

type TEntryRef = { id: string; entry_number: string; entry_date: string } | null;

/** The run with its checks, earnings, entries and the names of the jobs and cost codes they mention. */
export async function loadPayrollRun(tx: Db, organizationId: string, id: string): Promise<TPayrollRun> {
  const run = await findRunRow(tx, organizationId, id);
  const checks = await loadChecks(tx, organizationId, { runId: id });
  const earnings = await loadEarnings(tx, organizationId, id);
  const [meta] = rowsOf<{
    account_number: string;
    account_name: string;
    approved_by: string | null;
    posted_by: string | null;
    voided_by: string | null;
  }>(
    await tx.execute(sql`
      select a.account_number, a.account_name,
             (select full_name from profiles where id = ${run.approvedBy}::uuid) as approved_by,
             (select full_name from profiles where id = ${run.postedBy}::uuid) as posted_by,
             (select full_name from profiles where id = ${run.voidedBy}::uuid) as voided_by
      from chart_of_accounts a where a.organization_id = ${organizationId} and a.id = ${run.cashAccountId}::uuid`),
  );
  const entryIds = [run.journalEntryId, run.voidEntryId, run.settlementEntryId].filter(
    (v): v is string => v !== null,
  );
  const entries =
    entryIds.length === 0
      ? []
      : rowsOf<{ id: string; entry_number: string; entry_date: string }>(
          await tx.execute(sql`
            select id, entry_number, to_char(entry_date, 'YYYY-MM-DD') as entry_date from journal_entries
            where organization_id = ${organizationId} and id in (${sql.join(
              entryIds.map((e) => sql`${e}::uuid`),
              sql`, `,
            )})`),
        );
  const ref = (entryId: string | null): TEntryRef => entries.find((e) => e.id === entryId) ?? null;

  const jobIds = new Set<string>();
  const codeIds = new Set<string>();
  for (const c of checks)
    for (const e of [...c.detail.earnings, ...c.detail.burden]) {
      if (e.jobId) jobIds.add(e.jobId);
      if (e.costCodeId) codeIds.add(e.costCodeId);
    }
  const names = await dimensionNames(tx, organizationId, [...jobIds], [...codeIds]);
  const burden = checks.reduce(
    (s, c) => s + c.employer_taxes_cents + c.detail.burden.reduce((b, x) => b + x.amountCents, 0),
    0,
  );
  return {
    ...runListItem(run, checks.length),
    cash_account: {
      id: run.cashAccountId,
      account_number: meta?.account_number ?? '',
      account_name: meta?.account_name ?? '',
    },
    checks,
    earnings,
    jobs: names.jobs,
    cost_codes: names.codes,
    entry: ref(run.journalEntryId),
    void_entry: ref(run.voidEntryId),
    settlement_entry: ref(run.settlementEntryId),
    void_reason: run.voidReason,
    approved_at: run.approvedAt?.toISOString() ?? null,
    approved_by_name: meta?.approved_by ?? null,
    posted_at: run.postedAt?.toISOString() ?? null,
    posted_by_name: meta?.posted_by ?? null,
    voided_at: run.voidedAt?.toISOString() ?? null,
    voided_by_name: meta?.voided_by ?? null,
    burden_cents: burden,
    cash_in_lieu: await loadRunCashInLieu(tx, organizationId, id),
  };
}

/** "J-0001 Main Street" and "03-1000 Formwork" by id. */
export async function dimensionNames(
  tx: Db,
  organizationId: string,
  jobIds: string[],
  codeIds: string[],
): Promise<{ jobs: Record<string, string>; codes: Record<string, string> }> {
  const list = (ids: string[]) =>
    ids.length === 0
      ? sql`null::uuid`
      : sql.join(
          ids.map((i) => sql`${i}::uuid`),
          sql`, `,
        );
  const jobs = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`select id, project_number || ' ' || project_name as name from projects
      where organization_id = ${organizationId} and id in (${list(jobIds)})`),
  );
  const codes = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`select id, code || ' ' || description as name from standard_cost_codes
      where organization_id = ${organizationId} and id in (${list(codeIds)})`),
  );
  return {
    jobs: Object.fromEntries(jobs.map((j) => [j.id, j.name])),
    codes: Object.fromEntries(codes.map((c) => [c.id, c.name])),
  };
}
