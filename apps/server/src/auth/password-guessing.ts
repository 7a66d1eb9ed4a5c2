import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { withSystem } from '../lib/tenant.ts';
import { AuthError } from './auth-errors.ts';
import { LIMITS, type RateLimiter } from './rate-limit.ts';
import type { ClientInfo } from './sessions.ts';

/** How long an address the account signed in from stays "known" (decision 010). */
const KNOWN_ADDRESS_DAYS = 30;

/**
 * Whether the account has proven itself from this address lately: a sign-in with its password, its
 * sign-up, or a mailed link or code used there. A recovery merely requested does not count: anyone
 * may ask for one.
 */
async function isKnownAddress(db: Db, email: string, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const rows = await withSystem(db, 'known sign-in address', (tx) =>
    tx.execute(sql`
      select 1 from auth.audit_log_entries a join auth.users u on u.id = a.user_id
      where lower(u.email) = ${email} and host(a.ip) = ${ip}
        and (a.action in ('login', 'user_signedup') or a.action like '%\\_verified')
        and a.created_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})
      limit 1`),
  );
  return rowsOf(rows).length > 0;
}

const isRateLimited = (e: unknown) => e instanceof AuthError && e.status === 429;

/**
 * Refuses (429) a password attempt that guessing has used up, slowing the guesser rather than locking
 * the owner out (decision 010): each address gets 10 wrong passwords per account in 15 minutes; past
 * 50 wrong passwords for the account in an hour from anywhere, only addresses it has signed in from
 * before may still try.
 */
export async function assertMayTryPassword(
  limits: RateLimiter,
  db: Db,
  email: string,
  client: ClientInfo,
): Promise<void> {
  await limits.check(LIMITS.failedLoginPerIpAndEmail(client.ip, email));
  try {
    await limits.check(LIMITS.failedLoginPerEmail(email));
  } catch (e) {
    if (!isRateLimited(e) || !(await isKnownAddress(db, email, client.ip))) throw e;
  }
}

/** Counts a wrong password against the address and the account. */
export async function countWrongPassword(
  limits: RateLimiter,
  email: string,
  client: ClientInfo,
): Promise<void> {
  await limits.consume([LIMITS.failedLoginPerIpAndEmail(client.ip, email)]);
  // Counted, never refused here: an owner on a known address mistyping during an attack gets the
  // ordinary "invalid credentials".
  await limits.consume([LIMITS.failedLoginPerEmail(email)]).catch((e: unknown) => {
    if (!isRateLimited(e)) throw e;
  });
}
