import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.ts';
import { commitmentWorld } from './helpers/commitment-fixtures.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import {
  directLine,
  payablesWorld,
  postedInvoice,
  subcontractLine,
  type TPayablesWorld,
} from './helpers/payables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * The AP aging to the cent, worked out by hand. Company A: the subcontractor S (10 % retainage) and the
 * supplier M (direct job cost, no retainage).
 *
 *   bill  posted      due         gross        retainage   net          what happens after
 *   S1    2026-06-01  2026-07-01  12,345.67    1,234.57    11,111.10    —
 *   S2    2026-05-01  2026-05-20   5,000.01      500.00     4,500.01    paid 2,000.00 on 06-05; 300.00 of its
 *                                                                       retainage released 06-15 (due 06-25)
 *   M1    2026-06-10  2026-06-15     999.99        —          999.99    —
 *   M2    2026-03-01  2026-03-31   1,000.00        —        1,000.00    paid 400.00 on 06-10, voided 06-25
 *   M3    2026-04-01  2026-04-30     250.50        —          250.50    paid in full on 07-05
 *   M4    2026-06-12  2026-06-12      77.77        —           77.77    voided 06-20
 *   M5    entered only (never posted)  5.00                               —
 *
 * S1's retainage: 10 % of 12,345.67 = 1,234.567 → 1,234.57 (half up); S2's: 500.001 → 500.00.
 *
 * As of 2026-06-30 (days past due → bucket):
 *   S1  −1 → current 11,111.10, held 1,234.57
 *   S2  41 → 31–60    2,500.01 (4,500.01 − 2,000.00), held 200.00 (500.00 − 300.00)
 *   release of S's subcontract 5 → 1–30 300.00
 *   M1  15 → 1–30       999.99
 *   M2  91 → over 90  1,000.00 (the payment was voided on 06-25: out)
 *   M3  61 → 61–90      250.50 (the payment of 07-05 is after the date)
 *   M4  voided 06-20: out
 *   S: current 11,111.10 · 1–30 300.00 · 31–60 2,500.01 · total 13,911.11 · held 1,434.57
 *   M: 1–30 999.99 · 61–90 250.50 · over 90 1,000.00 · total 2,250.49
 *   totals: current 11,111.10 · 1–30 1,299.99 · 31–60 2,500.01 · 61–90 250.50 · over 90 1,000.00
 *           · total 16,161.60 · held 1,434.57
 *   AP control: net posted 11,111.10 + 4,500.01 + 999.99 + 1,000.00 + 250.50 (+ 77.77 − 77.77 void)
 *               + released 300.00 − paid 2,000.00 (+ 400.00 − 400.00 void) = 16,161.60
 *   retainage payable: 1,234.57 + 500.00 − 300.00 = 1,434.57
 *
 * As of 2026-06-19: M4 and M2's payment still count, the buckets move:
 *   S1 current 11,111.10; release (due 06-25) current 300.00; S2 30 → 1–30 2,500.01
 *   M1 4 → 1–30 999.99; M4 7 → 1–30 77.77; M3 50 → 31–60 250.50; M2 80 → 61–90 600.00
 *   totals: current 11,411.10 · 1–30 3,577.77 · 31–60 250.50 · 61–90 600.00 · over 90 0
 *           · total 15,839.37 · held 1,434.57
 */

let t: TestApp;
let admin: Member;
let accountant: Member;
let pm: Member;
let superintendent: Member;
let outsider: Member;
let w: TPayablesWorld;
const bills: Record<string, { id: string; invoice_number: string }> = {};
let releaseId: string;

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}
const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body: unknown = {}) => call(t, who.token, 'POST', p, body);

