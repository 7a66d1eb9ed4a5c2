import { call, createCompany, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
type TBody = any;

async function ok(res: Promise<{ status: number; body: TBody }>, expected = [200, 201]): Promise<TBody> {
  const answer = await res;
  if (!expected.includes(answer.status))
    throw new Error(`WIP fixture: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export type TWipJob = { id: string; number: string; contractLineId: string };

export type TWipWorld = {
  admin: Member;
  jobs: { over: TWipJob; under: TWipJob; loss: TWipJob; finished: TWipJob; noContract: TWipJob };
  account: (number: string) => string;
  codeId: string;
  categoryId: string;
};

/**
 * The golden WIP company, built through the API (contracts, budgets, change orders, journal entries
 * for cost, pay applications submitted and approved — their postings are real):
 *
 *   J-1 "over"   contract 50,000,000 + CO 2,500,000 (dated 2026-01-15, approved; budget +2,000,000)
 *                budget 40,000,000; cost 5,000,000 on 2025-12-15 + 7,345,678 on 2026-01-20 (+1,000,000
 *                on 2026-02-10, after the period); billed 18,000,000 gross on 2026-01-25 (10 % retainage)
 *   J-2 "under"  contract 30,000,000, budget 24,000,000; cost 9,000,000 on 2026-01-10; billed 7,500,000
 *                on 2026-01-28 (and 2,000,000 on 2026-02-20, after the period)
 *   J-3 "loss"   contract 20,000,000, budget 18,000,000; cost 6,000,000 on 2025-12-05 + 6,000,000 on
 *                2026-01-12; billed 11,000,000 on 2026-01-30
 *   J-4 "finished" contract 1,000,000, cost 900,000 on 2025-11-10, billed 1,000,000 on 2025-11-20,
 *                then completed: on November's schedule, not on January's
 *   J-5 "no contract" cost 100,000 on 2026-01-05: left out (counted as a job without a contract)
 * Cost is Dr 5200 subcontract (job, 03-3000, S), Cr 1000 cash.
 */
export async function wipWorld(t: TestApp, email: string): Promise<TWipWorld> {
  const admin = await createCompany(t, email, 'WIP Builders');
  const send = (method: string, path: string, body?: unknown) => ok(call(t, admin.token, method, path, body));
  const chart = (await send('GET', '/api/v1/chart-of-accounts')).items as {
    id: string;
    account_number: string;
  }[];
  const account = (n: string) => {
    const id = chart.find((a) => a.account_number === n)?.id;
    if (!id) throw new Error(`no account ${n}`);
    return id;
  };
  await send('POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
  const code = await send('POST', '/api/v1/cost-codes', { code: '03-3000', description: 'Cast-in-place' });
  const categories = (await send('GET', '/api/v1/cost-categories')).items as { id: string; code: string }[];
  const categoryId = categories.find((c) => c.code === 'S')?.id as string;

  const newJob = async (tag: string, contractCents: number | null, budgetCents: number): Promise<TWipJob> => {
    const customer = await send('POST', '/api/v1/customers', {
      customer_number: `C-${tag.slice(0, 4)}`,
      name: `Owner ${tag}`,
    });
    const job = await send('POST', '/api/v1/jobs', { customer_id: customer.id, project_name: `Job ${tag}` });
    let contractLineId = '';
    if (contractCents !== null) {
      const contract = await send('PUT', `/api/v1/jobs/${job.id}/contract`, {
        original_contract_cents: contractCents,
        billing_method: 'progress',
        retainage_work_bps: 1000,
        retainage_stored_bps: 1000,
        payment_terms_days: 30,
        lines: [{ description: 'Base contract', original_cents: contractCents }],
      });
      contractLineId = contract.lines[0].id;
    }
    if (budgetCents > 0)
      await send('PUT', `/api/v1/jobs/${job.id}/budget`, {
        lines: [{ cost_code_id: code.id, cost_category_id: categoryId, original_cents: budgetCents }],
      });
    return { id: job.id, number: job.project_number, contractLineId };
  };
  const cost = (job: TWipJob, date: string, cents: number) =>
    send('POST', '/api/v1/journal-entries', {
      entry_date: date,
      memo: `Cost ${job.number}`,
      post: true,
      lines: [
        {
          account_id: account('5200'),
          debit_cents: cents,
          job_id: job.id,
          cost_code_id: code.id,
          cost_category_id: categoryId,
        },
        { account_id: account('1000'), credit_cents: cents },
      ],
    });
  const bill = async (job: TWipJob, date: string, thisPeriodCents: number) => {
    const draft = await send('POST', `/api/v1/jobs/${job.id}/pay-applications`, {
      application_date: date,
      period_to: date,
    });
    await send('PATCH', `/api/v1/pay-applications/${draft.id}`, {
      lines: [{ contract_line_id: job.contractLineId, this_period_cents: thisPeriodCents }],
    });
    await send('POST', `/api/v1/pay-applications/${draft.id}/submit`, {});
    return send('POST', `/api/v1/pay-applications/${draft.id}/approve`, {});
  };

  const over = await newJob('OVER', 50_000_000, 40_000_000);
  const under = await newJob('UNDER', 30_000_000, 24_000_000);
  const loss = await newJob('LOSS', 20_000_000, 18_000_000);
  const finished = await newJob('DONE', 1_000_000, 900_000);
  const noContract = await newJob('NONE', null, 0);

  const order = await send('POST', '/api/v1/customer-change-orders', {
    job_id: over.id,
    change_order_date: '2026-01-15',
    description: 'Added scope',
    contract_lines: [{ contract_line_id: over.contractLineId, amount_cents: 2_500_000 }],
    budget_lines: [
      {
        cost_code_id: code.id,
        cost_category_id: categoryId,
        description: 'Added scope',
        amount_cents: 2_000_000,
      },
    ],
  });
  await send('POST', `/api/v1/customer-change-orders/${order.id}/approve`, {});

  await cost(finished, '2025-11-10', 900_000);
  await bill(finished, '2025-11-20', 1_000_000);
  await send('PATCH', `/api/v1/jobs/${finished.id}`, { status: 'completed' });
  await cost(over, '2025-12-15', 5_000_000);
  await cost(loss, '2025-12-05', 6_000_000);
  await cost(noContract, '2026-01-05', 100_000);
  await cost(under, '2026-01-10', 9_000_000);
  await cost(loss, '2026-01-12', 6_000_000);
  await cost(over, '2026-01-20', 7_345_678);
  await bill(over, '2026-01-25', 18_000_000);
  await bill(under, '2026-01-28', 7_500_000);
  await bill(loss, '2026-01-30', 11_000_000);
  await cost(over, '2026-02-10', 1_000_000);
  await bill(under, '2026-02-20', 2_000_000);
  return { admin, jobs: { over, under, loss, finished, noContract }, account, codeId: code.id, categoryId };
}
