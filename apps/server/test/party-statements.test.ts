import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { payApplications } from '../src/db/schema/index.ts';
import { postEntry } from '../src/modules/ledger/post-entry.ts';
import { allocateReleased } from '../src/modules/party-statements/open-retainage.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import {
  payablesWorld,
  postedInvoice,
  subcontractLine,
  type TPayablesWorld,
} from './helpers/payables-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import {
  insertApprovedApplication,
  receivablesWorld,
  type TReceivablesWorld,
} from './helpers/receivables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The text of a downloaded PDF, the words of one text run back together (a cell, a line). */
async function pdfWords(res: Response): Promise<string> {
  return pdfText(inflatePdf(new Uint8Array(await res.arrayBuffer())))
    .replace(/ \n/g, ' ')
    .replace(/([-–])\n/g, '$1');
}

/*
 * THE GOLDEN TEST of the receivables and payables reports (issue 17, item 3): one company with
 * customers, pay applications, receipts, a retainage release and voids on the receivables side, and a
 * subcontractor and a supplier with invoices, payments, a retainage release and voids on the payables
 * side. Every figure below is worked out by hand and checked to the cent against the AR and AP agings
 * (summary, detail, as of a past date), the customer and vendor statements and open retainage by job,
 * each tied to its control account.
 *
 * RECEIVABLES (approval = the posting's date; due = the application's due date)
 *   Customer A "Owner ST01", jobs JA1 and JA2:
 *     A1  JA1 #1  approved 03-10  due 04-09   due 9,000.00    retainage 1,000.00
 *     A2  JA1 #2  approved 04-10  due 05-10   due 13,500.00   retainage 1,500.00
 *     A3  JA2 #1  approved 05-05  due 06-04   due 4,500.50    retainage   500.05
 *     R1  JA1 #3  retainage release approved 05-20, due 06-19: bills 1,000.00, retainage −1,000.00
 *     P1  04-05  9,000.00 → A1 (paid in full)
 *     P2  05-15  5,000.00 → A2
 *     P3  06-10  2,000.00 unapplied (credit)
 *     P4  07-02  8,500.00 → A2: AFTER the statement date 06-30, so it must not lower anything on it
 *   Customer B "Owner ST02", job JB1:
 *     B1  approved 02-15  due 03-17  due 3,000.00
 *     Q1  05-10  500.00 → B1, voided 06-12 (a bounced check: the void removes its application)
 *     B2  approved 06-05  due 07-05  due 2,000.00, voided 06-20
 *   Customer C "Owner ST03": C1 approved 01-10 due 700.00, paid 02-01 → nothing open (no statement).
 *
 * Customer A's statement, 2026-05-01 to 2026-06-30:
 *   opening (04-30) = A1 9,000.00 + A2 13,500.00 − P1 9,000.00 = 13,500.00
 *   05-05 JA2 #1                 +4,500.50 (retainage 500.05)  → 18,000.50
 *   05-15 P2                     −5,000.00                     → 13,000.50
 *   05-20 JA1 #3 release         +1,000.00 (retainage −1,000)  → 14,000.50
 *   06-10 P3                     −2,000.00                     → 12,000.50
 *   charges 5,500.50, credits 7,000.00: 13,500.00 + 5,500.50 − 7,000.00 = 12,000.50 closing
 *   open 06-30: A2 13,500.00 − 5,000.00 = 8,500.00, 51 days → 31–60 (P4 of 07-02 not counted)
 *               A3 4,500.50, 26 days → 1–30;  R1 1,000.00, 11 days → 1–30
 *               Σ 14,000.50 − unapplied 2,000.00 = 12,000.50 = closing
 *   retainage held: JA1 1,000.00 + 1,500.00 − 1,000.00 = 1,500.00; JA2 500.05; total 2,000.05
 * Customer B's statement, same range:
 *   opening (04-30) 3,000.00; 05-10 Q1 −500.00 → 2,500.00; 06-05 JB1 #2 +2,000.00 → 4,500.00;
 *   06-12 void Q1 +500.00 → 5,000.00; 06-20 void JB1 #2 −2,000.00 → 3,000.00 closing
 *   open: B1 3,000.00, 105 days → over 90
 *
 * AR aging 06-30: A 1–30 5,500.50 · 31–60 8,500.00 · total 14,000.50 · retainage 2,000.05 · credits
 *   2,000.00; B over 90 3,000.00. Totals 1–30 5,500.50 · 31–60 8,500.00 · over 90 3,000.00 · total
 *   17,000.50 · retainage 2,000.05 · credits 2,000.00.
 *   AR control = billed (9,000 + 13,500 + 4,500.50 + 1,000 + 3,000 + 700; B2 void) 31,700.50
 *              − received (9,000 + 5,000 + 2,000 + 700; Q1 void) 16,700.00 = 15,000.50
 *              = 17,000.50 − 2,000.00 ✓; retainage receivable 2,000.05 ✓
 * AR aging as of 03-31 (in the past): A1 9,000.00 open (P1 of 04-05 is later), due 04-09 → current;
 *   B1 3,000.00, 14 days → 1–30. Nothing else approved yet except C1, paid 02-01.
 *
 * PAYABLES (the subcontract: 10 % retainage; posting = invoice date)
 *   Sub:  S1 03-31 due 04-30  line 1 20,000.00         → retainage 2,000.00, net 18,000.00
 *         S2 04-30 due 05-30  10,000.00 + 5,000.05    → gross 15,000.05, retainage 1,500.01
 *                                                        (1,500.005 half up), net 13,500.04
 *         S3 06-15 due 07-15  10,000.00               → retainage 1,000.00, net 9,000.00; voided 06-25
 *         Pay1 04-20 18,000.00 → S1 · Pay2 06-05 6,000.00 → S2 · Pay3 07-03 7,500.04 → S2 (after 06-30)
 *         Release 06-20 due 07-05: 1,000.00 of S1's retainage
 *   Mat:  M1 05-05 due 05-20 direct 2,345.67; Pay4 06-10 2,345.67 → M1, voided 06-12
 *
 * Sub's statement, 2026-06-01 to 2026-06-30:
 *   opening (05-31) = 18,000.00 + 13,500.04 − 18,000.00 = 13,500.04
 *   06-05 Pay2 −6,000.00 → 7,500.04 · 06-15 S3 +9,000.00 (retainage 1,000.00) → 16,500.04
 *   06-20 release +1,000.00 → 17,500.04 · 06-25 void S3 −9,000.00 → 8,500.04
 *   charges 10,000.00, credits 15,000.00; closing 8,500.04
 *   open: S2 7,500.04, 31 days → 31–60; the release 1,000.00, −5 days → current; Σ 8,500.04
 *   retainage held: S1 2,000.00 − 1,000.00 = 1,000.00; S2 1,500.01; total 2,500.01
 * Mat's statement: opening 2,345.67; 06-10 Pay4 −2,345.67 → 0.00; 06-12 void +2,345.67 → 2,345.67;
 *   open M1 2,345.67, 41 days → 31–60.
 * AP aging 06-30: Sub current 1,000.00 · 31–60 7,500.04 · total 8,500.04 · held 2,500.01;
 *   Mat 31–60 2,345.67; totals current 1,000.00 · 31–60 9,845.71 · total 10,845.71 · held 2,500.01
 *   AP control = 18,000.00 + 13,500.04 + 2,345.67 + 1,000.00 − 18,000.00 − 6,000.00 = 10,845.71 ✓
 *   retainage payable = 2,000.00 + 1,500.01 − 1,000.00 = 2,500.01 ✓
 * AP aging as of 05-31: S2 13,500.04 open (Pay2 is later), 1 day → 1–30, held 1,500.01; S1 0 open,
 *   held 2,000.00 (the release is later); M1 2,345.67, 11 days → 1–30 (Pay4 is later).
 *
 * OPEN RETAINAGE 06-30:
 *   JA1  receivable billed 2,500.00, released 1,000.00, held 1,500.00; net 1,500.00
 *   JA2  receivable billed 500.05, held 500.05; net 500.05
 *   JP (the subcontract's job) payable withheld 3,500.01 (S1 2,000.00 + S2 1,500.01; S3 void),
 *        released 1,000.00, held 2,500.01; net −2,500.01
 *   totals: receivable 3,000.05 / 1,000.00 / 2,000.05; payable 3,500.01 / 1,000.00 / 2,500.01;
 *           net 2,000.05 − 2,500.01 = −499.96; ties to 1150 (2,000.05) and 2050 (2,500.01)
 * As of 05-15 (before both releases): receivable 1,000.00 + 1,500.00 + 500.05 = 3,000.05 held;
 *   payable 3,500.01 held; net −499.96 again (no release yet on either side).
 */

