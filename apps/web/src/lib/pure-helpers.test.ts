import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpErrorMessage } from '@/features/auth/api/auth-messages';
import { badgeCount } from '@/features/dashboard/dashboard-tiles';
import { errorFromBody } from './api-fetch';
import { hashHasAuthError } from './boot-url';
import { isAppConfig } from './config';
import { readSidebarCookie, sidebarCookie } from './sidebar-state';
import { resolveTheme } from './theme';

describe('sidebar cookie', () => {
  it('reads the saved state and writes a 7-day cookie on /', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('other=true')).toBeNull();
    expect(sidebarCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });
});

describe('theme', () => {
  it('follows the system only for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});

describe('api errors', () => {
  it("uses the server's error.message", () => {
    const error = errorFromBody(
      { error: { code: 'bad_password', message: 'Current password is incorrect' } },
      400,
    );
    expect(error.message).toBe('Current password is incorrect');
    expect(error.code).toBe('bad_password');
    expect(error.status).toBe(400);
  });

  it('falls back for bodies without a message', () => {
    expect(errorFromBody(null, 502).message).toBe('Request failed (HTTP 502)');
    expect(errorFromBody({ message: 'Nope' }, 400).message).toBe('Nope');
  });
});

describe('auth messages (spec §8)', () => {
  it('translates the provider messages the spec names', () => {
    expect(signUpErrorMessage('User already registered')).toBe(
      'This email is already registered. Please sign in instead.',
    );
    expect(signInErrorMessage('Invalid login credentials')).toBe('Invalid email or password.');
    expect(signInErrorMessage('Email not confirmed')).toBe('Email not confirmed');
  });
});

describe('misc', () => {
  it('detects an error in an emailed link', () => {
    expect(hashHasAuthError('#error=access_denied&error_code=otp_expired&error_description=x')).toBe(true);
    expect(hashHasAuthError('#access_token=a&type=recovery')).toBe(false);
    expect(hashHasAuthError('')).toBe(false);
  });

  it('shows a dashboard badge only above 0', () => {
    expect(badgeCount({ '/billing': 3, '/payroll': 0 }, '/billing')).toBe(3);
    expect(badgeCount({ '/billing': 3, '/payroll': 0 }, '/payroll')).toBeNull();
    expect(badgeCount(undefined, '/billing')).toBeNull();
  });

  it('accepts only a complete runtime config', () => {
    expect(isAppConfig({ anonKey: 'k', siteUrl: 'http://x' })).toBe(true);
    expect(isAppConfig({ anonKey: '', siteUrl: 'http://x' })).toBe(false);
    expect(isAppConfig(null)).toBe(false);
  });
});
