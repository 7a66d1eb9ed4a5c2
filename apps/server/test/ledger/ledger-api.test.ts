import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addMember, call, type LedgerCompany, ledgerCompany, post } from './ledger-fixture.ts';

let t: TestApp;
let c: LedgerCompany;
let other: LedgerCompany;

beforeAll(async () => {
  t = await createTestApp();
  c = await ledgerCompany(t, 'api@example.com', 'Api Builders');
  other = await ledgerCompany(t, 'api-other@example.com', 'Other Builders');
});
afterAll(() => t.close());

const cash = () => c.account('1000');
const revenue = () => c.account('4000');

describe('posting refuses, with a message a person can act on', () => {
  const cases: [string, () => Parameters<typeof post>[3], number, string][] = [
    [
      'unbalanced',
      () => [
        { account_id: cash(), debit_cents: 1001 },
        { account_id: revenue(), credit_cents: 1000 },
      ],
      400,
      'Debits and credits differ by $0.01',
    ],
    ['one line', () => [{ account_id: cash(), debit_cents: 1000 }], 400, 'An entry needs at least two lines'],
    [
      'two-sided line',
      () => [
        { account_id: cash(), debit_cents: 5, credit_cents: 5 },
        { account_id: revenue(), credit_cents: 0, debit_cents: 0 },
      ],
      400,
      'Line 1: A line has either a debit or a credit, not both',
    ],
    [
      'control account',
      () => [
        { account_id: c.account('1100'), debit_cents: 100 },
        { account_id: revenue(), credit_cents: 100 },
      ],
      400,
      'Accounts receivable, accounts payable and retainage accounts move only through billing, receipts, invoices and payments',
    ],
    [
      'partial job cost',
      () => [
        { account_id: c.account('5100'), debit_cents: 100, job_id: c.jobId },
        { account_id: cash(), credit_cents: 100 },
      ],
      400,
      'Line 1: A job cost line needs a job, a cost code and a cost category',
    ],
    [
      "another company's account",
      () => [
        { account_id: other.account('1000'), debit_cents: 100 },
        { account_id: revenue(), credit_cents: 100 },
      ],
      400,
      'Line 1: Account not found',
    ],
    [
      "another company's job",
      () => [
        {
          account_id: c.account('5100'),
          debit_cents: 100,
          job_id: other.jobId,
          cost_code_id: c.costCodeId,
          cost_category_id: c.category('M'),
        },
        { account_id: cash(), credit_cents: 100 },
      ],
      400,
      'Line 1: Job not found',
    ],
  ];
  for (const [name, lines, status, message] of cases) {
    it(name, async () => {
      const res = await post(t, c.admin.token, '2026-05-05', lines());
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    });
  }

  it('an inactive account, and a job no longer active', async () => {
    const account = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '6950',
      account_name: 'Old',
      account_type: 'expense',
    });
    await call(t, c.admin.token, 'PATCH', `/api/v1/chart-of-accounts/${account.body.id}`, {
      is_active: false,
    });
    const res = await post(t, c.admin.token, '2026-05-05', [
      { account_id: account.body.id, debit_cents: 1 },
      { account_id: cash(), credit_cents: 1 },
    ]);
    expect(res.body.error.message).toBe('Line 1: An inactive account cannot be posted to');
    const job = await call(t, other.admin.token, 'PATCH', `/api/v1/jobs/${other.jobId}`, {
      status: 'completed',
    });
    expect(job.status).toBe(200);
    const refused = await post(t, other.admin.token, '2026-05-05', [
      {
        account_id: other.account('5100'),
        debit_cents: 100,
        job_id: other.jobId,
        cost_code_id: other.costCodeId,
        cost_category_id: other.category('M'),
      },
      { account_id: other.account('1000'), credit_cents: 100 },
    ]);
    expect(refused.body.error.message).toBe('Line 1: Only active jobs can take job cost');
  });

  it('nothing was written by any refusal', async () => {
    const list = await call(t, c.admin.token, 'GET', '/api/v1/journal-entries');
    expect(list.body.total).toBe(0);
  });
});

