import { PAYROLL_LIABILITY_KEYS } from '@groundwork/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/org-users.ts';
import type { TPayrollWorker, TPayrollWorld } from './helpers/payroll-runs-fixture.ts';
import { addWorker, approvedTime, hourlyProfile, payrollWorld } from './helpers/payroll-runs-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Model-based: random sequences of payroll runs (regular runs from approved time, off-cycle bonus
 * runs) calculated, approved and posted, net pay settlements, liability payments of what is owed (in
 * part, in full, sometimes more), and voids of runs (settled or not) and of liability payments. A tiny
 * model keeps each posted run's check lines by the liability account the posting rule credits them to
 * (read back from the run's checks), its settlement, and each payment's lines. After every step, for
 * every payroll liability account (PAYROLL_LIABILITY_KEYS: 2205 net pay clearing, 2210 FUTA/SUTA,
 * 2215, 2220, 2225, 2230, 2235, 2240):
 *   - the ledger (trial balance) and the liabilities screen's balance both equal
 *     Σ live posted runs' check lines for it − Σ settlements of those runs (net pay) − Σ live payments;
 *   - the screen's by-code figures (the check-line subledger) sum per account to Σ live runs' lines;
 *   - the screen's payments not void sum per account to the model's live payments;
 * and each run's own entry credits each liability exactly its check lines. All to the cent — for the
 * books to the end of time, and again as of a date among the movements (a check, settlement, payment
 * or void date), where the model sums its dated movements (a run's lines on its check date, their
 * reversal and the settlement's on the void date, a payment's reversal on the day it is voided).
 */

type TKey = (typeof PAYROLL_LIABILITY_KEYS)[number];
const KEYS = PAYROLL_LIABILITY_KEYS;
const FICA = new Set(['ss', 'medicare', 'addl_medicare']);

type Op =
  | { kind: 'run'; offCycle: boolean; hours: number[]; bonus: number[] }
  | { kind: 'settle'; pick: number; lag: number }
  | { kind: 'pay'; shares: number[]; lag: number }
  | { kind: 'voidRun'; pick: number; lag: number }
  | { kind: 'voidPayment'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('run' as const),
      offCycle: fc.boolean(),
      // Alex, Blair, Casey: hours of the week in quarter hours (up to 55 h, so overtime happens).
      hours: fc.array(fc.integer({ min: 0, max: 220 }), { minLength: 3, maxLength: 3 }),
      bonus: fc.array(fc.integer({ min: 0, max: 400_000 }), { minLength: 3, maxLength: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      pick: fc.nat(),
      lag: fc.integer({ min: 0, max: 10 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      // Percent of each liability's balance paid, in KEYS order; above 100 over-pays it.
      shares: fc.array(fc.constantFrom(0, 0, 25, 50, 100, 100, 110), {
        minLength: KEYS.length,
        maxLength: KEYS.length,
      }),
      lag: fc.integer({ min: 0, max: 30 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('voidRun' as const),
      pick: fc.nat(),
      lag: fc.integer({ min: 0, max: 40 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voidPayment' as const), pick: fc.nat() }) },
);

type TModelRun = {
  id: string;
  checkDate: string;
  /** Credits of its check lines by liability (net pay under net_pay_clearing). */
  lines: Record<TKey, number>;
  settledOn: string | null;
  voidOn: string | null;
};
type TModelPayment = {
  id: string;
  paidOn: string;
  lines: { key: TKey; cents: number }[];
  voidOn: string | null;
};

let t: TestApp;
let w: TPayrollWorld;
let casey: TPayrollWorker;
let accountOf: Record<TKey, string>;
let week = 0;
const runs: TModelRun[] = [];
const payments: TModelPayment[] = [];
/** What the runs did, so a generator that never reaches an operation fails the test. */
const seen = {
  regular: 0,
  offCycle: 0,
  settlements: 0,
  payments: 0,
  overpaid: 0,
  runVoids: 0,
  settledRunVoids: 0,
  paymentVoids: 0,
  /** Voids of a settled run dated before its settlement: refused, nothing changes. */
  refusedVoidBeforeSettlement: 0,
  datedTieOuts: 0,
};
const touched = new Set<TKey>();

// biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON bodies
const send = (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> =>
  call(t, w.accountant.token, method, path, body);
const must = async (status: number, method: string, path: string, body?: unknown) => {
  const res = await send(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
};

const zero = (): Record<TKey, number> => Object.fromEntries(KEYS.map((k) => [k, 0])) as Record<TKey, number>;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const plus = (date: string, days: number) =>
  iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
/** Far enough out to hold every reversal, whatever today is (a payment's void is dated today). */
const AS_OF = '2099-12-31';

type TCheckDetail = {
  net_cents: number;
  detail: {
    employeeTaxes: { code: string; amountCents: number }[];
    employerTaxes: { code: string; amountCents: number }[];
    deductions: { amountCents: number }[];
    burden: { kind: string; amountCents: number }[];
  };
};

/** A run's check lines by the liability the posting rule credits them to (an independent mapping). */
function linesOf(checks: TCheckDetail[]): Record<TKey, number> {
  const out = zero();
  for (const c of checks) {
    for (const x of c.detail.employeeTaxes)
      out[
        x.code === 'fit'
          ? 'federal_withholding_payable'
          : FICA.has(x.code)
            ? 'fica_payable'
            : 'state_withholding_payable'
      ] += x.amountCents;
    for (const x of c.detail.employerTaxes)
      out[FICA.has(x.code) ? 'fica_payable' : 'payroll_taxes_payable'] += x.amountCents;
    for (const x of c.detail.deductions) out.deductions_payable += x.amountCents;
    for (const x of c.detail.burden)
      out[x.kind === 'workers_comp' ? 'workers_comp_payable' : 'fringes_payable'] += x.amountCents;
    out.net_pay_clearing += c.net_cents;
  }
  return out;
}

/**
 * Every dated movement of a liability (credits positive) the books should hold: a run's lines on its
 * check date, its settlement (net pay) on the settlement date, a void's reversal of both on the void
 * date; a payment on its date and its void's reversal on the void's date.
 */
function movements(): { date: string; key: TKey; cents: number }[] {
  const out: { date: string; key: TKey; cents: number }[] = [];
  for (const r of runs) {
    const net = r.lines.net_pay_clearing;
    for (const key of KEYS) if (r.lines[key] !== 0) out.push({ date: r.checkDate, key, cents: r.lines[key] });
    if (r.settledOn && net > 0) out.push({ date: r.settledOn, key: 'net_pay_clearing', cents: -net });
    if (r.voidOn) {
      for (const key of KEYS) if (r.lines[key] !== 0) out.push({ date: r.voidOn, key, cents: -r.lines[key] });
      if (r.settledOn && net > 0) out.push({ date: r.voidOn, key: 'net_pay_clearing', cents: net });
    }
  }
  for (const p of payments)
    for (const l of p.lines) {
      out.push({ date: p.paidOn, key: l.key, cents: -l.cents });
      if (p.voidOn) out.push({ date: p.voidOn, key: l.key, cents: l.cents });
    }
  return out;
}

/** The model's balance owed per liability at the end of `date`. */
function owedAt(date: string): Record<TKey, number> {
  const owed = zero();
  for (const m of movements()) if (m.date <= date) owed[m.key] += m.cents;
  return owed;
}

/**
 * The property as stated, for the books today: Σ posted (not voided) runs' check lines − Σ the
 * settlements of those runs − Σ liability payments not voided.
 */
function owedNow(): Record<TKey, number> {
  const owed = zero();
  for (const r of runs.filter((x) => !x.voidOn))
    for (const k of KEYS) {
      owed[k] += r.lines[k];
      if (k === 'net_pay_clearing' && r.settledOn) owed[k] -= r.lines[k];
    }
  for (const p of payments.filter((x) => !x.voidOn)) for (const l of p.lines) owed[l.key] -= l.cents;
  return owed;
}

/** The ledger, the liabilities screen and the model at the end of `to`. */
async function tieOut(label: string, to: string) {
  const liab = await must(200, 'GET', `/api/v1/payroll/liabilities?from=2026-01-01&to=${to}`);
  const tb = await must(200, 'GET', `/api/v1/ledger/trial-balance?as_of=${to}`);
  const screen = zero();
  for (const a of liab.accounts as { system_key: TKey; balance_cents: number }[])
    screen[a.system_key] = a.balance_cents;
  const ledger = zero();
  for (const k of KEYS) {
    const row = (tb.rows as { account_id: string; debit_cents: number; credit_cents: number }[]).find(
      (r) => r.account_id === accountOf[k],
    );
    ledger[k] = row ? row.credit_cents - row.debit_cents : 0;
  }
  // The by-code figures: the check lines of the runs posted now (not voided) with a check date to `to`.
  const byCode = zero();
  for (const r of liab.by_code as { system_key: TKey; amount_cents: number }[]) {
    expect(KEYS, `${label}: by_code key ${r.system_key}`).toContain(r.system_key);
    byCode[r.system_key] += r.amount_cents;
  }
  const { net_pay_clearing: _screenNet, ...checkLines } = byCode;
  const subledger = zero();
  for (const r of runs.filter((x) => !x.voidOn && x.checkDate <= to))
    for (const k of KEYS) subledger[k] += r.lines[k];
  const { net_pay_clearing: _net, ...wantLines } = subledger;
  // The period's payments, those not void by liability.
  const screenPaid = zero();
  const keyOf = new Map(KEYS.map((k) => [accountOf[k], k]));
  for (const p of liab.payments as {
    void_entry_id: string | null;
    lines: { account_id: string; amount_cents: number }[];
  }[])
    if (!p.void_entry_id)
      for (const l of p.lines) {
        const k = keyOf.get(l.account_id);
        if (!k) throw new Error(`payment line on ${l.account_id}`);
        screenPaid[k] += l.amount_cents;
      }
  const paid = zero();
  const inPeriod = payments.filter((p) => p.paidOn <= to);
  for (const p of inPeriod.filter((x) => !x.voidOn)) for (const l of p.lines) paid[l.key] += l.cents;
  const owed = owedAt(to);
  expect({ ledger, screen, checkLines, paid: screenPaid, payments: liab.payments.length }, label).toEqual({
    ledger: owed,
    screen: owed,
    checkLines: wantLines,
    paid,
    payments: inPeriod.length,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await payrollWorld(t, 'admin@payliab.co');
  const org = w.admin.organizationId;
  // Casey lives in Pennsylvania (state income tax and employee SUTA withheld); Alex is a union carpenter with a workers'
  // comp class (fringes and workers' comp accrue on his hours).
  casey = await addWorker(t, org, 'casey@payliab.co', 'Casey Resident');
  await hourlyProfile(t, org, casey.employeeId, '35.0000', { homeState: 'PA' });
  await must(200, 'PUT', `/api/v1/employee-pay/${w.alex.employeeId}`, {
    pay_type: 'hourly',
    pay_frequency: 'weekly',
    home_state: 'TX',
    w4_version: '2020',
    filing_status: 'single',
    default_classification: 'Carpenter',
    workers_comp_class_code: '5403',
    union_local: 'L12',
    payment_method: 'check',
  });
  await must(201, 'POST', '/api/v1/workers-comp-classes', {
    state: 'TX',
    class_code: '5403',
    description: 'Carpentry',
    rate_per_100: '8.7654',
  });
  await must(201, 'POST', '/api/v1/fringe-rates', {
    union_local: 'L12',
    classification: 'Carpenter',
    fund: 'health',
    rate_per_hour: '7.1500',
    effective_from: '2026-01-01',
  });
  const liab = await must(200, 'GET', `/api/v1/payroll/liabilities?from=2026-01-01&to=${AS_OF}`);
  accountOf = Object.fromEntries(
    (liab.accounts as { system_key: string; account_id: string }[]).map((a) => [a.system_key, a.account_id]),
  ) as Record<TKey, string>;
  for (const k of KEYS) expect(accountOf[k], k).toBeTruthy();
});
afterAll(() => t.close());

async function runOp(op: Extract<Op, { kind: 'run' }>) {
  // A fresh week of 2026 for each run (the weeks wrap around; only unpaid approved time is picked up).
  const start = plus('2026-01-05', 7 * (week++ % 48));
  const end = plus(start, 6);
  const checkDate = plus(start, 11);
  const workers = [w.alex, w.blair, casey];
  const run = await must(201, 'POST', '/api/v1/payroll/runs', {
    kind: op.offCycle ? 'off_cycle' : 'regular',
    pay_frequency: 'weekly',
    period_start: start,
    period_end: end,
    check_date: checkDate,
    cash_account_id: w.cashAccountId,
  });
  if (op.offCycle) {
    const bonus = op.bonus.some((b) => b > 0) ? op.bonus : [50_000, 0, 0];
    for (const [i, cents] of bonus.entries()) {
      const worker = workers[i];
      if (cents > 0 && worker)
        await must(201, 'POST', `/api/v1/payroll/runs/${run.id}/earnings`, {
          employee_id: worker.employeeId,
          kind: 'bonus',
          amount_cents: cents,
          ...(i === 0 ? { job_id: w.jobs.one, cost_code_id: w.codes.c0310 } : {}),
        });
    }
    seen.offCycle += 1;
  } else {
    const hours = op.hours.some((q) => q > 0) ? op.hours : [32, 0, 0];
    for (const [i, quarters] of hours.entries()) {
      const worker = workers[i];
      if (!worker || quarters === 0) continue;
      // Spread over Monday–Saturday, at most 10 h a day, alternating the two jobs.
      const lines = [];
      let left = quarters;
      for (let d = 0; d < 6 && left > 0; d++) {
        const q = Math.min(left, 40);
        left -= q;
        const j =
          d % 2 === 0 ? { job: w.jobs.one, code: w.codes.c0310 } : { job: w.jobs.two, code: w.codes.c0510 };
        lines.push({ date: plus(start, d), ...j, hours: (q / 4).toFixed(2) });
      }
      await approvedTime(t, w.admin.organizationId, worker.employeeId, lines);
    }
    seen.regular += 1;
  }
  await must(200, 'POST', `/api/v1/payroll/runs/${run.id}/calculate`, {});
  await must(200, 'POST', `/api/v1/payroll/runs/${run.id}/approve`, {});
  const posted = await must(200, 'POST', `/api/v1/payroll/runs/${run.id}/post`, {});
  expect(posted.status).toBe('posted');
  const lines = linesOf(posted.checks as TCheckDetail[]);
  for (const k of KEYS) if (lines[k] !== 0) touched.add(k);
  // The run's own entry credits each liability exactly its check lines.
  const entry = await must(200, 'GET', `/api/v1/journal-entries/${posted.entry.id}`);
  const credited = zero();
  const keyOf = new Map(KEYS.map((k) => [accountOf[k], k]));
  for (const l of entry.lines as { account_id: string; debit_cents: number; credit_cents: number }[]) {
    const k = keyOf.get(l.account_id);
    if (k) credited[k] += l.credit_cents - l.debit_cents;
  }
  expect(credited, `run ${posted.run_number} entry`).toEqual(lines);
  runs.push({ id: run.id, checkDate, lines, settledOn: null, voidOn: null });
}

describe('payroll liabilities property', () => {
  it('every payroll liability account ties to its check lines, settlements and payments, after any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 10 }), async (ops) => {
        for (const [i, op] of ops.entries()) {
          if (op.kind === 'run') await runOp(op);
          else if (op.kind === 'settle') {
            const open = runs.filter((r) => !r.voidOn && !r.settledOn);
            const run = open[op.pick % Math.max(1, open.length)];
            if (!run) continue;
            if (seen.settlements === 0) {
              // Net pay is never settled before the check date that owes it.
              const early = await send('POST', `/api/v1/payroll/runs/${run.id}/settle`, {
                settled_on: plus(run.checkDate, -1),
              });
              expect([early.status, early.body.error?.message]).toEqual([
                400,
                'The settlement date cannot be before the check date',
              ]);
            }
            const settledOn = plus(run.checkDate, op.lag);
            const res = await must(200, 'POST', `/api/v1/payroll/runs/${run.id}/settle`, {
              settled_on: settledOn,
            });
            expect(res.is_settled).toBe(true);
            expect(res.settlement_entry?.entry_date ?? null).toBe(
              run.lines.net_pay_clearing > 0 ? settledOn : null,
            );
            run.settledOn = settledOn;
            seen.settlements += 1;
          } else if (op.kind === 'pay') {
            const owed = owedNow();
            const lines = KEYS.map((key, k) => {
              const share = op.shares[k] ?? 0;
              return { key, share, cents: Math.floor((Math.max(0, owed[key]) * share) / 100) };
            }).filter((l) => l.cents > 0);
            if (lines.length === 0) continue;
            const latest =
              runs
                .map((r) => r.checkDate)
                .sort()
                .at(-1) ?? '2026-01-16';
            const paidOn = plus(latest, op.lag);
            const res = await must(201, 'POST', '/api/v1/payroll/liabilities/payments', {
              paid_on: paidOn,
              cash_account_id: w.cashAccountId,
              kind: 'other',
              payee: 'Property test',
              lines: lines.map((l) => ({ account_id: accountOf[l.key], amount_cents: l.cents, code: l.key })),
            });
            expect(res.amount_cents).toBe(lines.reduce((s, l) => s + l.cents, 0));
            payments.push({
              id: res.id,
              paidOn,
              lines: lines.map(({ key, cents }) => ({ key, cents })),
              voidOn: null,
            });
            seen.payments += 1;
            if (lines.some((l) => l.share > 100)) seen.overpaid += 1;
          } else if (op.kind === 'voidRun') {
            const live = runs.filter((r) => !r.voidOn);
            const run = live[op.pick % Math.max(1, live.length)];
            if (!run) continue;
            const voidOn = plus(run.checkDate, op.lag);
            if (run.settledOn && voidOn < run.settledOn) {
              const refused = await send('POST', `/api/v1/payroll/runs/${run.id}/void`, {
                reason: 'Property test',
                void_date: voidOn,
              });
              expect([refused.status, refused.body.error?.message]).toEqual([
                400,
                `The void date cannot be before the net pay settlement of ${run.settledOn}`,
              ]);
              seen.refusedVoidBeforeSettlement += 1;
              continue;
            }
            const res = await must(200, 'POST', `/api/v1/payroll/runs/${run.id}/void`, {
              reason: 'Property test',
              void_date: voidOn,
            });
            expect([res.status, res.void_entry?.entry_date]).toEqual(['voided', voidOn]);
            run.voidOn = voidOn;
            seen.runVoids += 1;
            if (run.settledOn) seen.settledRunVoids += 1;
          } else if (op.kind === 'voidPayment') {
            const live = payments.filter((p) => !p.voidOn);
            const payment = live[op.pick % Math.max(1, live.length)];
            if (!payment) continue;
            const res = await must(200, 'POST', `/api/v1/payroll/liabilities/payments/${payment.id}/void`, {
              reason: 'Property test',
            });
            // The reversal is dated today, or the payment's date when that is later.
            const reversal = await must(200, 'GET', `/api/v1/journal-entries/${res.void_entry_id}`);
            expect(reversal.entry_date >= payment.paidOn, reversal.entry_date).toBe(true);
            payment.voidOn = reversal.entry_date as string;
            seen.paymentVoids += 1;
          }
          // The model's dated movements, summed to the end of time, are the property as stated.
          expect(owedAt(AS_OF), 'model').toEqual(owedNow());
          await tieOut(`step ${i} ${op.kind} (all)`, AS_OF);
          // And as of a date the movements fall around (a check, settlement, payment or void date).
          const dates = [...new Set(movements().map((m) => m.date))].sort();
          const mid = dates[(i * 7 + dates.length) % Math.max(1, dates.length)];
          if (mid) {
            await tieOut(`step ${i} ${op.kind} (to ${mid})`, mid);
            seen.datedTieOuts += 1;
          }
        }
      }),
      {
        numRuns: 20,
        endOnFailure: true,
        // One sequence that always reaches both kinds of run, a settlement, payments in full and in
        // part, an over-payment, the void of a settled run and of a payment, so the coverage check
        // below never depends on what the random runs happened to draw.
        examples: [
          [
            [
              { kind: 'run', offCycle: false, hours: [184, 160, 120], bonus: [0, 0, 0] },
              { kind: 'run', offCycle: true, hours: [0, 0, 0], bonus: [120_000, 80_000, 150_000] },
              { kind: 'settle', pick: 0, lag: 10 },
              { kind: 'pay', shares: [100, 100, 100, 100, 100, 100, 100, 0], lag: 5 },
              // A void dated before the run's settlement is refused; dated after it, both are reversed.
              { kind: 'voidRun', pick: 0, lag: 3 },
              { kind: 'voidRun', pick: 0, lag: 15 },
              { kind: 'pay', shares: [50, 110, 25, 0, 0, 0, 0, 100], lag: 20 },
              { kind: 'voidPayment', pick: 0 },
              { kind: 'run', offCycle: false, hours: [100, 0, 60], bonus: [0, 0, 0] },
              { kind: 'settle', pick: 1, lag: 0 },
            ],
          ],
        ],
      },
    );
    console.info('payroll liabilities property:', JSON.stringify({ ...seen, touched: [...touched] }));
    for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(0);
    expect([...touched].sort()).toEqual([...KEYS].sort());
  }, 300_000);
});
