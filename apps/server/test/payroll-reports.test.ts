import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { payrollWorld, type TPayrollWorld } from './helpers/payroll-reports-fixture.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * The fixture (helpers/payroll-reports-fixture.ts) writes posted runs' checks and lines directly, with
 * figures worked out by hand — the payroll engine is not involved. Voided run 3 (2026-03-13) and draft
 * run 4 (2026-04-10) must never show. Run 1 (2026-03-06):
 *   Ana  REG 40 h × 40.00 = 1,600.00 (job 03-1000) + OT 4 h × 60.00 = 240.00 (03-3000, premium 80.00)
 *        = 1,840.00; 401(k) 92.00, dues 25.00; FIT 150.00 on 1,748.00; SS 6.2 % = 114.08; Medicare
 *        1.45 % = 26.68; CA 40.00 on 1,748.00 → taxes 330.76, net 1,840.00 − 330.76 − 117.00 = 1,392.24;
 *        employer SS 114.08, Medicare 26.68, FUTA 0.6 % 11.04, SUTA CA 3.4 % 62.56 = 214.36;
 *        health fund 4.50 × 40 = 180.00 (03-1000) + 4.50 × 4 = 18.00 (03-3000); workers' comp 36.80 + 3.68
 *   Ben  REG 40 h × 30.00 = 1,200.00 (03-1000, TX); garnishment 50.00; FIT 95.00; SS 74.40; Medicare
 *        17.40 → taxes 186.80, net 963.20; employer SS 74.40, Medicare 17.40, FUTA 7.20, SUTA TX 2.7 %
 *        32.40 = 131.40; workers' comp 27.60
 *   Cal  SALARY 6,000.00 (overhead, CA, paper check); section 125 200.00, Roth 100.00; FIT 800.00 on
 *        5,800.00; SS 359.60 and Medicare 84.10 on 5,800.00; CA 250.00 → taxes 1,493.70, net 4,206.30;
 *        employer SS 359.60, Medicare 84.10, FUTA 34.80 (5,800.00), SUTA 197.20 = 675.70
 * Run 2 (2026-04-03):
 *   Ana  REG 40 h = 1,600.00 (03-1000); 401(k) 80.00, dues 25.00; FIT 130.00 on 1,520.00; SS 99.20;
 *        Medicare 23.20; CA 34.00 → 286.40, net 1,208.60; employer 99.20 + 23.20 + FUTA 9.60 + SUTA 54.40
 *        = 186.40; health 180.00; workers' comp 36.80
 *   Cal  as in run 1 but FUTA and SUTA stop at 7,000.00: 5,800.00 so far → 1,200.00 taxable: FUTA 7.20,
 *        SUTA 40.80 → employer 491.70
 */

let t: TestApp;
let w: TPayrollWorld;
let other: Member;
let pm: Member;

const get = (path: string, who: Member = w.admin) => call(t, who.token, 'GET', path);

beforeAll(async () => {
  t = await createTestApp();
  w = await payrollWorld(t, 'admin@reports.co');
  other = await createCompany(t, 'admin@other-reports.co', 'Other Builders');
  pm = await addMember(t, w.admin.organizationId, 'pm@reports.co', 'project_manager');
});
afterAll(() => t.close());