describe('answers', () => {
  it('posting and reversing answer the entry exactly as it is then read back', async () => {
    const posted = await post(
      t,
      c.admin.token,
      '2026-05-12',
      [
        {
          account_id: c.account('5100'),
          debit_cents: 12_345,
          memo: 'Pour footings',
          job_id: c.jobId,
          cost_code_id: c.costCodeId,
          cost_category_id: c.category('M'),
        },
        { account_id: cash(), credit_cents: 12_345 },
      ],
      'Concrete supplier',
    );
    expect(posted.status).toBe(201);
    const read = await call(t, c.admin.token, 'GET', `/api/v1/journal-entries/${posted.body.id}`);
    expect(posted.body).toEqual(read.body);
    expect(posted.body.lines[0]).toMatchObject({
      job_number: expect.stringMatching(/^J-/),
      cost_code: '03-3000',
    });
    expect(posted.body.created_by_name).not.toBeNull();

    const reversal = await call(
      t,
      c.admin.token,
      'POST',
      `/api/v1/journal-entries/${posted.body.id}/reverse`,
      {
        entry_date: '2026-05-13',
      },
    );
    expect(reversal.status).toBe(201);
    const reversalRead = await call(t, c.admin.token, 'GET', `/api/v1/journal-entries/${reversal.body.id}`);
    expect(reversal.body).toEqual(reversalRead.body);
    expect(reversal.body).toMatchObject({ reverses_id: posted.body.id, source_type: 'reversal' });
  });
});

