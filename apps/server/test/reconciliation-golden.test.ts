import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofxFile } from './helpers/bank-files.ts';
import { expectStatus as ok } from './helpers/bank-fixture.ts';
import { call, type Member } from './helpers/org-users.ts';
import { goldenWeek, payrollWorld, type TPayrollWorld } from './helpers/payroll-runs-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import {
  GOLDEN_APRIL_CHECK,
  GOLDEN_CUSTOMERS,
  GOLDEN_FIGURES,
  GOLDEN_HISTORY,
  GOLDEN_IN_TRANSIT,
  GOLDEN_ITEMS,
  GOLDEN_LINES,
  GOLDEN_MATCHES,
  GOLDEN_OPENING_CENTS,
  GOLDEN_OPENING_DATE,
  GOLDEN_OUTSTANDING,
  GOLDEN_PAYROLL_TAX_LINES,
  GOLDEN_PERIOD_START,
  GOLDEN_RULE,
  GOLDEN_STATEMENT_DATE,
  GOLDEN_VENDORS,
  goldenItem,
  goldenLine,
  type TGoldenItem,
  type TGoldenMatch,
} from './helpers/reconciliation-golden.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * THE GOLDEN MONTH of bank reconciliation (issue 23, item 8), every figure worked out by hand in
 * docs/reconciliation-golden.md: 40 book items of March 2026 (posted through the product's API: AP
 * checks, ACH and wire payments, customer receipts, a payroll run's net-pay settlement and its tax
 * deposit, manual journal entries, and the entry a bank rule creates) against the bank's 38-line OFX
 * statement, with 3 outstanding checks, 1 deposit in transit, a bank fee created by a rule, one deposit
 * made of 3 receipts, and a payroll ACH equal to the net-pay batch. Import, auto-match, accept
 * suggestions, match by hand, apply the rule, reconcile at zero difference, and the frozen report to the
 * cent; then what a finished reconciliation refuses, and what a later void does.
 */

// biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON bodies and asserts on them
type TBody = any;
type TRes = { status: number; body: TBody };
type TRef = { entry_id: string; line_number: number };

const D = GOLDEN_STATEMENT_DATE;
const F = GOLDEN_FIGURES;

let t: TestApp;
let w: TPayrollWorld;
let admin: Member;
let accountant: Member;
let cashId: string;
let bankId: string;
let importId: string;
let ruleId: string;
let recId: string;
let ofxBytes: Uint8Array;
let chart: { id: string; account_number: string }[] = [];
/** Golden item key → the journal entry that posted it; → its AP payment (checks, ACH, wire). */
const entryOf: Record<string, string> = {};
const entryNumberOf: Record<string, string> = {};
const apPaymentOf: Record<string, string> = {};
/** Golden line key → statement line id. */
const lineIdOf: Record<string, string> = {};
/** Golden item key → its book item (entry, line), from the workspace. */
const refOf: Record<string, TRef> = {};
let frozenReport: TBody;

const send = (who: Member, method: string, path: string, body?: unknown): Promise<TRes> =>
  call(t, who.token, method, path, body);

const account = (number: string): string => {
  const id = chart.find((a) => a.account_number === number)?.id;
  if (!id) throw new Error(`no account ${number}`);
  return id;
};