describe('payroll register', () => {
  it('lists each posted check of the first quarter with its taxes and totals (the voided run left out)', async () => {
    const res = await get('/api/v1/payroll/reports/register?from=2026-01-01&to=2026-03-31');
    expect(res.status).toBe(200);
    const pick = (r: Record<string, unknown>) => [
      r.employee_name,
      r.hours,
      r.gross_cents,
      r.federal_income_tax_cents,
      r.social_security_cents,
      r.medicare_cents,
      r.state_income_tax_cents,
      r.deductions_cents,
      r.net_cents,
      r.employer_taxes_cents,
    ];
    // Name order within the run: Ana Lopez, Ben Carter, Cal Diaz (by the profile's full name).
    expect(res.body.rows.map(pick)).toEqual([
      ['Ana Lopez', '44.00', 184_000, 15_000, 11_408, 2_668, 4_000, 11_700, 139_224, 21_436],
      ['Ben Carter', '40.00', 120_000, 9_500, 7_440, 1_740, 0, 5_000, 96_320, 13_140],
      ['Cal Diaz', '0.00', 600_000, 80_000, 35_960, 8_410, 25_000, 30_000, 420_630, 67_570],
    ]);
    // Totals: gross 9,040.00; FIT 1,045.00; SS 548.08; Medicare 128.18; state 290.00; deductions 467.00;
    // net 9,040.00 − 2,011.26 − 467.00 = 6,561.74; employer 214.36 + 131.40 + 675.70 = 1,021.46.
    expect(res.body.totals).toEqual({
      checks: 3,
      hours: '84.00',
      gross_cents: 904_000,
      federal_income_tax_cents: 104_500,
      social_security_cents: 54_808,
      medicare_cents: 12_818,
      state_income_tax_cents: 29_000,
      other_taxes_cents: 0,
      deductions_cents: 46_700,
      net_cents: 656_174,
      employer_taxes_cents: 102_146,
    });
    expect(res.body.rows[0].taxes).toEqual([
      { code: 'fit', jurisdiction: 'US', amount_cents: 15_000 },
      { code: 'medicare', jurisdiction: 'US', amount_cents: 2_668 },
      { code: 'sit', jurisdiction: 'CA', amount_cents: 4_000 },
      { code: 'ss', jurisdiction: 'US', amount_cents: 11_408 },
    ]);
  });

  it('reads one run; a voided or draft run has no register', async () => {
    const second = await get(`/api/v1/payroll/reports/register?run_id=${w.runs.second}`);
    expect(second.body.rows.map((r: { employee_name: string }) => r.employee_name)).toEqual([
      'Ana Lopez',
      'Cal Diaz',
    ]);
    expect(second.body.totals).toMatchObject({ gross_cents: 760_000, net_cents: 541_490 }); // 1,208.60 + 4,206.30
    for (const run of [w.runs.voided, w.runs.draft]) {
      const res = await get(`/api/v1/payroll/reports/register?run_id=${run}`);
      expect(res.body.rows).toEqual([]);
    }
    expect((await get(`/api/v1/payroll/reports/register?run_id=${w.runs.first}`, other)).status).toBe(404);
  });

  it('refuses missing or reversed dates with the exact message', async () => {
    const none = await get('/api/v1/payroll/reports/register');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Choose a run, or a first and a last check date');
    const reversed = await get('/api/v1/payroll/reports/register?from=2026-03-31&to=2026-01-01');
    expect(reversed.body.error.message).toBe('The first date must not be after the last');
  });

  it('exports CSV and PDF with the same figures', async () => {
    const csv = await t.request('/api/v1/payroll/reports/register.csv?from=2026-01-01&to=2026-03-31', {
      token: w.admin.token,
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Check date,Run,Employee,Paid by,Hours,Gross,Federal income tax,Social Security,Medicare,State income tax,Other taxes,Deductions,Net,Employer taxes',
    );
    expect(lines[1]).toBe(
      '2026-03-06,1,Ana Lopez,Direct deposit,44,1840,150,114.08,26.68,40,0,117,1392.24,214.36',
    );
    expect(lines[4]).toBe('Total (3 checks),,,,84,9040,1045,548.08,128.18,290,0,467,6561.74,1021.46');
    const pdf = await t.request('/api/v1/payroll/reports/register.pdf?from=2026-01-01&to=2026-03-31', {
      token: w.admin.token,
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(inflatePdf(new Uint8Array(await pdf.arrayBuffer()))).replaceAll('\n', '');
    expect(text).toContain('Payroll register');
    expect(text).toContain('6,561.74');
    expect(text).toContain('1,392.24');
  });
});

describe('labor by job and cost code', () => {
  /*
   * 2026-01-01 … 2026-06-30 (runs 1 and 2). Employer taxes follow each check's wages:
   *   run 1 Ana 214.36 over 1,600.00 : 240.00 → 214.36 × 1,600 ÷ 1,840 = 186.40 and 27.96 (exact);
   *   run 1 Ben 131.40 and run 2 Ana 186.40 → 03-1000; Cal 675.70 + 491.70 = 1,167.40 → overhead.
   *   03-1000: REG 120 h, wages 1,600 + 1,200 + 1,600 = 4,400.00; employer taxes 186.40 + 131.40 +
   *            186.40 = 504.20; fringes 360.00; workers' comp 36.80 + 27.60 + 36.80 = 101.20;
   *            burden 965.40; total 5,365.40
   *   03-3000: OT 4 h, 240.00 (premium 80.00); taxes 27.96, fringes 18.00, comp 3.68 → burden 49.64
   *   overhead: salary 12,000.00; burden 1,167.40
   *   totals: wages 16,640.00 = Σ gross of runs 1 and 2 (9,040.00 + 7,600.00); burden 2,182.44.
   */
  it('spreads hours, wages, premium and burden to job × cost code, overhead last', async () => {
    const res = await get('/api/v1/payroll/reports/labor-by-job?from=2026-01-01&to=2026-06-30');
    expect(res.status).toBe(200);
    const pick = (r: Record<string, unknown>) => [
      r.cost_code,
      r.reg_hours,
      r.ot_hours,
      r.wages_cents,
      r.premium_cents,
      r.employer_taxes_cents,
      r.fringes_cents,
      r.workers_comp_cents,
      r.burden_cents,
      r.total_cents,
    ];
    expect(res.body.rows.map(pick)).toEqual([
      ['03-1000', '120.00', '0.00', 440_000, 0, 50_420, 36_000, 10_120, 96_540, 536_540],
      ['03-3000', '0.00', '4.00', 24_000, 8_000, 2_796, 1_800, 368, 4_964, 28_964],
      [null, '0.00', '0.00', 1_200_000, 0, 116_740, 0, 0, 116_740, 1_316_740],
    ]);
    expect(res.body.rows[0].job_id).toBe(w.jobId);
    expect(res.body.rows[2].job_id).toBeNull();
    expect(res.body.totals).toMatchObject({
      reg_hours: '120.00',
      ot_hours: '4.00',
      wages_cents: 1_664_000,
      premium_cents: 8_000,
      employer_taxes_cents: 169_956,
      fringes_cents: 37_800,
      workers_comp_cents: 10_488,
      burden_cents: 218_244,
    });
    const csv = await (
      await t.request('/api/v1/payroll/reports/labor-by-job.csv?from=2026-01-01&to=2026-06-30', {
        token: w.admin.token,
      })
    ).text();
    expect(csv.trim().split('\n').at(-1)).toBe(
      'Total,,120,4,0,16400,240,0,0,16640,80,1699.56,378,104.88,2182.44,18822.44',
    );
  });
});

describe('tax liability', () => {
  /*
   * Q1 2026 (run 1): line 2 = FIT wages 1,748.00 + 1,200.00 + 5,800.00 = 8,748.00; line 3 = 1,045.00;
   *   5a SS wages 1,840 + 1,200 + 5,800 = 8,840.00 × 12.4 % = 1,096.16; 5c 8,840.00 × 2.9 % = 256.36;
   *   5d 0; 5e 1,352.52; 6 = 2,397.52; 7 = (548.08 × 2 + 128.18 × 2) − 1,352.52 = 0; 10 = 2,397.52.
   *   Monthly: March 2,397.52. CA withheld 40.00 + 250.00 = 290.00 on 7,548.00. FUTA 11.04 + 7.20 +
   *   34.80 = 53.04; SUTA CA 62.56 + 197.20 = 259.76, TX 32.40.
   */
  it('works out the quarter’s Form 941 lines', async () => {
    const res = await get('/api/v1/payroll/reports/tax-liability?period=2026-Q1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ label: 'Q1 2026', from: '2026-01-01', to: '2026-03-31' });
    expect(res.body.form941).toEqual({
      line2_wages_cents: 874_800,
      line3_income_tax_cents: 104_500,
      line5a_wages_cents: 884_000,
      line5a_tax_cents: 109_616,
      line5c_wages_cents: 884_000,
      line5c_tax_cents: 25_636,
      line5d_wages_cents: 0,
      line5d_tax_cents: 0,
      line5e_cents: 135_252,
      line6_cents: 239_752,
      line7_cents: 0,
      line10_cents: 239_752,
    });
    expect(res.body.months).toEqual([
      { month: '2026-01', liability_cents: 0 },
      { month: '2026-02', liability_cents: 0 },
      { month: '2026-03', liability_cents: 239_752 },
    ]);
    expect(res.body.states).toEqual([{ state: 'CA', wages_cents: 754_800, withheld_cents: 29_000 }]);
    expect(res.body.futa_cents).toBe(5_304);
    expect(res.body.suta).toEqual([
      { state: 'CA', tax_cents: 25_976 },
      { state: 'TX', tax_cents: 3_240 },
    ]);
  });

  it('reads a month, and the second quarter', async () => {
    // April 2026 (run 2): line 3 = 130.00 + 800.00 = 930.00; SS/Medicare wages 1,600 + 5,800 = 7,400.00:
    // 917.60 + 214.60 = 1,132.20 → line 6 = 2,062.20.
    const april = await get('/api/v1/payroll/reports/tax-liability?period=2026-04');
    expect(april.body.form941).toMatchObject({
      line3_income_tax_cents: 93_000,
      line5e_cents: 113_220,
      line6_cents: 206_220,
    });
    const q2 = await get('/api/v1/payroll/reports/tax-liability?period=2026-Q2');
    expect(q2.body.months.map((m: { liability_cents: number }) => m.liability_cents)).toEqual([
      206_220, 0, 0,
    ]);
    const bad = await get('/api/v1/payroll/reports/tax-liability?period=2026-Q5');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'Choose a period: a year (2026), a quarter (2026-Q1) or a month (2026-03)',
    );
  });
});

describe('FUTA and SUTA wages', () => {
  /*
   * 2026: Ana wages 3,440.00, FUTA taxable 3,440.00, tax 20.64; Ben 1,200.00 / 1,200.00 / 7.20;
   * Cal 12,000.00, taxable 7,000.00 (the base), excess 5,000.00, tax 42.00 (the 0.6 % maximum).
   * SUTA CA: Ana 3,440.00 → 116.96; Cal 12,000.00, taxable 7,000.00 → 238.00. TX: Ben 1,200.00 → 32.40.
   */
  it('reports each employee’s wages, excess over the base, taxable wages and tax', async () => {
    const res = await get('/api/v1/payroll/reports/unemployment?period=2026');
    expect(res.status).toBe(200);
    const pick = (r: Record<string, unknown>) => [
      r.employee_name,
      r.total_wages_cents,
      r.excess_cents,
      r.taxable_wages_cents,
      r.tax_cents,
    ];
    expect(res.body.futa.rows.map(pick)).toEqual([
      ['Ana Lopez', 344_000, 0, 344_000, 2_064],
      ['Ben Carter', 120_000, 0, 120_000, 720],
      ['Cal Diaz', 1_200_000, 500_000, 700_000, 4_200],
    ]);
    expect(res.body.futa.totals).toEqual({
      total_wages_cents: 1_664_000,
      excess_cents: 500_000,
      taxable_wages_cents: 1_164_000,
      tax_cents: 6_984,
    });
    expect(
      res.body.suta.map((s: { state: string; rows: Record<string, unknown>[] }) => [
        s.state,
        s.rows.map(pick),
      ]),
    ).toEqual([
      [
        'CA',
        [
          ['Ana Lopez', 344_000, 0, 344_000, 11_696],
          ['Cal Diaz', 1_200_000, 500_000, 700_000, 23_800],
        ],
      ],
      ['TX', [['Ben Carter', 120_000, 0, 120_000, 3_240]]],
    ]);
  });
});

describe('deduction and fringe remittances', () => {
  /*
   * Q1 (run 1): Blue Shield 200.00 (Cal, section 125); Fidelity 401(k) 92.00 (Ana) + 100.00 (Cal, Roth)
   * = 192.00; Local 12 25.00; Texas Child Support SDU 50.00 → deductions 467.00;
   * Carpenters Health Fund 180.00 + 18.00 = 198.00 for 44 hours.
   */
  it('adds up what each payee and fund is owed, with each employee’s share', async () => {
    const res = await get('/api/v1/payroll/reports/remittances?from=2026-01-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(
      res.body.rows.map((r: Record<string, unknown>) => [r.kind, r.payee, r.codes, r.hours, r.amount_cents]),
    ).toEqual([
      ['deduction', 'Blue Shield', ['section125'], '0.00', 20_000],
      ['deduction', 'Fidelity 401(k)', ['retirement_pretax', 'roth'], '0.00', 19_200],
      ['deduction', 'Local 12', ['union_dues'], '0.00', 2_500],
      ['deduction', 'Texas Child Support SDU', ['garnishment'], '0.00', 5_000],
      ['fringe', 'Carpenters Health Fund', ['health'], '44.00', 19_800],
    ]);
    expect(res.body.rows[1].employees).toEqual([
      { employee_id: w.employees.ana, employee_name: 'Ana Lopez', hours: '0.00', amount_cents: 9_200 },
      { employee_id: w.employees.cal, employee_name: 'Cal Diaz', hours: '0.00', amount_cents: 10_000 },
    ]);
    expect(res.body.totals).toEqual({ deductions_cents: 46_700, fringes_cents: 19_800, total_cents: 66_500 });
  });
});

describe('W-2 data', () => {
  /*
   * 2026: Ana box 1 1,748.00 + 1,520.00 = 3,268.00; box 2 280.00; boxes 3/5 3,440.00; box 4 213.28;
   * box 6 49.88; 12 D 172.00; CA 3,268.00 / 74.00. Ben 1,200.00 / 95.00 / 1,200.00 / 74.40 / 17.40, no
   * state tax (TX). Cal 11,600.00 / 1,600.00 / 11,600.00 / 719.20 / 168.20; 12 AA 200.00, DD 400.00;
   * CA 11,600.00 / 500.00.
   */
  it('gives boxes 1–6, 12 and 16–17 per employee, and a CSV', async () => {
    const res = await get('/api/v1/payroll/reports/w2?year=2026');
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      {
        employee_id: w.employees.ana,
        employee_name: 'Ana Lopez',
        ssn_last4: null,
        box1_wages_cents: 326_800,
        box2_federal_tax_cents: 28_000,
        box3_ss_wages_cents: 344_000,
        box4_ss_tax_cents: 21_328,
        box5_medicare_wages_cents: 344_000,
        box6_medicare_tax_cents: 4_988,
        box12: [{ code: 'D', amount_cents: 17_200 }],
        states: [{ state: 'CA', wages_cents: 326_800, tax_cents: 7_400 }],
      },
      {
        employee_id: w.employees.ben,
        employee_name: 'Ben Carter',
        ssn_last4: null,
        box1_wages_cents: 120_000,
        box2_federal_tax_cents: 9_500,
        box3_ss_wages_cents: 120_000,
        box4_ss_tax_cents: 7_440,
        box5_medicare_wages_cents: 120_000,
        box6_medicare_tax_cents: 1_740,
        box12: [],
        states: [],
      },
      {
        employee_id: w.employees.cal,
        employee_name: 'Cal Diaz',
        ssn_last4: null,
        box1_wages_cents: 1_160_000,
        box2_federal_tax_cents: 160_000,
        box3_ss_wages_cents: 1_160_000,
        box4_ss_tax_cents: 71_920,
        box5_medicare_wages_cents: 1_160_000,
        box6_medicare_tax_cents: 16_820,
        box12: [
          { code: 'AA', amount_cents: 20_000 },
          { code: 'DD', amount_cents: 40_000 },
        ],
        states: [{ state: 'CA', wages_cents: 1_160_000, tax_cents: 50_000 }],
      },
    ]);
    const csv = await (
      await t.request('/api/v1/payroll/reports/w2.csv?year=2026', { token: w.admin.token })
    ).text();
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'Employee,SSN,Box 1 wages,Box 2 federal tax,Box 3 SS wages,Box 4 SS tax,Box 5 Medicare wages,Box 6 Medicare tax,Box 12 D,Box 12 AA,Box 12 DD,Box 15 state,Box 16 state wages,Box 17 state tax',
    );
    expect(lines[1]).toBe('Ana Lopez,,3268,280,3440,213.28,3440,49.88,172,,,CA,3268,74');
    expect(lines[2]).toBe('Ben Carter,,1200,95,1200,74.4,1200,17.4,,,,,,');
    const empty = await get('/api/v1/payroll/reports/w2?year=2025');
    expect(empty.body.rows).toEqual([]);
  });
});

