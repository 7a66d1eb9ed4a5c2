import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  firstIssueMessage,
  splitFullName,
  ZChangePassword,
  ZChangePasswordRequest,
  ZForgotPassword,
  ZResetPassword,
  ZSignIn,
  ZSignUp,
} from './auth.schemas.ts';

const firstError = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const r = schema.safeParse(value);
  if (r.success) return null;
  return firstIssueMessage(r.error as never);
};

describe('sign-in and sign-up (spec §5)', () => {
  it('accepts a valid sign-in', () => {
    expect(ZSignIn.safeParse({ email: 'a@b.co', password: '12345678' }).success).toBe(true);
  });
  it.each([
    [{ email: 'nope', password: '12345678' }, 'Invalid email address'],
    [{ email: 'a@b.co', password: '1234567' }, 'Password must be at least 8 characters'],
  ])('sign-in %j → %s', (value, message) => {
    expect(firstError(ZSignIn, value)).toBe(message);
  });
  it('sign-up needs a full name of at least 2 characters', () => {
    expect(firstError(ZSignUp, { email: 'a@b.co', password: '12345678', fullName: ' A ' })).toBe(
      'Full name is required',
    );
    expect(ZSignUp.safeParse({ email: 'a@b.co', password: '12345678', fullName: 'Al' }).success).toBe(true);
  });
  it('shows the first error first (email before password)', () => {
    expect(firstError(ZSignIn, { email: 'x', password: '1' })).toBe('Invalid email address');
  });
});

describe('password screens (spec §5)', () => {
  it('change password: length then match', () => {
    expect(
      firstError(ZChangePassword, { currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }),
    ).toBe('Password must be at least 8 characters long');
    expect(
      firstError(ZChangePassword, {
        currentPassword: 'x',
        newPassword: '12345678',
        confirmPassword: '12345679',
      }),
    ).toBe('New passwords do not match');
    expect(
      ZChangePassword.safeParse({
        currentPassword: 'x',
        newPassword: '12345678',
        confirmPassword: '12345678',
      }).success,
    ).toBe(true);
  });
  it('reset password: required, then too short, then match', () => {
    expect(firstError(ZResetPassword, { password: '', confirmPassword: '' })).toBe('All fields required');
    expect(firstError(ZResetPassword, { password: 'abc', confirmPassword: '' })).toBe('All fields required');
    expect(firstError(ZResetPassword, { password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password too short',
    );
    expect(firstError(ZResetPassword, { password: '12345678', confirmPassword: '87654321' })).toBe(
      "Passwords don't match",
    );
    expect(ZResetPassword.safeParse({ password: '12345678', confirmPassword: '12345678' }).success).toBe(
      true,
    );
  });
  it('forgot password: e-mail required', () => {
    expect(firstError(ZForgotPassword, { email: '  ' })).toBe('Email required');
    expect(AUTH_MESSAGES.forgotEmailRequiredDescription).toBe('Please enter your email address');
  });
  it('the server-side change refuses over-long passwords', () => {
    expect(
      ZChangePasswordRequest.safeParse({ currentPassword: 'x', newPassword: 'y'.repeat(129) }).success,
    ).toBe(false);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Ann Lee', { firstName: 'Ann', lastName: 'Lee' }],
    ['  Mary  Ann   Smith ', { firstName: 'Mary', lastName: 'Ann Smith' }],
    ['Cher', { firstName: 'Cher', lastName: null }],
    ['', { firstName: null, lastName: null }],
    [null, { firstName: null, lastName: null }],
  ])('%j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });
});
