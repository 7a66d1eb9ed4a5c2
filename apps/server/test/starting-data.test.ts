import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await createTestApp();
  a = await createCompany(t, 'admin@start-a.co', 'Start A');
  b = await createCompany(t, 'admin@start-b.co', 'Start B');
});
afterAll(() => t.close());

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(statement));

describe('a new company starts with', () => {
  it('a 34-account construction chart (8 of them payroll accounts), every control account marked by its system key', async () => {
    const accounts = await query<{
      account_number: string;
      system_key: string;
      account_type: string;
      normal_balance: string;
    }>(
      sql`select account_number, system_key, account_type, normal_balance from chart_of_accounts
          where organization_id = ${a.organizationId} order by account_number`,
    );
    expect(accounts).toHaveLength(34);
    const byKey = Object.fromEntries(accounts.map((x) => [x.system_key, x]));
    for (const key of [
      'cash',
      'accounts_receivable',
      'retainage_receivable',
      'underbillings',
      'accounts_payable',
      'retainage_payable',
      'overbillings',
      'payroll_liabilities',
      'net_pay_clearing',
      'federal_withholding_payable',
      'fica_payable',
      'state_withholding_payable',
      'deductions_payable',
      'fringes_payable',
      'workers_comp_payable',
      'overhead_payroll_burden',
      'owners_equity',
      'retained_earnings',
      'opening_balance_equity',
      'contract_revenue',
      'job_cost_labor',
      'job_cost_material',
      'job_cost_subcontract',
      'job_cost_equipment',
      'job_cost_other',
      'overhead',
    ]) {
      expect(byKey[key], key).toBeDefined();
    }
    expect(byKey.retainage_payable).toMatchObject({ account_type: 'liability', normal_balance: 'credit' });
    expect(byKey.underbillings).toMatchObject({ account_type: 'asset', normal_balance: 'debit' });
    expect(byKey.contract_revenue).toMatchObject({ account_type: 'revenue', normal_balance: 'credit' });
  });

  it('the cost categories L, M, S, E, O mapped to the job-cost accounts', async () => {
    const mapped = await query<{ code: string; system_key: string }>(
      sql`select c.code, coa.system_key from cost_categories c
          join chart_of_accounts coa on coa.id = c.gl_account_id and coa.organization_id = c.organization_id
          where c.organization_id = ${a.organizationId} order by c.code`,
    );
    expect(mapped).toEqual([
      { code: 'E', system_key: 'job_cost_equipment' },
      { code: 'L', system_key: 'job_cost_labor' },
      { code: 'M', system_key: 'job_cost_material' },
      { code: 'O', system_key: 'job_cost_other' },
      { code: 'S', system_key: 'job_cost_subcontract' },
    ]);
  });

  it('the two system departments', async () => {
    const departments = await query<{ name: string; is_system: boolean }>(
      sql`select name, is_system from departments where organization_id = ${a.organizationId} order by name`,
    );
    expect(departments).toEqual([
      { name: 'Administration', is_system: true },
      { name: 'Field Operations', is_system: true },
    ]);
  });

  it('its own copy: inserting the starting data again adds nothing', async () => {
    const count = async () =>
      (
        await query<{ n: number }>(
          sql`select (select count(*) from chart_of_accounts where organization_id = ${a.organizationId})
                   + (select count(*) from cost_categories where organization_id = ${a.organizationId})
                   + (select count(*) from departments where organization_id = ${a.organizationId}) as n`,
        )
      )[0]?.n;
    const before = await count();
    await t.db.execute(sql`select public.insert_starting_data(${a.organizationId}::uuid, null)`);
    expect(await count()).toBe(before);
  });
});

describe('row-level security over the cost structure', () => {
  it('one company cannot read another’s accounts, categories or codes, even with a raw query', async () => {
    await call(t, b.token, 'POST', '/api/v1/cost-codes', { code: '01-0000', description: 'B only' });
    const seen = await withTenant(
      t.db,
      { userId: a.userId, organizationId: a.organizationId },
      async (tx) => ({
        accounts: rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from chart_of_accounts where organization_id = ${b.organizationId}`,
          ),
        )[0]?.n,
        categories: rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from cost_categories where organization_id = ${b.organizationId}`,
          ),
        )[0]?.n,
        codes: rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from standard_cost_codes where organization_id = ${b.organizationId}`,
          ),
        )[0]?.n,
        own: rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from chart_of_accounts`))[0]
          ?.n,
      }),
    );
    expect(seen).toEqual({ accounts: 0, categories: 0, codes: 0, own: 34 });
  });

  it('nor write a code into another company', async () => {
    const refused = await withTenant(t.db, { userId: a.userId, organizationId: a.organizationId }, (tx) =>
      tx.execute(
        sql`insert into standard_cost_codes (organization_id, code, description) values (${b.organizationId}, '02-0000', 'Sneaky')`,
      ),
    )
      .then(() => 'inserted')
      .catch((err: { cause?: { message?: string } }) => err.cause?.message ?? 'refused');
    expect(refused).toMatch(/row-level security/);
  });

  it('the API answers each company its own lists', async () => {
    const theirs = (await call(t, b.token, 'GET', '/api/v1/chart-of-accounts')).body.items;
    const ours = (await call(t, a.token, 'GET', '/api/v1/chart-of-accounts')).body.items;
    expect(theirs.every((x: { organization_id: string }) => x.organization_id === b.organizationId)).toBe(
      true,
    );
    expect(ours.every((x: { organization_id: string }) => x.organization_id === a.organizationId)).toBe(true);
    expect((await call(t, a.token, 'GET', '/api/v1/cost-codes')).body.items).toEqual([]);
  });
});
