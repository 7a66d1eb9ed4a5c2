import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 21, item 3: an employee's pay setup through the API — every refusal's words, secrets encrypted
// at rest and masked on every answer but the audited reveal of a payroll:sensitive role.

let t: TestApp;
let admin: Member;
let accountant: Member;
let support: Member;
let foreman: Member;
let employeeId: string;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
const refusal = async (who: Member, method: string, path: string, body: unknown) => {
  const res = await send(who, method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  return res.body.error.message as string;
};

const PROFILE = {
  pay_type: 'hourly',
  pay_frequency: 'weekly',
  home_state: 'va',
  default_classification: 'Carpenter',
  w4_version: '2020',
  filing_status: 'single',
  w4_step2: true,
  w4_step3_cents: 200_000,
  w4_step4a_cents: 100_000,
  w4_step4b_cents: 50_000,
  w4_step4c_cents: 2_500,
  ssn: '123-45-6789',
  payment_method: 'direct_deposit',
};
// A routing number whose ninth digit is its check digit: 0·3+2·7+1·1+0·3+0·7+0·1+0·3+2·7 = 29 → 1.
const ROUTING = '021000021';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'pay-admin@a.co', 'Pay Setup Builders');
  accountant = await addMember(t, admin.organizationId, 'pay-accountant@a.co', 'accountant');
  // Internal support working in the company: payroll:read, never payroll:sensitive.
  support = await addMember(t, admin.organizationId, 'pay-support@x.co', 'director');
  foreman = await addMember(t, admin.organizationId, 'pay-foreman@a.co', 'foreman');
  const employee = await send(admin, 'POST', '/api/v1/employees', {
    first_name: 'Jo',
    last_name: 'Smith',
    email: 'jo.smith@a.co',
    role: 'field_employee',
  });
  expect(employee.status).toBe(201);
  employeeId = employee.body.employee.id;
});
afterAll(() => t.close());

