import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chartOfAccounts } from '../src/db/schema/index.ts';
import { insertVendor } from './helpers/commitment-fixtures.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import {
  directLine,
  payablesWorld,
  postedInvoice,
  subcontractLine,
  type TPayablesWorld,
} from './helpers/payables-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let accountant: Member;
let pm: Member;
let superintendent: Member;
let thirdParty: Member;
let outsider: Member;
let w: TPayablesWorld;

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}
const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body: unknown = {}) => call(t, who.token, 'POST', p, body);

/** Pays `amount` of an invoice by check on `date`; answers the payment. */
async function pay(vendorId: string, invoiceId: string, amount: number, date: string) {
  const answer = await ok(
    post(admin, '/api/v1/ap-payments', {
      payment_date: date,
      bank_account_id: w.accounts.cash,
      method: 'check',
      payments: [{ vendor_id: vendorId, applications: [{ invoice_id: invoiceId, amount_cents: amount }] }],
    }),
    201,
  );
  return answer.items[0] as { id: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'reports-admin@a.co', 'Reporting Builders');
  accountant = await addMember(t, admin.organizationId, 'reports-accountant@a.co', 'accountant');
  pm = await addMember(t, admin.organizationId, 'reports-pm@a.co', 'project_manager');
  superintendent = await addMember(t, admin.organizationId, 'reports-super@a.co', 'superintendent');
  thirdParty = await addMember(t, admin.organizationId, 'reports-3p@a.co', 'third_party');
  outsider = await createCompany(t, 'reports-admin@b.co', 'Other Builders');
  w = await payablesWorld(t, admin, 'RP01');
});
afterAll(() => t.close());

