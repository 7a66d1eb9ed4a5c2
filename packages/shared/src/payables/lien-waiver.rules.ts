import { formatCents } from '../money/money.ts';
import type { TApHold } from './ap-invoice.rules.ts';
import type { TLienWaiverCondition, TLienWaiverScope, TLienWaiverStatus } from './payables.constants.ts';

/**
 * Lien waivers (issue 16, item 4), as pure rules: what a waiver is called, which are outstanding, and
 * whether the received conditional waivers cover a subcontract invoice before it is paid.
 */

export const LIEN_WAIVER_CONDITION_LABELS: Record<TLienWaiverCondition, string> = {
  conditional: 'Conditional',
  unconditional: 'Unconditional',
};
export const LIEN_WAIVER_SCOPE_LABELS: Record<TLienWaiverScope, string> = {
  progress: 'progress',
  final: 'final',
};
export const LIEN_WAIVER_STATUS_LABELS: Record<TLienWaiverStatus, string> = {
  requested: 'Requested',
  received: 'Received',
  verified: 'Verified',
};

/** 'Conditional progress', 'Unconditional final'. */
export function lienWaiverLabel(condition: TLienWaiverCondition, scope: TLienWaiverScope): string {
  return `${LIEN_WAIVER_CONDITION_LABELS[condition]} ${LIEN_WAIVER_SCOPE_LABELS[scope]}`;
}

/** Requested and not yet received, or received and not yet verified: someone still has to act. */
export function isOutstandingWaiver(status: TLienWaiverStatus): boolean {
  return status !== 'verified';
}

/** A waiver in hand: received (the signed copy uploaded) or verified. */
export function isWaiverInHand(status: TLienWaiverStatus): boolean {
  return status === 'received' || status === 'verified';
}

export type TWaiverOnFile = {
  condition: TLienWaiverCondition;
  scope: TLienWaiverScope;
  status: TLienWaiverStatus;
  commitment_id: string | null;
  invoice_id: string | null;
  amount_cents: number | null;
};

/** What a subcontract invoice needs covered before payment: per commitment it bills, its net due there. */
export type TWaiverNeed = { commitment_id: string; commitment_number: string; needed_cents: number };

/**
 * The needs no conditional waiver in hand covers. A waiver covers a need when it is conditional
 * (progress or final), received or verified, for the same commitment, names this invoice or no
 * invoice, and its amount (none: any amount) is at least the need.
 */
export function uncoveredWaiverNeeds(
  invoiceId: string,
  needs: readonly TWaiverNeed[],
  waivers: readonly TWaiverOnFile[],
): TWaiverNeed[] {
  return needs.filter(
    (need) =>
      need.needed_cents > 0 &&
      !waivers.some(
        (w) =>
          w.condition === 'conditional' &&
          isWaiverInHand(w.status) &&
          w.commitment_id === need.commitment_id &&
          (w.invoice_id === null || w.invoice_id === invoiceId) &&
          (w.amount_cents === null || w.amount_cents >= need.needed_cents),
      ),
  );
}

/** The hold for needs no waiver covers, with what would lift it; null when all are covered. */
export function lienWaiverHold(uncovered: readonly TWaiverNeed[]): TApHold | null {
  if (uncovered.length === 0) return null;
  const what = uncovered
    .map(
      (n) =>
        `a received conditional waiver for ${n.commitment_number} covering ${formatCents(n.needed_cents)}`,
    )
    .join('; ');
  return { kind: 'lien_waiver_missing', reason: `Missing lien waiver: ${what}` };
}

/** Whether a final unconditional waiver of the commitment is in hand (before a retainage release). */
export function hasFinalUnconditionalWaiver(
  commitmentId: string,
  waivers: readonly Pick<TWaiverOnFile, 'condition' | 'scope' | 'status' | 'commitment_id'>[],
): boolean {
  return waivers.some(
    (w) =>
      w.condition === 'unconditional' &&
      w.scope === 'final' &&
      isWaiverInHand(w.status) &&
      w.commitment_id === commitmentId,
  );
}