async function upload(who: Member, path: string, bytes: Uint8Array, name: string): Promise<TRes> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/x-ofx' }));
  const res = await t.request(path, { method: 'POST', token: who.token, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const workspace = (): Promise<TBody> =>
  ok(send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}/workspace`));

/** The book item (journal line on 1000) of a golden item, found by the entry that posted it. */
function bookItem(ws: TBody, key: string): TBody {
  const found = (ws.book_items as TBody[]).filter((i) => i.entry_id === entryOf[key]);
  expect(found, `book items of ${key}`).toHaveLength(1);
  return found[0];
}

const sortedRefs = (refs: TRef[]) => refs.map((r) => `${r.entry_id}:${r.line_number}`).sort();
const matchKey = (m: { statement_line_ids: string[]; book_items: TRef[] }) =>
  `${[...m.statement_line_ids].sort().join(',')}|${sortedRefs(m.book_items).join(',')}`;
const goldenMatchKey = (m: TGoldenMatch) =>
  matchKey({
    statement_line_ids: m.lines.map((k) => lineIdOf[k] as string),
    book_items: m.items.map((k) => refOf[k] as TRef),
  });
const KIND_OF_HOW: Record<TGoldenMatch['how'], string> = {
  auto: 'auto',
  suggested: 'suggested',
  tie: 'manual',
  split: 'manual',
  manual: 'manual',
  rule: 'rule',
};

/** A manual entry: cash (1000) against another account, one line each. */
async function cashEntry(date: string, memo: string, amountCents: number, other: string): Promise<TBody> {
  const cash = {
    account_id: cashId,
    debit_cents: Math.max(amountCents, 0),
    credit_cents: Math.max(-amountCents, 0),
  };
  const contra = {
    account_id: account(other),
    debit_cents: Math.max(-amountCents, 0),
    credit_cents: Math.max(amountCents, 0),
  };
  return ok(
    send(admin, 'POST', '/api/v1/journal-entries', {
      entry_date: date,
      memo,
      lines: [cash, contra],
      post: true,
    }),
    201,
  );
}

const vendorIds: Record<string, string> = {};
const customerIds: Record<string, string> = {};

/** Posts one golden item through the module that owns it; records its entry. */
async function post(item: TGoldenItem): Promise<void> {
  if (item.kind === 'check' || item.kind === 'ach' || item.kind === 'wire') {
    const vendor = vendorIds[item.vendor] as string;
    const invoice = await ok(
      send(admin, 'POST', '/api/v1/ap-invoices', {
        vendor_id: vendor,
        invoice_number: `INV-${item.key}`,
        invoice_date: '2026-03-01',
        lines: [
          {
            kind: 'overhead',
            expense_account_id: account('6000'),
            amount_cents: -item.amountCents,
            description: `Golden ${item.key}`,
          },
        ],
      }),
      201,
    );
    await ok(send(admin, 'POST', `/api/v1/ap-invoices/${invoice.id}/approve`));
    await ok(send(admin, 'POST', `/api/v1/ap-invoices/${invoice.id}/post`, {}));
    const paid = await ok(
      send(admin, 'POST', '/api/v1/ap-payments', {
        payment_date: item.date,
        bank_account_id: cashId,
        method: item.kind,
        payments: [
          {
            vendor_id: vendor,
            ...(item.kind === 'check' ? { check_number: item.checkNumber } : { reference: item.reference }),
            applications: [{ invoice_id: invoice.id, amount_cents: -item.amountCents }],
          },
        ],
      }),
      201,
    );
    const payment = paid.items[0];
    if (item.kind === 'check') expect(payment.check_number).toBe(item.checkNumber);
    apPaymentOf[item.key] = payment.id;
    entryOf[item.key] = payment.journal_entry.id;
    entryNumberOf[item.key] = payment.journal_entry.entry_number;
  } else if (item.kind === 'receipt') {
    const receipt = await ok(
      send(admin, 'POST', '/api/v1/receipts', {
        customer_id: customerIds[item.customer],
        receipt_date: item.date,
        method: item.method,
        reference: item.reference,
        amount_cents: item.amountCents,
        deposit_account_id: cashId,
      }),
      201,
    );
    entryOf[item.key] = receipt.journal_entry_id;
    entryNumberOf[item.key] = receipt.entry_number;
  } else if (item.kind === 'payroll_net') {
    await goldenWeek(t, w);
    const run = await ok(
      send(admin, 'POST', '/api/v1/payroll/runs', {
        kind: 'regular',
        pay_frequency: 'weekly',
        period_start: '2026-03-09',
        period_end: '2026-03-15',
        check_date: '2026-03-20',
        cash_account_id: cashId,
      }),
      201,
    );
    await ok(send(admin, 'POST', `/api/v1/payroll/runs/${run.id}/calculate`, {}));
    await ok(send(admin, 'POST', `/api/v1/payroll/runs/${run.id}/approve`, {}));
    const posted = await ok(send(admin, 'POST', `/api/v1/payroll/runs/${run.id}/post`, {}));
    // The net-pay batch of the golden payroll week (payroll-runs.test.ts): 1,203.95 + 1,233.01.
    expect(posted.net_cents).toBe(-item.amountCents);
    const settled = await ok(
      send(admin, 'POST', `/api/v1/payroll/runs/${run.id}/settle`, { settled_on: item.date }),
    );
    entryOf[item.key] = settled.settlement_entry.id;
    entryNumberOf[item.key] = settled.settlement_entry.entry_number;
  } else if (item.kind === 'payroll_tax') {
    const payment = await ok(
      send(admin, 'POST', '/api/v1/payroll/liabilities/payments', {
        paid_on: item.date,
        cash_account_id: cashId,
        kind: 'federal_deposit',
        payee: 'EFTPS',
        reference: 'EFTPS-0325',
        lines: GOLDEN_PAYROLL_TAX_LINES.map((l) => ({
          account_id: account(l.account),
          amount_cents: l.amountCents,
          code: l.code,
        })),
      }),
      201,
    );
    expect(payment.amount_cents).toBe(-item.amountCents);
    entryOf[item.key] = payment.entry_id;
    entryNumberOf[item.key] = payment.entry_number;
  } else if (item.kind === 'journal') {
    const entry = await cashEntry(item.date, item.memo, item.amountCents, item.other);
    entryOf[item.key] = entry.id;
    entryNumberOf[item.key] = entry.entry_number;
  }
}

async function trialBalance(asOf: string): Promise<Record<string, number>> {
  const tb = await ok(send(accountant, 'GET', `/api/v1/ledger/trial-balance?as_of=${asOf}`));
  return Object.fromEntries(
    (tb.rows as { account_number: string; debit_cents: number; credit_cents: number }[]).map((r) => [
      r.account_number,
      r.debit_cents - r.credit_cents,
    ]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  w = await payrollWorld(t, 'admin@recgolden.co');
  admin = w.admin;
  accountant = w.accountant;
}, 120_000);
afterAll(() => t.close());

describe('the golden month', () => {
  it('checks the hand-worked lists against the hand-worked figures', () => {
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(GOLDEN_ITEMS).toHaveLength(F.bookItemCount);
    expect(GOLDEN_LINES).toHaveLength(F.statementLineCount);
    expect(GOLDEN_MATCHES).toHaveLength(F.matchCount);
    expect(sum(GOLDEN_ITEMS.map((i) => i.amountCents))).toBe(F.bookItemsNetCents);
    expect(sum(GOLDEN_LINES.map((l) => l.amountCents))).toBe(F.statementNetCents);
    expect(GOLDEN_OPENING_CENTS + F.statementNetCents).toBe(F.endingBalanceCents);
    expect(GOLDEN_OPENING_CENTS).toBe(sum(GOLDEN_HISTORY.map((h) => h.amountCents)));
    for (const m of GOLDEN_MATCHES)
      expect(sum(m.lines.map((k) => goldenLine(k).amountCents)), m.lines.join()).toBe(
        sum(m.items.map((k) => goldenItem(k).amountCents)),
      );
    const usedLines = GOLDEN_MATCHES.flatMap((m) => m.lines);
    const usedItems = GOLDEN_MATCHES.flatMap((m) => m.items);
    expect(new Set(usedLines).size).toBe(F.statementLineCount);
    expect(new Set(usedItems).size).toBe(F.clearedCount);
    expect(
      GOLDEN_ITEMS.filter((i) => !usedItems.includes(i.key))
        .map((i) => i.key)
        .sort(),
    ).toEqual([...GOLDEN_OUTSTANDING, ...GOLDEN_IN_TRANSIT].sort());
    const cleared = GOLDEN_ITEMS.filter((i) => usedItems.includes(i.key));
    const deposits = cleared.filter((i) => i.amountCents > 0);
    const payments = cleared.filter((i) => i.amountCents < 0);
    expect([deposits.length, sum(deposits.map((i) => i.amountCents))]).toEqual([
      F.clearedDeposits.count,
      F.clearedDeposits.totalCents,
    ]);
    expect([payments.length, -sum(payments.map((i) => i.amountCents))]).toEqual([
      F.clearedPayments.count,
      F.clearedPayments.totalCents,
    ]);
    expect(-sum(GOLDEN_OUTSTANDING.map((k) => goldenItem(k).amountCents))).toBe(F.outstandingPaymentsCents);
    expect(sum(GOLDEN_IN_TRANSIT.map((k) => goldenItem(k).amountCents))).toBe(F.depositsInTransitCents);
    expect(F.endingBalanceCents + F.depositsInTransitCents - F.outstandingPaymentsCents).toBe(
      F.adjustedBankBalanceCents,
    );
    expect(GOLDEN_OPENING_CENTS + F.bookItemsNetCents).toBe(F.bookBalanceCents);
  });

  it('builds the books through the API: 39 items of March, one of April, history before the opening date', async () => {
    for (const [number, name, type, isCash] of [
      ['1010', 'Savings - First Harbor 7710', 'asset', true],
      ['4900', 'Interest Income', 'revenue', false],
      ['6050', 'Bank Service Charges', 'expense', false],
    ] as const)
      await ok(
        send(admin, 'POST', '/api/v1/chart-of-accounts', {
          account_number: number,
          account_name: name,
          account_type: type,
          is_cash: isCash,
        }),
        201,
      );
    chart = (await ok(send(admin, 'GET', '/api/v1/chart-of-accounts'))).items;
    cashId = account('1000');
    expect(cashId).toBe(w.cashAccountId);

    for (const h of GOLDEN_HISTORY) await cashEntry(h.date, h.memo, h.amountCents, h.other);

    const bank = await ok(
      send(accountant, 'POST', '/api/v1/bank-accounts', {
        gl_account_id: cashId,
        name: 'Operating — First Harbor Bank',
        bank_name: 'First Harbor Bank',
        last_four: '4821',
        routing_number: '011000015',
        opening_balance_cents: GOLDEN_OPENING_CENTS,
        opening_balance_date: GOLDEN_OPENING_DATE,
      }),
      201,
    );
    bankId = bank.id;

    for (const [key, v] of Object.entries(GOLDEN_VENDORS))
      vendorIds[key] = (
        await ok(
          send(admin, 'POST', '/api/v1/vendors', {
            vendor_number: v.number,
            name: v.name,
            vendor_type: 'supplier',
          }),
          201,
        )
      ).id;
    for (const [key, c] of Object.entries(GOLDEN_CUSTOMERS))
      customerIds[key] = (
        await ok(send(admin, 'POST', '/api/v1/customers', { customer_number: c.number, name: c.name }), 201)
      ).id;

    for (const item of GOLDEN_ITEMS) await post(item);
    await post(GOLDEN_APRIL_CHECK);

    // The workspace: the 39 items of March and April's check; nothing dated on or before the opening date.
    const ws = await workspace();
    expect(ws.statement_lines).toEqual([]);
    expect(ws.matches).toEqual([]);
    expect(ws.book_items).toHaveLength(F.bookItemCount - 1 + 1);
    for (const item of [...GOLDEN_ITEMS.filter((i) => i.kind !== 'rule'), GOLDEN_APRIL_CHECK]) {
      const b = bookItem(ws, item.key);
      refOf[item.key] = { entry_id: b.entry_id, line_number: b.line_number };
      expect([b.date, b.amount_cents, b.match_id], item.key).toEqual([item.date, item.amountCents, null]);
      const expected: Record<string, unknown> = {
        check: { type: 'check', check_number: 'checkNumber' in item ? item.checkNumber : null },
        ach: { type: 'ach', check_number: null, reference: 'reference' in item ? item.reference : null },
        wire: { type: 'wire', check_number: null, reference: 'reference' in item ? item.reference : null },
        receipt: { type: 'deposit', reference: 'reference' in item ? item.reference : null },
        payroll_net: { type: 'payroll', payee: 'Payroll' },
        payroll_tax: { type: 'payroll', payee: 'Payroll' },
        journal: { type: 'other' in item && item.other === '1010' ? 'transfer' : 'journal' },
      };
      expect(b, item.key).toMatchObject(expected[item.kind] as object);
      if ('vendor' in item) expect(b.payee).toBe(GOLDEN_VENDORS[item.vendor].name);
      if ('customer' in item) expect(b.payee).toBe(GOLDEN_CUSTOMERS[item.customer].name);
    }
    expect((ws.book_items as TBody[]).every((i) => i.date > GOLDEN_OPENING_DATE)).toBe(true);

    // GL 1000 through March: 84,250.00 + 54,049.09 less the rule's 35.00 not posted yet = 138,334.09;
    // with April's check (the account's balance today) 136,184.09.
    const tb = await trialBalance(D);
    expect(tb['1000']).toBe(13_833_409);
    const summary = await ok(send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}`));
    expect(summary).toMatchObject({
      book_balance_cents: 13_618_409,
      uncleared_count: 40,
      unmatched_count: 0,
      last_reconciled: null,
      in_progress: null,
      opening_balance_cents: GOLDEN_OPENING_CENTS,
      opening_balance_date: GOLDEN_OPENING_DATE,
    });
  }, 300_000);

  it('imports the OFX statement: 38 new lines, the 12 returned checks auto-matched; the same file again adds nothing', async () => {
    ofxBytes = new TextEncoder().encode(
      ofxFile({
        accountId: '000012344821',
        start: GOLDEN_PERIOD_START,
        end: D,
        ledgerBalanceCents: F.endingBalanceCents,
        lines: GOLDEN_LINES.map((l) => ({
          type: l.trnType,
          date: l.date,
          amountCents: l.amountCents,
          fitId: l.fitid,
          name: l.name,
          ...(l.memo ? { memo: l.memo } : {}),
          ...(l.checkNumber ? { checkNumber: l.checkNumber } : {}),
        })),
      }),
    );
    const path = `/api/v1/bank-accounts/${bankId}/statements`;
    const preview = await upload(accountant, `${path}/preview`, ofxBytes, 'march-2026.ofx');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      format: 'ofx',
      line_count: 38,
      new_count: 38,
      duplicate_count: 0,
      error_count: 0,
      period_start: GOLDEN_PERIOD_START,
      period_end: D,
      closing_balance_cents: F.endingBalanceCents,
    });

    const first = await upload(accountant, `${path}/import`, ofxBytes, 'march-2026.ofx');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      new_count: 38,
      duplicate_count: 0,
      error_count: 0,
      matched_count: 12,
    });
    importId = first.body.import.id;
    expect(first.body.import).toMatchObject({
      format: 'ofx',
      file_name: 'march-2026.ofx',
      size_bytes: ofxBytes.length,
      period_start: GOLDEN_PERIOD_START,
      period_end: D,
      closing_balance_cents: F.endingBalanceCents,
      line_count: 38,
      new_count: 38,
    });

    const again = await upload(accountant, `${path}/import`, ofxBytes, 'march-2026.ofx');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ new_count: 0, duplicate_count: 38, error_count: 0, matched_count: 0 });

    // The original file is kept, byte for byte.
    const file = await t.request(`/api/v1/bank-statement-imports/${importId}/file`, {
      token: accountant.token,
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(ofxBytes))).toBe(true);

    const lines = await ok(
      send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}/statement-lines?state=all&page_size=500`),
    );
    expect(lines.total).toBe(38);
    for (const l of GOLDEN_LINES) {
      const found = (lines.items as TBody[]).filter((s) => s.bank_reference === l.fitid);
      expect(found, l.key).toHaveLength(1);
      expect([found[0].posted_date, found[0].amount_cents, found[0].check_number ?? null], l.key).toEqual([
        l.date,
        l.amountCents,
        l.checkNumber ?? null,
      ]);
      lineIdOf[l.key] = found[0].id;
    }

    // Exactly the 12 returned checks, each with its own line.
    const ws = await workspace();
    const auto = GOLDEN_MATCHES.filter((m) => m.how === 'auto')
      .map(goldenMatchKey)
      .sort();
    expect((ws.matches as TBody[]).map((m) => [m.kind, matchKey(m)]).sort()).toEqual(
      auto.map((k) => ['auto', k]).sort(),
    );
  });

  it('suggests one same-amount item for 17 lines, a tie for the 03-31 deposit, the 3 receipts for the split deposit', async () => {
    const { items } = await ok(send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}/suggestions`));
    const of = (key: string) => (items as TBody[]).find((s) => s.statement_line_id === lineIdOf[key]);
    // Suggestions cover the lines without a match: 38 − 12.
    expect(items).toHaveLength(26);
    for (const m of GOLDEN_MATCHES.filter((x) => x.how === 'suggested')) {
      const s = of(m.lines[0] as string);
      expect(s?.tie, m.lines[0]).toBe(false);
      expect(sortedRefs(s.candidates[0].book_items), m.lines[0]).toEqual(
        sortedRefs(m.items.map((k) => refOf[k] as TRef)),
      );
    }
    const tie = of('bDepHarbor');
    expect(tie.tie).toBe(true);
    expect(tie.candidates[0].score).toBe(tie.candidates[1].score);
    expect(
      tie.candidates
        .slice(0, 2)
        .map((c: TBody) => sortedRefs(c.book_items)[0])
        .sort(),
    ).toEqual(sortedRefs([refOf.rcHarborA as TRef, refOf.rcHarborB as TRef]));
    const split = of('bDepSplit');
    const three = sortedRefs(['rcSplitRiver', 'rcSplitLake', 'rcSplitPine'].map((k) => refOf[k] as TRef));
    expect(split.candidates.map((c: TBody) => sortedRefs(c.book_items))).toContainEqual(three);
  });

  it('accepts exactly the 17 unambiguous suggestions and never picks the tie', async () => {
    const suggested = GOLDEN_MATCHES.filter((m) => m.how === 'suggested');
    const accepted = await ok(
      send(accountant, 'POST', `/api/v1/bank-accounts/${bankId}/accept-suggestions`, {
        statement_line_ids: suggested.map((m) => lineIdOf[m.lines[0] as string]),
      }),
    );
    expect(accepted.matched).toBe(17);
    const tie = await ok(
      send(accountant, 'POST', `/api/v1/bank-accounts/${bankId}/accept-suggestions`, {
        statement_line_ids: [lineIdOf.bDepHarbor],
      }),
    );
    expect(tie.matched).toBe(0);
    const ws = await workspace();
    const got = (ws.matches as TBody[]).filter((m) => m.kind === 'suggested').map(matchKey);
    expect(got.sort()).toEqual(suggested.map(goldenMatchKey).sort());
  });

  it('matches the tie by hand, the split deposit (refusing a partial one), the corrected deposit and the fees', async () => {
    const match = (lines: string[], items: string[]) =>
      send(accountant, 'POST', `/api/v1/bank-accounts/${bankId}/matches`, {
        statement_line_ids: lines.map((k) => lineIdOf[k]),
        book_items: items.map((k) => refOf[k]),
        kind: 'manual',
      });
    const partial = await match(['bDepSplit'], ['rcSplitRiver', 'rcSplitLake']);
    expect(partial.status).toBe(400);
    expect(partial.body.error.message).toBe(
      'The statement lines total 13,300.00 and the book items 7,195.85: they must be equal',
    );
    for (const m of GOLDEN_MATCHES.filter(
      (x) => x.how === 'tie' || x.how === 'split' || x.how === 'manual',
    )) {
      const res = await match(m.lines, m.items);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.kind).toBe('manual');
      expect(matchKey(res.body)).toBe(goldenMatchKey(m));
    }
    // An item cleared once: the in-transit check cannot join the tie's line, which is matched already.
    const twice = await match(['bDepHarbor'], ['rcHarborB']);
    expect(twice.status).toBe(409);
  });

  it('applies the bank-fee rule: one proposal, one entry through the posting engine, matched', async () => {
    const rule = await ok(
      send(accountant, 'POST', '/api/v1/bank-rules', {
        bank_account_id: bankId,
        name: GOLDEN_RULE.name,
        text_contains: GOLDEN_RULE.text_contains,
        direction: GOLDEN_RULE.direction,
        account_id: account(GOLDEN_RULE.account),
        memo: GOLDEN_RULE.memo,
      }),
      201,
    );
    ruleId = rule.id;
    const proposals = await ok(send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}/rule-proposals`));
    expect(
      (proposals.items as TBody[]).map((p) => [
        p.statement_line_id,
        p.rule.id,
        p.amount_cents,
        p.posted_date,
      ]),
    ).toEqual([[lineIdOf.bSvcChg, ruleId, -3_500, D]]);
    const applied = await ok(
      send(accountant, 'POST', `/api/v1/bank-statement-lines/${lineIdOf.bSvcChg}/apply-rule`, {
        rule_id: ruleId,
      }),
      201,
    );
    expect(applied).toMatchObject({ kind: 'rule', rule_id: ruleId, statement_line_ids: [lineIdOf.bSvcChg] });
    entryOf.ruleFee = applied.created_entry_id;
    const entry = await ok(send(accountant, 'GET', `/api/v1/journal-entries/${applied.created_entry_id}`));
    expect(entry).toMatchObject({ source_type: 'bank', entry_date: D, status: 'posted' });
    expect(
      (entry.lines as TBody[])
        .map((l) => [l.account_number, l.debit_cents, l.credit_cents])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['1000', 0, 3_500],
      ['6050', 3_500, 0],
    ]);
    entryNumberOf.ruleFee = entry.entry_number;
    const ws = await workspace();
    const b = bookItem(ws, 'ruleFee');
    refOf.ruleFee = { entry_id: b.entry_id, line_number: b.line_number };
    expect(b).toMatchObject({ type: 'bank', amount_cents: -3_500, date: D, match_id: applied.id });
  });

  it('every line and item is where the hand-worked month puts it: 34 matches, 36 items cleared, 5 open', async () => {
    const ws = await workspace();
    expect(ws.statement_lines).toHaveLength(38);
    expect((ws.statement_lines as TBody[]).every((l) => l.match_id !== null && l.reconciled === false)).toBe(
      true,
    );
    expect((ws.matches as TBody[]).map((m) => [m.kind, matchKey(m)]).sort()).toEqual(
      GOLDEN_MATCHES.map((m) => [KIND_OF_HOW[m.how], goldenMatchKey(m)]).sort(),
    );
    expect(ws.book_items).toHaveLength(F.bookItemCount + 1);
    const open = (ws.book_items as TBody[]).filter((i) => i.match_id === null);
    expect(open.map((i) => `${i.entry_id}:${i.line_number}`).sort()).toEqual(
      sortedRefs(
        [...GOLDEN_OUTSTANDING, ...GOLDEN_IN_TRANSIT, GOLDEN_APRIL_CHECK.key].map((k) => refOf[k] as TRef),
      ),
    );
    const summary = await ok(send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}`));
    expect([summary.uncleared_count, summary.unmatched_count]).toEqual([5, 0]);
  });

  it('reconciles March: live figures, refused at a difference of 12.50, finished at zero', async () => {
    const created = await ok(
      send(accountant, 'POST', `/api/v1/bank-accounts/${bankId}/reconciliations`, {
        statement_date: D,
        ending_balance_cents: F.endingBalanceCents + 1_250,
        import_id: importId,
      }),
      201,
    );
    recId = created.id;
    expect(created).toMatchObject({
      status: 'in_progress',
      statement_date: D,
      beginning_balance_cents: F.beginningBalanceCents,
      ending_balance_cents: F.endingBalanceCents + 1_250,
      cleared_deposits_cents: F.clearedDeposits.totalCents,
      cleared_payments_cents: F.clearedPayments.totalCents,
      cleared_count: F.clearedCount,
      difference_cents: 1_250,
    });
    const refused = await send(accountant, 'POST', `/api/v1/bank-reconciliations/${recId}/finish`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'difference_not_zero',
      message: 'The difference is 12.50: match the remaining lines or finish with an adjustment entry',
    });
    const fixed = await ok(
      send(accountant, 'PATCH', `/api/v1/bank-reconciliations/${recId}`, {
        ending_balance_cents: F.endingBalanceCents,
      }),
    );
    expect(fixed.difference_cents).toBe(0);
    const live = await ok(send(accountant, 'GET', `/api/v1/bank-reconciliations/${recId}/report`));
    expect(figures(live)).toEqual(expectedFigures('in_progress'));

    const finished = await ok(send(accountant, 'POST', `/api/v1/bank-reconciliations/${recId}/finish`, {}));
    expect(finished).toMatchObject({
      status: 'finished',
      statement_date: D,
      beginning_balance_cents: F.beginningBalanceCents,
      ending_balance_cents: F.endingBalanceCents,
      cleared_deposits_cents: F.clearedDeposits.totalCents,
      cleared_payments_cents: F.clearedPayments.totalCents,
      cleared_count: F.clearedCount,
      difference_cents: 0,
      adjustment_entry_id: null,
      is_latest_finished: true,
    });
    expect(finished.finished_at).toBeTruthy();
  });

  it('the frozen report, to the cent: adjusted bank balance = book balance', async () => {
    frozenReport = await ok(send(accountant, 'GET', `/api/v1/bank-reconciliations/${recId}/report`));
    expect(figures(frozenReport)).toEqual(expectedFigures('finished'));
    expect(frozenReport.adjusted_bank_balance_cents).toBe(frozenReport.book_balance_cents);
    expect(frozenReport.finished_at).toBeTruthy();

    const rows = (list: TBody[]) =>
      list.map((i) => [i.date, i.entry_number, i.number, i.payee, i.type, i.amount_cents, i.age_days]);
    expect(rows(frozenReport.outstanding_payments.items)).toEqual(
      F.outstanding.map((o, k) => [
        o.date,
        entryNumberOf[GOLDEN_OUTSTANDING[k] as string],
        o.number,
        o.payee,
        'check',
        o.amountCents,
        o.ageDays,
      ]),
    );
    expect(rows(frozenReport.deposits_in_transit.items)).toEqual(
      F.inTransit.map((d, k) => [
        d.date,
        entryNumberOf[GOLDEN_IN_TRANSIT[k] as string],
        null,
        d.payee,
        'deposit',
        d.amountCents,
        d.ageDays,
      ]),
    );
    // The GL agrees: cash as of the statement date.
    expect((await trialBalance(D))['1000']).toBe(F.bookBalanceCents);

    const pdf = await t.request(`/api/v1/bank-reconciliations/${recId}/report.pdf`, {
      token: accountant.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = pdfText(inflatePdf(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    for (const figure of [
      '140,723.41',
      '7,500.00',
      '9,924.32',
      '138,299.09',
      '3,276.58',
      '5,247.75',
      '1,399.99',
    ])
      expect(text, figure).toContain(figure);
    for (const payee of [
      'Keystone Plumbing Supply',
      'Ready Mix Concrete',
      'City Rental Equipment',
      'Harbor View Condos',
    ])
      expect(text, payee).toContain(payee);

    const csv = await t.request(`/api/v1/bank-reconciliations/${recId}/report.csv`, {
      token: accountant.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const body = await csv.text();
    for (const n of ['1206', '1214', '1215', 'Keystone Plumbing Supply', 'Harbor View Condos'])
      expect(body).toContain(n);
  });

  it('after finish: re-importing adds nothing, and no cleared line or match can be undone, deleted or reused', async () => {
    const again = await upload(
      accountant,
      `/api/v1/bank-accounts/${bankId}/statements/import`,
      ofxBytes,
      'march-2026.ofx',
    );
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ new_count: 0, duplicate_count: 38 });

    const lines = await ok(
      send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}/statement-lines?state=all&page_size=500`),
    );
    expect(lines.total).toBe(38);
    expect((lines.items as TBody[]).every((l) => l.reconciled === true && l.match_id !== null)).toBe(true);
    const matchOfLine = Object.fromEntries((lines.items as TBody[]).map((l) => [l.id, l.match_id]));

    const unmatch = await send(
      accountant,
      'DELETE',
      `/api/v1/bank-matches/${matchOfLine[lineIdOf.bCk1201 as string]}`,
    );
    expect(unmatch.status).toBe(409);
    expect(unmatch.body.error.code).toBe('reconciled');
    const unmatchRule = await send(
      accountant,
      'DELETE',
      `/api/v1/bank-matches/${matchOfLine[lineIdOf.bSvcChg as string]}`,
    );
    expect(unmatchRule.status).toBe(409);
    const del = await send(accountant, 'DELETE', `/api/v1/bank-statement-lines/${lineIdOf.bDepSplit}`);
    expect(del.status).toBe(409);
    expect(['reconciled', 'matched']).toContain(del.body.error.code);
    const rematch = await send(accountant, 'POST', `/api/v1/bank-accounts/${bankId}/matches`, {
      statement_line_ids: [lineIdOf.bDepHarbor],
      book_items: [refOf.rcHarborB],
    });
    expect(rematch.status).toBe(409);
    const reapply = await send(
      accountant,
      'POST',
      `/api/v1/bank-statement-lines/${lineIdOf.bSvcChg}/apply-rule`,
      {
        rule_id: ruleId,
      },
    );
    expect(reapply.status).toBe(409);
    const patch = await send(accountant, 'PATCH', `/api/v1/bank-reconciliations/${recId}`, {
      ending_balance_cents: F.endingBalanceCents + 1,
    });
    expect(patch.status).toBe(409);
    expect((await send(accountant, 'DELETE', `/api/v1/bank-reconciliations/${recId}`)).status).toBe(409);
    expect((await send(accountant, 'POST', `/api/v1/bank-reconciliations/${recId}/finish`, {})).status).toBe(
      409,
    );
    const overlap = await send(accountant, 'POST', `/api/v1/bank-accounts/${bankId}/reconciliations`, {
      statement_date: D,
      ending_balance_cents: F.endingBalanceCents,
    });
    expect(overlap.status).toBe(409);
    const opening = await send(accountant, 'PATCH', `/api/v1/bank-accounts/${bankId}`, {
      opening_balance_cents: GOLDEN_OPENING_CENTS + 100,
    });
    expect(opening.status).toBe(409);
    expect((await send(accountant, 'DELETE', `/api/v1/bank-accounts/${bankId}`)).status).toBe(409);
    // The rule that made a reconciled match cannot be deleted (it may be made inactive).
    const ruleGone = await send(accountant, 'DELETE', `/api/v1/bank-rules/${ruleId}`);
    expect(ruleGone.status).toBe(409);

    // Nothing moved: the frozen report, the lines and their matches, the workspace, the account.
    expect(await ok(send(accountant, 'GET', `/api/v1/bank-reconciliations/${recId}/report`))).toEqual(
      frozenReport,
    );
    const after = await ok(
      send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}/statement-lines?state=all&page_size=500`),
    );
    expect(after.items).toEqual(lines.items);
    const ws = await workspace();
    expect(ws.statement_lines).toEqual([]);
    expect(ws.matches).toEqual([]);
    expect((ws.book_items as TBody[]).map((i) => `${i.entry_id}:${i.line_number}`).sort()).toEqual(
      sortedRefs(
        [...GOLDEN_OUTSTANDING, ...GOLDEN_IN_TRANSIT, GOLDEN_APRIL_CHECK.key].map((k) => refOf[k] as TRef),
      ),
    );
    const summary = await ok(send(accountant, 'GET', `/api/v1/bank-accounts/${bankId}`));
    expect(summary).toMatchObject({
      uncleared_count: 5,
      unmatched_count: 0,
      in_progress: null,
      last_reconciled: { id: recId, statement_date: D, ending_balance_cents: F.endingBalanceCents },
    });
  });

  it('a void of a cleared check (or a reversal of a cleared entry) is a new open item and a discrepancy; the report stays frozen', async () => {
    const voided = await ok(
      send(admin, 'POST', `/api/v1/ap-payments/${apPaymentOf.ck1203}/void`, {
        void_date: '2026-04-10',
        reason: 'Check lost by the vendor; reissued',
      }),
    );
    const reversalId = voided.void_entry.id as string;
    const ws = await workspace();
    const reversal = (ws.book_items as TBody[]).filter((i) => i.entry_id === reversalId);
    expect(reversal).toHaveLength(1);
    expect(reversal[0]).toMatchObject({
      date: '2026-04-10',
      amount_cents: 110_745,
      type: 'reversal',
      match_id: null,
      payee: 'Summit Electric Supply',
    });
    // The cleared check itself stays cleared (not back in the workspace).
    expect((ws.book_items as TBody[]).some((i) => i.entry_id === entryOf.ck1203)).toBe(false);
    // It cannot be contra-matched with the reconciled check.
    const contra = await send(accountant, 'POST', `/api/v1/bank-accounts/${bankId}/matches`, {
      statement_line_ids: [],
      book_items: [refOf.ck1203, { entry_id: reversal[0].entry_id, line_number: reversal[0].line_number }],
    });
    expect(contra.status).toBe(409);
    // A cleared manual entry is corrected the same way: its reversal is a new open item.
    const reversedTransfer = await ok(
      send(admin, 'POST', `/api/v1/journal-entries/${entryOf.jeXferOut}/reverse`, {
        entry_date: '2026-04-10',
      }),
      201,
    );
    const after = await workspace();
    expect((after.book_items as TBody[]).filter((i) => i.entry_id === reversedTransfer.id)).toMatchObject([
      { date: '2026-04-10', amount_cents: 1_400_000, type: 'reversal', match_id: null },
    ]);

    // Both show in the March reconciliation's discrepancies: the cleared item, voided after the finish.
    const { items } = await ok(
      send(accountant, 'GET', `/api/v1/bank-reconciliations/${recId}/discrepancies`),
    );
    expect(
      (items as TBody[])
        .map((d) => [d.kind, d.entry_id, d.entry_number, d.date, d.amount_cents])
        .sort((a, b) => String(a[3]).localeCompare(String(b[3]))),
    ).toEqual([
      ['voided', entryOf.ck1203, entryNumberOf.ck1203, '2026-03-04', -110_745],
      ['voided', entryOf.jeXferOut, entryNumberOf.jeXferOut, '2026-03-16', -1_400_000],
    ]);
    const check = (items as TBody[]).find((d) => d.entry_id === entryOf.ck1203);
    expect(check.description).toContain('Check 1203');
    expect(check.description).toContain(voided.void_entry.entry_number);
    expect(check.description).toContain('2026-04-10');

    expect(await ok(send(accountant, 'GET', `/api/v1/bank-reconciliations/${recId}/report`))).toEqual(
      frozenReport,
    );
    // The books moved on: GL cash as of 04-10 = 138,299.09 − 2,150.00 (check 1216) + 1,107.45 (the void)
    // + 14,000.00 (the transfer reversed).
    expect((await trialBalance('2026-04-10'))['1000']).toBe(
      F.bookBalanceCents - 215_000 + 110_745 + 1_400_000,
    );
  });
});

