import { fiscalPeriods, fiscalYearOf, type TPeriods, type TReopenPeriod, todayIso } from '@groundwork/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerPeriodEvents, organizations, profiles } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { LedgerErrors } from './ledger.errors.ts';

async function ledgerSettings(tx: Db, organizationId: string) {
  const [org] = await tx
    .select({ fye: organizations.fiscalYearEnd, closed: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { fye: org?.fye ?? '12-31', closed: org?.closed ?? null };
}

/** The fiscal year's twelve periods (open or closed), the closed-books date and the close/reopen history. */
export async function getPeriods(tx: Db, organizationId: string, fiscalYear?: number): Promise<TPeriods> {
  const { fye, closed } = await ledgerSettings(tx, organizationId);
  const year = fiscalYear ?? fiscalYearOf(fye, todayIso());
  const events = await tx
    .select({
      action: ledgerPeriodEvents.action,
      closed_through: ledgerPeriodEvents.closedThrough,
      previous_closed_through: ledgerPeriodEvents.previousClosedThrough,
      reason: ledgerPeriodEvents.reason,
      actor_name: profiles.fullName,
      created_at: ledgerPeriodEvents.createdAt,
    })
    .from(ledgerPeriodEvents)
    .leftJoin(profiles, eq(profiles.id, ledgerPeriodEvents.actorId))
    .where(eq(ledgerPeriodEvents.organizationId, organizationId))
    .orderBy(desc(ledgerPeriodEvents.createdAt))
    .limit(50);
  return {
    fiscal_year_end: fye,
    fiscal_year: year,
    books_closed_through: closed,
    periods: fiscalPeriods(fye, year).map((p) => ({
      ...p,
      status: closed !== null && p.end <= closed ? 'closed' : 'open',
    })),
    events: events.map((e) => ({ ...e, created_at: e.created_at.toISOString() })),
  };
}

function isPeriodEnd(fye: string, date: string): boolean {
  return fiscalPeriods(fye, fiscalYearOf(fye, date)).some((p) => p.end === date);
}

async function setClosedThrough(
  tx: Db,
  caller: TenantCaller,
  action: 'close' | 'reopen',
  previous: string | null,
  through: string | null,
  reason: string | null,
) {
  await tx
    .update(organizations)
    .set({ booksClosedThrough: through })
    .where(eq(organizations.id, caller.organizationId));
  await tx.insert(ledgerPeriodEvents).values({
    organizationId: caller.organizationId,
    action,
    closedThrough: through,
    previousClosedThrough: previous,
    reason,
    actorId: caller.userId,
  });
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: action === 'close' ? 'close_period' : 'reopen_period',
    entity: 'organizations',
    entityId: caller.organizationId,
    before: { books_closed_through: previous },
    after: { books_closed_through: through, reason },
    requestId: caller.requestId,
  });
}

/** Closes the books through the end of a period: nothing can be posted or reversed on or before it. */
export async function closePeriod(tx: Db, caller: TenantCaller, through: string): Promise<TPeriods> {
  const { fye, closed } = await ledgerSettings(tx, caller.organizationId);
  if (!isPeriodEnd(fye, through)) throw LedgerErrors.notPeriodEnd();
  if (closed !== null && through <= closed) throw LedgerErrors.alreadyClosed();
  await setClosedThrough(tx, caller, 'close', closed, through, null);
  return getPeriods(tx, caller.organizationId, fiscalYearOf(fye, through));
}

/** Reopens: the books are then closed through an earlier period end, or not at all; a reason is required. */
export async function reopenPeriod(tx: Db, caller: TenantCaller, input: TReopenPeriod): Promise<TPeriods> {
  const { fye, closed } = await ledgerSettings(tx, caller.organizationId);
  if (closed === null) throw LedgerErrors.notClosed();
  if (input.through !== null) {
    if (!isPeriodEnd(fye, input.through)) throw LedgerErrors.notPeriodEnd();
    if (input.through >= closed) throw LedgerErrors.notClosed();
  }
  await setClosedThrough(tx, caller, 'reopen', closed, input.through, input.reason);
  return getPeriods(tx, caller.organizationId, fiscalYearOf(fye, input.through ?? closed));
}
