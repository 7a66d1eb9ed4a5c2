import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import { formatCompanyId, ZAddInternalAdmin, ZCreateCompany, ZResetUserPassword } from './support.schemas.ts';

describe('formatCompanyId', () => {
  it.each([
    ['a', 'A'],
    ['abcd', 'ABCD'],
    ['abcd1', 'ABCD-1'],
    ['ABCD-123', 'ABCD-123'],
    ['abcd-1234', 'ABCD-123'],
    ['ab1cd', 'AB'],
    ['abcde12', 'ABCD-12'],
    [' acme 007 ', 'ACME-007'],
  ])('%s → %s', (typed, formatted) => {
    expect(formatCompanyId(typed)).toBe(formatted);
  });
});

const company = {
  companyName: 'Acme Builders',
  companyId: 'ACME-001',
  adminFirstName: 'Ada',
  adminLastName: 'Lovelace',
  adminEmail: 'ada@acme.test',
};

describe('ZCreateCompany', () => {
  it('defaults the tier to trial', () => {
    expect(ZCreateCompany.parse(company).subscriptionTier).toBe('trial');
  });
  it.each([
    [{ companyName: 'A' }, 'Company name must be between 2 and 100 characters'],
    [{ companyName: 'A'.repeat(101) }, 'Company name must be between 2 and 100 characters'],
    [{ companyId: 'ACM-001' }, 'Company ID must be in format XXXX-### (4 letters, dash, 3 numbers)'],
    [{ companyId: 'acme-001' }, 'Company ID must be in format XXXX-### (4 letters, dash, 3 numbers)'],
    [{ adminFirstName: 'A' }, 'Admin first name must be between 2 and 50 characters'],
    [{ adminLastName: 'L'.repeat(51) }, 'Admin last name must be between 2 and 50 characters'],
    [{ adminEmail: 'nope' }, 'Invalid email address'],
  ])('%j → %s', (override, message) => {
    const r = ZCreateCompany.safeParse({ ...company, ...override });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe(message);
  });
  it('accepts every tier and refuses others', () => {
    for (const tier of ['trial', 'basic', 'professional', 'enterprise'])
      expect(ZCreateCompany.safeParse({ ...company, subscriptionTier: tier }).success).toBe(true);
    expect(ZCreateCompany.safeParse({ ...company, subscriptionTier: 'gold' }).success).toBe(false);
  });
});

describe('internal admins', () => {
  it('defaults the role to super_admin and needs names', () => {
    expect(ZAddInternalAdmin.parse({ firstName: 'A', lastName: 'B', email: 'a@b.co' }).role).toBe(
      'super_admin',
    );
    const r = ZAddInternalAdmin.safeParse({ firstName: '', lastName: 'B', email: 'a@b.co' });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe('First name is required');
  });
  it('reset password needs at least 6 characters', () => {
    const r = ZResetUserPassword.safeParse({
      userId: '00000000-0000-4000-8000-000000000000',
      newPassword: '12345',
    });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe('Password must be at least 6 characters');
  });
});