const run = (date: string, vendorId: string, applications: unknown[]) => ({
  payment_date: date,
  bank_account_id: w.accounts.cash,
  method: 'check',
  payments: [{ vendor_id: vendorId, applications }],
});

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

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'aging-admin@a.co', 'Aging Builders');
  accountant = await addMember(t, admin.organizationId, 'aging-accountant@a.co', 'accountant');
  pm = await addMember(t, admin.organizationId, 'aging-pm@a.co', 'project_manager');
  superintendent = await addMember(t, admin.organizationId, 'aging-super@a.co', 'superintendent');
  outsider = await createCompany(t, 'aging-admin@b.co', 'Other Builders');
  w = await payablesWorld(t, admin, 'AG01');

  const bill = async (key: string, body: Parameters<typeof postedInvoice>[2]) => {
    bills[key] = await postedInvoice(t, admin, { invoice_number: key, ...body });
  };
  await bill('S1', {
    vendor_id: w.vendorId,
    invoice_date: '2026-06-01',
    due_date: '2026-07-01',
    lines: [subcontractLine(w, 0, 1_234_567)],
  });
  await bill('S2', {
    vendor_id: w.vendorId,
    invoice_date: '2026-05-01',
    due_date: '2026-05-20',
    lines: [subcontractLine(w, 1, 500_001)],
  });
  await bill('M1', {
    vendor_id: w.supplierId,
    invoice_date: '2026-06-10',
    due_date: '2026-06-15',
    lines: [directLine(w, 99_999)],
  });
  await bill('M2', {
    vendor_id: w.supplierId,
    invoice_date: '2026-03-01',
    due_date: '2026-03-31',
    lines: [directLine(w, 100_000)],
  });
  await bill('M3', {
    vendor_id: w.supplierId,
    invoice_date: '2026-04-01',
    due_date: '2026-04-30',
    lines: [directLine(w, 25_050)],
  });
  await bill('M4', {
    vendor_id: w.supplierId,
    invoice_date: '2026-06-12',
    due_date: '2026-06-12',
    lines: [directLine(w, 7_777)],
  });
  await ok(post(admin, `/api/v1/ap-invoices/${bills.M4?.id}/void`, { void_date: '2026-06-20' }));
  await ok(
    post(admin, '/api/v1/ap-invoices', {
      vendor_id: w.supplierId,
      invoice_number: 'M5',
      invoice_date: '2026-06-01',
      lines: [directLine(w, 500)],
    }),
    201,
  );

  await ok(
    post(
      admin,
      '/api/v1/ap-payments',
      run('2026-06-05', w.vendorId, [{ invoice_id: bills.S2?.id, amount_cents: 200_000 }]),
    ),
    201,
  );
  const voided = await ok(
    post(
      admin,
      '/api/v1/ap-payments',
      run('2026-06-10', w.supplierId, [{ invoice_id: bills.M2?.id, amount_cents: 40_000 }]),
    ),
    201,
  );
  await ok(post(admin, `/api/v1/ap-payments/${voided.items[0].id}/void`, { void_date: '2026-06-25' }));
  await ok(
    post(
      admin,
      '/api/v1/ap-payments',
      run('2026-07-05', w.supplierId, [{ invoice_id: bills.M3?.id, amount_cents: 25_050 }]),
    ),
    201,
  );
  const release = await ok(
    post(admin, '/api/v1/ap-retainage-releases', {
      commitment_id: w.subcontractId,
      release_date: '2026-06-15',
      due_date: '2026-06-25',
      lines: [{ invoice_id: bills.S2?.id, amount_cents: 30_000 }],
    }),
    201,
  );
  releaseId = release.id;

  // Another company's bills never show.
  const other = await payablesWorld(t, outsider, 'AG09');
  await postedInvoice(t, outsider, {
    vendor_id: other.supplierId,
    invoice_date: '2026-06-01',
    lines: [directLine(other, 123_400)],
  });
});
afterAll(() => t.close());

