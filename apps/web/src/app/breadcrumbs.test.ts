import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, findAppRoute, parentHref } from './breadcrumbs';
import { APP_ROUTES } from './routes-table';

// Spec §2's login-required and internal routes: every one must exist in the route table.
const SPEC_ROUTES = [
  '/dashboard',
  '/customers/setup',
  '/jobs/setup',
  '/change-orders/customer',
  '/billing',
  '/vendors/setup',
  '/subcontracts/setup',
  '/change-orders/vendor',
  '/invoices/enter',
  '/employees/setup',
  '/time-entry',
  '/payroll',
  '/employees/reports',
  '/chart-of-accounts',
  '/journal-entries',
  '/reconciliation',
  '/reports',
  '/settings/company',
  '/settings/company/profile',
  '/settings/company/business',
  '/settings/company/branding',
  '/settings/company/cost-codes',
  '/settings/company/cost-categories',
  '/settings/company/users',
  '/settings/profile',
  '/imports/all',
  '/customer-support',
  '/customer-support/companies',
  '/customer-support/companies/abc-123',
  '/customer-support/users',
  '/customer-support/internal-admins',
];

describe('route table', () => {
  it('has an entry for every login-required route of the spec', () => {
    for (const path of SPEC_ROUTES) expect(findAppRoute(path), path).not.toBeNull();
  });

  it('has no duplicate paths and only parents that exist', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of APP_ROUTES) {
      if (route.parent && route.parent !== '/') expect(paths, route.path).toContain(route.parent);
    }
  });

  it('keeps the client-support area internal-only, and only it', () => {
    for (const route of APP_ROUTES) {
      expect(route.access, route.path).toBe(route.path.startsWith('/customer-support') ? 'internal' : 'auth');
    }
  });

  it('titles the spec placeholders as the spec names them', () => {
    expect(findAppRoute('/change-orders/customer')?.route.title).toBe('Customer Change Orders');
    expect(findAppRoute('/reports')?.route.title).toBe('Financial Reports');
    expect(findAppRoute('/settings/company/cost-codes')?.route.title).toBe('Standard Cost Codes');
    expect(findAppRoute('/settings/company/users')?.route.title).toBe('Third-Party Users');
  });
});

describe('breadcrumbTrail', () => {
  it('puts area pages under Dashboard (/)', () => {
    expect(breadcrumbTrail('/billing')).toEqual([
      { title: 'Dashboard', href: '/' },
      { title: 'Billing', href: '/billing' },
    ]);
  });

  it('puts company-settings children and All Imports under Company Settings', () => {
    expect(breadcrumbTrail('/settings/company/branding').map((crumb) => crumb.title)).toEqual([
      'Dashboard',
      'Company Settings',
      'Company Branding',
    ]);
    expect(breadcrumbTrail('/imports/all').map((crumb) => crumb.href)).toEqual([
      '/',
      '/settings/company',
      '/imports/all',
    ]);
  });

  it('fills route parameters of a company detail page', () => {
    expect(breadcrumbTrail('/customer-support/companies/42')).toEqual([
      { title: 'Client Support', href: '/customer-support' },
      { title: 'Companies', href: '/customer-support/companies' },
      { title: 'Company Details', href: '/customer-support/companies/42' },
    ]);
  });

  it('puts a customer or a job under its setup page', () => {
    expect(breadcrumbTrail('/customers/3f1c')).toEqual([
      { title: 'Dashboard', href: '/' },
      { title: 'Customer Setup', href: '/customers/setup' },
      { title: 'Customer', href: '/customers/3f1c' },
    ]);
    expect(parentHref('/jobs/9a2b')).toBe('/jobs/setup');
  });

  it("does not read 'setup' as a customer or job id", () => {
    expect(findAppRoute('/customers/setup')?.route.page).toBe('customer-setup');
    expect(findAppRoute('/jobs/setup')?.route.page).toBe('job-setup');
    expect(findAppRoute('/customers/42')?.route.page).toBe('customer-detail');
    expect(findAppRoute('/jobs/42')?.route.page).toBe('job-detail');
  });

  it('puts the ledger pages under the chart of accounts, and reads none of them as an account id', () => {
    expect(findAppRoute('/chart-of-accounts/trial-balance')?.route.page).toBe('trial-balance');
    expect(findAppRoute('/chart-of-accounts/opening-balances')?.route.page).toBe('opening-balances');
    expect(findAppRoute('/chart-of-accounts/7d1e')?.route.page).toBe('account-detail');
    expect(breadcrumbTrail('/chart-of-accounts/7d1e').map((crumb) => crumb.href)).toEqual([
      '/',
      '/chart-of-accounts',
      '/chart-of-accounts/7d1e',
    ]);
    expect(parentHref('/chart-of-accounts/trial-balance')).toBe('/chart-of-accounts');
  });

  it('gives nothing for an unknown path', () => {
    expect(breadcrumbTrail('/nope')).toEqual([]);
  });
});

describe('parentHref', () => {
  it('is the parent page, or null to go back in history', () => {
    expect(parentHref('/jobs/setup')).toBe('/');
    expect(parentHref('/settings/company/users')).toBe('/settings/company');
    expect(parentHref('/customer-support/internal-admins')).toBe('/customer-support');
    expect(parentHref('/settings/profile')).toBeNull();
    expect(parentHref('/dashboard')).toBeNull();
  });

  it("keeps internal support's client company from an import run to the hub, and nowhere else", () => {
    expect(parentHref('/imports/runs/r1', '?step=map&organization_id=o1')).toBe(
      '/imports?organization_id=o1',
    );
    expect(parentHref('/imports/runs/r1', '?step=map')).toBe('/imports');
    expect(breadcrumbTrail('/imports/runs/r1', '?organization_id=o1').map((crumb) => crumb.href)).toEqual([
      '/',
      '/settings/company',
      '/imports?organization_id=o1',
      '/imports/runs/r1',
    ]);
    expect(parentHref('/jobs/9a2b', '?organization_id=o1')).toBe('/jobs/setup');
  });
});
