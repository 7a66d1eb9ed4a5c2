import { CALIFORNIA_OVERTIME_RULES } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 21, items 3 and 4: the company's payroll settings and rules, and tax parameters as data —
// built-in rows every company reads, the company's own rows overriding them, the import with its
// errors by row.

let t: TestApp;
let admin: Member;
let support: Member;
let other: Member;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
const refusal = async (who: Member, method: string, path: string, body: unknown) => {
  const res = await send(who, method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  return res.body.error.message as string;
};

const SETTINGS = {
  workweek_start_day: 0,
  overtime_allocation: 'time_order',
  overtime_premium_to: 'overhead',
  burden_method: 'actual',
  burden_rate_percent: null,
  default_pay_frequency: 'biweekly',
  default_work_state: 'ca',
  federal_ein: '123456789',
  ach_immediate_destination: ' 021000021',
  ach_destination_name: 'JPMORGAN CHASE',
  ach_immediate_origin: '1234567890',
  ach_origin_name: 'PAY SETUP BUILDERS',
  ach_company_name: 'PAYSETUP BLDRS',
  ach_company_id: '1234567890',
  ach_odfi_routing: '02100002',
  ach_balanced: false,
  ach_offset_routing: null,
  next_check_number: 5001,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'settings-admin@a.co', 'Settings Builders');
  support = await addMember(t, admin.organizationId, 'settings-support@x.co', 'director');
  other = await createCompany(t, 'settings-other@b.co', 'Other Builders');
});
afterAll(() => t.close());

