import { formatCents, type TPayApplicationSummary, type TRetainageTerms } from '@groundwork/shared';
import { cn } from '@/lib/utils';

const pct = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')} %`;

/** The summary page's arithmetic, lines 1–9 with 5a and 5b. */
export function G702Summary({
  summary: s,
  terms,
}: {
  summary: TPayApplicationSummary;
  terms: TRetainageTerms;
}) {
  const stepDown = terms.step_down
    ? `; ${pct(terms.step_down.work_bps)} beyond ${pct(terms.step_down.threshold_bps)} complete`
    : '';
  const rows: [string, string, number, boolean?][] = [
    ['1', 'Original contract sum', s.line1_original_contract_cents],
    ['2', 'Net change by change orders', s.line2_net_change_orders_cents],
    ['3', 'Contract sum to date', s.line3_contract_sum_to_date_cents, true],
    ['4', 'Total completed and stored to date', s.line4_completed_and_stored_cents],
    ['5a', `Retainage on completed work (${pct(terms.work_bps)}${stepDown})`, s.line5a_retainage_work_cents],
    ['5b', `Retainage on stored material (${pct(terms.stored_bps)})`, s.line5b_retainage_stored_cents],
    ['5', 'Total retainage', s.line5_retainage_cents],
    ['6', 'Total earned less retainage', s.line6_earned_less_retainage_cents],
    ['7', 'Less previous certificates for payment', s.line7_previous_certificates_cents],
    ['8', 'Current payment due', s.line8_current_payment_due_cents, true],
    ['9', 'Balance to finish, including retainage', s.line9_balance_to_finish_cents],
  ];
  return (
    <dl aria-label="Summary, lines 1 to 9" className="grid gap-0 text-sm">
      {rows.map(([n, label, cents, isStrong]) => (
        <div
          key={n}
          data-line={n}
          className={cn(
            'flex items-baseline justify-between gap-4 border-b py-1.5 last:border-b-0',
            isStrong && 'font-semibold',
            n.length > 1 && 'pl-4 text-muted-foreground',
          )}
        >
          <dt>
            <span className="inline-block w-8 tabular-nums text-muted-foreground">{n}.</span>
            {label}
          </dt>
          <dd className={cn('tabular-nums', n === '8' && 'text-lg text-primary')}>{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
