import { formatLongDateTime, type TSupportUser } from '@groundwork/shared';

export function userName(user: Pick<TSupportUser, 'first_name' | 'last_name' | 'email'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

/** 'November 21, 2026 at 3:04 PM', or 'Never' for a person who has not signed in yet. */
export function lastSignIn(value: string | null): string {
  return value ? formatLongDateTime(value) : 'Never';
}

/** A timestamp as a calendar date: "Mar 5, 2026". */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