describe('the pay profile', () => {
  it('answers the defaults before anything is saved, with warnings', async () => {
    const res = await send(admin, 'GET', `/api/v1/employee-pay/${employeeId}`);
    expect(res.status).toBe(200);
    expect(res.body.employee).toMatchObject({ id: employeeId, name: 'Jo Smith' });
    expect(res.body.profile).toMatchObject({ is_saved: false, pay_type: 'hourly', ssn_masked: null });
    expect(res.body.warnings).toContain('No pay setup saved yet');
  });

  it('refuses each invalid field with its message', async () => {
    const path = `/api/v1/employee-pay/${employeeId}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ pay_type: 'salary' }, 'Annual salary is required for a salaried employee'],
      [{ salary_annual_cents: 5_000_000 }, 'An hourly employee has no annual salary'],
      [{ filing_status: null }, 'Filing status is required with a W-4'],
      [{ w4_allowances: 2 }, 'Allowances belong to a pre-2020 W-4'],
      [{ w4_version: 'pre2020', w4_allowances: 2 }, 'Steps 2, 3 and 4(a)/(b) belong to a 2020 or later W-4'],
      [{ ssn: '12345678' }, 'SSN must be 9 digits'],
      [{ ssn: '666-12-3456' }, 'SSN cannot start with 000, 666 or 9'],
      [{ ssn: '000-12-3456' }, 'SSN cannot start with 000, 666 or 9'],
      [{ ssn: '912-12-3456' }, 'SSN cannot start with 000, 666 or 9'],
      [{ ssn: '123-00-3456' }, 'SSN middle digits cannot be 00'],
      [{ ssn: '123-45-0000' }, 'SSN last four digits cannot be 0000'],
      [{ home_state: 'XX' }, 'State must be a two-letter US state code'],
      [{ w4_step3_cents: -1 }, 'Amounts cannot be negative'],
    ];
    for (const [change, message] of cases) {
      expect(await refusal(admin, 'PUT', path, { ...PROFILE, ...change }), JSON.stringify(change)).toBe(
        message,
      );
    }
  });

  it('saves the profile with the SSN encrypted at rest and masked in every answer', async () => {
    const saved = await send(accountant, 'PUT', `/api/v1/employee-pay/${employeeId}`, PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      is_saved: true,
      home_state: 'VA',
      w4_step2: true,
      w4_step3_cents: 200_000,
      has_ssn: true,
      ssn_masked: '•••-••-6789',
    });
    expect(JSON.stringify(saved.body)).not.toContain('123456789');
    const [raw] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select * from employee_pay_profiles where employee_id = ${employeeId}`),
    );
    expect(raw?.ssn_last4).toBe('6789');
    expect(String(raw?.ssn_encrypted)).toMatch(/^v1:/);
    expect(JSON.stringify(raw)).not.toMatch(/123-?45-?6789/);
    // The audit log holds the masked profile, never the number.
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'employee_pay_profiles'));
    expect(JSON.stringify(audits)).not.toMatch(/123-?45-?6789/);
  });

  it('keeps the SSN when the field is absent, clears it with null', async () => {
    const { ssn: _ssn, ...withoutSsn } = PROFILE;
    const kept = await send(admin, 'PUT', `/api/v1/employee-pay/${employeeId}`, {
      ...withoutSsn,
      flsa_exempt: true,
    });
    expect(kept.body).toMatchObject({ ssn_masked: '•••-••-6789', flsa_exempt: true });
  });

  it('masks the SSN for internal support and refuses them the reveal; refuses a foreman altogether', async () => {
    const read = await send(support, 'GET', `/api/v1/employee-pay/${employeeId}`);
    expect(read.status).toBe(200);
    expect(read.body.profile.ssn_masked).toBe('•••-••-6789');
    expect(JSON.stringify(read.body)).not.toMatch(/123-?45-?6789/);
    expect((await send(support, 'GET', `/api/v1/employee-pay/${employeeId}/ssn`)).status).toBe(403);
    expect((await send(foreman, 'GET', `/api/v1/employee-pay/${employeeId}`)).status).toBe(403);
    expect((await send(support, 'PUT', `/api/v1/employee-pay/${employeeId}`, PROFILE)).status).toBe(403);
  });

  it('reveals the whole SSN to the accountant, and audits who looked', async () => {
    const revealed = await send(accountant, 'GET', `/api/v1/employee-pay/${employeeId}/ssn`);
    expect(revealed).toEqual({ status: 200, body: { ssn: '123-45-6789' } });
    const [look] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reveal_ssn'), eq(auditLog.entityId, employeeId)));
    expect(look?.actorId).toBe(accountant.userId);
    expect(JSON.stringify(look)).not.toContain('123-45-6789');
  });

  it('answers 404 for an employee of another company', async () => {
    const other = await createCompany(t, 'pay-other@b.co', 'Other Builders');
    expect((await send(other, 'GET', `/api/v1/employee-pay/${employeeId}`)).status).toBe(404);
    expect((await send(other, 'PUT', `/api/v1/employee-pay/${employeeId}`, PROFILE)).status).toBe(404);
  });
});

