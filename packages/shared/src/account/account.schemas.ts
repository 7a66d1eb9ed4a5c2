import { z } from 'zod';
import { PASSWORD_MAX, PROFILE_PASSWORD_MIN } from '../auth/auth.schemas.ts';

/** Profile Settings messages (spec §5 Password screens, §8 Profile). */
export const PROFILE_MESSAGES = {
  namesRequired: 'First name and last name are required',
  passwordMin: 'Password must be at least 6 characters',
  passwordMismatch: 'New passwords do not match',
  profileSaved: 'Profile updated successfully',
  passwordSaved: 'Password changed successfully!',
  themeError: 'Error saving theme preference',
} as const;

export const THEME_PREFERENCES = ['light', 'dark'] as const;
export type TThemePreference = (typeof THEME_PREFERENCES)[number];

/** PATCH /api/v1/me/profile: the names (both required, trimmed, at most 50) and/or the theme. */
export const ZUpdateProfile = z
  .object({
    first_name: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.namesRequired)
      .max(50, 'First name must be less than 50 characters'),
    last_name: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.namesRequired)
      .max(50, 'Last name must be less than 50 characters'),
    theme_preference: z.enum(THEME_PREFERENCES),
  })
  .partial()
  .refine((v) => (v.first_name === undefined) === (v.last_name === undefined), {
    message: PROFILE_MESSAGES.namesRequired,
    path: ['first_name'],
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;

/** The profile page's password form: the current one proven again, the new one twice (spec: at least 6). */
export const ZProfilePassword = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(PROFILE_PASSWORD_MIN, PROFILE_MESSAGES.passwordMin).max(PASSWORD_MAX),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PROFILE_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type TProfilePassword = z.infer<typeof ZProfilePassword>;

/** One signed-in device of the caller (an auth session). */
export const ZAccountSession = z.object({
  id: z.string().uuid(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  aal: z.enum(['aal1', 'aal2']),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

/** One entry of the caller's security trail (sign-ins, failures, password and factor changes). */
export const ZSecurityEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  description: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

/** What the trail's actions mean to a person (unknown actions show their code). */
export const SECURITY_EVENT_LABELS: Record<string, string> = {
  login: 'Signed in',
  login_failed: 'Failed sign-in attempt',
  logout: 'Signed out',
  token_revoked: 'Session ended',
  token_reuse_detected: 'Stolen sign-in token refused; that session was ended',
  user_signedup: 'Account created',
  user_changed_password: 'Password changed',
  user_updated_password: 'Password changed',
  recovery_requested: 'Password reset requested',
  recovery_verified: 'Password reset link used',
  signup_verified: 'E-mail address confirmed',
  magiclink_verified: 'Signed in with an e-mail link',
  invite_verified: 'Invitation accepted',
  email_change_verified: 'E-mail address changed',
  otp_requested: 'Sign-in link requested',
  mfa_factor_enrolled: 'Authenticator added (not yet confirmed)',
  mfa_factor_verified: 'Authenticator code accepted',
  mfa_factor_deleted: 'Authenticator removed',
  mfa_verify_failed: 'Wrong authenticator code',
  session_ended: 'Signed out a device',
  user_invited: 'Invited',
  admin_link_generated: 'Sign-in link made by an administrator',
};
