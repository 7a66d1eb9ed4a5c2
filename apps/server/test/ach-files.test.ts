import { achEffectiveDate, nextBankingDay, todayIso, yymmdd } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employeeBankAccounts, payrollSettings } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { payrollWorld, setAchSettings, type TPayrollWorld } from './helpers/payroll-reports-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let w: TPayrollWorld;
let other: Member;
let accountant: Member;
let support: Member;

const get = (path: string, who: Member = w.admin) => call(t, who.token, 'GET', path);
const post = (path: string, body: unknown, who: Member = w.admin) => call(t, who.token, 'POST', path, body);
// A date far enough ahead that "never before the next banking day after today" does not move it:
// Friday July 2, 2027 is a banking day; Saturday July 3 … Monday July 5 (Independence Day observed) are not.
const FUTURE = '2027-07-02';

beforeAll(async () => {
  t = await createTestApp();
  w = await payrollWorld(t, 'admin@ach.co');
  other = await createCompany(t, 'admin@other-ach.co', 'Other Builders');
  accountant = await addMember(t, w.admin.organizationId, 'accountant@ach.co', 'accountant');
  support = await addMember(t, w.admin.organizationId, 'pm@ach.co', 'project_manager');
});
afterAll(() => t.close());

describe('direct deposit files refuse clearly', () => {
  it('without the NACHA settings', async () => {
    const res = await post(`/api/v1/payroll/runs/${w.runs.first}/ach-files`, { effective_date: FUTURE });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'ach_settings_missing',
      message: "Set the bank's routing number and company ID under Payroll settings",
    });
    const preview = await get(`/api/v1/payroll/runs/${w.runs.first}/ach-files/preview`);
    expect(preview.body).toMatchObject({ is_ready: false, problem: res.body.error.message });
  });

  it('for a run that is not posted, and for a foreign run', async () => {
    await setAchSettings(t, w.admin.organizationId);
    const draft = await post(`/api/v1/payroll/runs/${w.runs.draft}/ach-files`, { effective_date: FUTURE });
    expect(draft.status).toBe(409);
    expect(draft.body.error.message).toBe(
      'Payroll run 4 is draft: a direct deposit file is made for a posted run only',
    );
    const voided = await post(`/api/v1/payroll/runs/${w.runs.voided}/ach-files`, { effective_date: FUTURE });
    expect(voided.body.error.code).toBe('payroll_run_not_posted');
    const foreign = await post(
      `/api/v1/payroll/runs/${w.runs.first}/ach-files`,
      { effective_date: FUTURE },
      other,
    );
    expect(foreign.status).toBe(404);
    expect((await get(`/api/v1/payroll/runs/${w.runs.first}/ach-files`, other)).status).toBe(404);
  });

  it('for an invalid date', async () => {
    const res = await post(`/api/v1/payroll/runs/${w.runs.first}/ach-files`, {
      effective_date: '07/02/2027',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
  });
});