const AS_OF = '2026-06-30';

let t: TestApp;
let admin: Member;
let wa: TReceivablesWorld;
let wb: TReceivablesWorld;
let wc: TReceivablesWorld;
let ja2: string;
let pw: TPayablesWorld;
const apps: Record<string, string> = {};
const bills: Record<string, { id: string; retainage_cents: number; net_cents: number }> = {};
let releaseId: string;

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}
const get = (path: string) => ok(call(t, admin.token, 'GET', path));
const post = (path: string, body: unknown = {}, status = 201) =>
  ok(call(t, admin.token, 'POST', path, body), status);

/** A retainage release application as approving one leaves it: Dr AR, Cr retainage receivable. */
async function insertRelease(
  w: TReceivablesWorld,
  jobId: string,
  cents: number,
  approvedOn: string,
  dueDate: string,
) {
  return t.db.transaction(async (tx) => {
    const [row] = rowsOf<{ next: number }>(
      await tx.execute(
        sql`select coalesce(max(application_number), 0) + 1 as next from pay_applications where organization_id = ${admin.organizationId} and job_id = ${jobId}`,
      ),
    );
    const id = randomUUID();
    const entry = await postEntry(tx, {
      organizationId: admin.organizationId,
      entryDate: approvedOn,
      memo: 'Test retainage release',
      sourceType: 'retainage_release',
      sourceId: id,
      postedBy: admin.userId,
      lines: [
        { accountId: w.accounts.ar, debitCents: cents, creditCents: 0, customerId: w.customerId },
        { accountId: w.accounts.retainage, debitCents: 0, creditCents: cents, customerId: w.customerId },
      ],
    });
    await tx.insert(payApplications).values({
      id,
      organizationId: admin.organizationId,
      jobId,
      customerId: w.customerId,
      applicationNumber: Number(row?.next ?? 1),
      kind: 'retainage_release',
      periodTo: approvedOn,
      applicationDate: approvedOn,
      dueDate,
      status: 'approved',
      currentDueCents: cents,
      periodRetainageCents: -cents,
      journalEntryId: entry.id,
      approvedAt: new Date(),
      approvedBy: admin.userId,
    });
    return id;
  });
}