/** The report's figures, as compared with the hand-worked ones. */
function figures(report: TBody) {
  return {
    status: report.status,
    statement_date: report.statement_date,
    beginning_balance_cents: report.beginning_balance_cents,
    ending_balance_cents: report.ending_balance_cents,
    cleared_deposits: report.cleared_deposits,
    cleared_payments: report.cleared_payments,
    deposits_in_transit_cents: report.deposits_in_transit.total_cents,
    deposits_in_transit_count: report.deposits_in_transit.items.length,
    outstanding_payments_cents: report.outstanding_payments.total_cents,
    outstanding_payments_count: report.outstanding_payments.items.length,
    adjusted_bank_balance_cents: report.adjusted_bank_balance_cents,
    book_balance_cents: report.book_balance_cents,
    difference_cents: report.difference_cents,
    adjustments: report.adjustments,
    bank_account: {
      id: report.bank_account.id,
      name: report.bank_account.name,
      last_four: report.bank_account.last_four,
      gl_number: report.bank_account.gl_account.number,
    },
  };
}

function expectedFigures(status: 'in_progress' | 'finished') {
  return {
    status,
    statement_date: D,
    beginning_balance_cents: F.beginningBalanceCents,
    ending_balance_cents: F.endingBalanceCents,
    cleared_deposits: { count: F.clearedDeposits.count, total_cents: F.clearedDeposits.totalCents },
    cleared_payments: { count: F.clearedPayments.count, total_cents: F.clearedPayments.totalCents },
    deposits_in_transit_cents: F.depositsInTransitCents,
    deposits_in_transit_count: 1,
    outstanding_payments_cents: F.outstandingPaymentsCents,
    outstanding_payments_count: 3,
    adjusted_bank_balance_cents: F.adjustedBankBalanceCents,
    book_balance_cents: F.bookBalanceCents,
    difference_cents: F.differenceCents,
    adjustments: [],
    bank_account: { id: bankId, name: 'Operating — First Harbor Bank', last_four: '4821', gl_number: '1000' },
  };
}
