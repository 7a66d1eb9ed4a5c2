type TSessionLike = {
  access_token: string;
  user: { factors?: readonly { status: string }[] | null };
};

/** The `aal` claim of an access token ('aal1' when absent or unreadable). Reading, not verifying. */
export function tokenAal(accessToken: string): string {
  try {
    const part = accessToken.split('.')[1] ?? '';
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const payload = JSON.parse(atob(base64)) as { aal?: unknown };
    return typeof payload.aal === 'string' ? payload.aal : 'aal1';
  } catch {
    return 'aal1';
  }
}

/**
 * Whether the session must still give an authenticator code: the person has a verified factor (the next
 * level is aal2) but signed in with the password only. The server refuses such a session everywhere but
 * the auth service, so the product asks for the code before anything else (spec §4 assurance level).
 */
export function needsSecondFactor(session: TSessionLike | null): boolean {
  if (!session) return false;
  const hasVerified = session.user.factors?.some((f) => f.status === 'verified') ?? false;
  return hasVerified && tokenAal(session.access_token) !== 'aal2';
}
