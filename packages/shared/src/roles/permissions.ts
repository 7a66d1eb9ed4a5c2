import type { TRole } from './roles.ts';

/** Roles that set up customers and jobs: management, accounting, project management, third parties. */
const OFFICE_ROLES = [
  'director',
  'super_admin',
  'company_admin',
  'accountant',
  'project_manager',
  'third_party',
] as const satisfies readonly TRole[];

/** Roles that keep the books: management, accounting, the outside accountant (third party), internal staff. */
const LEDGER_ROLES = [
  'director',
  'super_admin',
  'company_admin',
  'accountant',
  'third_party',
] as const satisfies readonly TRole[];

/**
 * The one permission table (spec §6). The UI uses it to show or hide; the server to allow or refuse.
 * Every /api/v1 and /functions/v1 route declares one of these actions.
 *
 * - `session`      any signed-in user, with or without an organization (profile, setup).
 * - `org:read`     any member of the caller's organization.
 * - `company:edit` company profile, business settings, branding, cost codes (company admin, internal).
 * - `people:manage` employees and third-party users (company admin, internal).
 * - `people:delete` permanent deletion of an employee ('Testing Only'; internal users only).
 * - `support:read` client-support area (director, super_admin).
 * - `support:director` director-only support actions.
 * - `customers:write` create and edit customers; `jobs:write` create and edit jobs (office roles;
 *   a third-party user works at accountant level). Reading them is `org:read`.
 * - `jobcost:read`  vendors, budgets, commitments, change orders and job cost (office roles,
 *   superintendents and foremen; not field employees).
 * - `jobcost:write` create and edit vendors, budgets, commitments and change orders (company admin,
 *   accountant, project manager, third party, internal).
 * - `jobcost:approve` approve or reject change orders, execute or void commitments (company admin,
 *   project manager, internal).
 * - `billing:read`  contracts, customer change orders, pay applications, receipts and receivables (office roles).
 * - `billing:write` create and edit contracts, customer change orders and pay applications (office roles).
 * - `billing:approve-co` approve or reject customer change orders (company admin, project manager, internal).
 * - `billing:approve` approve or void pay applications, record receipts (company admin, accountant, internal).
 * - `documents:read` a job's documents (uploads and generated PDFs): everyone who reads jobs; a document
 *   made from another module's record (a pay application's PDF) is listed only to the readers of that
 *   module (DOCUMENT_SOURCE_READ_PERMISSION).
 * - `documents:write` upload, attach and delete documents (company admin, accountant, project manager,
 *   third party, internal).
 * - `payables:read`  vendor invoices, their documents and holds (office roles: company admin, accountant,
 *   project manager, third party, internal).
 * - `payables:write` enter and edit vendor invoices (the same roles).
 * - `payables:approve` approve invoices (company admin, accountant, project manager, internal); the
 *   company's setting then decides per invoice: the job's project manager or the office (company admin,
 *   accountant) — internal staff always (apInvoiceApprover in packages/shared/src/payables).
 * - `payables:post` post approved invoices to the ledger and void them (company admin, accountant, internal).
 * - `payables:pay`  pay bills, release retainage, void payments (company admin, accountant, internal).
 * - `payables:tax-ids` vendors' whole tax IDs in the 1099 CSV (company admin, accountant, internal: the
 *   people who pay vendors and file their 1099s); everyone else sees the last four digits only.
 * - `ledger:read`   the general ledger: balances, entries, trial balance, account detail (accounting
 *   roles and internal staff; project managers and field roles see none of it).
 * - `ledger:post`   keep the chart of accounts, save drafts, post and reverse entries, opening balances.
 * - `ledger:close`  close a period (an accountant may close, not reopen).
 * - `ledger:reopen` reopen a closed period with a reason; the ledger integrity check.
 * - `time:own`      enter and submit one's own time, see one's own pay stubs (every employee role; not
 *   third parties).
 * - `time:crew`     enter time for others: a foreman for the crews they lead, superintendents and project
 *   managers, the office (checked per person in the time module).
 * - `time:approve`  approve or reject submitted time: the job's project manager or superintendent (checked
 *   per job), accountants and company admins on every job, internal staff.
 * - `payroll:read`  payroll setup, runs, checks and reports (company admin, accountant; internal support
 *   read-only, with SSNs and bank numbers masked).
 * - `payroll:write` payroll setup (pay profiles, tax parameters, rules), runs: calculate, approve, post,
 *   void, liability payments, NACHA files (company admin, accountant).
 * - `payroll:sensitive` whole SSNs and bank account numbers (company admin, accountant).
 * - `certified:read`  certified payroll: prevailing-wage jobs, determinations, WH-347 reports and job
 *   compliance reports (company admin, accountant, internal support read-only; a project manager on the
 *   jobs they manage — checked per job).
 * - `certified:setup` prevailing-wage jobs, wage determinations, apprentice programs, fringe plans,
 *   certifying officers, job compliance viewers (company admin, accountant).
 * - `certified:prepare` make, review, amend and submit WH-347 reports, upload subcontractors' reports,
 *   restitution (company admin, accountant).
 * - `certified:sign` sign a WH-347 — only a person the company marks as certifying officer (checked per
 *   person) among these roles.
 * - `certified:download` download a job's signed WH-347 reports: the readers above, and third parties the
 *   company adds to that job (checked per job).
 * - `reconciliation:read`  bank accounts, statements, matches, reconciliations and their reports (company
 *   admin, accountant; internal support read-only).
 * - `imports:run` QuickBooks and CSV migrations: upload, map, preview, import, verify and roll back runs
 *   (company admin, accountant; internal support, who may run one on a client company's behalf, audited).
 * - `reconciliation:write` link bank accounts, import statements, match, rules, finish and undo
 *   (company admin, accountant).
 */