describe('rates, certificates and deductions', () => {
  it('keeps one default rate: the first is it, a new default moves it, the default is deleted last', async () => {
    const base = `/api/v1/employee-pay/${employeeId}/rates`;
    const first = await send(admin, 'POST', base, { classification: 'Carpenter', hourly_rate: '38.5' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ hourly_rate: '38.5000', is_default: true });
    const second = await send(admin, 'POST', base, {
      classification: 'Foreman',
      hourly_rate: 45,
      is_default: true,
    });
    expect(second.body.is_default).toBe(true);
    const setup = await send(admin, 'GET', `/api/v1/employee-pay/${employeeId}`);
    expect(setup.body.rates.filter((r: { is_default: boolean }) => r.is_default)).toHaveLength(1);
    expect(await refusal(admin, 'POST', base, { classification: 'Carpenter', hourly_rate: '40' })).toBe(
      'A rate for Carpenter already exists',
    );
    expect(await refusal(admin, 'POST', base, { classification: 'Helper', hourly_rate: '0' })).toBe(
      'Hourly rate must be a positive amount with at most 4 decimals',
    );
    expect(await refusal(admin, 'POST', base, { classification: 'Helper', hourly_rate: '12.12345' })).toBe(
      'Hourly rate must be a positive amount with at most 4 decimals',
    );
    expect(await refusal(admin, 'POST', base, { classification: ' ', hourly_rate: '12' })).toBe(
      'Classification is required',
    );
    expect(await refusal(admin, 'DELETE', `/api/v1/employee-pay-rates/${second.body.id}`, undefined)).toBe(
      'Make another rate the default before deleting this one',
    );
    expect((await send(admin, 'DELETE', `/api/v1/employee-pay-rates/${first.body.id}`)).status).toBe(204);
    expect((await send(admin, 'DELETE', `/api/v1/employee-pay-rates/${second.body.id}`)).status).toBe(204);
  });

  it('takes one state certificate per state', async () => {
    const base = `/api/v1/employee-pay/${employeeId}/state-withholdings`;
    const va = await send(admin, 'POST', base, { state: 'VA', allowances: 2 });
    expect(va.status).toBe(201);
    expect(va.body).toMatchObject({ state: 'VA', filing_status: 'single', allowances: 2 });
    expect(await refusal(admin, 'POST', base, { state: 'va' })).toBe(
      'A VA certificate already exists for this employee',
    );
    const edited = await send(admin, 'PATCH', `/api/v1/employee-state-withholdings/${va.body.id}`, {
      additional_cents: 1_000,
    });
    expect(edited.body.additional_cents).toBe(1_000);
  });

  it('checks deductions whole: the figure of the method, garnishment limits only on garnishments', async () => {
    const base = `/api/v1/employee-pay/${employeeId}/deductions`;
    const d = (over: Record<string, unknown>) => ({
      kind: 'retirement_pretax',
      description: '401(k)',
      method: 'percent',
      percent: '5',
      ...over,
    });
    expect(await refusal(admin, 'POST', base, d({ method: 'amount', percent: null }))).toBe(
      'Amount is required for a fixed-amount deduction',
    );
    expect(await refusal(admin, 'POST', base, d({ percent: null }))).toBe(
      'Percent is required for a percent deduction',
    );
    expect(await refusal(admin, 'POST', base, d({ percent: '101' }))).toBe(
      'Percent must be between 0 and 100',
    );
    expect(await refusal(admin, 'POST', base, d({ max_percent_of_disposable: '25' }))).toBe(
      'Only a garnishment takes a maximum percent of disposable earnings',
    );
    expect(await refusal(admin, 'POST', base, d({ description: '' }))).toBe('Description is required');
    const k401 = await send(admin, 'POST', base, d({ annual_limit_cents: 2_450_000 }));
    expect(k401.status).toBe(201);
    expect(k401.body).toMatchObject({ percent: '5.0000', amount_cents: null, annual_limit_cents: 2_450_000 });
    const garnishment = await send(admin, 'POST', base, {
      kind: 'garnishment',
      description: 'Child support',
      payee: 'State disbursement unit',
      method: 'amount',
      amount_cents: 15_000,
      priority: 1,
    });
    expect(garnishment.body.max_percent_of_disposable).toBe('25.0000');
    expect(
      await refusal(admin, 'PATCH', `/api/v1/employee-deductions/${k401.body.id}`, { method: 'amount' }),
    ).toBe('Amount is required for a fixed-amount deduction');
    const stopped = await send(admin, 'PATCH', `/api/v1/employee-deductions/${k401.body.id}`, {
      is_active: false,
    });
    expect(stopped.body.is_active).toBe(false);
  });
});