describe('every employee report as CSV and PDF', () => {
  it.each([
    ['register', 'from=2026-01-01&to=2026-12-31', 'Payroll register', '16,640.00'],
    ['labor-by-job', 'from=2026-01-01&to=2026-12-31', 'Labor by job and cost code', '2,182.44'],
    ['tax-liability', 'period=2026-Q1', 'Payroll tax liability', '2,397.52'],
    ['unemployment', 'period=2026', 'FUTA and SUTA wages', '11,640.00'],
    ['remittances', 'from=2026-01-01&to=2026-03-31', 'Deduction and fringe remittances', '665.00'],
    ['w2', 'year=2026', 'W-2 data 2026', '11,600.00'],
  ])('%s', async (path, query, title, figure) => {
    const csv = await t.request(`/api/v1/payroll/reports/${path}.csv?${query}`, { token: w.admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect((await csv.text()).split('\n').length).toBeGreaterThan(2);
    const pdf = await t.request(`/api/v1/payroll/reports/${path}.pdf?${query}`, { token: w.admin.token });
    expect(pdf.status).toBe(200);
    const text = pdfText(inflatePdf(new Uint8Array(await pdf.arrayBuffer()))).replaceAll('\n', '');
    expect(text).toContain(title);
    expect(text).toContain(figure);
  });
});

describe('who may read employee reports', () => {
  it('refuses a project manager and answers nothing of another company', async () => {
    expect((await get('/api/v1/payroll/reports/w2?year=2026', pm)).status).toBe(403);
    const theirs = await get('/api/v1/payroll/reports/register?from=2026-01-01&to=2026-12-31', other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.rows).toEqual([]);
  });
});