describe('the 1099 report', () => {
  let plain: string;
  let noTaxId: string;

  beforeAll(async () => {
    // S: 1099, EIN, address. M: 1099, no tax ID. plain: not a 1099 vendor.
    await ok(
      call(t, admin.token, 'PATCH', `/api/v1/vendors/${w.vendorId}`, {
        is_1099: true,
        tax_id: '12-3456789',
        address: '1 Rebar Way',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      }),
    );
    await ok(call(t, admin.token, 'PATCH', `/api/v1/vendors/${w.supplierId}`, { is_1099: true }));
    plain = await insertVendor(t, admin.organizationId, 'V-PLN1');
    noTaxId = w.supplierId;

    const s2025 = await postedInvoice(t, admin, {
      vendor_id: w.vendorId,
      invoice_date: '2025-11-03',
      lines: [subcontractLine(w, 0, 100_000)], // net 900.00
    });
    const s2026 = await postedInvoice(t, admin, {
      vendor_id: w.vendorId,
      invoice_date: '2026-01-05',
      lines: [subcontractLine(w, 0, 300_000)], // net 2,700.00
    });
    const m2026 = await postedInvoice(t, admin, {
      vendor_id: w.supplierId,
      invoice_date: '2026-01-05',
      lines: [directLine(w, 300_000)],
    });
    const p2026 = await postedInvoice(t, admin, {
      vendor_id: plain,
      invoice_date: '2026-01-05',
      lines: [directLine(w, 50_000)],
    });
    await pay(w.vendorId, s2025.id, 70_000, '2025-12-15'); // 2025: 700.00 ≥ 600.00 → reportable
    await pay(w.vendorId, s2025.id, 20_000, '2026-01-02'); // 2026 by payment date
    await pay(w.vendorId, s2026.id, 150_000, '2026-02-01');
    await pay(w.vendorId, s2026.id, 30_000, '2026-12-31'); // S 2026: 200.00 + 1,500.00 + 300.00 = 2,000.00
    await pay(w.vendorId, s2026.id, 1_000, '2027-01-01'); // next year
    await pay(w.supplierId, m2026.id, 199_999, '2026-03-01'); // M 2026: 1,999.99 < 2,000.00
    const voided = await pay(w.supplierId, m2026.id, 5_000, '2026-03-02');
    await ok(post(admin, `/api/v1/ap-payments/${voided.id}/void`, { void_date: '2026-03-03' }));
    await pay(plain, p2026.id, 50_000, '2026-03-01'); // not a 1099 vendor
  });

  it('per 1099 vendor the year’s payments by payment date, voided ones out, tax ID masked', async () => {
    const report = await ok(get(accountant, '/api/v1/payables/1099?year=2026'));
    expect(report).toEqual({
      year: 2026,
      threshold_cents: 200_000,
      vendors: [
        {
          vendor_id: noTaxId,
          vendor_number: 'V-MP01',
          vendor_name: 'Vendor V-MP01',
          tax_id: null,
          address: null,
          city: 'Springfield',
          state: null,
          zip: null,
          payment_count: 1,
          total_paid_cents: 199_999,
          is_reportable: false,
        },
        {
          vendor_id: w.vendorId,
          vendor_number: 'V-SP01',
          vendor_name: 'Vendor V-SP01',
          tax_id: '•••••6789',
          address: '1 Rebar Way',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          payment_count: 3,
          total_paid_cents: 200_000,
          is_reportable: true,
        },
      ],
      total_paid_cents: 399_999,
      reportable_count: 1,
      missing_tax_id_count: 0,
      may_export_tax_ids: true,
    });
    expect(JSON.stringify(report)).not.toContain('3456789');
  });

  it('an earlier year at its own threshold; a reportable vendor without a tax ID is counted', async () => {
    const report = await ok(get(accountant, '/api/v1/payables/1099?year=2025'));
    expect(report).toMatchObject({
      year: 2025,
      threshold_cents: 60_000,
      total_paid_cents: 70_000,
      reportable_count: 1,
      missing_tax_id_count: 0,
    });
    expect(report.vendors.map((v: { vendor_id: string }) => v.vendor_id)).toEqual([w.vendorId]);
    const empty = await ok(get(accountant, '/api/v1/payables/1099?year=2024'));
    expect(empty).toMatchObject({ vendors: [], total_paid_cents: 0, reportable_count: 0 });

    await pay(w.supplierId, (await unpaidSupplierInvoice()).id, 1, '2026-06-01'); // M reaches 2,000.00
    const now = await ok(get(accountant, '/api/v1/payables/1099?year=2026'));
    expect(now).toMatchObject({ reportable_count: 2, missing_tax_id_count: 1 });
  });

  it('this year by default; a year out of range is refused', async () => {
    const report = await ok(get(pm, '/api/v1/payables/1099'));
    expect(report.year).toBe(new Date().getFullYear());
    expect(report.may_export_tax_ids).toBe(false);
    for (const year of ['1999', '2101', 'twenty', '2026.5']) {
      const res = await get(accountant, `/api/v1/payables/1099?year=${year}`);
      expect(res.status, year).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid_input',
        message: 'Choose a year between 2000 and 2100',
      });
    }
    expect((await get(superintendent, '/api/v1/payables/1099')).status).toBe(403);
  });

  describe('as CSV', () => {
    const csv = async (who: Member, year: number) => {
      const res = await t.request(`/api/v1/payables/1099.csv?year=${year}`, { token: who.token });
      return { status: res.status, headers: res.headers, text: await res.text() };
    };
    const exports = () =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.organizationId, admin.organizationId), eq(auditLog.action, 'export_1099_tax_ids')),
        );

    it('whole tax IDs for the company admin and accountant, audited', async () => {
      const before = (await exports()).length;
      const res = await csv(accountant, 2026);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="1099-2026.csv"');
      expect(res.text).toBe(
        [
          'Vendor ID,Vendor,Tax ID,Address,City,State,ZIP,Payments,Total paid,Reportable',
          'V-MP01,Vendor V-MP01,,,Springfield,,,2,2000,yes',
          'V-SP01,Vendor V-SP01,12-3456789,1 Rebar Way,Springfield,IL,62701,3,2000,yes',
          ',Total,,,,,,5,4000,',
          '',
        ].join('\n'),
      );
      const rows = await exports();
      expect(rows.length).toBe(before + 1);
      const last = rows.at(-1);
      expect(last).toMatchObject({
        actorId: accountant.userId,
        entity: 'vendors',
        after: { year: 2026, vendors: 2, with_tax_id: 1 },
      });
      expect(JSON.stringify(last)).not.toContain('3456789');
    });

    it('the last four digits for a project manager or a third party, and no audit row', async () => {
      const before = (await exports()).length;
      for (const who of [pm, thirdParty]) {
        const res = await csv(who, 2026);
        expect(res.status).toBe(200);
        expect(res.text.split('\n')[2]).toBe(
          'V-SP01,Vendor V-SP01,*****6789,1 Rebar Way,Springfield,IL,62701,3,2000,yes',
        );
        expect(res.text).not.toContain('3456789');
      }
      expect((await exports()).length).toBe(before);
      expect((await csv(superintendent, 2026)).status).toBe(403);
    });

    it('a formula-like vendor name is neutralised; another company sees only its own', async () => {
      await ok(call(t, admin.token, 'PATCH', `/api/v1/vendors/${w.supplierId}`, { name: '@SUM(1+1)' }));
      try {
        const res = await csv(accountant, 2026);
        expect(res.text.split('\n')[1]).toBe("V-MP01,'@SUM(1+1),,,Springfield,,,2,2000,yes");
      } finally {
        await ok(call(t, admin.token, 'PATCH', `/api/v1/vendors/${w.supplierId}`, { name: 'Vendor V-MP01' }));
      }
      const theirs = await csv(outsider, 2026);
      expect(theirs.text).toBe(
        'Vendor ID,Vendor,Tax ID,Address,City,State,ZIP,Payments,Total paid,Reportable\n,Total,,,,,,0,0,\n',
      );
    });
  });

  /** A posted invoice of the supplier with something still open. */
  async function unpaidSupplierInvoice() {
    return postedInvoice(t, admin, {
      vendor_id: w.supplierId,
      invoice_date: '2026-05-01',
      lines: [directLine(w, 100)],
    });
  }
});

