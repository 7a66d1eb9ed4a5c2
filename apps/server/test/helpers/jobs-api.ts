import { call, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/** Calls of the customers and jobs API as one member, for the jobs suites (the app is created later). */
export function jobsApi(app: () => TestApp) {
  const get = (who: Member, path: string) => call(app(), who.token, 'GET', path);
  return {
    async newCustomer(who: Member, customer_number: string, name: string): Promise<string> {
      const res = await call(app(), who.token, 'POST', '/api/v1/customers', { customer_number, name });
      if (res.status !== 201) throw new Error(`customer ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    },
    create: (who: Member, body: unknown) => call(app(), who.token, 'POST', '/api/v1/jobs', body),
    patch: (who: Member, id: string, body: unknown) =>
      call(app(), who.token, 'PATCH', `/api/v1/jobs/${id}`, body),
    get,
    nextNumber: async (who: Member): Promise<string> =>
      (await get(who, '/api/v1/jobs/next-number')).body.project_number,
  };
}
