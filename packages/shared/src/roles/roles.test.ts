import { describe, expect, it } from 'vitest';
import { initials } from '../formats/formats.ts';
import { can, PERMISSIONS } from './permissions.ts';
import { hasInternalRole, isInternalRole, ROLES, roleBadgeVariant, roleLabel } from './roles.ts';

describe('roles', () => {
  it('has the nine roles of spec §3', () => {
    expect(ROLES).toHaveLength(9);
  });
  it('internal means director or super_admin', () => {
    expect(ROLES.filter(isInternalRole)).toEqual(['director', 'super_admin']);
    expect(hasInternalRole(['foreman', 'super_admin'])).toBe(true);
    expect(hasInternalRole(['company_admin'])).toBe(false);
  });
  it('badge styles follow spec §6', () => {
    expect(roleBadgeVariant('director')).toBe('destructive');
    expect(roleBadgeVariant('super_admin')).toBe('destructive');
    expect(roleBadgeVariant('company_admin')).toBe('default');
    expect(roleBadgeVariant('foreman')).toBe('secondary');
  });
  it('labels', () => {
    expect(roleLabel('company_admin')).toBe('Company Admin');
    expect(roleLabel('field_employee')).toBe('Field Employee');
  });
});

describe('permissions table', () => {
  it('session needs no role; others need one of their roles', () => {
    expect(can([], 'session')).toBe(true);
    expect(can([], 'org:read')).toBe(false);
    expect(can(['foreman'], 'org:read')).toBe(true);
    expect(can(['foreman'], 'company:edit')).toBe(false);
    expect(can(['company_admin'], 'company:edit')).toBe(true);
    expect(can(['super_admin'], 'support:read')).toBe(true);
    expect(can(['super_admin'], 'support:director')).toBe(false);
    expect(can(['director'], 'support:director')).toBe(true);
  });
  it('every role can read its organization', () => {
    for (const role of ROLES) expect(can([role], 'org:read')).toBe(true);
    expect(Object.keys(PERMISSIONS)).toContain('people:manage');
  });
});

describe('customers and jobs permissions', () => {
  const writers = [
    'director',
    'super_admin',
    'company_admin',
    'accountant',
    'project_manager',
    'third_party',
  ];
  it.each(['customers:write', 'jobs:write'] as const)('%s: office roles and third parties', (permission) => {
    for (const role of ROLES) expect(can([role], permission)).toBe(writers.includes(role));
    expect(can([], permission)).toBe(false);
    expect(can(['foreman', 'accountant'], permission)).toBe(true);
  });
  it('field roles read but do not write', () => {
    for (const role of ['superintendent', 'foreman', 'field_employee']) {
      expect(can([role], 'org:read')).toBe(true);
      expect(can([role], 'customers:write')).toBe(false);
      expect(can([role], 'jobs:write')).toBe(false);
    }
  });
});

describe('avatar initials (spec §2)', () => {
  it.each([
    [['Ann', 'Lee', 'x@y.z'], 'AL'],
    [['Ann', null, 'x@y.z'], 'AN'],
    [[null, 'Lee', 'bob@y.z'], 'BO'],
    [[null, null, null], 'U'],
    [['  ', '', ''], 'U'],
  ])('%j → %s', ([f, l, e], expected) => {
    expect(initials(f, l, e)).toBe(expected);
  });
});