describe("a vendor's payables figures", () => {
  it('invoiced = paid + retainage held + open; unposted invoices apart', async () => {
    const owner = await createCompany(t, 'figures@c.co', 'Figures Builders');
    const x = await payablesWorld(t, owner, 'VF01');
    const as = (p: string, body?: unknown) =>
      call(t, owner.token, body === undefined ? 'GET' : 'POST', p, body);
    const figures = async () => ok(as(`/api/v1/vendors/${x.vendorId}/payables`));
    expect(await figures()).toEqual({
      vendor_id: x.vendorId,
      invoiced_cents: 0,
      paid_cents: 0,
      retainage_held_cents: 0,
      retainage_released_cents: 0,
      open_cents: 0,
      pending_cents: 0,
      pending_count: 0,
    });
    // 1,234.56 gross → 123.46 retainage, 1,111.10 net; 765.44 gross → 76.54, 688.90.
    const first = await postedInvoice(t, owner, {
      vendor_id: x.vendorId,
      invoice_date: '2026-03-02',
      lines: [subcontractLine(x, 0, 123_456)],
    });
    await postedInvoice(t, owner, {
      vendor_id: x.vendorId,
      invoice_date: '2026-03-09',
      lines: [subcontractLine(x, 1, 76_544)],
    });
    const voided = await postedInvoice(t, owner, {
      vendor_id: x.vendorId,
      invoice_date: '2026-03-10',
      lines: [subcontractLine(x, 1, 10_000)],
    });
    await ok(as(`/api/v1/ap-invoices/${voided.id}/void`, { void_date: '2026-03-11' }));
    const entered = await ok(
      as('/api/v1/ap-invoices', {
        vendor_id: x.vendorId,
        invoice_number: 'ENTERED-1',
        invoice_date: '2026-03-12',
        lines: [subcontractLine(x, 1, 5_000)],
      }),
      201,
    );
    expect(entered.status).toBe('entered');
    const payment = await ok(
      as('/api/v1/ap-payments', {
        payment_date: '2026-03-20',
        bank_account_id: x.accounts.cash,
        method: 'check',
        payments: [
          { vendor_id: x.vendorId, applications: [{ invoice_id: first.id, amount_cents: 100_000 }] },
        ],
      }),
      201,
    );
    const released = await ok(
      as('/api/v1/ap-retainage-releases', {
        commitment_id: x.subcontractId,
        release_date: '2026-03-25',
        lines: [{ invoice_id: first.id, amount_cents: 12_346 }],
      }),
      201,
    );
    await ok(
      as('/api/v1/ap-payments', {
        payment_date: '2026-03-26',
        bank_account_id: x.accounts.cash,
        method: 'check',
        payments: [
          { vendor_id: x.vendorId, applications: [{ release_id: released.id, amount_cents: 12_346 }] },
        ],
      }),
      201,
    );
    // invoiced 2,000.00; withheld 200.00, released 123.46 → held 76.54; paid 1,000.00 + 123.46;
    // open = net 1,800.00 + released 123.46 − paid 1,123.46 = 800.00.
    expect(await figures()).toEqual({
      vendor_id: x.vendorId,
      invoiced_cents: 200_000,
      paid_cents: 112_346,
      retainage_held_cents: 7_654,
      retainage_released_cents: 12_346,
      open_cents: 80_000,
      pending_cents: 5_000,
      pending_count: 1,
    });
    // The vendor's open and held are its row of the aging (as of any date after the documents).
    const aging = await ok(as(`/api/v1/payables/aging?as_of=2026-12-31&vendor_id=${x.vendorId}`));
    expect(aging.totals).toMatchObject({ total_cents: 80_000, retainage_held_cents: 7_654 });
    // A void payment is paid no more.
    await ok(as(`/api/v1/ap-payments/${payment.items[0].id}/void`, { void_date: '2026-03-30' }));
    expect(await figures()).toMatchObject({ paid_cents: 12_346, open_cents: 180_000 });
  });

  it('payables readers only; another company’s vendor is not found', async () => {
    expect((await get(accountant, `/api/v1/vendors/${w.vendorId}/payables`)).status).toBe(200);
    expect((await get(pm, `/api/v1/vendors/${w.vendorId}/payables`)).status).toBe(200);
    const refused = await get(superintendent, `/api/v1/vendors/${w.vendorId}/payables`);
    expect(refused.status).toBe(403);
    const foreign = await get(outsider, `/api/v1/vendors/${w.vendorId}/payables`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'vendor_not_found', message: 'Vendor not found' } });
    expect((await get(accountant, '/api/v1/vendors/not-a-uuid/payables')).status).toBe(400);
  });
});