/** Voids an approved application on a date as voiding one does: the reversal of its posting. */
async function voidApplication(w: TReceivablesWorld, id: string, dueCents: number, voidOn: string) {
  await t.db.transaction(async (tx) => {
    const [app] = await tx
      .select({ entryId: payApplications.journalEntryId })
      .from(payApplications)
      .where(and(eq(payApplications.organizationId, admin.organizationId), eq(payApplications.id, id)));
    const entry = await postEntry(tx, {
      reversesId: app?.entryId ?? null,
      organizationId: admin.organizationId,
      entryDate: voidOn,
      memo: 'Test void',
      sourceType: 'ar_invoice',
      sourceId: id,
      postedBy: admin.userId,
      lines: [
        { accountId: w.accounts.ar, debitCents: 0, creditCents: dueCents, customerId: w.customerId },
        { accountId: w.accounts.revenue, debitCents: dueCents, creditCents: 0 },
      ],
    });
    await tx
      .update(payApplications)
      .set({ status: 'void', voidEntryId: entry.id })
      .where(and(eq(payApplications.organizationId, admin.organizationId), eq(payApplications.id, id)));
  });
}

async function receipt(
  w: TReceivablesWorld,
  date: string,
  cents: number,
  applied: [string, number][],
  reference: string,
) {
  return post('/api/v1/receipts', {
    customer_id: w.customerId,
    receipt_date: date,
    method: 'check',
    reference,
    amount_cents: cents,
    deposit_account_id: w.cashAccountId,
    applications: applied.map(([key, amount]) => ({ application_id: apps[key], amount_cents: amount })),
  });
}

async function pay(vendorId: string, date: string, applications: Record<string, unknown>[]) {
  const run = await post('/api/v1/ap-payments', {
    payment_date: date,
    bank_account_id: pw.accounts.cash,
    method: 'check',
    payments: [{ vendor_id: vendorId, applications }],
  });
  return run.items[0].id as string;
}

beforeAll(async () => {
  t = await createTestApp(process.env.DEBUG_LOG ? { logLevel: 'error' } : {});
  admin = await createCompany(t, 'golden@statements.co', 'Statement Builders');
  wa = await receivablesWorld(t, admin, 'ST01');
  wb = await receivablesWorld(t, admin, 'ST02');
  wc = await receivablesWorld(t, admin, 'ST03');
  ja2 = (await post('/api/v1/jobs', { customer_id: wa.customerId, project_name: 'Job ST01 annex' })).id;
  const approve = (
    key: string,
    w: TReceivablesWorld,
    dueCents: number,
    retainageCents: number,
    approvedOn: string,
    dueDate: string,
    jobId?: string,
  ) =>
    insertApprovedApplication(t, admin, w, { dueCents, retainageCents, approvedOn, dueDate, jobId }).then(
      (id) => {
        apps[key] = id;
      },
    );

  // Receivables.
  await approve('C1', wc, 70_000, 0, '2026-01-10', '2026-02-09');
  await approve('B1', wb, 300_000, 0, '2026-02-15', '2026-03-17');
  await approve('A1', wa, 900_000, 100_000, '2026-03-10', '2026-04-09');
  await approve('A2', wa, 1_350_000, 150_000, '2026-04-10', '2026-05-10');
  await approve('A3', wa, 450_050, 50_005, '2026-05-05', '2026-06-04', ja2);
  apps.R1 = await insertRelease(wa, wa.jobId, 100_000, '2026-05-20', '2026-06-19');
  await approve('B2', wb, 200_000, 0, '2026-06-05', '2026-07-05');
  await voidApplication(wb, apps.B2 as string, 200_000, '2026-06-20');
  await receipt(wc, '2026-02-01', 70_000, [['C1', 70_000]], 'C-1');
  await receipt(wa, '2026-04-05', 900_000, [['A1', 900_000]], '1001');
  await receipt(wa, '2026-05-15', 500_000, [['A2', 500_000]], '1002');
  await receipt(wa, '2026-06-10', 200_000, [], '1003');
  await receipt(wa, '2026-07-02', 850_000, [['A2', 850_000]], '1004');
  const q1 = await receipt(wb, '2026-05-10', 50_000, [['B1', 50_000]], 'B-77');
  await post(`/api/v1/receipts/${q1.id}/void`, { void_date: '2026-06-12' }, 200);

  // Payables.
  pw = await payablesWorld(t, admin, 'STAP');
  const bill = async (key: string, body: Parameters<typeof postedInvoice>[2]) => {
    bills[key] = await postedInvoice(t, admin, { ...body, invoice_number: key });
  };
  await bill('S1', {
    vendor_id: pw.vendorId,
    invoice_date: '2026-03-31',
    due_date: '2026-04-30',
    lines: [subcontractLine(pw, 0, 2_000_000)],
  });
  await bill('S2', {
    vendor_id: pw.vendorId,
    invoice_date: '2026-04-30',
    due_date: '2026-05-30',
    lines: [subcontractLine(pw, 0, 1_000_000), subcontractLine(pw, 1, 500_005)],
  });
  await bill('S3', {
    vendor_id: pw.vendorId,
    invoice_date: '2026-06-15',
    due_date: '2026-07-15',
    lines: [subcontractLine(pw, 1, 1_000_000)],
  });
  await bill('M1', {
    vendor_id: pw.supplierId,
    invoice_date: '2026-05-05',
    due_date: '2026-05-20',
    lines: [
      {
        kind: 'job_cost',
        job_id: pw.world.jobId,
        cost_code_id: pw.world.codes.concrete,
        cost_category_id: pw.world.categories.M,
        amount_cents: 234_567,
      },
    ],
  });
  await pay(pw.vendorId, '2026-04-20', [{ invoice_id: bills.S1?.id, amount_cents: 1_800_000 }]);
  await pay(pw.vendorId, '2026-06-05', [{ invoice_id: bills.S2?.id, amount_cents: 600_000 }]);
  const pay4 = await pay(pw.supplierId, '2026-06-10', [{ invoice_id: bills.M1?.id, amount_cents: 234_567 }]);
  await post(`/api/v1/ap-payments/${pay4}/void`, { void_date: '2026-06-12' }, 200);
  releaseId = (
    await post('/api/v1/ap-retainage-releases', {
      commitment_id: pw.subcontractId,
      release_date: '2026-06-20',
      due_date: '2026-07-05',
      lines: [{ invoice_id: bills.S1?.id, amount_cents: 100_000 }],
    })
  ).id;
  await post(`/api/v1/ap-invoices/${bills.S3?.id}/void`, { void_date: '2026-06-25' }, 200);
  await pay(pw.vendorId, '2026-07-03', [{ invoice_id: bills.S2?.id, amount_cents: 750_004 }]);
});
afterAll(() => t.close());

