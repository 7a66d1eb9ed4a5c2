import { Badge } from '@/components/ui/badge';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TLineOptions } from '@/features/journal-entries/api/use-line-options';
import type { TBankAccount } from '../api/bank-accounts-api';
import { RULE_DIRECTION_LABELS, type TBankRule } from '../api/rules-api';
import { ActionsHead, EditDeleteActions } from './table-parts';

function codeOf(options: TLineOptions['costCodes'], id: string | null): string {
  if (!id) return '';
  return options.find((option) => option.value === id)?.code ?? '';
}

/** The company's bank rules: what text they look for, where the entry posts, and whether they are on. */
export function RulesTable({
  rules,
  options,
  bankAccounts,
  canWrite,
  togglingId,
  onEdit,
  onToggle,
  onDelete,
}: {
  rules: readonly TBankRule[];
  options: TLineOptions;
  bankAccounts: readonly TBankAccount[];
  canWrite: boolean;
  togglingId: string | null;
  onEdit: (rule: TBankRule) => void;
  onToggle: (rule: TBankRule, isActive: boolean) => void;
  onDelete: (rule: TBankRule) => void;
}) {
  const accountName = (id: string | null) =>
    id === null ? 'All accounts' : (bankAccounts.find((account) => account.id === id)?.name ?? '—');
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Bank rules">
        <TableHeader>
          <TableRow>
            <TableHead>Rule</TableHead>
            <TableHead>Text contains</TableHead>
            <TableHead className="max-sm:hidden">Direction</TableHead>
            <TableHead className="max-md:hidden">Bank account</TableHead>
            <TableHead>Posts to</TableHead>
            <TableHead className="max-lg:hidden">Job cost</TableHead>
            <TableHead className="text-right max-md:hidden">Priority</TableHead>
            <TableHead>Active</TableHead>
            {canWrite ? <ActionsHead className="text-right" /> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rules.map((rule) => (
            <TableRow key={rule.id} className={rule.is_active ? undefined : 'text-muted-foreground'}>
              <TableCell className="font-medium">
                {rule.name}
                {rule.memo ? (
                  <div className="font-normal text-muted-foreground text-xs">{rule.memo}</div>
                ) : null}
              </TableCell>
              <TableCell>
                <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{rule.text_contains}</code>
              </TableCell>
              <TableCell className="max-sm:hidden">{RULE_DIRECTION_LABELS[rule.direction]}</TableCell>
              <TableCell className="max-md:hidden">{accountName(rule.bank_account_id)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {rule.account.number} — {rule.account.name}
              </TableCell>
              <TableCell className="max-lg:hidden">
                {rule.job ? (
                  <span className="whitespace-nowrap">
                    {rule.job.number} · {codeOf(options.costCodes, rule.cost_code_id)} ·{' '}
                    {codeOf(options.categories, rule.cost_category_id)}
                  </span>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums max-md:hidden">{rule.priority}</TableCell>
              <TableCell>
                {canWrite ? (
                  <Switch
                    aria-label={`${rule.name} active`}
                    checked={rule.is_active}
                    disabled={togglingId === rule.id}
                    onCheckedChange={(checked) => onToggle(rule, checked)}
                  />
                ) : (
                  <Badge variant="outline">{rule.is_active ? 'Active' : 'Off'}</Badge>
                )}
              </TableCell>
              {canWrite ? (
                <TableCell>
                  <EditDeleteActions
                    editLabel={`Edit rule ${rule.name}`}
                    deleteLabel={`Delete rule ${rule.name}`}
                    onEdit={() => onEdit(rule)}
                    onDelete={() => onDelete(rule)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
