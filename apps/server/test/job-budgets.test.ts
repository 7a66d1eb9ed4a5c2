import { BUDGET_MESSAGES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { type JobCostCompany, jobCostCompany } from './helpers/job-cost-fixture.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let c: JobCostCompany;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobCostCompany(t, 'budget-admin@a.co');
  other = await createCompany(t, 'budget-admin@b.co', 'Other Builders');
});
afterAll(() => t.close());

const budgetPath = () => `/api/v1/jobs/${c.jobId}/budget`;
const line = (code: string, category: string, cents: number, description = '') => ({
  cost_code_id: c.code(code),
  cost_category_id: c.category(category),
  description,
  original_cents: cents,
});
const put = (lines: unknown[], token = c.admin.token) => call(t, token, 'PUT', budgetPath(), { lines });
const job = async () => (await call(t, c.admin.token, 'GET', `/api/v1/jobs/${c.jobId}`)).body;

describe('job budget', () => {
  it('starts empty; the job keeps the budget typed on its form', async () => {
    const res = await call(t, c.admin.token, 'GET', budgetPath());
    expect(res).toEqual({
      status: 200,
      body: {
        job_id: c.jobId,
        lines: [],
        total_cents: 0,
        approved_changes_cents: 0,
        revised_total_cents: 0,
        pending_changes_cents: 0,
        revised_lines: [],
      },
    });
    expect(await job()).toMatchObject({ budget_cents: 123, budget_from_lines: false });
  });

  it('PUT replaces every line; the job budget becomes their total and the form field follows them', async () => {
    const first = await put([
      line('03-3000', 'S', 3_000_000, 'Pour'),
      line('03-1000', 'L', 1_200_000, ' Crew '),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.total_cents).toBe(4_200_000);
    // Ordered by code then category, with labels; descriptions trimmed.
    expect(
      first.body.lines.map((l: { cost_code: string; cost_category_code: string }) => l.cost_code),
    ).toEqual(['03-1000', '03-3000']);
    expect(first.body.lines[0]).toMatchObject({
      cost_code_description: 'Formwork',
      cost_category_code: 'L',
      cost_category_description: 'Labor',
      description: 'Crew',
      original_cents: 1_200_000,
    });
    expect(await job()).toMatchObject({ budget_cents: 4_200_000, budget_from_lines: true });
    const listed = await call(t, c.admin.token, 'GET', '/api/v1/jobs');
    expect(listed.body.items[0]).toMatchObject({ id: c.jobId, budget_from_lines: true });

    // Same code × category keeps its row (id); a line left out is removed; a new one added.
    const keptId = first.body.lines[1].id;
    const second = await put([line('03-3000', 'S', 2_500_050, 'Pour, revised'), line('05-1000', 'S', 10)]);
    expect(second.body.lines.map((l: { id: string }) => l.id)).toContain(keptId);
    expect(second.body.lines).toHaveLength(2);
    expect(second.body.total_cents).toBe(2_500_060);
    expect(await job()).toMatchObject({ budget_cents: 2_500_060 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'save_job_budget'), eq(auditLog.entityId, c.jobId)));
    expect(audits.at(-1)?.after).toEqual({ lines: 2, total_cents: 2_500_060 });
  });

  it('the job form cannot set another budget while lines exist; the same figure passes', async () => {
    const refused = await call(t, c.admin.token, 'PATCH', `/api/v1/jobs/${c.jobId}`, { budget_cents: 5 });
    expect(refused).toEqual({
      status: 409,
      body: { error: { code: 'budget_from_lines', message: BUDGET_MESSAGES.budgetFromLines } },
    });
    const same = await call(t, c.admin.token, 'PATCH', `/api/v1/jobs/${c.jobId}`, {
      budget_cents: 2_500_060,
      project_name: 'Budget Job, renamed',
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ budget_cents: 2_500_060, budget_from_lines: true });
  });

  it('refuses a save with every line named and all its reasons, changing nothing', async () => {
    const res = await put([
      line('03-1000', 'L', 100),
      line('03-0000', 'M', 100),
      line('03-1000', 'L', -5),
      line('03-9000', 'L', 100),
      { ...line('03-3000', 'M', 100), cost_category_id: other.organizationId },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'budget_lines_invalid',
      message: BUDGET_MESSAGES.linesInvalid,
      details: {
        lines: [
          { index: 1, reasons: ['Budget lines take a child cost code, not a parent (XX-0000)'] },
          {
            index: 2,
            reasons: [
              'Cost code and category already on line 1',
              'Amount must be a non-negative amount with at most 2 decimals',
            ],
          },
          { index: 3, reasons: ['Cost code is inactive'] },
          { index: 4, reasons: ['Cost category not found'] },
        ],
      },
    });
    expect((await call(t, c.admin.token, 'GET', budgetPath())).body.total_cents).toBe(2_500_060);
  });

  it('refuses an inactive category and malformed bodies with the shared messages', async () => {
    const categories = (await call(t, c.admin.token, 'GET', '/api/v1/cost-categories')).body.items;
    const equipment = categories.find((k: { code: string }) => k.code === 'E');
    await call(t, c.admin.token, 'PATCH', `/api/v1/cost-categories/${equipment.id}`, { is_active: false });
    const inactive = await put([line('03-1000', 'E', 1)]);
    expect(inactive.body.error.details.lines).toEqual([{ index: 0, reasons: ['Cost category is inactive'] }]);
    await call(t, c.admin.token, 'PATCH', `/api/v1/cost-categories/${equipment.id}`, { is_active: true });

    const noAmount = await put([{ cost_code_id: c.code('03-1000'), cost_category_id: c.category('L') }]);
    expect(noAmount).toEqual({
      status: 400,
      body: { error: { code: 'invalid_input', message: 'Amount is required' } },
    });
    const badId = await put([{ ...line('03-1000', 'L', 1), cost_code_id: 'x' }]);
    expect(badId.body.error.message).toBe('Cost code is required');
  });

  it('another company’s job and codes are not found; its ids are refused as lines', async () => {
    const theirs = `/api/v1/jobs/${c.jobId}/budget`;
    expect((await call(t, other.token, 'GET', theirs)).status).toBe(404);
    expect((await call(t, other.token, 'PUT', theirs, { lines: [] })).status).toBe(404);
    expect((await call(t, other.token, 'GET', `${theirs}/export.csv`)).status).toBe(404);
    const preview = await call(t, other.token, 'POST', `${theirs}/import/preview`, {
      rows: [{ cost_code: '03-1000', cost_category: 'L', amount: '1' }],
    });
    expect(preview.status).toBe(404);
    // Our lines naming codes of another company: not found, as any unknown id.
    const otherCode = await call(t, other.token, 'POST', '/api/v1/cost-codes', {
      code: '09-0000',
      description: 'Finishes',
    });
    const res = await put([{ ...line('03-1000', 'L', 1), cost_code_id: otherCode.body.id }]);
    expect(res.body.error.details.lines).toEqual([{ index: 0, reasons: ['Cost code not found'] }]);
    expect((await call(t, c.admin.token, 'GET', budgetPath())).body.total_cents).toBe(2_500_060);
  });

  it('roles: field roles read (superintendent, foreman) but only office roles write; field employees see nothing', async () => {
    const foreman = await addMember(t, c.admin.organizationId, 'budget-foreman@a.co', 'foreman');
    const pm = await addMember(t, c.admin.organizationId, 'budget-pm@a.co', 'project_manager');
    const field = await addMember(t, c.admin.organizationId, 'budget-field@a.co', 'field_employee');
    expect((await call(t, foreman.token, 'GET', budgetPath())).status).toBe(200);
    expect((await put([], foreman.token)).status).toBe(403);
    expect((await call(t, field.token, 'GET', budgetPath())).status).toBe(403);
    const byPm = await put(
      [line('03-1000', 'L', 1_000), line('03-3000', 'S', 2_500_050, 'Pour, revised')],
      pm.token,
    );
    expect(byPm.status).toBe(200);
    expect(byPm.body.total_cents).toBe(2_501_050);
  });
});