describe('drafts', () => {
  it('keep incomplete lines, change freely, then post as one numbered entry and disappear', async () => {
    const draft = await call(t, c.admin.token, 'POST', '/api/v1/journal-entries', {
      entry_date: '2026-05-06',
      memo: 'Half done',
      lines: [{ account_id: cash(), debit_cents: 2500 }, { account_id: null }],
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', entry_number: null, total_cents: 2500 });
    const edited = await call(t, c.admin.token, 'PUT', `/api/v1/journal-entries/${draft.body.id}`, {
      entry_date: '2026-05-07',
      memo: 'Done',
      lines: [{ account_id: cash(), debit_cents: 2500 }, { account_id: revenue(), credit_cents: 2500 }, {}],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.lines[1].account_number).toBe('4000');
    const posted = await call(t, c.admin.token, 'PUT', `/api/v1/journal-entries/${draft.body.id}`, {
      entry_date: '2026-05-07',
      memo: 'Done',
      lines: [{ account_id: cash(), debit_cents: 2500 }, { account_id: revenue(), credit_cents: 2500 }, {}],
      post: true,
    });
    expect(posted.status).toBe(200);
    expect(posted.body.status).toBe('posted');
    expect(posted.body.lines).toHaveLength(2); // the blank grid row is dropped
    expect((await call(t, c.admin.token, 'GET', `/api/v1/journal-entries/${draft.body.id}`)).status).toBe(
      404,
    );
    const del = await call(t, c.admin.token, 'DELETE', `/api/v1/journal-entries/${posted.body.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe('A posted entry cannot be changed: reverse it instead');
    const put = await call(t, c.admin.token, 'PUT', `/api/v1/journal-entries/${posted.body.id}`, {
      entry_date: '2026-05-07',
      lines: [],
    });
    expect(put.status).toBe(409);
  });

  it('a draft that cannot post stays a draft, unchanged', async () => {
    const draft = await call(t, c.admin.token, 'POST', '/api/v1/journal-entries', {
      entry_date: '2026-05-08',
      lines: [{ account_id: cash(), debit_cents: 100 }],
    });
    const tryPost = await call(t, c.admin.token, 'PUT', `/api/v1/journal-entries/${draft.body.id}`, {
      entry_date: '2026-05-08',
      lines: [
        { account_id: cash(), debit_cents: 100 },
        { account_id: revenue(), credit_cents: 99 },
      ],
      post: true,
    });
    expect(tryPost.status).toBe(400);
    const still = await call(t, c.admin.token, 'GET', `/api/v1/journal-entries/${draft.body.id}`);
    expect(still.body.status).toBe('draft');
    expect(still.body.lines).toHaveLength(1);
    expect((await call(t, c.admin.token, 'DELETE', `/api/v1/journal-entries/${draft.body.id}`)).status).toBe(
      204,
    );
  });
});

describe('periods', () => {
  it('closing locks posting and reversing into the period; an accountant may close but not reopen', async () => {
    const feb = await post(t, c.admin.token, '2026-02-10', [
      { account_id: cash(), debit_cents: 700 },
      { account_id: revenue(), credit_cents: 700 },
    ]);
    expect(feb.status).toBe(201);
    const accountant = await addMember(t, c.admin.organizationId, 'api-accountant@example.com', 'accountant');
    const notEnd = await call(t, accountant.token, 'POST', '/api/v1/ledger/periods/close', {
      through: '2026-03-15',
    });
    expect(notEnd.body.error.message).toBe('Choose the last day of a period');
    const closed = await call(t, accountant.token, 'POST', '/api/v1/ledger/periods/close', {
      through: '2026-03-31',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.books_closed_through).toBe('2026-03-31');
    expect(closed.body.periods.filter((p: { status: string }) => p.status === 'closed')).toHaveLength(3);

    const refused = await post(t, c.admin.token, '2026-03-31', [
      { account_id: cash(), debit_cents: 1 },
      { account_id: revenue(), credit_cents: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('The books are closed through 2026-03-31: choose a later date');
    const reverseIn = await call(t, c.admin.token, 'POST', `/api/v1/journal-entries/${feb.body.id}/reverse`, {
      entry_date: '2026-03-01',
    });
    expect(reverseIn.status).toBe(409);
    const reverseAfter = await call(
      t,
      c.admin.token,
      'POST',
      `/api/v1/journal-entries/${feb.body.id}/reverse`,
      { entry_date: '2026-04-01' },
    );
    expect(reverseAfter.status).toBe(201);

    expect(
      (
        await call(t, accountant.token, 'POST', '/api/v1/ledger/periods/reopen', {
          through: null,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const noReason = await call(t, c.admin.token, 'POST', '/api/v1/ledger/periods/reopen', {
      through: '2026-01-31',
      reason: ' ',
    });
    expect(noReason.body.error.message).toBe('A reason is required to reopen a period');
    const reopened = await call(t, c.admin.token, 'POST', '/api/v1/ledger/periods/reopen', {
      through: '2026-01-31',
      reason: 'Late supplier invoice',
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.books_closed_through).toBe('2026-01-31');
    expect(reopened.body.events[0]).toMatchObject({
      action: 'reopen',
      reason: 'Late supplier invoice',
      previous_closed_through: '2026-03-31',
    });
    expect(reopened.body.events[1]).toMatchObject({ action: 'close', closed_through: '2026-03-31' });
    expect(
      (
        await post(t, c.admin.token, '2026-03-31', [
          { account_id: cash(), debit_cents: 1 },
          { account_id: revenue(), credit_cents: 1 },
        ])
      ).status,
    ).toBe(201);
  });

  it('periods follow the fiscal year end (June 30: FY2027 runs July 2026 to June 2027)', async () => {
    const fye = await call(t, other.admin.token, 'PATCH', '/api/v1/organization/business', {
      fiscal_year_end: '06-30',
    });
    expect(fye.status).toBe(200);
    const res = await call(t, other.admin.token, 'GET', '/api/v1/ledger/periods?fiscal_year=2027');
    expect(res.body.periods[0]).toMatchObject({ index: 1, start: '2026-07-01', end: '2026-07-31' });
    expect(res.body.periods[11]).toMatchObject({ index: 12, start: '2027-06-01', end: '2027-06-30' });
  });
});

describe('the chart of accounts', () => {
  it('adds, refuses a taken number, refuses a parent of another type or a cycle', async () => {
    const parent = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '1010',
      account_name: 'Bank accounts',
      account_type: 'asset',
    });
    expect(parent.status).toBe(201);
    expect(parent.body.normal_balance).toBe('debit');
    const child = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '1011',
      account_name: 'Payroll bank',
      account_type: 'asset',
      parent_id: parent.body.id,
      is_cash: true,
    });
    expect(child.status).toBe(201);
    const taken = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '1011',
      account_name: 'Again',
      account_type: 'asset',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Account number already exists');
    const wrongType = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '2999',
      account_name: 'Loan',
      account_type: 'liability',
      parent_id: parent.body.id,
    });
    expect(wrongType.body.error.message).toBe('A parent account must be of the same type');
    const cycle = await call(t, c.admin.token, 'PATCH', `/api/v1/chart-of-accounts/${parent.body.id}`, {
      parent_id: child.body.id,
    });
    expect(cycle.body.error.message).toBe('The parent account is a sub-account of this account');
    const badNumber = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '12',
      account_name: 'X',
      account_type: 'asset',
    });
    expect(badNumber.body.error.message).toBe(
      'Account number must be 3 to 10 digits, optionally followed by - and up to 6 digits',
    );
  });

  it('system accounts stay; an account with a balance cannot be deactivated; with postings cannot be deleted', async () => {
    const sys = await call(t, c.admin.token, 'PATCH', `/api/v1/chart-of-accounts/${cash()}`, {
      is_active: false,
    });
    expect(sys.status).toBe(409);
    expect(sys.body.error.message).toBe('This is a system account: it cannot be deactivated or deleted');
    expect((await call(t, c.admin.token, 'DELETE', `/api/v1/chart-of-accounts/${cash()}`)).status).toBe(409);
    const acct = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '6900',
      account_name: 'Misc',
      account_type: 'expense',
    });
    await post(t, c.admin.token, '2026-05-10', [
      { account_id: acct.body.id, debit_cents: 100 },
      { account_id: cash(), credit_cents: 100 },
    ]);
    const deactivate = await call(t, c.admin.token, 'PATCH', `/api/v1/chart-of-accounts/${acct.body.id}`, {
      is_active: false,
    });
    expect(deactivate.body.error.message).toBe('Only an account with a zero balance can be deactivated');
    const del = await call(t, c.admin.token, 'DELETE', `/api/v1/chart-of-accounts/${acct.body.id}`);
    expect(del.body.error.message).toBe('This account has postings: deactivate it instead of deleting it');
    await post(t, c.admin.token, '2026-05-11', [
      { account_id: cash(), debit_cents: 100 },
      { account_id: acct.body.id, credit_cents: 100 },
    ]);
    expect(
      (
        await call(t, c.admin.token, 'PATCH', `/api/v1/chart-of-accounts/${acct.body.id}`, {
          is_active: false,
        })
      ).status,
    ).toBe(200);
    const fresh = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: '6901',
      account_name: 'Unused',
      account_type: 'expense',
    });
    expect(
      (await call(t, c.admin.token, 'DELETE', `/api/v1/chart-of-accounts/${fresh.body.id}`)).status,
    ).toBe(204);
  });

  it('imports all or nothing, previews every reason, and the export imports back unchanged', async () => {
    const rows = [
      { account_number: '7000', account_name: 'Other income', account_type: 'revenue' },
      { account_number: '7010', account_name: 'Interest', account_type: 'revenue', parent_number: '7000' },
      { account_number: 'x1', account_name: '', account_type: 'asset-ish' },
    ];
    const preview = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts/import/preview', {
      rows,
    });
    expect(preview.body.invalid).toBe(1);
    expect(preview.body.rows[2].reasons).toEqual([
      'Account number must be 3 to 10 digits, optionally followed by - and up to 6 digits',
      'Account name is required',
      'Type must be asset, liability, equity, revenue or expense',
    ]);
    const blocked = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts/import', { rows });
    expect(blocked.status).toBe(400);
    expect(
      (await call(t, c.admin.token, 'GET', '/api/v1/chart-of-accounts')).body.items.some(
        (a: { account_number: string }) => a.account_number === '7000',
      ),
    ).toBe(false);
    const ok = await call(t, c.admin.token, 'POST', '/api/v1/chart-of-accounts/import', {
      rows: [
        ...rows.slice(0, 2),
        {
          account_number: '1000',
          account_name: 'Cash - Operating (Chase)',
          account_type: 'asset',
          is_cash: 'yes',
        },
      ],
    });
    expect(ok.body).toEqual({ created: 2, updated: 1 });
    const res = await t.request('/api/v1/chart-of-accounts/export.csv', { token: c.admin.token });
    const text = await res.text();
    expect(text.split('\n')[0]).toBe(
      'account_number,account_name,account_type,normal_balance,parent_number,description,is_cash',
    );
    expect(text).toContain('7010,Interest,revenue,credit,7000,,false');
    expect(text).toContain('1000,Cash - Operating (Chase),asset,debit,,The operating bank account,true');
  });
});

describe('exports', () => {
  it('neutralise a memo a spreadsheet would run', async () => {
    await post(t, c.admin.token, '2026-05-12', [
      { account_id: cash(), debit_cents: 1, memo: '=HYPERLINK("http://x")' },
      { account_id: revenue(), credit_cents: 1 },
    ]);
    const res = await t.request(
      `/api/v1/ledger/accounts/${cash()}/detail.csv?from=2026-05-12&to=2026-05-12`,
      { token: c.admin.token },
    );
    expect(await res.text()).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('the trial balance CSV totals match', async () => {
    const res = await t.request('/api/v1/ledger/trial-balance.csv?as_of=2026-12-31', {
      token: c.admin.token,
    });
    const last = (await res.text()).trim().split('\n').pop();
    const [, label, , debit, credit] = last?.split(',') ?? [];
    expect(label).toBe('Total');
    expect(debit).toBe(credit);
  });
});

describe('opening balances', () => {
  it('one entry, the difference to Opening Balance Equity; control accounts refused; twice refused', async () => {
    const company = await ledgerCompany(t, 'opening@example.com', 'Opening Co');
    const control = await call(t, company.admin.token, 'POST', '/api/v1/ledger/opening-balances', {
      entry_date: '2026-01-01',
      lines: [{ account_id: company.account('1100'), debit_cents: 100 }],
    });
    expect(control.status).toBe(400);
    const res = await call(t, company.admin.token, 'POST', '/api/v1/ledger/opening-balances', {
      entry_date: '2026-01-01',
      lines: [
        { account_id: company.account('1000'), debit_cents: 100_000 },
        { account_id: company.account('2200'), credit_cents: 25_000 },
      ],
    });
    expect(res.status).toBe(201);
    expect(
      res.body.lines.map((l: { account_number: string; debit_cents: number; credit_cents: number }) => [
        l.account_number,
        l.debit_cents,
        l.credit_cents,
      ]),
    ).toEqual([
      ['1000', 100_000, 0],
      ['2200', 0, 25_000],
      ['3950', 0, 75_000],
    ]);
    const again = await call(t, company.admin.token, 'POST', '/api/v1/ledger/opening-balances', {
      entry_date: '2026-01-01',
      lines: [{ account_id: company.account('1000'), debit_cents: 1 }],
    });
    expect(again.status).toBe(409);
    expect((await call(t, company.admin.token, 'GET', '/api/v1/ledger/opening-balances')).body.entry.id).toBe(
      res.body.id,
    );
  });
});

describe('concurrency', () => {
  it('50 parallel postings get 50 consecutive numbers', async () => {
    const company = await ledgerCompany(t, 'parallel@example.com', 'Parallel Co');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(t, company.admin.token, '2026-07-01', [
          { account_id: company.account('1000'), debit_cents: i + 1 },
          { account_id: company.account('4000'), credit_cents: i + 1 },
        ]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.entry_number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `JE-2026-${String(i + 1).padStart(6, '0')}`),
    );
    const tb = (await call(t, company.admin.token, 'GET', '/api/v1/ledger/trial-balance?as_of=2026-07-31'))
      .body;
    expect(tb.total_debit_cents).toBe((50 * 51) / 2);
  });
});
