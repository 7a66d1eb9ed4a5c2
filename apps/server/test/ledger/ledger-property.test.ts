import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantCaller } from '../../src/lib/api-route.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { withTenant } from '../../src/lib/tenant.ts';
import { checkLedgerIntegrity } from '../../src/modules/ledger/integrity.ts';
import { jobCost } from '../../src/modules/ledger/job-cost.ts';
import { closePeriod } from '../../src/modules/ledger/periods.ts';
import { postEntry, type TPostingLine } from '../../src/modules/ledger/post-entry.ts';
import { trialBalance } from '../../src/modules/ledger/trial-balance.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type LedgerCompany, ledgerCompany } from './ledger-fixture.ts';

/**
 * Model-based: a tiny independent model (a map of account → net cents, job dims → net cents, the
 * closed-books date) predicts every balance and every refusal. Random sequences of valid postings,
 * invalid ones (unbalanced, closed period, another company's account, a control account by hand) and
 * period closes run against the engine and the model; a refused posting must leave the model's
 * figures untouched, like the rollback leaves the database's.
 */
const RUNS = 5;
const OPS_PER_RUN = 2000; // 10,000 postings in all

let t: TestApp;
let foreign: LedgerCompany;

beforeAll(async () => {
  t = await createTestApp();
  foreign = await ledgerCompany(t, 'prop-foreign@example.com', 'Foreign');
});
afterAll(() => t.close());

const POSTABLE = ['1000', '1200', '1500', '2100', '2200', '3000', '4000', '5000', '5100', '6000', '6200'];
const amount = fc.integer({ min: 1, max: 50_000_000 });
const month = fc.integer({ min: 1, max: 12 });
const day = fc.integer({ min: 1, max: 28 });

type Op =
  | {
      kind: 'post';
      month: number;
      day: number;
      debits: { account: number; amount: number; job: boolean }[];
      credits: number[];
    }
  | { kind: 'unbalanced'; month: number; day: number; amount: number }
  | { kind: 'foreign'; month: number; day: number; amount: number }
  | { kind: 'control'; month: number; day: number; amount: number }
  | { kind: 'close'; month: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      month,
      day,
      debits: fc.array(fc.record({ account: fc.nat(POSTABLE.length - 1), amount, job: fc.boolean() }), {
        minLength: 1,
        maxLength: 4,
      }),
      credits: fc.array(fc.nat(POSTABLE.length - 1), { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unbalanced' as const), month, day, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('foreign' as const), month, day, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('control' as const), month, day, amount }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('close' as const), month: fc.integer({ min: 1, max: 6 }) }),
  },
);

const iso = (m: number, d: number) => `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const monthEnd = (m: number) => iso(m, new Date(Date.UTC(2026, m, 0)).getUTCDate());

/** Splits a total over n credit lines, every part ≥ 1 cent (n ≤ total). */
function spread(total: number, n: number): number[] {
  const parts = Array.from({ length: n }, () => Math.floor(total / n));
  parts[0] = (parts[0] ?? 0) + (total - parts.reduce((s, p) => s + p, 0));
  return parts.filter((p) => p > 0);
}

describe('random postings against an independent model', () => {
  it(`${RUNS} runs × ${OPS_PER_RUN} operations keep Σ debit = Σ credit, balances = Σ lines, and refuse every invalid posting`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: OPS_PER_RUN, maxLength: OPS_PER_RUN }), async (ops) => {
        run++;
        const c = await ledgerCompany(t, `prop-${run}-${Date.now()}@example.com`, `Prop ${run}`);
        const caller: TenantCaller = {
          userId: c.admin.userId,
          organizationId: c.admin.organizationId,
          requestId: null,
        };
        const model = new Map<string, number>();
        let modelJob = 0;
        let closed: string | null = null;
        const add = (id: string, cents: number) => model.set(id, (model.get(id) ?? 0) + cents);
        const attempt = async (date: string, lines: TPostingLine[]) => {
          try {
            await withTenant(t.db, caller, (tx) =>
              postEntry(tx, {
                organizationId: caller.organizationId,
                entryDate: date,
                memo: '',
                sourceType: 'manual',
                postedBy: caller.userId,
                lines,
              }),
            );
            return null;
          } catch (err) {
            if (err instanceof AppError) return err.code;
            throw err;
          }
        };
        for (const op of ops) {
          if (op.kind === 'close') {
            const through = monthEnd(op.month);
            if (closed !== null && through <= closed) continue;
            await withTenant(t.db, caller, (tx) => closePeriod(tx, caller, through));
            closed = through;
            continue;
          }
          const date = iso(op.month, op.day);
          const isClosed = closed !== null && date <= closed;
          if (op.kind === 'post') {
            const total = op.debits.reduce((s, d) => s + d.amount, 0);
            const credits = spread(total, Math.min(op.credits.length, total));
            const lines: TPostingLine[] = [
              ...op.debits.map((d) => ({
                accountId: c.account(POSTABLE[d.account] as string),
                debitCents: d.amount,
                creditCents: 0,
                ...(d.job
                  ? { jobId: c.jobId, costCodeId: c.costCodeId, costCategoryId: c.category('M') }
                  : {}),
              })),
              ...credits.map((amt, i) => ({
                accountId: c.account(POSTABLE[op.credits[i] ?? 0] as string),
                debitCents: 0,
                creditCents: amt,
              })),
            ];
            if (lines.length < 2) continue;
            const refused = await attempt(date, lines);
            expect(refused).toBe(isClosed ? 'period_closed' : null);
            if (!refused) {
              for (const l of lines) add(l.accountId, l.debitCents - l.creditCents);
              for (const l of lines) if (l.jobId) modelJob += l.debitCents;
            }
            continue;
          }
          const cash = c.account('1000');
          const other =
            op.kind === 'foreign'
              ? foreign.account('4000')
              : op.kind === 'control'
                ? c.account('1100')
                : c.account('4000');
          const credit = op.kind === 'unbalanced' ? op.amount + 1 : op.amount;
          const refused = await attempt(date, [
            { accountId: cash, debitCents: op.amount, creditCents: 0 },
            { accountId: other, debitCents: 0, creditCents: credit },
          ]);
          const expected = {
            unbalanced: 'journal_invalid',
            foreign: 'journal_invalid',
            control: 'control_account',
          }[op.kind];
          expect(refused).toBe(op.kind === 'unbalanced' || !isClosed ? expected : 'period_closed');
        }

        const [tb, integrity, job] = await withTenant(
          t.db,
          caller,
          async (tx) =>
            [
              await trialBalance(tx, caller.organizationId, '2026-12-31'),
              await checkLedgerIntegrity(tx, caller.organizationId),
              await jobCost(tx, caller.organizationId, c.jobId, '2026-12-31'),
            ] as const,
        );
        expect(tb.total_debit_cents).toBe(tb.total_credit_cents);
        const actual = Object.fromEntries(tb.rows.map((r) => [r.account_id, r.debit_cents - r.credit_cents]));
        const expected = Object.fromEntries([...model].filter(([, v]) => v !== 0));
        expect(actual).toEqual(expected);
        expect(integrity.ok).toBe(true);
        expect(job.total_cents).toBe(modelJob);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
