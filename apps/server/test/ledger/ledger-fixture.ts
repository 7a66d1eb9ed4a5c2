import { addMember, call, createCompany, type Member } from '../helpers/org-users.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A company with its chart keyed by number, one active job, a cost code and the categories. */
export type LedgerCompany = {
  admin: Member;
  account: (number: string) => string;
  jobId: string;
  costCodeId: string;
  category: (code: string) => string;
};

export async function ledgerCompany(
  t: TestApp,
  email: string,
  name = 'Ledger Builders',
): Promise<LedgerCompany> {
  const admin = await createCompany(t, email, name);
  const chart = (await call(t, admin.token, 'GET', '/api/v1/chart-of-accounts')).body.items as {
    id: string;
    account_number: string;
  }[];
  const customer = await call(t, admin.token, 'POST', '/api/v1/customers', {
    customer_number: 'C-LDG1',
    name: 'Ledger Customer',
    email: 'ledger-customer@example.com',
  });
  const job = await call(t, admin.token, 'POST', '/api/v1/jobs', {
    customer_id: customer.body.id,
    project_name: 'Ledger Job',
    budget_cents: 10_000_000,
  });
  await call(t, admin.token, 'POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
  const code = await call(t, admin.token, 'POST', '/api/v1/cost-codes', {
    code: '03-3000',
    description: 'Cast-in-place',
  });
  const categories = (await call(t, admin.token, 'GET', '/api/v1/cost-categories')).body.items as {
    id: string;
    code: string;
  }[];
  if (job.status !== 201 || code.status !== 201) throw new Error('ledger fixture failed');
  const find = <T>(rows: T[], pick: (r: T) => boolean, what: string) => {
    const row = rows.find(pick);
    if (!row) throw new Error(`fixture: no ${what}`);
    return row;
  };
  return {
    admin,
    account: (n) => find(chart, (a) => a.account_number === n, `account ${n}`).id,
    jobId: job.body.id,
    costCodeId: code.body.id,
    category: (c) => find(categories, (k) => k.code === c, `category ${c}`).id,
  };
}

export type Line = {
  account_id: string;
  debit_cents?: number;
  credit_cents?: number;
  memo?: string;
  job_id?: string;
  cost_code_id?: string;
  cost_category_id?: string;
};

export async function post(t: TestApp, token: string, entry_date: string, lines: Line[], memo = '') {
  return call(t, token, 'POST', '/api/v1/journal-entries', { entry_date, memo, lines, post: true });
}

export { addMember, call };