describe('direct deposit accounts', () => {
  const base = () => `/api/v1/employee-pay/${employeeId}/bank-accounts`;
  const account = (over: Record<string, unknown> = {}) => ({
    routing_number: ROUTING,
    account_number: '000123456789',
    account_type: 'checking',
    split_method: 'remainder',
    ...over,
  });
  let remainderId: string;

  it('verifies the routing check digit and the account number', async () => {
    expect(await refusal(admin, 'POST', base(), account({ routing_number: '123456789' }))).toBe(
      'Routing number 123456789 fails its check digit',
    );
    expect(await refusal(admin, 'POST', base(), account({ routing_number: '02100002' }))).toBe(
      'Routing number must be 9 digits',
    );
    expect(await refusal(admin, 'POST', base(), account({ account_number: '123' }))).toBe(
      'Account number must be 4 to 17 digits',
    );
    expect(await refusal(admin, 'POST', base(), account({ account_number: '123456789012345678' }))).toBe(
      'Account number must be 4 to 17 digits',
    );
    expect(await refusal(admin, 'POST', base(), account({ split_method: 'amount' }))).toBe(
      'Amount is required for an amount split',
    );
    expect(await refusal(admin, 'POST', base(), account({ split_method: 'percent' }))).toBe(
      'Percent is required for a percent split',
    );
  });

  it('stores the number encrypted, answers it masked, and allows one remainder and 100 % of percents', async () => {
    const remainder = await send(admin, 'POST', base(), account());
    expect(remainder.status).toBe(201);
    remainderId = remainder.body.id;
    expect(remainder.body).toMatchObject({ account_masked: '•••• 6789', prenote_status: 'pending' });
    expect(JSON.stringify(remainder.body)).not.toContain('000123456789');
    const [raw] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select * from employee_bank_accounts where id = ${remainderId}`),
    );
    expect(JSON.stringify(raw)).not.toContain('123456789');
    expect(raw?.account_last4).toBe('6789');
    expect(await refusal(admin, 'POST', base(), account({ account_number: '5555' }))).toBe(
      'Only one account may take the remainder',
    );
    const savings = await send(
      admin,
      'POST',
      base(),
      account({
        account_number: '44440001',
        account_type: 'savings',
        split_method: 'percent',
        percent: '60',
      }),
    );
    expect(savings.status).toBe(201);
    expect(
      await refusal(
        admin,
        'POST',
        base(),
        account({ account_number: '77770001', split_method: 'percent', percent: '40.5' }),
      ),
    ).toBe('Percent splits add up to 100.5 %, more than 100 %');
    const fixed = await send(
      admin,
      'POST',
      base(),
      account({ account_number: '88880001', split_method: 'amount', amount_cents: 10_000 }),
    );
    expect(fixed.status).toBe(201);
    expect(
      await refusal(admin, 'PATCH', `/api/v1/employee-bank-accounts/${fixed.body.id}`, {
        split_method: 'remainder',
      }),
    ).toBe('Only one account may take the remainder');
  });

  it('starts the prenote over when the number changes', async () => {
    const sent = await send(admin, 'PATCH', `/api/v1/employee-bank-accounts/${remainderId}`, {
      prenote_status: 'verified',
      prenote_sent_on: '2026-03-02',
    });
    expect(sent.body.prenote_status).toBe('verified');
    const changed = await send(admin, 'PATCH', `/api/v1/employee-bank-accounts/${remainderId}`, {
      account_number: '99990002',
    });
    expect(changed.body).toMatchObject({
      prenote_status: 'pending',
      prenote_sent_on: null,
      account_last4: '0002',
    });
  });

  it('reveals the number to a sensitive role only, audited; masks it for internal support', async () => {
    const read = await send(support, 'GET', `/api/v1/employee-pay/${employeeId}`);
    expect(JSON.stringify(read.body)).not.toContain('99990002');
    expect((await send(support, 'GET', `/api/v1/employee-bank-accounts/${remainderId}/reveal`)).status).toBe(
      403,
    );
    const revealed = await send(admin, 'GET', `/api/v1/employee-bank-accounts/${remainderId}/reveal`);
    expect(revealed).toEqual({ status: 200, body: { account_number: '99990002' } });
    const looks = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reveal_bank_account'), eq(auditLog.entityId, remainderId)));
    expect(looks.map((l) => l.actorId)).toEqual([admin.userId]);
  });

  it('deactivates an account: it stays on file, frees the remainder, refuses edits', async () => {
    const off = await send(admin, 'POST', `/api/v1/employee-bank-accounts/${remainderId}/deactivate`);
    expect(off.body.is_active).toBe(false);
    expect(
      await refusal(admin, 'PATCH', `/api/v1/employee-bank-accounts/${remainderId}`, { sort_order: 2 }),
    ).toBe('This account is inactive');
    const again = await send(admin, 'POST', base(), account({ account_number: '12121212' }));
    expect(again.status).toBe(201);
  });
});
