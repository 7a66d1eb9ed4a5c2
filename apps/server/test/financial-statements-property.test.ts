import { fiscalYearOf, fiscalYearStart, previousDay } from '@groundwork/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantCaller } from '../src/lib/api-route.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { balanceSheet } from '../src/modules/financial-statements/balance-sheet.ts';
import { profitAndLoss } from '../src/modules/financial-statements/profit-and-loss.ts';
import { postEntry, type TPostingLine } from '../src/modules/ledger/post-entry.ts';
import { trialBalance, trialBalancePeriod } from '../src/modules/ledger/trial-balance.ts';
import { call } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { ledgerCompany } from './ledger/ledger-fixture.ts';

/**
 * Random postings over two years against an independent model (a list of (date, account, signed
 * cents)): after them, at random dates and periods,
 *   - the trial balance's debit total equals its credit total, as of a date and over a period (each
 *     pair of columns), and the period's closing equals the as-of trial balance;
 *   - the balance sheet balances, and its assets, liabilities and equity equal the model's;
 *   - the P&L's net income equals the model's and the change in equity between the period's ends;
 *   - the month columns add up to the total.
 * The fiscal year end is drawn too (12-31, 06-30, 03-31), so the retained earnings roll-over moves.
 */
const RUNS = 4;
const POSTINGS = 300;
const CHECKS = 6;

/** The starting chart's accounts the postings use, and their types. */
const ACCOUNTS: Record<string, 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'> = {
  '1000': 'asset',
  '1200': 'asset',
  '1500': 'asset',
  '1550': 'asset',
  '2100': 'liability',
  '2200': 'liability',
  '3000': 'equity',
  '3900': 'equity',
  '4000': 'revenue',
  '5000': 'expense',
  '5100': 'expense',
  '6000': 'expense',
  '6200': 'expense',
};
const NUMBERS = Object.keys(ACCOUNTS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = fc
  .record({
    y: fc.integer({ min: 2025, max: 2026 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ y, m, d }) => {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  });
const posting = fc.record({
  date: day,
  debit: fc.nat(NUMBERS.length - 1),
  credit: fc.nat(NUMBERS.length - 1),
  amount: fc.integer({ min: 1, max: 10_000_000 }),
});
const scenario = fc.record({
  fye: fc.constantFrom('12-31', '06-30', '03-31'),
  postings: fc.array(posting, { minLength: POSTINGS, maxLength: POSTINGS }),
  checks: fc.array(fc.tuple(day, day), { minLength: CHECKS, maxLength: CHECKS }),
});

describe('statements after random postings', () => {
  it(`${RUNS} runs × ${POSTINGS} postings: TB equal, BS balances, P&L net income = Δ equity = the model`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ fye, postings, checks }) => {
        run++;
        const c = await ledgerCompany(t, `fs-prop-${run}-${Date.now()}@example.com`, `FS Prop ${run}`);
        const patched = await call(t, c.admin.token, 'PATCH', '/api/v1/organization/business', {
          fiscal_year_end: fye,
        });
        expect(patched.status).toBe(200);
        const caller: TenantCaller = {
          userId: c.admin.userId,
          organizationId: c.admin.organizationId,
          requestId: null,
        };
        const model: { date: string; number: string; net: number }[] = [];
        for (const p of postings) {
          if (p.debit === p.credit) continue;
          const debit = NUMBERS[p.debit] as string;
          const credit = NUMBERS[p.credit] as string;
          const lines: TPostingLine[] = [
            { accountId: c.account(debit), debitCents: p.amount, creditCents: 0 },
            { accountId: c.account(credit), debitCents: 0, creditCents: p.amount },
          ];
          await withTenant(t.db, caller, (tx) =>
            postEntry(tx, {
              organizationId: caller.organizationId,
              entryDate: p.date,
              memo: '',
              sourceType: 'manual',
              postedBy: caller.userId,
              lines,
            }),
          );
          model.push(
            { date: p.date, number: debit, net: p.amount },
            { date: p.date, number: credit, net: -p.amount },
          );
        }
        /** Σ (debit − credit) of the model's lines of a type within [from, to]. */
        const net = (type: string, from: string, to: string) =>
          model
            .filter((l) => ACCOUNTS[l.number] === type && l.date >= from && l.date <= to)
            .reduce((s, l) => s + l.net, 0);
        const modelNetIncome = (from: string, to: string) =>
          0 - net('revenue', from, to) - net('expense', from, to);

        for (const [a, b] of checks) {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const { tb, period, bsFrom, bsTo, pnl } = await withTenant(t.db, caller, async (tx) => ({
            tb: await trialBalance(tx, caller.organizationId, to),
            period: await trialBalancePeriod(tx, caller.organizationId, from, to),
            bsFrom: await balanceSheet(tx, caller.organizationId, { as_of: previousDay(from) }),
            bsTo: await balanceSheet(tx, caller.organizationId, { as_of: to, compare_to: previousDay(from) }),
            pnl: await profitAndLoss(tx, caller.organizationId, {
              from,
              to,
              compare: 'none',
              columns: monthsBetween(from, to) <= 36 ? 'month' : 'total',
            }),
          }));
          // Trial balance: equal columns, and the period closes where the as-of stands.
          expect(tb.total_debit_cents).toBe(tb.total_credit_cents);
          expect(period.totals.opening_debit_cents).toBe(period.totals.opening_credit_cents);
          expect(period.totals.debit_cents).toBe(period.totals.credit_cents);
          expect(period.totals.closing_debit_cents).toBe(period.totals.closing_credit_cents);
          expect(period.totals.closing_debit_cents).toBe(tb.total_debit_cents);

          // Balance sheet: balances, at both dates, and equals the model.
          for (const bs of [bsFrom, bsTo]) {
            expect(bs.is_balanced).toBe(true);
            expect(bs.total_assets_cents).toBe(bs.total_liabilities_and_equity_cents);
          }
          const total = (key: string) => bsTo.sections.find((s) => s.key === key)?.total_cents;
          expect(total('assets')).toBe(net('asset', '0000', to));
          expect(total('liabilities')).toBe(0 - net('liability', '0000', to));
          expect(total('equity')).toBe(0 - net('equity', '0000', to) + modelNetIncome('0000', to));
          const start = fiscalYearStart(fye, fiscalYearOf(fye, to));
          expect(bsTo.earnings.current_year_net_income_cents).toBe(modelNetIncome(start, to));
          expect(bsTo.prior_total_assets_cents).toBe(bsFrom.total_assets_cents);

          // P&L: the model's net income, Δ equity, and the month columns add up.
          const equity = (bs: typeof bsFrom) => bs.sections.find((s) => s.key === 'equity')?.total_cents ?? 0;
          expect(pnl.net_income.total_cents).toBe(modelNetIncome(from, to));
          expect(pnl.net_income.total_cents).toBe(equity(bsTo) - equity(bsFrom) + net('equity', from, to));
          if (pnl.columns === 'month')
            expect(pnl.net_income.amounts.reduce((s, v) => s + v, 0)).toBe(pnl.net_income.total_cents);
          expect(pnl.months.reduce((s, m) => s + m.net_income_cents, 0)).toBe(pnl.net_income.total_cents);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});

function monthsBetween(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7)) +
    1
  );
}
