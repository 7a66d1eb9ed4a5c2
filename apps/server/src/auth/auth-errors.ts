import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error of the auth service, answered in GoTrue's shape so @supabase/supabase-js reads the code
 * and message as it would from GoTrue: `{ code, error_code, msg }` plus `x-supabase-api-version`.
 */
export class AuthError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly extra: Record<string, unknown> = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }

  body(): Record<string, unknown> {
    return { code: this.status, error_code: this.code, msg: this.message, ...this.extra };
  }
}

export const AuthErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  companyInactive: () =>
    new AuthError(
      400,
      'user_banned',
      "Your company's account is inactive. Please contact Groundwork support.",
    ),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  missingCredentials: () =>
    new AuthError(
      400,
      'validation_failed',
      'You must provide either an email or phone number and a password',
    ),
  emailRequired: () => new AuthError(400, 'validation_failed', 'An email address is required'),
  emailTooLong: () => new AuthError(400, 'validation_failed', 'An email address is too long'),
  signupPasswordRequired: () => new AuthError(400, 'validation_failed', 'Signup requires a valid password'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  invalidEmail: () =>
    new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  passwordTooLong: (maxLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at most ${maxLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  commonPassword: () =>
    new AuthError(
      422,
      'weak_password',
      'Password is too common. Choose a password that is harder to guess.',
      {
        weak_password: { reasons: ['pwned'] },
      },
    ),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: () => new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenReused: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Session Expired'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  providerDisabled: (what: string) =>
    new AuthError(422, `${what}_provider_disabled`, `${capitalize(what)} provider is not enabled`),
  anonymousDisabled: () =>
    new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  notImplemented: (what: string) =>
    new AuthError(422, 'feature_not_enabled', `${what} is not enabled on this server`),
  validation: (message: string) => new AuthError(422, 'validation_failed', message),
  insufficientAal: () =>
    new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    ),
} as const;

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
