import {
  ZApiError,
  ZBankAccount,
  ZBankAccountInput,
  ZDeduction,
  ZDeductionInput,
  ZEmployeePayProfile,
  ZEmployeePayProfileInput,
  ZEmployeePaySetup,
  ZPayRate,
  ZPayRateInput,
  ZRevealedAccount,
  ZRevealedSsn,
  ZStateWithholding,
  ZStateWithholdingInput,
  ZUpdateBankAccount,
  ZUpdateDeduction,
  ZUpdatePayRate,
  ZUpdateStateWithholding,
} from '@groundwork/shared';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { dataCipherFor } from '../../lib/crypto.ts';
import { withTenant } from '../../lib/tenant.ts';
import {
  addBankAccount,
  deactivateBankAccount,
  revealBankAccount,
  updateBankAccount,
} from './employee-bank-accounts.ts';
import { addDeduction, deleteDeduction, updateDeduction } from './employee-deductions.ts';
import { getEmployeePaySetup, revealSsn, savePayProfile } from './employee-pay-profile.ts';
import { addPayRate, deletePayRate, updatePayRate } from './employee-pay-rates.ts';
import {
  addStateWithholding,
  deleteStateWithholding,
  updateStateWithholding,
} from './employee-state-withholdings.ts';

const TAGS = ['Employee pay setup'];
const employeeNotFound = notFoundResponse('Employee not found (employee_not_found)');
const conflict = {
  409: jsonResponse('Refused (a duplicate, the default rate, an inactive account)', ZApiError),
};
const deleted = { 204: { description: 'Deleted' } };

/**
 * One employee's pay setup (issue 21, item 3): `{id}` of /employee-pay is the employee's id (employees.id).
 * Reading: payroll:read (internal support included) with SSNs and account numbers masked; changing:
 * payroll:write; the whole SSN or account number: payroll:sensitive, audited.
 */
