/** Spec §8: the provider's message, translated where the spec gives the product's own words. */
export function signUpErrorMessage(message: string): string {
  if (message.includes('already registered'))
    return 'This email is already registered. Please sign in instead.';
  return message;
}

export function signInErrorMessage(message: string): string {
  if (message.includes('Invalid login credentials')) return 'Invalid email or password.';
  return message;
}

export const AUTH_TOASTS = {
  accountCreated: 'Account created successfully!',
  signedIn: 'Signed in successfully!',
  unexpected: 'An unexpected error occurred.',
  passwordChanged: 'Password changed successfully!',
  changePasswordFailed: 'Failed to change password',
  passwordUpdated: 'Password updated',
  passwordUpdatedDescription: 'Your password has been successfully reset',
  resetFailed: 'Failed to reset password',
  resetEmailSent: 'Password reset email sent',
  resetEmailSentDescription: 'Check your email for a password reset link',
  resetEmailFailed: 'Failed to send reset email',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Error signing out',
} as const;