describe('the AP aging as of a date', () => {
  it('buckets every open bill by its due date, retainage held apart, per vendor and in total (2026-06-30)', async () => {
    const report = await ok(get(accountant, '/api/v1/payables/aging?as_of=2026-06-30'));
    expect(report.as_of).toBe('2026-06-30');
    expect(report.job_id).toBeNull();
    expect(report.vendors).toEqual([
      {
        vendor_id: w.supplierId,
        vendor_number: 'V-MG01',
        vendor_name: 'Vendor V-MG01',
        ...figures(0, 99_999, 0, 25_050, 100_000, 225_049, 0),
      },
      {
        vendor_id: w.vendorId,
        vendor_number: 'V-SG01',
        vendor_name: 'Vendor V-SG01',
        ...figures(1_111_110, 30_000, 250_001, 0, 0, 1_391_111, 143_457),
      },
    ]);
    expect(report.totals).toEqual(figures(1_111_110, 129_999, 250_001, 25_050, 100_000, 1_616_160, 143_457));
    expect(
      report.details.map((d: Record<string, unknown>) => [
        d.kind,
        d.number,
        d.due_date,
        d.days_past_due,
        d.bucket,
        d.open_cents,
        d.retainage_held_cents,
      ]),
    ).toEqual([
      ['invoice', 'M2', '2026-03-31', 91, 'over_90', 100_000, 0],
      ['invoice', 'M3', '2026-04-30', 61, 'days_61_90', 25_050, 0],
      ['invoice', 'M1', '2026-06-15', 15, 'days_1_30', 99_999, 0],
      ['invoice', 'S2', '2026-05-20', 41, 'days_31_60', 250_001, 20_000],
      ['retainage', w.subcontractNumber, '2026-06-25', 5, 'days_1_30', 30_000, 0],
      ['invoice', 'S1', '2026-07-01', -1, 'current', 1_111_110, 123_457],
    ]);
    const release = report.details.find((d: { kind: string }) => d.kind === 'retainage');
    expect(release).toMatchObject({
      id: releaseId,
      invoice_id: bills.S2?.id,
      document_date: '2026-06-15',
      jobs: [w.world.jobNumber],
    });
    expect(report.details[0]).toMatchObject({ id: bills.M2?.id, invoice_id: bills.M2?.id });
  });

  it('ties out to the accounts payable and retainage payable control accounts as of the date', async () => {
    const report = await ok(get(accountant, '/api/v1/payables/aging?as_of=2026-06-30'));
    expect(report.tie_out).toEqual({
      ap_subledger_cents: 1_616_160,
      ap_control_cents: 1_616_160,
      retainage_subledger_cents: 143_457,
      retainage_control_cents: 143_457,
      in_balance: true,
    });
    const trial = await ok(get(accountant, '/api/v1/ledger/trial-balance?as_of=2026-06-30'));
    const credit = (id: string) =>
      trial.rows.find((r: { account_id: string }) => r.account_id === id)?.credit_cents ?? 0;
    expect(credit(w.accounts.payable)).toBe(1_616_160);
    expect(credit(w.accounts.retainagePayable)).toBe(143_457);
  });

  it('counts what was posted, paid and voided by an earlier date only (2026-06-19)', async () => {
    const report = await ok(get(accountant, '/api/v1/payables/aging?as_of=2026-06-19'));
    expect(report.totals).toEqual(figures(1_141_110, 357_777, 25_050, 60_000, 0, 1_583_937, 143_457));
    expect(report.vendors[0]).toMatchObject(figures(0, 107_776, 25_050, 60_000, 0, 192_826, 0));
    expect(report.details.map((d: { number: string }) => d.number)).toContain('M4');
    expect(report.tie_out).toMatchObject({
      ap_subledger_cents: 1_583_937,
      ap_control_cents: 1_583_937,
      in_balance: true,
    });
  });

  it('ties out at every date around the documents, before any and after the last payment', async () => {
    for (const asOf of [
      '2026-02-28',
      '2026-05-01',
      '2026-06-04',
      '2026-06-05',
      '2026-06-14',
      '2026-06-25',
      '2026-07-05',
    ]) {
      const { tie_out: tie, totals } = await ok(get(accountant, `/api/v1/payables/aging?as_of=${asOf}`));
      expect(tie.in_balance, asOf).toBe(true);
      expect(tie.ap_subledger_cents, asOf).toBe(totals.total_cents);
      expect(tie.retainage_subledger_cents, asOf).toBe(totals.retainage_held_cents);
    }
    const empty = await ok(get(accountant, '/api/v1/payables/aging?as_of=2026-02-28'));
    expect(empty).toMatchObject({ vendors: [], details: [], totals: figures(0, 0, 0, 0, 0, 0, 0) });
    const later = await ok(get(accountant, '/api/v1/payables/aging?as_of=2026-07-05'));
    expect(later.details.map((d: { number: string }) => d.number)).not.toContain('M3');
  });

  it('today by default', async () => {
    const report = await ok(get(pm, '/api/v1/payables/aging'));
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(report.as_of).toBe(iso);
    expect(report.tie_out.in_balance).toBe(true);
  });

  it('one vendor’s bills; the tie-out stays the whole company’s', async () => {
    const report = await ok(
      get(accountant, `/api/v1/payables/aging?as_of=2026-06-30&vendor_id=${w.vendorId}`),
    );
    expect(report.vendor_id).toBe(w.vendorId);
    expect(report.vendors.map((v: { vendor_id: string }) => v.vendor_id)).toEqual([w.vendorId]);
    expect(report.totals).toEqual(figures(1_111_110, 30_000, 250_001, 0, 0, 1_391_111, 143_457));
    expect(report.tie_out).toMatchObject({ ap_subledger_cents: 1_616_160, in_balance: true });
  });

  it('refuses a malformed date or id with 400, and readers only', async () => {
    for (const query of ['as_of=2026-02-30', 'as_of=yesterday', 'job_id=not-a-uuid', 'vendor_id=1']) {
      const res = await get(accountant, `/api/v1/payables/aging?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    const refused = await get(superintendent, '/api/v1/payables/aging');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    const theirs = await ok(get(outsider, '/api/v1/payables/aging?as_of=2026-06-30'));
    expect(theirs.totals.total_cents).toBe(123_400);
    expect(JSON.stringify(theirs)).not.toContain(w.vendorId);
  });
});

describe('the AP aging by job', () => {
  it('keeps the invoices with a line on the job (whole) and the releases of its commitments', async () => {
    const owner = await createCompany(t, 'aging-jobs@c.co', 'Job Aging Builders');
    const x = await payablesWorld(t, owner, 'AJ01');
    const second = await commitmentWorld(t, owner, 'AJ02');
    const onSecond = {
      kind: 'job_cost',
      job_id: second.jobId,
      cost_code_id: second.codes.concrete,
      cost_category_id: second.categories.M,
      amount_cents: 30_303,
    };
    const sub = await postedInvoice(t, owner, {
      invoice_number: 'J-1',
      vendor_id: x.vendorId,
      invoice_date: '2026-06-01',
      due_date: '2026-06-30',
      lines: [subcontractLine(x, 0, 100_000)],
    });
    const both = await postedInvoice(t, owner, {
      invoice_number: 'J-2',
      vendor_id: x.supplierId,
      invoice_date: '2026-06-01',
      due_date: '2026-06-30',
      lines: [directLine(x, 10_101), onSecond],
    });
    const onlySecond = await postedInvoice(t, owner, {
      invoice_number: 'J-3',
      vendor_id: x.supplierId,
      invoice_date: '2026-06-01',
      due_date: '2026-06-30',
      lines: [onSecond],
    });
    const overhead = await postedInvoice(t, owner, {
      invoice_number: 'J-4',
      vendor_id: x.supplierId,
      invoice_date: '2026-06-01',
      due_date: '2026-06-30',
      lines: [{ kind: 'overhead', expense_account_id: x.accounts.overhead, amount_cents: 999 }],
    });
    await ok(
      call(t, owner.token, 'POST', '/api/v1/ap-retainage-releases', {
        commitment_id: x.subcontractId,
        release_date: '2026-06-10',
        due_date: '2026-06-30',
        amount_cents: 4_000,
      }),
      201,
    );
    const aging = async (jobId: string) =>
      ok(call(t, owner.token, 'GET', `/api/v1/payables/aging?as_of=2026-06-30&job_id=${jobId}`));

    const first = await aging(x.world.jobId);
    expect(first.job_id).toBe(x.world.jobId);
    expect(
      first.details.map((d: { kind: string; id: string; jobs: string[] }) => [d.kind, d.id, d.jobs]),
    ).toEqual([
      ['invoice', both.id, [x.world.jobNumber, second.jobNumber].sort()],
      ['invoice', sub.id, [x.world.jobNumber]],
      ['retainage', expect.any(String), [x.world.jobNumber]],
    ]);
    // sub: 1,000.00 gross, 100.00 retainage, 900.00 net; 40.00 of its retainage released.
    expect(first.totals).toEqual(figures(90_000 + 40_404 + 4_000, 0, 0, 0, 0, 134_404, 6_000));

    const secondJob = await aging(second.jobId);
    expect(secondJob.details.map((d: { id: string }) => d.id)).toEqual([both.id, onlySecond.id]);
    expect(secondJob.totals.total_cents).toBe(40_404 + 30_303);

    // The company's tie-out counts everything, the overhead invoice (no job) too.
    const all = await ok(call(t, owner.token, 'GET', '/api/v1/payables/aging?as_of=2026-06-30'));
    expect(all.totals.total_cents).toBe(90_000 + 40_404 + 30_303 + 999 + 4_000);
    expect(all.details.map((d: { id: string }) => d.id)).toContain(overhead.id);
    for (const report of [first, secondJob, all])
      expect(report.tie_out).toEqual({
        ap_subledger_cents: 165_706,
        ap_control_cents: 165_706,
        retainage_subledger_cents: 6_000,
        retainage_control_cents: 6_000,
        in_balance: true,
      });
  });
});

describe('the AP aging as CSV', () => {
  const csv = async (who: Member, query: string) => {
    const res = await t.request(`/api/v1/payables/aging.csv?${query}`, { token: who.token });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it('the columns of the screen to the cent, a totals row, formula-like names neutralised', async () => {
    await t.db
      .update(vendors)
      .set({ name: '=HYPERLINK("http://evil.test","M")' })
      .where(eq(vendors.id, w.supplierId));
    try {
      const res = await csv(accountant, 'as_of=2026-06-30');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="ap-aging-2026-06-30.csv"');
      expect(res.text).toBe(
        [
          'Vendor ID,Vendor,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total open,Retainage held',
          `V-MG01,"'=HYPERLINK(""http://evil.test"",""M"")",0,999.99,0,250.5,1000,2250.49,0`,
          'V-SG01,Vendor V-SG01,11111.1,300,2500.01,0,0,13911.11,1434.57',
          ',Total,11111.1,1299.99,2500.01,250.5,1000,16161.6,1434.57',
          '',
        ].join('\n'),
      );
    } finally {
      await t.db.update(vendors).set({ name: 'Vendor V-MG01' }).where(eq(vendors.id, w.supplierId));
    }
  });

  it('one vendor, and another company’s file holds only its own', async () => {
    const one = await csv(accountant, `as_of=2026-06-30&vendor_id=${w.vendorId}`);
    expect(one.text.split('\n').slice(1, 3)).toEqual([
      'V-SG01,Vendor V-SG01,11111.1,300,2500.01,0,0,13911.11,1434.57',
      ',Total,11111.1,300,2500.01,0,0,13911.11,1434.57',
    ]);
    const theirs = await csv(outsider, 'as_of=2026-06-30');
    expect(theirs.text).not.toContain('V-SG01');
    expect(theirs.text).toContain(',Total,1234,0,0,0,0,1234,0');
    expect((await csv(superintendent, 'as_of=2026-06-30')).status).toBe(403);
    expect((await csv(accountant, 'as_of=2026-13-01')).status).toBe(400);
  });
});
