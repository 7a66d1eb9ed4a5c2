import type { TReconciliation } from '@groundwork/shared';
import { CheckCheckIcon, ScaleIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-fetch';
import { useAbandonReconciliation, useFinishReconciliation } from '../api/reconciliations-api';
import { formatAmount } from '../workspace-model';
import { FinishAdjustmentDialog } from './finish-adjustment-dialog';

/**
 * Finish (at a zero difference), finish with an adjustment entry (otherwise), or abandon the
 * reconciliation in progress. Finishing stamps the cleared matches and opens the report.
 */
export function FinishActions({
  reconciliation,
  differenceCents,
  clearedCount,
}: {
  reconciliation: TReconciliation;
  differenceCents: number;
  clearedCount: number;
}) {
  const navigate = useNavigate();
  const finish = useFinishReconciliation(reconciliation.id);
  const abandon = useAbandonReconciliation(reconciliation.id);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [isAdjusting, setIsAdjusting] = React.useState(false);
  const isZero = differenceCents === 0;
  const accountPath = `/reconciliation/accounts/${reconciliation.bank_account.id}`;

  const runFinish = async (adjustment?: { account_id: string; reason: string }) => {
    try {
      await finish.mutateAsync(adjustment ? { adjustment } : {});
      toast.success('Reconciliation finished: the cleared items are locked');
      navigate(`/reconciliation/${reconciliation.id}/report`);
      return true;
    } catch (caught) {
      toast.error(errorMessage(caught, 'The reconciliation could not be finished'));
      return false;
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        disabled={abandon.isPending}
        onClick={() =>
          setConfirm({
            title: 'Abandon this reconciliation?',
            description: `The reconciliation of ${reconciliation.statement_date} is deleted. The matches stay, ready for the next one.`,
            action: 'Abandon',
            destructive: true,
            run: () =>
              void abandon
                .mutateAsync()
                .then(() => {
                  toast.success('Reconciliation abandoned');
                  navigate(accountPath);
                })
                .catch((caught: unknown) =>
                  toast.error(errorMessage(caught, 'The reconciliation could not be abandoned')),
                ),
          })
        }
      >
        <Trash2Icon aria-hidden="true" />
        Abandon
      </Button>
      {isZero ? null : (
        <Button variant="outline" disabled={finish.isPending} onClick={() => setIsAdjusting(true)}>
          <ScaleIcon aria-hidden="true" />
          Finish with adjustment
        </Button>
      )}
      <Button
        disabled={!isZero || finish.isPending}
        title={isZero ? undefined : `The difference is ${formatAmount(differenceCents)}: it must be zero`}
        onClick={() =>
          setConfirm({
            title: 'Finish the reconciliation?',
            description: `${clearedCount} cleared ${clearedCount === 1 ? 'item is' : 'items are'} stamped with the statement of ${reconciliation.statement_date}: their amount, date and account can no longer change. The report is frozen.`,
            action: 'Finish',
            run: () => void runFinish(),
          })
        }
      >
        <CheckCheckIcon aria-hidden="true" />
        Finish
      </Button>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      <FinishAdjustmentDialog
        isOpen={isAdjusting}
        onOpenChange={setIsAdjusting}
        cashAccountId={reconciliation.bank_account.gl_account.id}
        statementDate={reconciliation.statement_date}
        differenceCents={differenceCents}
        isSaving={finish.isPending}
        onSubmit={(adjustment) => runFinish(adjustment)}
      />
    </>
  );
}