describe('the drill-down behind a job’s actual cost', () => {
  let x: TPayablesWorld;
  let owner: Member;
  const detail = (query: string) =>
    ok(call(t, owner.token, 'GET', `/api/v1/jobs/${x.world.jobId}/cost-detail?${query}`));

  beforeAll(async () => {
    owner = await createCompany(t, 'drill@d.co', 'Drill Builders');
    x = await payablesWorld(t, owner, 'DD01');
  });

  it('the invoices and entries of one cost code × category, totalling the summary’s cell', async () => {
    const sub = await postedInvoice(t, owner, {
      invoice_number: 'SUB-1',
      vendor_id: x.vendorId,
      invoice_date: '2026-04-01',
      lines: [subcontractLine(x, 0, 250_000), subcontractLine(x, 1, 40_000)],
    });
    const direct = await postedInvoice(t, owner, {
      invoice_number: 'MAT-1',
      vendor_id: x.supplierId,
      invoice_date: '2026-04-02',
      lines: [directLine(x, 12_345)],
    });
    const voided = await postedInvoice(t, owner, {
      invoice_number: 'MAT-2',
      vendor_id: x.supplierId,
      invoice_date: '2026-04-03',
      lines: [directLine(x, 5_000)],
    });
    await ok(
      call(t, owner.token, 'POST', `/api/v1/ap-invoices/${voided.id}/void`, { void_date: '2026-04-04' }),
    );
    const [material] = await t.db
      .select({ id: chartOfAccounts.id })
      .from(chartOfAccounts)
      .where(
        and(
          eq(chartOfAccounts.organizationId, owner.organizationId),
          eq(chartOfAccounts.systemKey, 'job_cost_material'),
        ),
      );
    const manual = await ok(
      call(t, owner.token, 'POST', '/api/v1/journal-entries', {
        entry_date: '2026-04-05',
        memo: 'Material from stock',
        post: true,
        lines: [
          {
            account_id: material?.id,
            debit_cents: 777,
            job_id: x.world.jobId,
            cost_code_id: x.world.codes.concrete,
            cost_category_id: x.world.categories.M,
          },
          { account_id: x.accounts.cash, credit_cents: 777 },
        ],
      }),
      201,
    );
    await postedInvoice(t, owner, {
      invoice_number: 'MAT-LATE',
      vendor_id: x.supplierId,
      invoice_date: '2026-05-10',
      lines: [directLine(x, 1_000)],
    });

    const cell = `cost_code_id=${x.world.codes.concrete}&cost_category_id=${x.world.categories.M}`;
    const page = await detail(`${cell}&as_of=2026-04-30`);
    // 123.45 + 50.00 − 50.00 (the void) + 7.77 = 131.22; MAT-LATE is after the date.
    expect(page).toMatchObject({ job_id: x.world.jobId, as_of: '2026-04-30', total: 4, total_cents: 13_122 });
    expect(
      page.items.map((l: Record<string, unknown>) => [
        l.entry_date,
        l.source_type,
        l.is_reversal,
        l.amount_cents,
        (l.invoice as { invoice_number: string } | null)?.invoice_number ?? null,
      ]),
    ).toEqual([
      ['2026-04-02', 'ap_invoice', false, 12_345, 'MAT-1'],
      ['2026-04-03', 'ap_invoice', false, 5_000, 'MAT-2'],
      ['2026-04-04', 'reversal', true, -5_000, 'MAT-2'],
      ['2026-04-05', 'manual', false, 777, null],
    ]);
    expect(page.items[0]).toMatchObject({
      cost_code: '03-1000',
      cost_category_code: 'M',
      invoice: { id: direct.id, vendor: { id: x.supplierId, number: 'V-MD01', name: 'Vendor V-MD01' } },
    });
    expect(page.items[3]).toMatchObject({ entry_id: manual.id, memo: 'Material from stock', invoice: null });

    const summary = await ok(
      call(t, owner.token, 'GET', `/api/v1/jobs/${x.world.jobId}/cost-summary?as_of=2026-04-30`),
    );
    const actual = (code: string, category: string) =>
      summary.rows.find(
        (r: { cost_code_id: string; cost_category_id: string }) =>
          r.cost_code_id === code && r.cost_category_id === category,
      )?.actual_cents;
    expect(actual(x.world.codes.concrete, x.world.categories.M as string)).toBe(13_122);

    // The subcontract's rebar line: its own cell, the subcontract invoice behind it.
    const rebar = await detail(
      `cost_code_id=${x.world.codes.rebar}&cost_category_id=${x.world.categories.S}&as_of=2026-04-30`,
    );
    expect(rebar).toMatchObject({ total: 1, total_cents: 40_000 });
    expect(rebar.items[0].invoice).toMatchObject({ id: sub.id, invoice_number: 'SUB-1' });
    expect(actual(x.world.codes.rebar, x.world.categories.S as string)).toBe(40_000);

    // Pages, and the whole job without a cell: the summary's total actual cost.
    const second = await detail(`${cell}&as_of=2026-04-30&page=2&pageSize=3`);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3, total_cents: 13_122 });
    expect(second.items.map((l: { source_type: string }) => l.source_type)).toEqual(['manual']);
    const job = await detail('as_of=2026-12-31');
    expect(job.total_cents).toBe(250_000 + 40_000 + 12_345 + 777 + 1_000);
  });

  it('refuses what it must: a foreign job 404, a bad id 400, field roles 403', async () => {
    const foreign = await get(outsider, `/api/v1/jobs/${x.world.jobId}/cost-detail`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('job_not_found');
    const badCode = await call(
      t,
      owner.token,
      'GET',
      `/api/v1/jobs/${x.world.jobId}/cost-detail?cost_code_id=nope`,
    );
    expect(badCode.status).toBe(400);
    const bad = await call(
      t,
      owner.token,
      'GET',
      `/api/v1/jobs/${x.world.jobId}/cost-detail?as_of=2026-02-31`,
    );
    expect(bad.status).toBe(400);
    const sup = await addMember(t, owner.organizationId, 'drill-super@d.co', 'superintendent');
    expect((await get(sup, `/api/v1/jobs/${x.world.jobId}/cost-detail`)).status).toBe(403);
  });
});
