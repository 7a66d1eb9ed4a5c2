import type { TApAgingTieOut } from '@groundwork/shared';
import { TieOutPanel } from '@/components/aging/tie-out-panel';

/**
 * The aging against the ledger as of the same date: Σ open = accounts payable, Σ retainage held =
 * retainage payable. Always the whole company's (the control accounts carry no job).
 */
export function AgingTieOut({ tieOut, isFiltered }: { tieOut: TApAgingTieOut; isFiltered: boolean }) {
  return (
    <TieOutPanel
      what="aging"
      lines={[
        { label: 'Accounts payable', subledger: tieOut.ap_subledger_cents, control: tieOut.ap_control_cents },
        {
          label: 'Retainage payable',
          subledger: tieOut.retainage_subledger_cents,
          control: tieOut.retainage_control_cents,
        },
      ]}
      note={
        isFiltered
          ? 'The tie-out is the whole company’s: the control accounts are not kept by job.'
          : undefined
      }
    />
  );
}