export function employeePayRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const cipher = dataCipherFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/employee-pay/{id}',
      tags: TAGS,
      summary:
        "An employee's whole pay setup: profile (pay type, frequency, W-4, SSN masked •••-••-1234), rates by classification, state certificates, deductions, direct deposit accounts (numbers masked) and warnings",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The pay setup', ZEmployeePaySetup), ...employeeNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => getEmployeePaySetup(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'put',
      path: '/employee-pay/{id}',
      tags: TAGS,
      summary:
        "Save an employee's pay profile: pay type (salary needs the annual salary), frequency, FLSA exempt, overhead, default classification, workers' comp class, home state, union local, W-4 (2020+: filing status, Step 2 box, Steps 3, 4(a), 4(b), 4(c); pre-2020: allowances and extra withholding in w4_step4c_cents), exempt, SSN (absent keeps it, null clears it; stored encrypted), payment method",
      request: { params: ZIdParams, ...jsonBody(ZEmployeePayProfileInput) },
      responses: { 200: jsonResponse('The profile', ZEmployeePayProfile), ...employeeNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => savePayProfile(tx, caller, cipher, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:sensitive', {
      method: 'get',
      path: '/employee-pay/{id}/ssn',
      tags: TAGS,
      summary: "Reveal an employee's whole SSN (123-45-6789; null when none is on file); the look is audited",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The SSN', ZRevealedSsn), ...employeeNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => revealSsn(tx, caller, cipher, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/employee-pay/{id}/rates',
      tags: TAGS,
      summary:
        'Add an hourly rate for a classification; is_default moves the default here (the first rate is always the default); 409 pay_rate_taken',
      request: { params: ZIdParams, ...jsonBody(ZPayRateInput) },
      responses: { 201: jsonResponse('The rate', ZPayRate), ...employeeNotFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => addPayRate(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/employee-pay-rates/{id}',
      tags: TAGS,
      summary: 'Edit a rate (classification, hourly rate, or make it the default)',
      request: { params: ZIdParams, ...jsonBody(ZUpdatePayRate) },
      responses: {
        200: jsonResponse('The rate', ZPayRate),
        ...notFoundResponse('Pay rate not found (pay_rate_not_found)'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updatePayRate(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/employee-pay-rates/{id}',
      tags: TAGS,
      summary: 'Delete a rate; the default only when it is the last (409 default_pay_rate)',
      request: { params: ZIdParams },
      responses: { ...deleted, ...notFoundResponse('Pay rate not found (pay_rate_not_found)'), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deletePayRate(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/employee-pay/{id}/state-withholdings',
      tags: TAGS,
      summary: 'Add a state withholding certificate (one per state; 409 state_withholding_taken)',
      request: { params: ZIdParams, ...jsonBody(ZStateWithholdingInput) },
      responses: {
        201: jsonResponse('The certificate', ZStateWithholding),
        ...employeeNotFound,
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => addStateWithholding(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/employee-state-withholdings/{id}',
      tags: TAGS,
      summary: 'Edit a state withholding certificate',
      request: { params: ZIdParams, ...jsonBody(ZUpdateStateWithholding) },
      responses: {
        200: jsonResponse('The certificate', ZStateWithholding),
        ...notFoundResponse('State certificate not found (state_withholding_not_found)'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateStateWithholding(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/employee-state-withholdings/{id}',
      tags: TAGS,
      summary: 'Delete a state withholding certificate',
      request: { params: ZIdParams },
      responses: {
        ...deleted,
        ...notFoundResponse('State certificate not found (state_withholding_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteStateWithholding(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/employee-pay/{id}/deductions',
      tags: TAGS,
      summary:
        'Add a deduction: pre-tax 401(k) or section 125, Roth, union dues, other post-tax, or a garnishment (max percent of disposable earnings, 25 by default); a fixed amount or a percent of gross; annual limit; priority',
      request: { params: ZIdParams, ...jsonBody(ZDeductionInput) },
      responses: { 201: jsonResponse('The deduction', ZDeduction), ...employeeNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => addDeduction(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/employee-deductions/{id}',
      tags: TAGS,
      summary: 'Edit a deduction (checked whole after the change); is_active false stops it',
      request: { params: ZIdParams, ...jsonBody(ZUpdateDeduction) },
      responses: {
        200: jsonResponse('The deduction', ZDeduction),
        ...notFoundResponse('Deduction not found (deduction_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateDeduction(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/employee-deductions/{id}',
      tags: TAGS,
      summary: 'Delete a deduction',
      request: { params: ZIdParams },
      responses: { ...deleted, ...notFoundResponse('Deduction not found (deduction_not_found)') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteDeduction(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/employee-pay/{id}/bank-accounts',
      tags: TAGS,
      summary:
        'Add a direct deposit account: routing number (ABA check digit verified), account number (4–17 digits, stored encrypted), checking or savings, split by amount, percent or remainder (at most one remainder; percents at most 100 %), prenote status',
      request: { params: ZIdParams, ...jsonBody(ZBankAccountInput) },
      responses: { 201: jsonResponse('The account (number masked)', ZBankAccount), ...employeeNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => addBankAccount(tx, caller, cipher, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/employee-bank-accounts/{id}',
      tags: TAGS,
      summary:
        'Edit an active account; a new routing or account number starts its prenote over (pending) unless the edit sets the status',
      request: { params: ZIdParams, ...jsonBody(ZUpdateBankAccount) },
      responses: {
        200: jsonResponse('The account', ZBankAccount),
        ...notFoundResponse('Bank account not found (bank_account_not_found)'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await withTenant(db, caller, (tx) => updateBankAccount(tx, caller, cipher, id, input)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/employee-bank-accounts/{id}/deactivate',
      tags: TAGS,
      summary: 'Stop paying into an account (it stays on file)',
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The account', ZBankAccount),
        ...notFoundResponse('Bank account not found (bank_account_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => deactivateBankAccount(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:sensitive', {
      method: 'get',
      path: '/employee-bank-accounts/{id}/reveal',
      tags: TAGS,
      summary: 'Reveal the whole account number; the look is audited',
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The account number', ZRevealedAccount),
        ...notFoundResponse('Bank account not found (bank_account_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => revealBankAccount(tx, caller, cipher, id)), 200);
    },
  );

  return api;
}