const figures = (
  current: number,
  d30: number,
  d60: number,
  d90: number,
  over: number,
  total: number,
  held: number,
) => ({
  current_cents: current,
  days_1_30_cents: d30,
  days_31_60_cents: d60,
  days_61_90_cents: d90,
  over_90_cents: over,
  total_cents: total,
  retainage_held_cents: held,
});

describe('the invoices as posted', () => {
  it('S2 withholds 10 % of its lines together, half up', () => {
    expect([bills.S1?.retainage_cents, bills.S1?.net_cents]).toEqual([200_000, 1_800_000]);
    expect([bills.S2?.retainage_cents, bills.S2?.net_cents]).toEqual([150_001, 1_350_004]);
    expect([bills.S3?.retainage_cents, bills.S3?.net_cents]).toEqual([100_000, 900_000]);
  });
});

describe('AR aging', () => {
  it('summary as of the statement date, retainage apart, tied to the control accounts', async () => {
    const aging = await get(`/api/v1/receivables/aging?as_of=${AS_OF}`);
    expect(aging.customers).toEqual([
      {
        customer_id: wa.customerId,
        customer_number: 'C-ST01',
        customer_name: 'Owner ST01',
        ...figures(0, 550_050, 850_000, 0, 0, 1_400_050, 200_005),
        credit_cents: 200_000,
      },
      {
        customer_id: wb.customerId,
        customer_number: 'C-ST02',
        customer_name: 'Owner ST02',
        ...figures(0, 0, 0, 0, 300_000, 300_000, 0),
        credit_cents: 0,
      },
    ]);
    expect(aging.totals).toEqual({
      ...figures(0, 550_050, 850_000, 0, 300_000, 1_700_050, 200_005),
      credit_cents: 200_000,
    });
    expect(aging.tie_out).toEqual({
      as_of: AS_OF,
      ar_subledger_cents: 1_500_050,
      ar_control_cents: 1_500_050,
      retainage_subledger_cents: 200_005,
      retainage_control_cents: 200_005,
      in_balance: true,
    });
    // The detail: A2 still 8,500.00 open — the payment of 07-02 is after the date.
    const a2 = aging.details.find((d: { application_id: string }) => d.application_id === apps.A2);
    expect(a2).toMatchObject({
      application_date: '2026-04-10',
      due_date: '2026-05-10',
      days_past_due: 51,
      bucket: 'days_31_60',
      open_cents: 850_000,
    });
  });

  it('as of a past date reconstructs what was open then: a later payment does not count', async () => {
    const aging = await get('/api/v1/receivables/aging?as_of=2026-03-31');
    expect(
      aging.details.map((d: Record<string, unknown>) => [
        d.application_id,
        d.days_past_due,
        d.bucket,
        d.open_cents,
        d.retainage_held_cents,
      ]),
    ).toEqual([
      [apps.A1, -9, 'current', 900_000, 100_000],
      [apps.B1, 14, 'days_1_30', 300_000, 0],
    ]);
    expect(aging.totals).toEqual({
      ...figures(900_000, 300_000, 0, 0, 0, 1_200_000, 100_000),
      credit_cents: 0,
    });
    expect(aging.tie_out).toMatchObject({
      ar_subledger_cents: 1_200_000,
      ar_control_cents: 1_200_000,
      in_balance: true,
    });
  });

  it('CSV: the summary and the detail', async () => {
    const summary = await t.request(`/api/v1/receivables/aging.csv?as_of=${AS_OF}`, { token: admin.token });
    expect(summary.headers.get('content-disposition')).toBe('attachment; filename="ar-aging-2026-06-30.csv"');
    expect((await summary.text()).trim().split('\r\n').length > 0).toBe(true);
    const detail = await t.request(`/api/v1/receivables/aging.csv?as_of=${AS_OF}&view=detail`, {
      token: admin.token,
    });
    expect(detail.headers.get('content-disposition')).toBe(
      'attachment; filename="ar-aging-detail-2026-06-30.csv"',
    );
    const lines = (await detail.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Customer ID,Customer,Job,Document,Document date,Due date,Days past due,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total open,Retainage held,Credits',
    );
    // A1 (paid, still holding retainage), A2, R1 on JA1; A3 on JA2; A's credit; B1; the totals.
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^C-ST01,Owner ST01,.*#1,2026-03-10,2026-04-09,82,,,,,,0,1000,$/),
      expect.stringMatching(/^C-ST01,Owner ST01,.*#2,2026-04-10,2026-05-10,51,,,8500,,,8500,1500,$/),
      expect.stringMatching(/^C-ST01,Owner ST01,.*#1,2026-05-05,2026-06-04,26,,4500.5,,,,4500.5,500.05,$/),
      expect.stringMatching(
        /^C-ST01,Owner ST01,.*#3 \(retainage release\),2026-05-20,2026-06-19,11,,1000,,,,1000,-1000,$/,
      ),
      'C-ST01,Owner ST01,,Unapplied payments,,,,,,,,,,,2000',
      expect.stringMatching(/^C-ST02,Owner ST02,.*#1,2026-02-15,2026-03-17,105,,,,,3000,3000,0,$/),
      ',Total,,,,,,0,5500.5,8500,0,3000,17000.5,2000.05,2000',
    ]);
  });

  it('PDF: summary and detail, with the tie-out', async () => {
    const res = await t.request(`/api/v1/receivables/aging.pdf?as_of=${AS_OF}&view=detail`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfWords(res);
    expect(text).toContain('AR Aging');
    expect(text).toContain('Owner ST01 (C-ST01)');
    expect(text).toContain('$17,000.50');
    expect(text).toContain(
      'Accounts receivable (open − credits): report $15,000.50 · ledger $15,000.50 · ties out',
    );
    const summary = await t.request(`/api/v1/receivables/aging.pdf?as_of=${AS_OF}`, { token: admin.token });
    const summaryText = await pdfWords(summary);
    expect(summaryText).toContain('$14,000.50');
    expect(summaryText).not.toContain('Unapplied payments');
  });
});

type TLine = {
  date: string;
  kind: string;
  is_void: boolean;
  charge_cents: number;
  credit_cents: number;
  retainage_cents: number;
  balance_cents: number;
};
const movement = (l: TLine) => [
  l.date,
  l.kind,
  l.is_void,
  l.charge_cents,
  l.credit_cents,
  l.retainage_cents,
  l.balance_cents,
];

describe('customer statements', () => {
  it('customer A: opening, activity with the running balance, closing, open items aged, retainage apart', async () => {
    const batch = await get(
      `/api/v1/reports/customer-statements?as_of=${AS_OF}&from=2026-05-01&customer_id=${wa.customerId}`,
    );
    expect(batch).toMatchObject({ as_of: AS_OF, from: '2026-05-01', party_id: wa.customerId });
    const [s] = batch.statements;
    expect(s.party).toEqual({
      id: wa.customerId,
      number: 'C-ST01',
      name: 'Owner ST01',
      address_lines: [],
      email: null,
    });
    expect(s.lines.map(movement)).toEqual([
      ['2026-05-05', 'invoice', false, 450_050, 0, 50_005, 1_800_050],
      ['2026-05-15', 'payment', false, 0, 500_000, 0, 1_300_050],
      ['2026-05-20', 'retainage_release', false, 100_000, 0, -100_000, 1_400_050],
      ['2026-06-10', 'payment', false, 0, 200_000, 0, 1_200_050],
    ]);
    expect(s.lines.map((l: { reference: string }) => l.reference)).toEqual([
      expect.stringMatching(/ #1$/),
      '1002',
      expect.stringMatching(/ #3 \(retainage release\)$/),
      '1003',
    ]);
    expect(s).toMatchObject({
      opening_balance_cents: 1_350_000,
      charges_cents: 550_050,
      credits_cents: 700_000,
      closing_balance_cents: 1_200_050,
      unapplied_cents: 200_000,
      aging: figures(0, 550_050, 850_000, 0, 0, 1_400_050, 200_005),
      retainage_held_cents: 200_005,
    });
    expect(
      s.open_items.map((o: Record<string, unknown>) => [
        o.source_id,
        o.days_past_due,
        o.bucket,
        o.open_cents,
      ]),
    ).toEqual([
      [apps.A2, 51, 'days_31_60', 850_000],
      [apps.A3, 26, 'days_1_30', 450_050],
      [apps.R1, 11, 'days_1_30', 100_000],
    ]);
    expect(s.retainage.map((r: { held_cents: number }) => r.held_cents)).toEqual([150_000, 50_005]);
  });

  it('customer B: a voided receipt and a voided application move the balance on their void dates', async () => {
    const batch = await get(
      `/api/v1/reports/customer-statements?as_of=${AS_OF}&from=2026-05-01&customer_id=${wb.customerId}`,
    );
    const [s] = batch.statements;
    expect(s.lines.map(movement)).toEqual([
      ['2026-05-10', 'payment', false, 0, 50_000, 0, 250_000],
      ['2026-06-05', 'invoice', false, 200_000, 0, 0, 450_000],
      ['2026-06-12', 'payment', true, 50_000, 0, 0, 500_000],
      ['2026-06-20', 'invoice', true, 0, 200_000, 0, 300_000],
    ]);
    expect(s).toMatchObject({
      opening_balance_cents: 300_000,
      closing_balance_cents: 300_000,
      retainage_held_cents: 0,
    });
    expect(s.open_items).toEqual([
      expect.objectContaining({
        source_id: apps.B1,
        days_past_due: 105,
        bucket: 'over_90',
        open_cents: 300_000,
      }),
    ]);
  });

  it('every customer with a balance, by name; each closing balance = Σ open − unapplied = its aging', async () => {
    const batch = await get(`/api/v1/reports/customer-statements?as_of=${AS_OF}&from=2026-05-01`);
    expect(batch.party_id).toBeNull();
    // C paid everything in February: no statement.
    expect(batch.statements.map((s: { party: { number: string } }) => s.party.number)).toEqual([
      'C-ST01',
      'C-ST02',
    ]);
    for (const s of batch.statements)
      expect(s.closing_balance_cents).toBe(s.aging.total_cents - s.unapplied_cents);
    // The default range: the first of the statement date's month.
    const june = await get(`/api/v1/reports/customer-statements?as_of=${AS_OF}&customer_id=${wa.customerId}`);
    expect(june.from).toBe('2026-06-01');
    expect(june.statements[0].opening_balance_cents).toBe(1_400_050);
  });

  it('one PDF: a statement per customer, each on its own page, with the figures of the screen', async () => {
    const one = await t.request(
      `/api/v1/reports/customer-statements.pdf?as_of=${AS_OF}&from=2026-05-01&customer_id=${wa.customerId}`,
      { token: admin.token },
    );
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(
      'attachment; filename="customer-statement-C-ST01-2026-06-30.pdf"',
    );
    const text = await pdfWords(one);
    for (const figure of [
      'STATEMENT',
      'Owner ST01',
      'Opening balance',
      '$13,500.00',
      '$18,000.50',
      '$12,000.50',
      '$2,000.05',
      'Retainage held by you',
    ])
      expect(text).toContain(figure);
    const all = await t.request(`/api/v1/reports/customer-statements.pdf?as_of=${AS_OF}&from=2026-05-01`, {
      token: admin.token,
    });
    expect(all.headers.get('content-disposition')).toBe(
      'attachment; filename="customer-statements-2026-06-30.pdf"',
    );
    const allText = await pdfWords(all);
    expect(allText).toContain('Owner ST01');
    expect(allText).toContain('Owner ST02');
    expect(allText).not.toContain('Owner ST03');
    expect(allText).toContain('Page 2 of 2');
  });
});

describe('AP aging', () => {
  it('as of the statement date: open bills in buckets, retainage held apart, tied out', async () => {
    const aging = await get(`/api/v1/payables/aging?as_of=${AS_OF}`);
    // By name: "Vendor V-MTAP" (the supplier) before "Vendor V-STAP" (the subcontractor).
    expect(aging.vendors).toEqual([
      {
        vendor_id: pw.supplierId,
        vendor_number: 'V-MTAP',
        vendor_name: 'Vendor V-MTAP',
        ...figures(0, 0, 234_567, 0, 0, 234_567, 0),
      },
      {
        vendor_id: pw.vendorId,
        vendor_number: 'V-STAP',
        vendor_name: 'Vendor V-STAP',
        ...figures(100_000, 0, 750_004, 0, 0, 850_004, 250_001),
      },
    ]);
    expect(aging.totals).toEqual(figures(100_000, 0, 984_571, 0, 0, 1_084_571, 250_001));
    expect(aging.tie_out).toEqual({
      ap_subledger_cents: 1_084_571,
      ap_control_cents: 1_084_571,
      retainage_subledger_cents: 250_001,
      retainage_control_cents: 250_001,
      in_balance: true,
    });
    const s2 = aging.details.find((d: { id: string }) => d.id === bills.S2?.id);
    // The payment of 07-03 is after the date: S2 is still 7,500.04 open.
    expect(s2).toMatchObject({
      days_past_due: 31,
      bucket: 'days_31_60',
      open_cents: 750_004,
      retainage_held_cents: 150_001,
    });
  });

  it('as of a past date: the later payments and the release do not count yet', async () => {
    const aging = await get('/api/v1/payables/aging?as_of=2026-05-31');
    expect(
      aging.details.map((d: Record<string, unknown>) => [
        d.number,
        d.days_past_due,
        d.bucket,
        d.open_cents,
        d.retainage_held_cents,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['S1', 31, 'days_31_60', 0, 200_000],
        ['S2', 1, 'days_1_30', 1_350_004, 150_001],
        ['M1', 11, 'days_1_30', 234_567, 0],
      ]),
    );
    expect(aging.details).toHaveLength(3);
    expect(aging.totals).toEqual(figures(0, 1_584_571, 0, 0, 0, 1_584_571, 350_001));
    expect(aging.tie_out.in_balance).toBe(true);
  });

  it('CSV detail and PDF', async () => {
    const csv = await t.request(
      `/api/v1/payables/aging.csv?as_of=${AS_OF}&view=detail&vendor_id=${pw.vendorId}`,
      { token: admin.token },
    );
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Vendor ID,Vendor,Document,Kind,Jobs,Document date,Due date,Days past due,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total open,Retainage held',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 4).concat(l.split(',').slice(-7)))).toEqual([
      ['S1', 'Invoice', '', '', '', '', '', '0', '1000'],
      ['S2', 'Invoice', '', '', '7500.04', '', '', '7500.04', '1500.01'],
      [pw.subcontractNumber, 'Retainage release', '1000', '', '', '', '', '1000', '0'],
      ['', '', '1000', '0', '7500.04', '0', '0', '8500.04', '2500.01'],
    ]);
    const pdf = await t.request(`/api/v1/payables/aging.pdf?as_of=${AS_OF}&view=detail`, {
      token: admin.token,
    });
    expect(pdf.status).toBe(200);
    const text = await pdfWords(pdf);
    expect(text).toContain('AP Aging');
    expect(text).toContain('$10,845.71');
    expect(text).toContain('Accounts payable: report $10,845.71 · ledger $10,845.71 · ties out');
    expect(text).toContain('Retainage payable: report $2,500.01 · ledger $2,500.01 · ties out');
  });
});

describe('vendor statements', () => {
  it("the subcontractor's: invoices net, the release, payments and a void, open bills, retainage held per invoice", async () => {
    const batch = await get(
      `/api/v1/reports/vendor-statements?as_of=${AS_OF}&from=2026-06-01&vendor_id=${pw.vendorId}`,
    );
    const [s] = batch.statements;
    expect(s.lines.map(movement)).toEqual([
      ['2026-06-05', 'payment', false, 0, 600_000, 0, 750_004],
      ['2026-06-15', 'invoice', false, 900_000, 0, 100_000, 1_650_004],
      ['2026-06-20', 'retainage_release', false, 100_000, 0, -100_000, 1_750_004],
      ['2026-06-25', 'invoice', true, 0, 900_000, -100_000, 850_004],
    ]);
    expect(s).toMatchObject({
      opening_balance_cents: 1_350_004,
      charges_cents: 1_000_000,
      credits_cents: 1_500_000,
      closing_balance_cents: 850_004,
      unapplied_cents: 0,
      aging: figures(100_000, 0, 750_004, 0, 0, 850_004, 250_001),
      retainage_held_cents: 250_001,
    });
    expect(
      s.open_items.map((o: Record<string, unknown>) => [
        o.source_id,
        o.reference,
        o.days_past_due,
        o.bucket,
        o.open_cents,
      ]),
    ).toEqual([
      [bills.S2?.id, 'S2', 31, 'days_31_60', 750_004],
      [releaseId, pw.subcontractNumber, -5, 'current', 100_000],
    ]);
    expect(s.retainage.map((r: Record<string, unknown>) => [r.reference, r.held_cents])).toEqual([
      ['S1', 100_000],
      ['S2', 150_001],
    ]);
  });

  it("the supplier's: a voided payment puts the bill back", async () => {
    const batch = await get(
      `/api/v1/reports/vendor-statements?as_of=${AS_OF}&from=2026-06-01&vendor_id=${pw.supplierId}`,
    );
    const [s] = batch.statements;
    expect(s.lines.map(movement)).toEqual([
      ['2026-06-10', 'payment', false, 0, 234_567, 0, 0],
      ['2026-06-12', 'payment', true, 234_567, 0, 0, 234_567],
    ]);
    expect(s).toMatchObject({ opening_balance_cents: 234_567, closing_balance_cents: 234_567 });
    expect(s.open_items).toEqual([
      expect.objectContaining({ reference: 'M1', days_past_due: 41, bucket: 'days_31_60' }),
    ]);
  });

  it('the batch: both vendors, closing = the aging; the PDF', async () => {
    const batch = await get(`/api/v1/reports/vendor-statements?as_of=${AS_OF}&from=2026-06-01`);
    expect(batch.statements.map((s: { party: { id: string } }) => s.party.id).sort()).toEqual(
      [pw.vendorId, pw.supplierId].sort(),
    );
    expect(
      batch.statements.reduce(
        (n: number, s: { closing_balance_cents: number }) => n + s.closing_balance_cents,
        0,
      ),
    ).toBe(1_084_571);
    const pdf = await t.request(
      `/api/v1/reports/vendor-statements.pdf?as_of=${AS_OF}&from=2026-06-01&vendor_id=${pw.vendorId}`,
      { token: admin.token },
    );
    const text = await pdfWords(pdf);
    for (const figure of [
      'STATEMENT',
      'Balance we owe',
      '$8,500.04',
      '$13,500.04',
      'Retainage we hold',
      '$2,500.01',
    ])
      expect(text).toContain(figure);
  });
});

describe('open retainage by job', () => {
  it('receivable and payable, released and held, per job; tied to 1150 and 2050', async () => {
    const report = await get(`/api/v1/reports/open-retainage?as_of=${AS_OF}`);
    const row = (jobId: string) => report.jobs.find((j: { job_id: string }) => j.job_id === jobId);
    const fig = (rb: number, rr: number, rh: number, pw_: number, pr: number, ph: number, net: number) => ({
      receivable_billed_cents: rb,
      receivable_released_cents: rr,
      receivable_held_cents: rh,
      payable_withheld_cents: pw_,
      payable_released_cents: pr,
      payable_held_cents: ph,
      net_held_cents: net,
    });
    expect(report.jobs).toHaveLength(3);
    expect(row(wa.jobId)).toMatchObject({
      customer_name: 'Owner ST01',
      ...fig(250_000, 100_000, 150_000, 0, 0, 0, 150_000),
    });
    expect(row(ja2)).toMatchObject(fig(50_005, 0, 50_005, 0, 0, 0, 50_005));
    expect(row(pw.world.jobId)).toMatchObject(fig(0, 0, 0, 350_001, 100_000, 250_001, -250_001));
    expect(report.totals).toEqual(fig(300_005, 100_000, 200_005, 350_001, 100_000, 250_001, -49_996));
    expect(report.tie_out).toEqual({
      receivable_subledger_cents: 200_005,
      receivable_control_cents: 200_005,
      payable_subledger_cents: 250_001,
      payable_control_cents: 250_001,
      in_balance: true,
    });
    // Before the releases: nothing released yet, and still tied out.
    const may = await get('/api/v1/reports/open-retainage?as_of=2026-05-15');
    expect(may.totals).toEqual(fig(300_005, 0, 300_005, 350_001, 0, 350_001, -49_996));
    expect(may.tie_out.in_balance).toBe(true);
  });

  it('CSV and PDF', async () => {
    const csv = await t.request(`/api/v1/reports/open-retainage.csv?as_of=${AS_OF}`, { token: admin.token });
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="open-retainage-2026-06-30.csv"',
    );
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Job,Job name,Customer,Receivable billed,Receivable released,Receivable held,Payable withheld,Payable released,Payable held,Net held',
    );
    expect(lines.at(-1)).toBe(',Total,,3000.05,1000,2000.05,3500.01,1000,2500.01,-499.96');
    const pdf = await t.request(`/api/v1/reports/open-retainage.pdf?as_of=${AS_OF}`, { token: admin.token });
    const text = await pdfWords(pdf);
    expect(text).toContain('Open Retainage by Job');
    expect(text).toContain('Retainage receivable: report $2,000.05 · ledger $2,000.05 · ties out');
    expect(text).toContain('Retainage payable: report $2,500.01 · ledger $2,500.01 · ties out');
  });
});

