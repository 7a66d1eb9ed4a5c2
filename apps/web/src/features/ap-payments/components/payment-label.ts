import { AP_PAYMENT_METHOD_LABELS, type TApPaymentListItem } from '@groundwork/shared';

/** 'Check 1042', 'ACH ACH-77812'. */
export function paymentLabel(p: Pick<TApPaymentListItem, 'method' | 'check_number' | 'reference'>): string {
  const ref = p.method === 'check' ? p.check_number : p.reference;
  return `${AP_PAYMENT_METHOD_LABELS[p.method]}${ref ? ` ${ref}` : ''}`;
}