describe("a posted run's NACHA file", () => {
  /*
   * Run 1's direct deposit checks (the fixture's figures), in name order Ana Lopez, Ben Carter:
   *   Ana net 1,392.24 → her remainder checking account at 021000021;
   *   Ben net 963.20 → savings 200.00 (amount, order 1) at 121000248; his 10 % account at 091000019
   *   (order 2) is pending a prenote: nothing, with a warning; the rest 763.20 → checking at 026009593.
   *   Cal is paid by paper check: not in the file.
   *   credits 1,392.24 + 200.00 + 763.20 = 2,355.44; hash 02100002 + 12100024 + 02600959 = 16,800,985.
   */
  it('shows totals, entry hash and each deposit before it is made', async () => {
    const res = await get(`/api/v1/payroll/runs/${w.runs.first}/ach-files/preview?effective_date=${FUTURE}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_ready: true,
      problem: null,
      requested_date: FUTURE,
      effective_date: FUTURE,
      is_balanced: false,
      entry_count: 3,
      entry_hash: '0016800985',
      total_credit_cents: 235_544,
      total_debit_cents: 0,
    });
    expect(
      res.body.entries.map((e: Record<string, unknown>) => [e.employee_name, e.account, e.amount_cents]),
    ).toEqual([
      ['Ana Lopez', '•••• 3333', 139_224],
      ['Ben Carter', '•••• 9999', 20_000],
      ['Ben Carter', '•••• 9990', 76_320],
    ]);
    expect(res.body.warnings).toEqual([
      'Ben Carter: Account •••• 1111 is not verified by prenote (pending): it gets no money this time.',
    ]);
    // The preview never carries a whole account number.
    expect(JSON.stringify(res.body)).not.toContain('111122223333');
  });

  it('moves a holiday to the next banking day, and defaults to the check date (never before tomorrow’s banking day)', async () => {
    const holiday = await get(
      `/api/v1/payroll/runs/${w.runs.first}/ach-files/preview?effective_date=2027-07-03`,
    );
    expect(holiday.body.effective_date).toBe('2027-07-06');
    const byDefault = await get(`/api/v1/payroll/runs/${w.runs.first}/ach-files/preview`);
    // The check date 2026-03-06 is in the past: the next banking day after today.
    expect(byDefault.body.requested_date).toBe('2026-03-06');
    expect(byDefault.body.effective_date).toBe(achEffectiveDate('2026-03-06', todayIso()));
    expect(byDefault.body.effective_date).toBe(nextBankingDay(todayIso()));
  });

  let fileId: string;
  it('makes the file, stores it, lists it with the same totals and downloads the same bytes', async () => {
    const made = await post(
      `/api/v1/payroll/runs/${w.runs.first}/ach-files`,
      { effective_date: FUTURE },
      accountant,
    );
    expect(made.status).toBe(201);
    fileId = made.body.id;
    expect(made.body).toMatchObject({
      run_number: 1,
      purpose: 'payroll',
      effective_date: FUTURE,
      file_id_modifier: 'A',
      entry_count: 3,
      entry_hash: '0016800985',
      total_credit_cents: 235_544,
      total_debit_cents: 0,
      file_name: `PAYROLL-1-${FUTURE}.ach`,
    });
    const list = await get(`/api/v1/payroll/runs/${w.runs.first}/ach-files`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].entry_hash).toBe('0016800985');

    const download = await t.request(`/api/v1/payroll/ach-files/${fileId}/download`, {
      token: w.admin.token,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/plain');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="PAYROLL-1-${FUTURE}.ach"`,
    );
    const text = await download.text();
    const lines = text.split('\n');
    expect(text.endsWith('\n')).toBe(true);
    expect(lines.slice(0, -1).every((l) => l.length === 94)).toBe(true);
    expect(lines).toHaveLength(11); // 7 records + 3 lines of 9s + the end after the last newline
    const today = yymmdd(todayIso());
    expect(lines[0]?.slice(0, 29)).toBe(`101 0910000191234567890${today}`);
    expect(lines[0]?.slice(29, 33)).toMatch(/^\d{4}$/); // HHMM of the request
    expect(lines[0]?.slice(33)).toBe('A094101WELLS FARGO BANK       RIVERSIDE BUILDERS LLC RUN 1   ');
    expect(lines[1]).toBe(
      `5220RIVERSIDE BLDRS                     1234567890PPDPAYROLL   260306${yymmdd(FUTURE)}   1091000010000001`,
    );
    // Ana's credit: checking 22, RDFI 02100002 check digit 1, her account, 1,392.24, name, trace.
    expect(lines[2]?.slice(0, 39)).toBe(`622021000021${'111122223333'.padEnd(17)}0000139224`);
    expect(lines[2]?.slice(54, 94)).toBe('ANA LOPEZ               0091000010000001');
    expect(lines[3]?.slice(0, 39)).toBe(`632121000248${'5550009999'.padEnd(17)}0000020000`);
    expect(lines[4]?.slice(0, 39)).toBe(`622026009593${'7778889990'.padEnd(17)}0000076320`);
    expect(lines[5]).toBe(
      `82200000030016800985000000000000000000235544${'1234567890'}${' '.repeat(25)}091000010000001`,
    );
    expect(lines[6]?.slice(0, 55)).toBe('9000001000001000000030016800985000000000000000000235544');
    expect(lines.slice(7, 10)).toEqual(Array(3).fill('9'.repeat(94)));
    const again = await (
      await t.request(`/api/v1/payroll/ach-files/${fileId}/download`, { token: w.admin.token })
    ).text();
    expect(again).toBe(text);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ach_file'), eq(auditLog.entityId, fileId)));
    expect(row?.action).toBe('ach_file.create');
    expect(JSON.stringify(row?.after)).not.toContain('111122223333');
  });

  it('refuses a second file for the same run', async () => {
    const again = await post(`/api/v1/payroll/runs/${w.runs.first}/ach-files`, { effective_date: FUTURE });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ach_file_exists');
    expect(again.body.error.message).toMatch(
      /^Payroll run 1 already has its direct deposit file \(\d{4}-\d{2}-\d{2}, file A\)/,
    );
  });

  it('gives the next file of the day modifier B, balanced with the offsetting debit when the bank asks', async () => {
    await setAchSettings(t, w.admin.organizationId, true);
    // Run 2: only Ana is paid by direct deposit: 1,208.60; the offset debits 1,208.60 at 091000019.
    const preview = await get(
      `/api/v1/payroll/runs/${w.runs.second}/ach-files/preview?effective_date=${FUTURE}`,
    );
    expect(preview.body).toMatchObject({
      is_balanced: true,
      entry_count: 2,
      // 02100002 + 09100001 = 11,200,003
      entry_hash: '0011200003',
      total_credit_cents: 120_860,
      total_debit_cents: 120_860,
    });
    const made = await post(`/api/v1/payroll/runs/${w.runs.second}/ach-files`, { effective_date: FUTURE });
    expect(made.status).toBe(201);
    expect(made.body.file_id_modifier).toBe('B');
    const text = await (
      await t.request(`/api/v1/payroll/ach-files/${made.body.id}/download`, { token: w.admin.token })
    ).text();
    const lines = text.split('\n');
    expect(lines[1]?.slice(1, 4)).toBe('200');
    // The offsetting debit: 27 (checking debit) to the company's account 5550001234 at 091000019.
    expect(lines[3]?.slice(0, 39)).toBe(`627091000019${'5550001234'.padEnd(17)}0000120860`);
    expect(lines[4]?.slice(0, 44)).toBe('82000000020011200003000000120860000000120860');
  });

  it('lets only payroll writers make files and payroll:sensitive download them', async () => {
    const pm = await post(
      `/api/v1/payroll/runs/${w.runs.second}/ach-files`,
      { effective_date: FUTURE },
      support,
    );
    expect(pm.status).toBe(403);
    const read = await t.request(`/api/v1/payroll/ach-files/${fileId}/download`, { token: support.token });
    expect(read.status).toBe(403);
    const foreign = await t.request(`/api/v1/payroll/ach-files/${fileId}/download`, { token: other.token });
    expect(foreign.status).toBe(404);
  });
});

