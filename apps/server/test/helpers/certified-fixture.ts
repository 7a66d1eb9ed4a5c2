import { sql } from 'drizzle-orm';
import { commitments } from '../../src/db/schema/index.ts';
import { insertVendor } from './commitment-fixtures.ts';
import { addMember, call, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/*
 * Certified payroll fixtures (issue 22). Each helper of the issue keeps its part in its own exported
 * function here.
 */

/**
 * CP-SETUP's route-security seeds: the seeded job marked prevailing-wage with a determination in force
 * (effective 2026-01-01) and a classification, an apprenticeship program with the seeded employee
 * registered, a fringe plan, the admin as certifying officer, a third party as the job's compliance
 * viewer. Answers the ids by the path before each `{id}`.
 */
export async function seedCertifiedSetup(
  t: TestApp,
  admin: Member,
  jobId: string,
  employeeId: string,
): Promise<Record<string, string>> {
  const send = async (method: string, path: string, body: unknown, status = 201) => {
    const res = await call(t, admin.token, method, `/api/v1${path}`, body);
    if (res.status !== status) throw new Error(`seeding ${path} failed ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await send(
    'PUT',
    `/certified/jobs/${jobId}`,
    { wage_law: 'davis_bacon', awarding_agency: 'Seeded Agency', contract_number: 'C-1' },
    200,
  );
  const determination = await send('POST', `/certified/jobs/${jobId}/determinations`, {
    wd_number: 'SEC20260001',
    modification: 0,
    modification_date: '2026-01-01',
    effective_from: '2026-01-01',
  });
  const wageClass = await send('POST', `/certified/determinations/${determination.id}/classes`, {
    classification: 'Electrician',
    basic_rate: '38.50',
    fringe_rate: '6.73',
  });
  const program = await send('POST', '/certified/apprentice-programs', {
    name: 'Seeded Electrical JATC',
    classification: 'Electrician',
    ratio_apprentices: 1,
    ratio_journeyworkers: 3,
    levels: [{ level: 1, wagePercent: '50', fringePercent: '50' }],
  });
  const apprenticeship = await send('POST', `/certified/employees/${employeeId}/apprenticeships`, {
    program_id: program.id,
    level: 1,
    registered_on: '2026-01-05',
  });
  const plan = await send('POST', `/certified/employees/${employeeId}/fringe-plans`, {
    plan: 'health',
    plan_name: 'Seeded Health',
    method: 'per_hour',
    rate_per_hour: '4.00',
    effective_from: '2026-01-01',
  });
  await send('POST', '/certified/officers', { user_id: admin.userId, title: 'President' });
  const viewer = await addMember(t, admin.organizationId, 'cp-seeded-viewer@a.co', 'third_party');
  await send('POST', `/certified/jobs/${jobId}/viewers`, { user_id: viewer.userId });
  return {
    '/api/v1/certified/jobs': jobId,
    '/api/v1/certified/jobs/{id}/viewers': viewer.userId,
    '/api/v1/certified/determinations': determination.id,
    '/api/v1/certified/wage-classes': wageClass.id,
    '/api/v1/certified/apprentice-programs': program.id,
    '/api/v1/certified/employees': employeeId,
    '/api/v1/certified/fringe-plans': plan.id,
    '/api/v1/certified/apprenticeships': apprenticeship.id,
    '/api/v1/certified/officers': admin.userId,
  };
}

/**
 * CP-REPORTS' route-security seeds: the seeded job made a prime prevailing-wage job (if the setup seeds
 * have not already), a subcontractor with a subcontract on it whose weekly report (week ending
 * 2026-03-15) is uploaded, and an underpayment of the seeded employee. Answers the ids by the path
 * before each `{id}`.
 */
export async function seedCertifiedReports(
  t: TestApp,
  admin: Member,
  jobId: string,
  employeeId: string,
): Promise<Record<string, string>> {
  const org = admin.organizationId;
  await t.db.execute(sql`insert into prevailing_wage_jobs (job_id, organization_id, wage_law, awarding_agency)
    values (${jobId}::uuid, ${org}::uuid, 'davis_bacon', 'Seeded Agency') on conflict (job_id) do nothing`);
  const vendorId = await insertVendor(t, org, 'V-CPR1');
  await t.db.insert(commitments).values({
    organizationId: org,
    jobId,
    vendorId,
    kind: 'subcontract',
    commitmentNumber: 'SEC-CPR-SC-01',
    description: 'Seeded certified subcontract',
    status: 'executed',
  });
  const form = new FormData();
  form.append(
    'file',
    new File(
      [Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
      'sub.pdf',
      {
        type: 'application/pdf',
      },
    ),
  );
  const query = new URLSearchParams({ job_id: jobId, vendor_id: vendorId, week_ending: '2026-03-15' });
  const uploaded = await t.request(`/api/v1/certified/sub-reports/upload?${query}`, {
    method: 'POST',
    token: admin.token,
    body: form,
  });
  const report = (await uploaded.json()) as { id: string };
  if (uploaded.status !== 201) throw new Error(`seeding sub reports failed ${JSON.stringify(report)}`);
  const restitution = await call(t, admin.token, 'POST', '/api/v1/certified/restitutions', {
    job_id: jobId,
    employee_id: employeeId,
    week_ending: '2026-03-15',
    classification: 'Electrician',
    underpaid_cents: 1_234,
  });
  if (restitution.status !== 201)
    throw new Error(`seeding restitution failed ${JSON.stringify(restitution.body)}`);
  return {
    '/api/v1/certified/sub-reports': report.id,
    '/api/v1/certified/restitutions': restitution.body.id,
  };
}

/** WH-347's route-security seeds (kept beside its fixture). */
export { seedWh347 } from './wh347-fixture.ts';
