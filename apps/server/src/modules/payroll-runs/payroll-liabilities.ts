import { randomUUID } from 'node:crypto';
import {
  PAYROLL_LIABILITY_KEYS,
  type TLiabilitiesQuery,
  type TLiabilityPayment,
  type TPayrollLiabilities,
  type TRecordLiabilityPayment,
  type TVoidLiabilityPayment,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payrollLiabilityPayments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { assertCashAccount } from './payroll-accounts.ts';
import { liabilityPaymentLines } from './payroll-posting.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

const keyList = sql.join(
  PAYROLL_LIABILITY_KEYS.map((k) => sql`${k}`),
  sql`, `,
);

/** Which liability account a check line was credited to (the posting rule's mapping). */
const SYSTEM_KEY_SQL = sql`case
  when l.line_type = 'employee_tax' and l.code = 'fit' then 'federal_withholding_payable'
  when l.line_type in ('employee_tax', 'employer_tax') and l.code in ('ss', 'medicare', 'addl_medicare') then 'fica_payable'
  when l.line_type = 'employee_tax' then 'state_withholding_payable'
  when l.line_type = 'employer_tax' then 'payroll_taxes_payable'
  when l.line_type = 'deduction' then 'deductions_payable'
  when l.line_type = 'fringe' then 'fringes_payable'
  else 'workers_comp_payable' end`;

async function findPayments(
  tx: Db,
  org: string,
  filter: { from?: string; to?: string; id?: string },
): Promise<TLiabilityPayment[]> {
  const rows = rowsOf<
    Omit<TLiabilityPayment, 'amount_cents' | 'created_at'> & { amount: string; created_at: string }
  >(
    await tx.execute(sql`
      select p.id, to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.cash_account_id,
             a.account_number || ' ' || a.account_name as cash_account_name, p.kind, p.payee, p.reference, p.memo,
             p.amount_cents::text as amount, p.lines, to_char(p.period_start, 'YYYY-MM-DD') as period_start,
             to_char(p.period_end, 'YYYY-MM-DD') as period_end, p.journal_entry_id as entry_id, e.entry_number,
             p.void_entry_id, to_json(p.created_at)#>>'{}' as created_at
      from payroll_liability_payments p
      join chart_of_accounts a on a.organization_id = p.organization_id and a.id = p.cash_account_id
      join journal_entries e on e.organization_id = p.organization_id and e.id = p.journal_entry_id
      where p.organization_id = ${org}
        ${filter.from ? sql`and p.paid_on >= ${filter.from}::date` : sql``}
        ${filter.to ? sql`and p.paid_on <= ${filter.to}::date` : sql``}
        ${filter.id ? sql`and p.id = ${filter.id}::uuid` : sql``}
      order by p.paid_on desc, p.created_at desc
      limit 500`),
  );
  return rows.map(({ amount, created_at, ...r }) => ({
    ...r,
    amount_cents: Number(amount),
    created_at: new Date(created_at).toISOString(),
  }));
}

/**
 * What payroll owes: each payroll liability account's balance at the period end (from the ledger:
 * credits − debits), the period's withholdings, employer taxes, deductions, fringes and workers' comp
 * by tax code and jurisdiction (posted runs' checks dated in the period), and the period's payments.
 */
export async function payrollLiabilities(
  tx: Db,
  org: string,
  query: TLiabilitiesQuery,
): Promise<TPayrollLiabilities> {
  const accounts = rowsOf<{
    account_id: string;
    account_number: string;
    account_name: string;
    system_key: string;
    balance: string;
  }>(
    await tx.execute(sql`
      select a.id as account_id, a.account_number, a.account_name, a.system_key,
             coalesce((select sum(j.credit_cents - j.debit_cents) from journal_lines j
                       where j.organization_id = a.organization_id and j.account_id = a.id
                         and j.entry_date <= ${query.to}::date), 0)::text as balance
      from chart_of_accounts a
      where a.organization_id = ${org} and a.system_key in (${keyList})`),
  )
    .map(({ balance, ...a }) => ({ ...a, balance_cents: Number(balance) }))
    .sort(
      (x, y) =>
        PAYROLL_LIABILITY_KEYS.indexOf(x.system_key as (typeof PAYROLL_LIABILITY_KEYS)[number]) -
        PAYROLL_LIABILITY_KEYS.indexOf(y.system_key as (typeof PAYROLL_LIABILITY_KEYS)[number]),
    );
  const byCode = rowsOf<{
    line_type: string;
    code: string;
    jurisdiction: string | null;
    description: string;
    system_key: string;
    wages: string;
    amount: string;
  }>(
    await tx.execute(sql`
      select l.line_type, l.code,
             case when l.line_type in ('employee_tax', 'employer_tax') then l.jurisdiction end as jurisdiction,
             case when l.line_type = 'deduction' then coalesce(nullif(d.payee, ''), min(l.description))
                  else min(l.description) end as description,
             ${SYSTEM_KEY_SQL} as system_key,
             coalesce(sum(l.taxable_wages_cents), 0)::text as wages, sum(l.amount_cents)::text as amount
      from payroll_check_lines l
      join payroll_runs r on r.organization_id = l.organization_id and r.id = l.run_id
      left join employee_deductions d on d.organization_id = l.organization_id and d.id = l.deduction_id
      where l.organization_id = ${org} and r.status = 'posted' and l.line_type <> 'earning'
        and l.check_date between ${query.from}::date and ${query.to}::date
      group by l.line_type, l.code, 3, d.payee, 5
      having sum(l.amount_cents) <> 0
      order by 5, l.line_type, l.code, 3`),
  ).map(({ wages, amount, ...r }) => ({
    ...r,
    taxable_wages_cents: Number(wages),
    amount_cents: Number(amount),
  }));
  return {
    from: query.from,
    to: query.to,
    accounts,
    by_code: byCode,
    payments: await findPayments(tx, org, query),
  };
}

/**
 * Records a payment of payroll liabilities (a federal deposit, state withholding, a fund): the lines'
 * accounts must be payroll liability accounts; one entry Dr each liability, Cr the bank account,
 * through the posting engine (which refuses a closed period); the payment row; audit.
 */
export async function recordLiabilityPayment(
  tx: Db,
  caller: TenantCaller,
  input: TRecordLiabilityPayment,
): Promise<TLiabilityPayment> {
  const org = caller.organizationId;
  await assertCashAccount(tx, org, input.cash_account_id);
  const liabilities = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from chart_of_accounts
      where organization_id = ${org} and is_active and system_key in (${keyList})`),
  ).map((r) => r.id);
  if (input.lines.some((l) => !liabilities.includes(l.account_id)))
    throw PayrollRunErrors.notLiabilityAccount();
  const id = randomUUID();
  const entryId = randomUUID();
  const amount = input.lines.reduce((s, l) => s + l.amount_cents, 0);
  const memo = `Payroll liability payment to ${input.payee}${input.reference ? ` (${input.reference})` : ''}`;
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'record_payroll_liability_payment',
    entity: 'payroll_liability_payments',
    entityId: id,
    after: { ...input, amount_cents: amount, entry_id: entryId },
    requestId: caller.requestId,
  });
  await postEntry(tx, {
    id: entryId,
    organizationId: org,
    entryDate: input.paid_on,
    memo,
    sourceType: 'payroll',
    sourceId: id,
    postedBy: caller.userId,
    lines: liabilityPaymentLines({
      memo,
      cashAccountId: input.cash_account_id,
      lines: input.lines.map((l) => ({ accountId: l.account_id, amountCents: l.amount_cents, code: l.code })),
    }),
  });
  await tx.insert(payrollLiabilityPayments).values({
    id,
    organizationId: org,
    paidOn: input.paid_on,
    cashAccountId: input.cash_account_id,
    kind: input.kind,
    payee: input.payee,
    reference: input.reference,
    memo: input.memo,
    amountCents: amount,
    lines: input.lines,
    periodStart: input.period_start,
    periodEnd: input.period_end,
    journalEntryId: entryId,
    createdBy: caller.userId,
  });
  const [payment] = await findPayments(tx, org, { id });
  if (!payment) throw new Error('liability payment not found after recording');
  return payment;
}

/** Voids a liability payment by reversing its entry (dated today unless given), with a reason. */
export async function voidLiabilityPayment(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TVoidLiabilityPayment,
  today = new Date().toISOString().slice(0, 10),
): Promise<TLiabilityPayment> {
  const org = caller.organizationId;
  const [row] = await tx
    .select()
    .from(payrollLiabilityPayments)
    .where(and(eq(payrollLiabilityPayments.organizationId, org), eq(payrollLiabilityPayments.id, id)))
    .for('update');
  if (!row) throw PayrollRunErrors.paymentNotFound();
  if (row.voidEntryId) throw PayrollRunErrors.paymentVoid();
  const reversalId = randomUUID();
  const date = today > row.paidOn ? today : row.paidOn;
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'void_payroll_liability_payment',
    entity: 'payroll_liability_payments',
    entityId: id,
    after: { reason: input.reason, void_entry_id: reversalId, void_date: date },
    requestId: caller.requestId,
  });
  const reversed = await reversePostedEntry(tx, caller, row.journalEntryId, {
    id: reversalId,
    date: () => date,
    memo: (original) => `Void of ${original.entryNumber}: ${original.memo} (${input.reason})`,
    sourceId: id,
  });
  if (!reversed) throw new Error(`journal entry ${row.journalEntryId} is already reversed`);
  await tx
    .update(payrollLiabilityPayments)
    .set({ voidEntryId: reversalId })
    .where(and(eq(payrollLiabilityPayments.organizationId, org), eq(payrollLiabilityPayments.id, id)));
  const [payment] = await findPayments(tx, org, { id });
  if (!payment) throw new Error('liability payment not found after voiding');
  return payment;
}
