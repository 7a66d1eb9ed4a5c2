import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { withSystem } from '../lib/tenant.ts';
import { AuthError } from './auth-errors.ts';

export type LimitRule = { key: string; limit: number; windowSec: number; code?: string };

const FIVE_MINUTES = 300;

/** GoTrue-like defaults: per IP and per e-mail, counted in the database so every instance shares them. */
export const LIMITS = {
  tokenPerIp: (ip: string): LimitRule => ({ key: `token:ip:${ip}`, limit: 150, windowSec: FIVE_MINUTES }),
  /** Wrong passwords for one account from one address: the brake on guessing (decision 010). */
  failedLoginPerIpAndEmail: (ip: string | null, email: string): LimitRule => ({
    key: `login_failed:ip_email:${ip ?? '-'}:${email}`,
    limit: 10,
    windowSec: 900,
  }),
  /**
   * Wrong passwords for one account from anywhere: the brake on guessing from many addresses. Past it,
   * only addresses the account has signed in from before may still try (decision 010).
   */
  failedLoginPerEmail: (email: string): LimitRule => ({
    key: `login_failed:email:${email}`,
    limit: 50,
    windowSec: 3600,
  }),
  signupPerIp: (ip: string, limit = 30): LimitRule => ({
    key: `signup:ip:${ip}`,
    limit,
    windowSec: FIVE_MINUTES,
  }),
  mailPerIp: (ip: string): LimitRule => ({ key: `mail:ip:${ip}`, limit: 30, windowSec: FIVE_MINUTES }),
  mailPerEmail: (email: string): LimitRule => ({
    key: `mail:email:${email}`,
    limit: 5,
    windowSec: FIVE_MINUTES,
    code: 'over_email_send_rate_limit',
  }),
  verifyPerIp: (ip: string): LimitRule => ({ key: `verify:ip:${ip}`, limit: 30, windowSec: FIVE_MINUTES }),
  /** Guesses at a 6-digit code for one address. */
  verifyPerEmail: (email: string): LimitRule => ({
    key: `verify:email:${email}`,
    limit: 10,
    windowSec: FIVE_MINUTES,
  }),
} as const;

/**
 * Sliding-window estimate over two fixed windows: the current count plus the previous window's count
 * weighted by how much of it still overlaps the last `windowSec` seconds. No burst at window edges.
 */
function windowOf(rule: LimitRule, now: number) {
  const startSec = Math.floor(now / 1000 / rule.windowSec) * rule.windowSec;
  const elapsed = now / 1000 - startSec;
  return {
    start: new Date(startSec * 1000),
    previous: new Date((startSec - rule.windowSec) * 1000),
    previousWeight: 1 - elapsed / rule.windowSec,
    retryAfter: Math.max(1, Math.ceil(rule.windowSec - elapsed)),
  };
}

function tooMany(rule: LimitRule, retryAfter: number): AuthError {
  const code = rule.code ?? 'over_request_rate_limit';
  const message =
    code === 'over_email_send_rate_limit' ? 'Email rate limit exceeded' : 'Request rate limit reached';
  return new AuthError(429, code, message, {}, { 'retry-after': String(retryAfter) });
}

export type RateLimiter = {
  /** Counts one request against each rule (committed at once) and refuses with 429 past a limit. */
  consume: (rules: (LimitRule | null)[]) => Promise<void>;
  /** Refuses with 429 when the rule's limit is already reached, without counting. */
  check: (rule: LimitRule) => Promise<void>;
};

export function createRateLimiter(db: Db, enabled: boolean): RateLimiter {
  if (!enabled) return { consume: async () => {}, check: async () => {} };

  async function previousCount(tx: Db, rule: LimitRule, previous: Date): Promise<number> {
    const [row] = await tx
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, rule.key), eq(rateLimits.windowStart, previous)));
    return row?.count ?? 0;
  }

  return {
    async consume(rules) {
      const now = Date.now();
      const active = rules.filter((r): r is LimitRule => r !== null);
      const estimates = await withSystem(db, 'rate limits', async (tx) => {
        // Now and then, forget windows older than a day.
        if (Math.random() < 0.01) {
          await tx.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
        }
        const out: number[] = [];
        for (const rule of active) {
          const w = windowOf(rule, now);
          const [row] = await tx
            .insert(rateLimits)
            .values({ key: rule.key, windowStart: w.start, count: 1 })
            .onConflictDoUpdate({
              target: [rateLimits.key, rateLimits.windowStart],
              set: { count: sql`${rateLimits.count} + 1` },
            })
            .returning({ count: rateLimits.count });
          out.push((row?.count ?? 0) + (await previousCount(tx, rule, w.previous)) * w.previousWeight);
        }
        return out;
      });
      active.forEach((rule, i) => {
        if ((estimates[i] ?? 0) > rule.limit) throw tooMany(rule, windowOf(rule, now).retryAfter);
      });
    },
    async check(rule) {
      const now = Date.now();
      const w = windowOf(rule, now);
      const estimate = await withSystem(db, 'rate limits', async (tx) => {
        const [row] = await tx
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(and(eq(rateLimits.key, rule.key), eq(rateLimits.windowStart, w.start)));
        return (row?.count ?? 0) + (await previousCount(tx, rule, w.previous)) * w.previousWeight;
      });
      if (estimate >= rule.limit) throw tooMany(rule, w.retryAfter);
    },
  };
}