describe('budget CSV import and export', () => {
  const importPath = () => `/api/v1/jobs/${c.jobId}/budget/import`;

  it('the preview says every reason per row; one bad row refuses the whole file', async () => {
    const rows = [
      { cost_code: '03-1000', cost_category: 'l', description: 'Crew', amount: '12,000.00' },
      { cost_code: '05-1000', cost_category: 'material', description: '=HYPERLINK("x")', amount: '4500.5' },
      { cost_code: '05-0000', cost_category: 'M', amount: '1' },
      { cost_code: '05-1000', cost_category: 'M', amount: 'ten' },
    ];
    const preview = await call(t, c.admin.token, 'POST', `${importPath()}/preview`, { rows });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: 2, invalid: 2, total_cents: 1_650_050 });
    expect(preview.body.rows.map((r: { action: string }) => r.action)).toEqual([
      'update',
      'new',
      'new',
      'new',
    ]);
    expect(preview.body.rows[2].reasons).toEqual([BUDGET_MESSAGES.costCodeParent]);
    expect(preview.body.rows[3].reasons).toEqual([
      'Duplicate cost code and category in file (first on row 2)',
      'Amount must be a non-negative amount with at most 2 decimals',
    ]);

    const refused = await call(t, c.admin.token, 'POST', importPath(), { rows });
    expect(refused).toEqual({
      status: 400,
      body: { error: { code: 'import_invalid', message: 'Cannot import file with validation errors' } },
    });
    expect((await call(t, c.admin.token, 'GET', budgetPath())).body.total_cents).toBe(2_501_050);
    const empty = await call(t, c.admin.token, 'POST', importPath(), { rows: [] });
    expect(empty.body.error.message).toBe('The file has no budget rows');
  });

  it('a valid file updates the lines it names, adds the others, keeps the rest; the job budget follows', async () => {
    const res = await call(t, c.admin.token, 'POST', importPath(), {
      rows: [
        { cost_code: '03-1000', cost_category: 'l', description: 'Crew', amount: '12,000.00' },
        { cost_code: '05-1000', cost_category: 'M', description: '=HYPERLINK("x")', amount: '4500.5' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 1 });
    // 03-1000 L 12,000.00 + 03-3000 S 25,000.50 (kept) + 05-1000 M 4,500.50
    expect(res.body.budget.total_cents).toBe(1_200_000 + 2_500_050 + 450_050);
    expect(await job()).toMatchObject({ budget_cents: 4_150_100 });
  });

  it('exports in the import’s columns, formulas neutralised, amounts as numbers; the file imports back unchanged', async () => {
    const res = await t.request(`/api/v1/jobs/${c.jobId}/budget/export.csv`, { token: c.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text).toBe(
      [
        'cost_code,cost_category,description,amount',
        '03-1000,L,Crew,12000.00',
        '03-3000,S,"Pour, revised",25000.50',
        `05-1000,M,"'=HYPERLINK(""x"")",4500.50`,
        '',
      ].join('\n'),
    );
  });
});