export const PERMISSIONS = {
  session: null,
  'org:read': [
    'director',
    'super_admin',
    'company_admin',
    'accountant',
    'project_manager',
    'superintendent',
    'foreman',
    'field_employee',
    'third_party',
  ],
  'company:edit': ['director', 'super_admin', 'company_admin'],
  'people:manage': ['director', 'super_admin', 'company_admin'],
  'people:delete': ['director', 'super_admin'],
  'customers:write': OFFICE_ROLES,
  'jobs:write': OFFICE_ROLES,
  'jobcost:read': [...OFFICE_ROLES, 'superintendent', 'foreman'],
  'jobcost:write': OFFICE_ROLES,
  'jobcost:approve': ['director', 'super_admin', 'company_admin', 'project_manager'],
  'billing:read': OFFICE_ROLES,
  'billing:write': OFFICE_ROLES,
  'billing:approve-co': ['director', 'super_admin', 'company_admin', 'project_manager'],
  'billing:approve': ['director', 'super_admin', 'company_admin', 'accountant'],
  'documents:read': [
    'director',
    'super_admin',
    'company_admin',
    'accountant',
    'project_manager',
    'superintendent',
    'foreman',
    'field_employee',
    'third_party',
  ],
  'documents:write': OFFICE_ROLES,
  'payables:read': OFFICE_ROLES,
  'payables:write': OFFICE_ROLES,
  'payables:approve': ['director', 'super_admin', 'company_admin', 'accountant', 'project_manager'],
  'payables:post': ['director', 'super_admin', 'company_admin', 'accountant'],
  'payables:pay': ['director', 'super_admin', 'company_admin', 'accountant'],
  'payables:tax-ids': ['director', 'super_admin', 'company_admin', 'accountant'],
  'ledger:read': LEDGER_ROLES,
  'ledger:post': LEDGER_ROLES,
  'ledger:close': LEDGER_ROLES,
  'ledger:reopen': ['director', 'super_admin', 'company_admin'],
  'time:own': [
    'director',
    'super_admin',
    'company_admin',
    'accountant',
    'project_manager',
    'superintendent',
    'foreman',
    'field_employee',
  ],
  'time:crew': [
    'director',
    'super_admin',
    'company_admin',
    'accountant',
    'project_manager',
    'superintendent',
    'foreman',
  ],
  'time:approve': [
    'director',
    'super_admin',
    'company_admin',
    'accountant',
    'project_manager',
    'superintendent',
  ],
  'payroll:read': ['director', 'super_admin', 'company_admin', 'accountant'],
  'payroll:write': ['company_admin', 'accountant'],
  'payroll:sensitive': ['company_admin', 'accountant'],
  'certified:read': ['director', 'super_admin', 'company_admin', 'accountant', 'project_manager'],
  'certified:setup': ['company_admin', 'accountant'],
  'certified:prepare': ['company_admin', 'accountant'],
  'certified:sign': ['company_admin', 'accountant', 'project_manager', 'superintendent'],
  'certified:download': [
    'director',
    'super_admin',
    'company_admin',
    'accountant',
    'project_manager',
    'third_party',
  ],
  'reconciliation:read': ['director', 'super_admin', 'company_admin', 'accountant'],
  'imports:run': ['director', 'super_admin', 'company_admin', 'accountant'],
  'reconciliation:write': ['company_admin', 'accountant'],
  'support:read': ['director', 'super_admin'],
  'support:director': ['director'],
} as const satisfies Record<string, readonly TRole[] | null>;

export type TPermission = keyof typeof PERMISSIONS;

/** Whether any of the roles grants the action. `session` needs no role at all. */
export function can(roles: readonly string[], permission: TPermission): boolean {
  const allowed: readonly string[] | null = PERMISSIONS[permission];
  if (allowed === null) return true;
  return roles.some((r) => allowed.includes(r));
}
