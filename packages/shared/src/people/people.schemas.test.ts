import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import {
  deriveUserStatus,
  EMPLOYMENT_STATUS_LABELS,
  ZAddCompanyUser,
  ZAddEmployee,
  ZCompanyUserForm,
  ZUpdateEmployee,
} from './people.schemas.ts';

const valid = { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', role: 'foreman' };
const message = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as never);

describe('ZAddEmployee', () => {
  it('trims names, lower-cases the e-mail, turns empty optional fields into null', () => {
    const parsed = ZAddEmployee.parse({
      ...valid,
      first_name: ' Ana ',
      email: ' Ana@Example.COM ',
      job_title: '',
      hire_date: '',
      department_id: '',
    });
    expect(parsed).toMatchObject({
      first_name: 'Ana',
      email: 'ana@example.com',
      job_title: null,
      hire_date: null,
      department_id: null,
    });
  });

  it.each([
    [{ first_name: '' }, 'First name is required'],
    [{ last_name: ' ' }, 'Last name is required'],
    [{ first_name: 'a'.repeat(51) }, 'First name must be less than 50 characters'],
    [{ last_name: 'a'.repeat(51) }, 'Last name must be less than 50 characters'],
    [{ email: 'x' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'Email must be less than 255 characters'],
    [{ role: 'super_admin' }, 'Role is required'],
    [{ role: undefined }, 'Role is required'],
    [{ hire_date: '2026-13' }, 'Invalid date'],
    [{ job_title: 'j'.repeat(101) }, 'Job title must be less than 100 characters'],
  ])('%j → %s', (override, expected) => {
    expect(message(ZAddEmployee.safeParse({ ...valid, ...override }))).toBe(expected);
  });

  it('assigns only the six employee roles', () => {
    for (const role of [
      'company_admin',
      'accountant',
      'project_manager',
      'superintendent',
      'foreman',
      'field_employee',
    ])
      expect(ZAddEmployee.safeParse({ ...valid, role }).success).toBe(true);
    for (const role of ['director', 'super_admin', 'third_party'])
      expect(ZAddEmployee.safeParse({ ...valid, role }).success).toBe(false);
  });
});

describe('ZUpdateEmployee', () => {
  it('takes the status alone (the toggle) but never pending', () => {
    expect(ZUpdateEmployee.parse({ employment_status: 'terminated' })).toEqual({
      employment_status: 'terminated',
    });
    expect(ZUpdateEmployee.safeParse({ employment_status: 'pending' }).success).toBe(false);
  });
  it('labels pending as the spec says', () => {
    expect(EMPLOYMENT_STATUS_LABELS.pending).toBe('Pending Invitation');
  });
});

describe('users', () => {
  it('Add User needs names and an e-mail', () => {
    expect(message(ZAddCompanyUser.safeParse({ first_name: 'A', last_name: '', email: 'a@b.co' }))).toBe(
      'Last name is required',
    );
  });
  it('Edit User allows the six roles and third_party', () => {
    const base = { first_name: 'A', last_name: 'B', email: 'a@b.co' };
    expect(ZCompanyUserForm.safeParse({ ...base, role: 'third_party' }).success).toBe(true);
    expect(ZCompanyUserForm.safeParse({ ...base, role: 'accountant' }).success).toBe(true);
    expect(message(ZCompanyUserForm.safeParse({ ...base, role: 'director' }))).toBe('Role is required');
  });
  it('derives the status from confirmation and sign-in', () => {
    expect(deriveUserStatus(null, null)).toBe('Pending');
    expect(deriveUserStatus('x', 'y')).toBe('Active');
    expect(deriveUserStatus('x', null)).toBe('Confirmed');
    expect(deriveUserStatus(null, 'y')).toBe('Unknown');
  });
});
