import { z } from 'zod';

/** Messages are the spec's exact words (§5, §8). */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 8 characters',
  fullNameRequired: 'Full name is required',
  changePasswordMismatch: 'New passwords do not match',
  changePasswordMin: 'Password must be at least 8 characters long',
  resetAllRequired: 'All fields required',
  resetTooShort: 'Password too short',
  resetMismatch: "Passwords don't match",
  forgotEmailRequired: 'Email required',
  forgotEmailRequiredDescription: 'Please enter your email address',
  emailOrPhoneAndPassword: 'You must provide either an email or phone number and a password',
} as const;

export const PASSWORD_MIN = 8;
export const PROFILE_PASSWORD_MIN = 6;
/** Upper bound on password length: argon2 cost is bounded and ASVS asks for at least 64. */
export const PASSWORD_MAX = 128;

export const ZSignIn = z.object({
  email: z.string().trim().email(AUTH_MESSAGES.invalidEmail),
  password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = ZSignIn.extend({
  fullName: z.string().trim().min(2, AUTH_MESSAGES.fullNameRequired),
});
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZChangePassword = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.changePasswordMin),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.changePasswordMismatch,
    path: ['confirmPassword'],
  });
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** Reset password: the order of checks is the spec's (required, length, match). */
export const ZResetPassword = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.resetAllRequired, path: ['password'] });
      return;
    }
    if (v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.resetTooShort, path: ['password'] });
      return;
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.resetMismatch, path: ['confirmPassword'] });
    }
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;

export const ZForgotPassword = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.forgotEmailRequired),
});

/** The server-side password change (current password proven again). */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.changePasswordMin).max(PASSWORD_MAX),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Splits a full name into first and last name: the first word, then the rest. */
export function splitFullName(fullName: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  if (words.length === 1) return { firstName: words[0] ?? null, lastName: null };
  return { firstName: words[0] ?? null, lastName: words.slice(1).join(' ') };
}

/** The first message of a failed zod parse, as the screens show it in a toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
