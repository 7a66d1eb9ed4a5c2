import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { runWithToasts } from '@/components/list-section';
import { PageHeader } from '@/components/page-header';
import { LoadError, LoadingRows, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useLineOptions } from '@/features/journal-entries/api/use-line-options';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBankAccounts } from '../api/bank-accounts-api';
import { type TBankRule, useBankRules, useDeleteBankRule, useUpdateBankRule } from '../api/rules-api';
import { AccountNoAccess } from '../components/account-no-access';
import { RulesFormDialog } from '../components/rules-form-dialog';
import { RulesTable } from '../components/rules-table';

const TITLE = 'Bank Rules';
const SUBTITLE = 'Statement text that proposes an entry: fees, interest';

/**
 * Bank rules (issue 23): "statement text contains … → post to this account (and job cost)". In the
 * workspace an unmatched line a rule fits is offered an entry through the posting engine.
 */
export function BankRulesPage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('reconciliation:read');
  if (!canRead) return <AccountNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <BankRules />;
}

function BankRules() {
  const canWrite = useCan('reconciliation:write');
  const rules = useBankRules();
  const accounts = useBankAccounts();
  const lineOptions = useLineOptions();
  const update = useUpdateBankRule();
  const remove = useDeleteBankRule();
  const [editing, setEditing] = React.useState<{ rule: TBankRule | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TBankRule | null>(null);
  const [togglingId, setTogglingId] = React.useState<string | null>(null);
  const bankAccounts = accounts.data?.items ?? [];

  const toggle = async (rule: TBankRule, isActive: boolean) => {
    setTogglingId(rule.id);
    try {
      await update.mutateAsync({ id: rule.id, input: { is_active: isActive } });
      toast.success(isActive ? `${rule.name} turned on` : `${rule.name} turned off`);
    } catch (error) {
      toast.error(`Could not change ${rule.name}`, { description: errorMessage(error, 'Please try again.') });
    } finally {
      setTogglingId(null);
    }
  };

  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle="An unmatched statement line whose text contains a rule's text is offered an entry to the rule's account"
        actions={
          canWrite ? (
            <Button onClick={() => setEditing({ rule: null })} disabled={lineOptions.isPending}>
              <PlusIcon aria-hidden="true" />
              New rule
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent>
          {lineOptions.isPending ? (
            <LoadingRows label="Loading accounts" />
          ) : lineOptions.error ? (
            <LoadError
              text="Could not load accounts, jobs and cost codes"
              error={lineOptions.error}
              onRetry={lineOptions.refetch}
            />
          ) : (
            <QueryState
              query={rules}
              loadingLabel="Loading bank rules"
              errorText="Could not load the bank rules"
            >
              {(data) =>
                data.items.length === 0 ? (
                  <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                    No rules yet. A rule such as "text contains SERVICE CHARGE, money out → 6100 Bank fees"
                    lets the monthly fee be entered and matched in one click.
                  </p>
                ) : (
                  <RulesTable
                    rules={data.items}
                    options={lineOptions.options}
                    bankAccounts={bankAccounts}
                    canWrite={canWrite}
                    togglingId={togglingId}
                    onEdit={(rule) => setEditing({ rule })}
                    onToggle={(rule, isActive) => void toggle(rule, isActive)}
                    onDelete={setDeleting}
                  />
                )
              }
            </QueryState>
          )}
        </CardContent>
      </Card>
      <RulesFormDialog
        isOpen={editing !== null}
        rule={editing?.rule ?? null}
        options={lineOptions.options}
        bankAccounts={bankAccounts}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={deleting ? `Delete rule ${deleting.name}?` : 'Delete the rule?'}
        description="Entries the rule has already posted stay in the books."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          const rule = deleting;
          await runWithToasts(() => remove.mutateAsync(rule.id), {
            done: `Rule ${rule.name} deleted`,
            failed: `Could not delete ${rule.name}`,
            onDone: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}
