/**
 * The URL hash as it was when the app booted. supabase-js consumes (and clears) an implicit-flow
 * hash during start-up, so screens that need it (reset password) read this copy instead.
 */
let bootHash = '';

export function captureBootHash(): void {
  bootHash = window.location.hash;
}

export function getBootHash(): string {
  return bootHash;
}

/** Parameters of a URL fragment such as `#error=access_denied&error_code=otp_expired`. */
export function parseHashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

export function hashHasAuthError(hash: string): boolean {
  const params = parseHashParams(hash);
  return params.has('error') || params.has('error_code') || params.has('error_description');
}