describe('validation and permissions', () => {
  it('refuses a range that starts after the statement date, a bad date, an unknown party, a bad view', async () => {
    const bad = async (path: string, status: number, code: string, message?: string) => {
      const res = await call(t, admin.token, 'GET', path);
      expect(res.status, path).toBe(status);
      expect(res.body.error.code, path).toBe(code);
      if (message) expect(res.body.error.message).toBe(message);
    };
    const inverted = 'The start of the activity must be on or before the statement date';
    await bad(
      '/api/v1/reports/customer-statements?as_of=2026-06-30&from=2026-07-01',
      400,
      'invalid_input',
      inverted,
    );
    await bad(
      '/api/v1/reports/vendor-statements?as_of=2026-06-30&from=2026-07-01',
      400,
      'invalid_input',
      inverted,
    );
    // Only `from`, after today's default date.
    await bad('/api/v1/reports/customer-statements?from=2199-01-01', 400, 'invalid_input', inverted);
    await bad(
      '/api/v1/reports/customer-statements?as_of=2026-02-30',
      400,
      'invalid_input',
      'Enter a date as YYYY-MM-DD',
    );
    await bad('/api/v1/reports/customer-statements?customer_id=nope', 400, 'invalid_input');
    await bad(
      `/api/v1/reports/customer-statements?customer_id=${pw.vendorId}`,
      404,
      'customer_not_found',
      'Customer not found',
    );
    await bad(
      `/api/v1/reports/vendor-statements.pdf?vendor_id=${wa.customerId}`,
      404,
      'vendor_not_found',
      'Vendor not found',
    );
    await bad('/api/v1/reports/open-retainage?as_of=2026-13-01', 400, 'invalid_input');
    await bad(
      '/api/v1/receivables/aging.csv?view=everything',
      400,
      'invalid_input',
      'Choose the summary or the detail view',
    );
    await bad(
      '/api/v1/payables/aging.pdf?view=everything',
      400,
      'invalid_input',
      'Choose the summary or the detail view',
    );
  });

  it("another company's customer is not found; a foreman reads none of it", async () => {
    const other = await createCompany(t, 'other@statements.co', 'Other Builders');
    const res = await call(
      t,
      other.token,
      'GET',
      `/api/v1/reports/customer-statements?customer_id=${wa.customerId}`,
    );
    expect(res.status).toBe(404);
    const mine = await call(t, other.token, 'GET', '/api/v1/reports/customer-statements');
    expect(mine.body.statements).toEqual([]);
    const foreman = await addMember(t, admin.organizationId, 'foreman@statements.co', 'foreman');
    for (const path of [
      '/api/v1/reports/customer-statements',
      '/api/v1/reports/vendor-statements.pdf',
      '/api/v1/reports/open-retainage',
      '/api/v1/receivables/aging.pdf',
      '/api/v1/payables/aging.pdf',
    ])
      expect((await call(t, foreman.token, 'GET', path)).status, path).toBe(403);
  });
});

describe('a release of an invoice that withheld on several jobs', () => {
  it('is shared in proportion to what each job withheld, to the cent', () => {
    // Invoice X withheld 200.00 on J1 and 100.00 on J2; 100.00 released: 66.666… → 66.67 and 33.33.
    // Invoice Y withheld 1.00 on J1 and 1.00 on J2; 0.01 released: a tie goes to the first, J1.
    const parts = allocateReleased([
      { invoice_id: 'X', job_id: 'J1', withheld: 20_000, released: 10_000 },
      { invoice_id: 'X', job_id: 'J2', withheld: '10000', released: '10000' },
      { invoice_id: 'Y', job_id: 'J1', withheld: 100, released: 1 },
      { invoice_id: 'Y', job_id: 'J2', withheld: 100, released: 1 },
    ]);
    expect(Object.fromEntries(parts)).toEqual({ J1: 6_667 + 1, J2: 3_333 });
  });
});