describe('payroll settings', () => {
  it('starts from the defaults every company gets', async () => {
    const res = await send(admin, 'GET', '/api/v1/payroll-settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      workweek_start_day: 1,
      overtime_allocation: 'pro_rata',
      burden_method: 'actual',
      next_check_number: 1001,
      ach_offset_account_masked: null,
    });
  });

  it('refuses each invalid field with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ federal_ein: '12-345' }, 'EIN must be 9 digits (12-3456789)'],
      [
        { ach_odfi_routing: '021000021' },
        'ODFI routing must be the first 8 digits of the bank routing number',
      ],
      [{ ach_immediate_origin: '12345' }, 'Immediate origin must be 9 or 10 digits'],
      [{ burden_method: 'rates' }, 'Burden rate is required when burden is charged at rates'],
      [
        { burden_method: 'rates', burden_rate_percent: '12.12345' },
        'Burden rate must be between 0 and 1000 percent with at most 4 decimals',
      ],
      [{ ach_balanced: true }, 'A balanced file needs the offset account (routing and account number)'],
      [{ ach_offset_routing: '123456789' }, 'Routing number 123456789 fails its check digit'],
      [{ next_check_number: 0 }, 'Next check number must be 1 or more'],
      [{ workweek_start_day: 7 }, 'Workweek start day is 0 (Sunday) to 6 (Saturday)'],
    ];
    for (const [change, message] of cases)
      expect(
        await refusal(admin, 'PUT', '/api/v1/payroll-settings', { ...SETTINGS, ...change }),
        JSON.stringify(change),
      ).toBe(message);
  });

  it('saves them, the offset account encrypted and masked; internal support reads but cannot change', async () => {
    const saved = await send(admin, 'PUT', '/api/v1/payroll-settings', {
      ...SETTINGS,
      burden_method: 'rates',
      burden_rate_percent: '32.5',
      ach_balanced: true,
      ach_offset_routing: '021000021',
      ach_offset_account: '555000111222',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      federal_ein: '12-3456789',
      default_work_state: 'CA',
      burden_rate_percent: '32.5000',
      ach_offset_account_masked: '•••• 1222',
      next_check_number: 5001,
    });
    const [raw] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select * from payroll_settings where organization_id = ${admin.organizationId}`),
    );
    expect(JSON.stringify(raw)).not.toContain('555000111222');
    const read = await send(support, 'GET', '/api/v1/payroll-settings');
    expect(read.body.ach_offset_account_masked).toBe('•••• 1222');
    expect((await send(support, 'PUT', '/api/v1/payroll-settings', SETTINGS)).status).toBe(403);
    // Absent offset account: kept.
    const kept = await send(admin, 'PUT', '/api/v1/payroll-settings', {
      ...SETTINGS,
      ach_balanced: true,
      ach_offset_routing: '021000021',
    });
    expect(kept.body.ach_offset_account_masked).toBe('•••• 1222');
  });
});

describe("workers' comp classes, fringe rates, overtime rules", () => {
  it("keeps workers' comp classes unique per state and code", async () => {
    const made = await send(admin, 'POST', '/api/v1/workers-comp-classes', {
      state: 'CA',
      class_code: '5403',
      description: 'Carpentry',
      rate_per_100: '12.34',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ rate_per_100: '12.3400', excludes_overtime_premium: true });
    expect(
      await refusal(admin, 'POST', '/api/v1/workers-comp-classes', {
        state: 'CA',
        class_code: '5403',
        rate_per_100: '1',
      }),
    ).toBe('Class 5403 already exists for CA');
    expect(
      await refusal(admin, 'POST', '/api/v1/workers-comp-classes', {
        state: 'CA',
        class_code: '54 03',
        rate_per_100: '1',
      }),
    ).toBe('Class code is 1 to 10 letters or digits');
    expect(
      await refusal(admin, 'POST', '/api/v1/workers-comp-classes', {
        state: 'CA',
        class_code: '5404',
        rate_per_100: '-1',
      }),
    ).toBe('Rate must be 0 or more with at most 4 decimals');
    const edited = await send(admin, 'PATCH', `/api/v1/workers-comp-classes/${made.body.id}`, {
      rate_per_100: '11',
    });
    expect(edited.body.rate_per_100).toBe('11.0000');
    expect(
      (await send(other, 'PATCH', `/api/v1/workers-comp-classes/${made.body.id}`, { rate_per_100: '1' }))
        .status,
    ).toBe(404);
    const list = await send(support, 'GET', '/api/v1/workers-comp-classes');
    expect(list.body.items).toHaveLength(1);
  });

  it('keeps fringe rates per local × classification × fund × date', async () => {
    const rate = {
      union_local: 'Local 22',
      classification: 'Carpenter',
      fund: 'health',
      fund_name: 'Carpenters Health Trust',
      rate_per_hour: '8.25',
      effective_from: '2026-01-01',
    };
    const made = await send(admin, 'POST', '/api/v1/fringe-rates', rate);
    expect(made.status).toBe(201);
    expect(await refusal(admin, 'POST', '/api/v1/fringe-rates', rate)).toBe(
      'This local, classification and fund already have a rate from that date',
    );
    expect(await refusal(admin, 'POST', '/api/v1/fringe-rates', { ...rate, union_local: '' })).toBe(
      'Union local is required',
    );
    expect((await send(admin, 'DELETE', `/api/v1/fringe-rates/${made.body.id}`)).status).toBe(204);
  });

  it("stores California's daily rule as the preset, checks rules with the engine's schema", async () => {
    const preset = await send(admin, 'POST', '/api/v1/overtime-rules', {
      code: CALIFORNIA_OVERTIME_RULES.code,
      name: 'California daily overtime',
      kind: 'jurisdiction',
      jurisdiction: 'CA',
      rules: CALIFORNIA_OVERTIME_RULES.rules,
    });
    expect(preset.status).toBe(201);
    expect(preset.body.rules).toMatchObject({
      daily: { overtimeAfterHours: '8', doubleTimeAfterHours: '12' },
    });
    expect(
      await refusal(admin, 'POST', '/api/v1/overtime-rules', {
        code: 'L22',
        name: 'Local 22',
        kind: 'agreement',
        union_local: 'Local 22',
        rules: { daily: { overtimeAfterHours: '10', doubleTimeAfterHours: '8' } },
      }),
    ).toBe('rules.daily: Double time must start after overtime does');
    expect(
      await refusal(admin, 'POST', '/api/v1/overtime-rules', {
        code: 'L22',
        name: 'Local 22',
        kind: 'agreement',
        rules: {},
      }),
    ).toBe('An agreement rule needs its union local');
    expect(
      await refusal(admin, 'POST', '/api/v1/overtime-rules', {
        code: 'ca',
        name: 'Again',
        kind: 'jurisdiction',
        jurisdiction: 'CA',
        rules: {},
      }),
    ).toBe('An overtime rule with code CA already exists');
    const saturday = await send(admin, 'POST', '/api/v1/overtime-rules', {
      code: 'L22',
      name: 'Local 22',
      kind: 'agreement',
      union_local: 'Local 22',
      rules: { saturday: '1.5', sunday: '2.0' },
    });
    expect(saturday.status).toBe(201);
    const off = await send(admin, 'PATCH', `/api/v1/overtime-rules/${saturday.body.id}`, {
      is_active: false,
    });
    expect(off.body.is_active).toBe(false);
  });
});

describe('tax parameters', () => {
  it('lists the built-in 2026 rows to every company, read-only', async () => {
    const list = await send(support, 'GET', '/api/v1/tax-parameters?year=2026');
    expect(list.status).toBe(200);
    expect(list.body.years).toContain(2026);
    const ss = list.body.items.find((r: { tax: string }) => r.tax === 'ss');
    expect(ss).toMatchObject({ jurisdiction: 'US', is_built_in: true, is_overridden: false });
    expect(ss.params).toEqual({ ratePercent: '6.2', wageBaseCents: 18_450_000 });
    expect(await refusal(admin, 'PATCH', `/api/v1/tax-parameters/${ss.id}`, { source: 'mine' })).toBe(
      'Built-in tax parameters cannot be changed: import or add a company row to override them',
    );
    expect(await refusal(admin, 'DELETE', `/api/v1/tax-parameters/${ss.id}`, undefined)).toBe(
      'Built-in tax parameters cannot be changed: import or add a company row to override them',
    );
    expect((await send(other, 'GET', `/api/v1/tax-parameters/${ss.id}`)).status).toBe(200);
  });

  const CSV_WITH_ERRORS = [
    'jurisdiction,tax,effective_year,params,source',
    'CA,suta_rate,2026,"{""ratePercent"":""3.1""}",EDD notice 2026',
    'US,ss,2026,"{""ratePercent"":""6.2""}",missing the base',
    'XX1,sit,2026,"{""kind"":""none""}",',
    'US,medicare,1999,"{""ratePercent"":""1.45""}",',
    'CA,suta_rate,2026,"{""ratePercent"":""3.2""}",twice',
    'US,futa,2026,not json,',
  ].join('\n');

  it('previews an import with every error by row, and imports nothing while any remain', async () => {
    const preview = await send(admin, 'POST', '/api/v1/tax-parameters/import', {
      format: 'csv',
      content: CSV_WITH_ERRORS,
      dry_run: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.rows).toEqual([
      {
        row: 1,
        jurisdiction: 'CA',
        tax: 'suta_rate',
        effective_year: 2026,
        action: 'insert',
        overrides_built_in: false,
      },
    ]);
    expect(preview.body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4, 5, 6]);
    const messages = preview.body.errors.map((e: { message: string }) => e.message);
    expect(messages[0]).toMatch(/^Row 2: params\.wageBaseCents: /);
    expect(messages[1]).toBe('Row 3: jurisdiction: Jurisdiction is US or a two-letter state code');
    expect(messages[2]).toBe('Row 4: effective_year: Effective year is a whole year between 2000 and 2100');
    expect(messages[3]).toBe('Row 5: CA suta_rate 2026 is also on row 1');
    expect(messages[4]).toBe('Row 6: params: Parameters are not valid JSON');
    const refused = await send(admin, 'POST', '/api/v1/tax-parameters/import', {
      format: 'csv',
      content: CSV_WITH_ERRORS,
      dry_run: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^5 rows have errors: nothing was imported \(Row 2: /);
    const after = await send(admin, 'GET', '/api/v1/tax-parameters?year=2026');
    expect(after.body.items.filter((r: { is_built_in: boolean }) => !r.is_built_in)).toEqual([]);
  });

  it("imports JSON in one go; the company's row overrides the built-in one of the same key", async () => {
    const rows = [
      {
        jurisdiction: 'CA',
        tax: 'suta_rate',
        effective_year: 2026,
        params: { ratePercent: '3.1' },
        source: 'EDD',
      },
      {
        jurisdiction: 'US',
        tax: 'ss',
        effective_year: 2026,
        params: { ratePercent: '6.2', wageBaseCents: 18_000_000 },
        source: 'test override',
      },
    ];
    const preview = await send(admin, 'POST', '/api/v1/tax-parameters/import', {
      format: 'json',
      content: JSON.stringify(rows),
    });
    expect(preview.body).toMatchObject({ dry_run: true, imported: 0, errors: [] });
    expect(preview.body.rows.map((r: { overrides_built_in: boolean }) => r.overrides_built_in)).toEqual([
      false,
      true,
    ]);
    const done = await send(admin, 'POST', '/api/v1/tax-parameters/import', {
      format: 'json',
      content: JSON.stringify({ rows }),
      dry_run: false,
    });
    expect(done.body).toMatchObject({ dry_run: false, imported: 2 });
    const list = await send(admin, 'GET', '/api/v1/tax-parameters?year=2026&jurisdiction=US');
    const ssRows = list.body.items.filter((r: { tax: string }) => r.tax === 'ss');
    expect(
      ssRows.map((r: { is_built_in: boolean; is_overridden: boolean }) => [r.is_built_in, r.is_overridden]),
    ).toEqual([
      [true, true],
      [false, false],
    ]);
    // The export holds the rows in force: the company's ss, not the built-in one.
    const csv = await t.request('/api/v1/tax-parameters/export.csv?year=2026', { token: admin.token });
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('jurisdiction,tax,effective_year,params,source');
    expect(text).toContain('18000000');
    expect(text).not.toContain('18450000');
    expect(text).toContain('CA,suta_rate,2026');
    // Importing again updates the company's rows instead of adding.
    const again = await send(admin, 'POST', '/api/v1/tax-parameters/import', {
      format: 'json',
      content: JSON.stringify(rows),
    });
    expect(again.body.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'update']);
    // Another company still reads the built-in row, not this company's.
    const theirs = await send(other, 'GET', '/api/v1/tax-parameters?year=2026&jurisdiction=US');
    expect(theirs.body.items.filter((r: { is_built_in: boolean }) => !r.is_built_in)).toEqual([]);
    const mine = ssRows.find((r: { is_built_in: boolean }) => !r.is_built_in);
    expect((await send(other, 'GET', `/api/v1/tax-parameters/${mine.id}`)).status).toBe(404);
    // Deleting the company's row brings the built-in one back.
    expect((await send(admin, 'DELETE', `/api/v1/tax-parameters/${mine.id}`)).status).toBe(204);
    const back = await send(admin, 'GET', '/api/v1/tax-parameters?year=2026&jurisdiction=US');
    expect(back.body.items.find((r: { tax: string }) => r.tax === 'ss').is_overridden).toBe(false);
  });

  it('adds and edits a company row through the same checks', async () => {
    const made = await send(admin, 'POST', '/api/v1/tax-parameters', {
      jurisdiction: 'TX',
      tax: 'suta_rate',
      effective_year: 2026,
      params: { ratePercent: '2.7' },
    });
    expect(made.status).toBe(201);
    expect(
      await refusal(admin, 'PATCH', `/api/v1/tax-parameters/${made.body.id}`, {
        params: { ratePercent: 'high' },
      }),
    ).toBe('params.ratePercent: a SUTA rate is a percent with at most four decimals ("3.4")');
    expect(
      await refusal(admin, 'POST', '/api/v1/tax-parameters', {
        jurisdiction: 'TX',
        tax: 'suta_rate',
        effective_year: 2026,
        params: { ratePercent: '1' },
      }),
    ).toBe('Your company already has TX suta_rate for 2026');
    expect(
      await refusal(admin, 'POST', '/api/v1/tax-parameters', {
        jurisdiction: 'US',
        tax: 'Bad-Tax',
        effective_year: 2026,
        params: {},
      }),
    ).toBe('Tax must be lower-case letters, digits and underscores, starting with a letter');
    expect(
      (await send(support, 'POST', '/api/v1/tax-parameters/import', { format: 'json', content: '[]' }))
        .status,
    ).toBe(403);
  });
});
