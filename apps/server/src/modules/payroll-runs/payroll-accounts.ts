import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts, costCategories } from '../../db/schema/index.ts';
import type { TPayrollPostingAccounts } from './payroll-posting.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

const KEYS: Record<keyof TPayrollPostingAccounts, readonly [string, string]> = {
  jobCostLabor: ['job_cost_labor', 'job cost labor'],
  jobCostBurden: ['job_cost_burden', 'job cost labor burden'],
  overheadSalaries: ['overhead_salaries', 'overhead wages'],
  overheadBurden: ['overhead_payroll_burden', 'overhead payroll taxes and benefits'],
  federalWithholding: ['federal_withholding_payable', 'federal income tax withheld'],
  fica: ['fica_payable', 'FICA payable'],
  stateWithholding: ['state_withholding_payable', 'state income tax withheld'],
  deductions: ['deductions_payable', 'payroll deductions payable'],
  netPay: ['net_pay_clearing', 'net pay clearing'],
  payrollTaxes: ['payroll_taxes_payable', 'payroll taxes payable (FUTA/SUTA)'],
  workersComp: ['workers_comp_payable', "workers' compensation accrued"],
  fringes: ['fringes_payable', 'fringe benefits payable'],
};

/** The company's payroll accounts by system key (active), refusing with the missing one's name. */
export async function payrollAccounts(tx: Db, organizationId: string): Promise<TPayrollPostingAccounts> {
  const rows = await tx
    .select({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, organizationId),
        eq(chartOfAccounts.isActive, true),
        inArray(
          chartOfAccounts.systemKey,
          Object.values(KEYS).map(([key]) => key),
        ),
      ),
    );
  const out = {} as TPayrollPostingAccounts;
  for (const [name, [key, what]] of Object.entries(KEYS) as [
    keyof TPayrollPostingAccounts,
    readonly [string, string],
  ][]) {
    const id = rows.find((r) => r.key === key)?.id;
    if (!id) throw PayrollRunErrors.accountMissing(what);
    out[name] = id;
  }
  return out;
}

/** The Labor cost category (L) every payroll job line carries. */
export async function laborCategoryId(tx: Db, organizationId: string): Promise<string> {
  const [row] = await tx
    .select({ id: costCategories.id })
    .from(costCategories)
    .where(
      and(
        eq(costCategories.organizationId, organizationId),
        eq(costCategories.code, 'L'),
        eq(costCategories.isActive, true),
      ),
    );
  if (!row) throw PayrollRunErrors.noLaborCategory();
  return row.id;
}

/** An active cash account of the company (a run's or a payment's bank account). */
export async function assertCashAccount(tx: Db, organizationId: string, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: chartOfAccounts.id })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, organizationId),
        eq(chartOfAccounts.id, id),
        eq(chartOfAccounts.isActive, true),
        eq(chartOfAccounts.isCash, true),
      ),
    );
  if (!row) throw PayrollRunErrors.cashAccountInvalid();
}