describe('prenotes', () => {
  it('makes a zero-dollar file of the pending accounts and marks them sent', async () => {
    await setAchSettings(t, w.admin.organizationId);
    const preview = await get(`/api/v1/payroll/ach-files/prenotes/preview?effective_date=${FUTURE}`);
    expect(preview.body).toMatchObject({
      is_ready: true,
      entry_count: 1,
      entry_hash: '0009100001',
      total_credit_cents: 0,
    });
    expect(preview.body.entries[0]).toMatchObject({
      employee_name: 'Ben Carter',
      account: '•••• 1111',
      amount_cents: 0,
    });
    const made = await post('/api/v1/payroll/ach-files/prenotes', { effective_date: FUTURE });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      purpose: 'prenote',
      run_id: null,
      entry_count: 1,
      file_id_modifier: 'C',
    });
    const text = await (
      await t.request(`/api/v1/payroll/ach-files/${made.body.id}/download`, { token: w.admin.token })
    ).text();
    const entry = text.split('\n')[2] ?? '';
    // 23: checking prenote, zero amount.
    expect(entry.slice(0, 39)).toBe(`623091000019${'4440001111'.padEnd(17)}0000000000`);
    const [account] = await t.db
      .select()
      .from(employeeBankAccounts)
      .where(eq(employeeBankAccounts.id, w.accounts.benPending));
    expect(account).toMatchObject({ prenoteStatus: 'sent', prenoteSentOn: todayIso() });
    const none = await post('/api/v1/payroll/ach-files/prenotes', { effective_date: FUTURE });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('No bank account is waiting for a prenote');
    const all = await get('/api/v1/payroll/ach-files?purpose=prenote');
    expect(all.body.items.map((f: { id: string }) => f.id)).toEqual([made.body.id]);
  });

  it('refuses a run without direct deposit to a verified account', async () => {
    // Ben's accounts all unverified and Ana's closed: run 1 would pay nobody by direct deposit.
    await t.db
      .update(employeeBankAccounts)
      .set({ isActive: false })
      .where(eq(employeeBankAccounts.employeeId, w.employees.ana));
    await t.db
      .update(employeeBankAccounts)
      .set({ prenoteStatus: 'sent' })
      .where(eq(employeeBankAccounts.employeeId, w.employees.ben));
    const preview = await get(`/api/v1/payroll/runs/${w.runs.second}/ach-files/preview`);
    expect(preview.body.is_ready).toBe(false);
    expect(preview.body.problem).toBe(
      'Payroll run 2 has no direct deposit to pay: no check is paid by direct deposit to a verified account',
    );
    expect(preview.body.warnings).toEqual(['Ana Lopez: no active bank account — pay by check.']);
    await t.db
      .update(payrollSettings)
      .set({ achCompanyId: null })
      .where(eq(payrollSettings.organizationId, w.admin.organizationId));
  });
});
