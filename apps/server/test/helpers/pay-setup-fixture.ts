import { call, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/**
 * One of each pay-setup row for an employee of the admin's company (route-security seeds): the ids by
 * the path before each `{id}`.
 */
export async function seedPaySetup(
  t: TestApp,
  admin: Member,
  employeeId: string,
): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown) => {
    const res = await call(t, admin.token, 'POST', path, body);
    if (res.status !== 201) throw new Error(`seeding ${path} failed ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  const employee = `/api/v1/employee-pay/${employeeId}`;
  return {
    '/api/v1/employee-pay': employeeId,
    '/api/v1/employee-pay-rates': await post(`${employee}/rates`, {
      classification: 'Carpenter',
      hourly_rate: '30',
    }),
    '/api/v1/employee-state-withholdings': await post(`${employee}/state-withholdings`, { state: 'VA' }),
    '/api/v1/employee-deductions': await post(`${employee}/deductions`, {
      kind: 'union_dues',
      description: 'Dues',
      method: 'amount',
      amount_cents: 2_000,
    }),
    '/api/v1/employee-bank-accounts': await post(`${employee}/bank-accounts`, {
      routing_number: '021000021',
      account_number: '12345678',
      account_type: 'checking',
      split_method: 'remainder',
    }),
    '/api/v1/workers-comp-classes': await post('/api/v1/workers-comp-classes', {
      state: 'VA',
      class_code: '5403',
      rate_per_100: '9.5',
    }),
    '/api/v1/fringe-rates': await post('/api/v1/fringe-rates', {
      union_local: 'Local 1',
      classification: 'Carpenter',
      fund: 'pension',
      rate_per_hour: '4',
      effective_from: '2026-01-01',
    }),
    '/api/v1/overtime-rules': await post('/api/v1/overtime-rules', {
      code: 'L1',
      name: 'Local 1',
      kind: 'agreement',
      union_local: 'Local 1',
      rules: { saturday: '1.5' },
    }),
    // A company row: another company must not see it (a built-in row every company reads).
    '/api/v1/tax-parameters': await post('/api/v1/tax-parameters', {
      jurisdiction: 'VA',
      tax: 'suta_rate',
      effective_year: 2026,
      params: { ratePercent: '2.5' },
    }),
  };
}
