import { randomUUID } from 'node:crypto';
import { nachaEntryHash } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { employeeBankAccounts, payrollChecks, payrollRuns } from '../src/db/schema/index.ts';
import { dataCipherFor } from '../src/lib/crypto.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { postEntry } from '../src/modules/ledger/post-entry.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { setAchSettings } from './helpers/payroll-reports-fixture.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * A 500-entry direct deposit file through the API (issue 21, item 11): 500 employees paid by direct
 * deposit, each to one verified checking account, in a posted run written straight into the tables.
 * The file must hold all 500 credits with the right totals and hash; the time is printed (a figure for
 * the README, not an assertion: a shared machine's timing is no test). The 500 people have no role in
 * the company (no user_roles row), as someone who has left: their profiles are not readable.
 */

const COUNT = 500;
const ROUTINGS = ['021000021', '121000248', '026009593', '091000019', '325070760'];
let t: TestApp;
let admin: Member;
let runId: string;
let expectedCredit = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@ach-size.co', 'Size Builders');
  const org = admin.organizationId;
  await setAchSettings(t, org);
  // One statement (data-modifying CTEs): auth users, profiles and employees of 500 people.
  await t.db.execute(sql`
    with people as (select g as n, gen_random_uuid() as user_id from generate_series(1, ${COUNT}) g),
    u as (insert into auth.users (id, email, email_confirmed_at)
      select user_id, 'worker' || n || '@size.test', now() from people returning id),
    p as (insert into profiles (id, first_name, last_name, full_name, email)
      select user_id, 'Worker', 'No' || n, 'Worker No ' || lpad(n::text, 3, '0'), 'worker' || n || '@size.test'
      from people returning id)
    insert into employees (user_id, organization_id, employment_status)
      select user_id, ${org}, 'active' from people`);
  const people = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`select e.id from employees e join profiles p on p.id = e.user_id
          where e.organization_id = ${org} and p.email like '%@size.test' order by p.full_name`,
    ),
  );
  const cipher = dataCipherFor(t.deps.config);
  const ids = people.map((r) => r.id);
  await t.db.insert(employeeBankAccounts).values(
    ids.map((employeeId, i) => ({
      organizationId: org,
      employeeId,
      routingNumber: ROUTINGS[i % ROUTINGS.length] as string,
      accountNumberEncrypted: cipher.encrypt(String(100_000_000 + i), 'bank_account'),
      accountLast4: String(100_000_000 + i).slice(-4),
      accountType: 'checking' as const,
      splitMethod: 'remainder' as const,
      prenoteStatus: 'verified' as const,
    })),
  );
  const chart = (await call(t, admin.token, 'GET', '/api/v1/chart-of-accounts')).body.items as {
    id: string;
    account_number: string;
  }[];
  const account = (n: string) => chart.find((a) => a.account_number === n)?.id as string;
  runId = randomUUID();
  const nets = ids.map((_, i) => 50_000 + ((i * 7_919) % 300_000));
  expectedCredit = nets.reduce((s, n) => s + n, 0);
  await withTenant(t.db, { userId: admin.userId, organizationId: org }, async (tx) => {
    const entry = await postEntry(tx, {
      organizationId: org,
      entryDate: '2026-03-06',
      memo: 'Size run',
      sourceType: 'payroll',
      sourceId: runId,
      postedBy: admin.userId,
      lines: [
        { accountId: account('6100'), debitCents: expectedCredit, creditCents: 0 },
        { accountId: account('2205'), debitCents: 0, creditCents: expectedCredit },
      ],
    });
    await tx.insert(payrollRuns).values({
      id: runId,
      organizationId: org,
      runNumber: 1,
      payFrequency: 'weekly',
      periodStart: '2026-02-23',
      periodEnd: '2026-03-01',
      checkDate: '2026-03-06',
      cashAccountId: account('1000'),
      status: 'posted',
      grossCents: expectedCredit,
      netCents: expectedCredit,
      journalEntryId: entry.id,
    });
    await tx.insert(payrollChecks).values(
      ids.map((employeeId, i) => ({
        organizationId: org,
        runId,
        employeeId,
        checkDate: '2026-03-06',
        paymentMethod: 'direct_deposit' as const,
        grossCents: nets[i] as number,
        employeeTaxesCents: 0,
        deductionsCents: 0,
        netCents: nets[i] as number,
        employerTaxesCents: 0,
        detail: {},
      })),
    );
  });
}, 120_000);
afterAll(() => t.close());

describe('a 500-entry direct deposit file', () => {
  it('holds every credit, its totals and hash, blocked by ten', async () => {
    const started = performance.now();
    const made = await call(t, admin.token, 'POST', `/api/v1/payroll/runs/${runId}/ach-files`, {
      effective_date: '2027-07-02',
    });
    const ms = performance.now() - started;
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.info(`500-entry NACHA file made through the API (${database}): ${ms.toFixed(0)} ms`);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 100 entries at each of the five routing numbers.
    const hash = nachaEntryHash(
      Array.from({ length: COUNT }, (_, i) => ROUTINGS[i % ROUTINGS.length] as string),
    );
    expect(made.body).toMatchObject({
      entry_count: COUNT,
      total_credit_cents: expectedCredit,
      entry_hash: hash,
    });
    const text = await (
      await t.request(`/api/v1/payroll/ach-files/${made.body.id}/download`, { token: admin.token })
    ).text();
    const lines = text.trimEnd().split('\n');
    // 504 records → 51 blocks: 6 lines of 9s.
    expect(lines).toHaveLength(510);
    expect(lines.filter((l) => l.startsWith('6'))).toHaveLength(COUNT);
    expect(lines.at(-1)).toBe('9'.repeat(94));
    // These people have no role in the company, so it may not read their profiles: the money is paid
    // all the same, under a generic name.
    expect(lines[2]?.slice(54, 76)).toBe('EMPLOYEE'.padEnd(22));
  });

  it('and the register of the run counts every check, names unreadable or not', async () => {
    const register = await call(t, admin.token, 'GET', `/api/v1/payroll/reports/register?run_id=${runId}`);
    expect(register.body.rows).toHaveLength(COUNT);
    expect(register.body.totals.net_cents).toBe(expectedCredit);
  });
});
