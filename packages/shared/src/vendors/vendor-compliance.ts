import { INSURANCE_KIND_LABELS, INSURANCE_KINDS, type TInsuranceKind } from './certificate.schemas.ts';
import type { TCompliance, TComplianceStatus } from './vendor.schemas.ts';

/** A certificate or licence expiring within this many days (today included) makes the vendor 'expiring'. */
export const EXPIRING_WITHIN_DAYS = 30;

export type TComplianceCertificate = { kind: TInsuranceKind; expiry_date: string };
export type TComplianceLicense = { number: string | null; expiry: string | null };
export type TComplianceW9 = { path: string | null; received_on: string | null };

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

function inDays(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

/** 'expired' or 'expiring' for a date, or null when it is more than 30 days away. */
function dateState(expiry: string, today: string): { state: 'expired' | 'expiring'; days: number } | null {
  const days = daysBetween(today, expiry);
  if (days < 0) return { state: 'expired', days };
  if (days <= EXPIRING_WITHIN_DAYS) return { state: 'expiring', days };
  return null;
}

/**
 * A vendor's compliance on `today` (YYYY-MM-DD), with every reason:
 *
 * 1. Insurance: per kind, the certificate with the latest expiry counts (a renewal replaces the old
 *    one). Expired before today → 'expired'; expiring today or within 30 days → 'expiring'.
 * 2. A general liability certificate and a W-9 (a file or a received date) are required → 'missing'.
 * 3. A license with an expiry date is judged like a certificate.
 *
 * The worst state wins: expired, then missing, then expiring; otherwise 'compliant'.
 */
export function complianceStatus(
  certificates: readonly TComplianceCertificate[],
  license: TComplianceLicense,
  w9: TComplianceW9,
  today: string,
): TCompliance {
  const expired: string[] = [];
  const missing: string[] = [];
  const expiring: string[] = [];

  for (const kind of INSURANCE_KINDS) {
    const latest = certificates
      .filter((c) => c.kind === kind)
      .reduce<string | null>((max, c) => (max === null || c.expiry_date > max ? c.expiry_date : max), null);
    const label = `${INSURANCE_KIND_LABELS[kind]} insurance`;
    if (latest === null) {
      if (kind === 'general_liability') missing.push('No general liability certificate');
      continue;
    }
    const judged = dateState(latest, today);
    if (judged?.state === 'expired') expired.push(`${label} expired on ${latest}`);
    if (judged?.state === 'expiring') expiring.push(`${label} expires ${inDays(judged.days)} (${latest})`);
  }

  if (!w9.path && !w9.received_on) missing.push('No W-9 on file');

  if (license.expiry) {
    const judged = dateState(license.expiry, today);
    if (judged?.state === 'expired') expired.push(`License expired on ${license.expiry}`);
    if (judged?.state === 'expiring')
      expiring.push(`License expires ${inDays(judged.days)} (${license.expiry})`);
  }

  const status: TComplianceStatus =
    expired.length > 0
      ? 'expired'
      : missing.length > 0
        ? 'missing'
        : expiring.length > 0
          ? 'expiring'
          : 'compliant';
  return { status, reasons: [...expired, ...missing, ...expiring] };
}

export const COMPLIANCE_LABELS: Record<TComplianceStatus, string> = {
  compliant: 'Compliant',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
};

/** Whether the vendor counts on the dashboard badge of Vendor Setup (expired or expiring). */
export function needsComplianceAttention(status: TComplianceStatus): boolean {
  return status === 'expired' || status === 'expiring';
}

/** Whether a new commitment for the vendor is refused: expired, and the company blocks on it. */
export function complianceBlocksCommitment(status: TComplianceStatus, companyBlocks: boolean): boolean {
  return status === 'expired' && companyBlocks;
}
