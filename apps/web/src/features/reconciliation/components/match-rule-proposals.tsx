import { FilePlus2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TRuleProposal } from '../api/matching-api';
import { formatAmount } from '../workspace-model';
import { ActionsHead } from './table-parts';
import { useApplyProposal } from './workspace-actions';

/**
 * Unmatched statement lines a rule recognizes (a bank fee, interest): "Create entry" posts the rule's
 * entry through the posting engine, dated the line's date, and matches it to the line.
 */
export function MatchRuleProposals({
  accountId,
  proposals,
  canWrite,
}: {
  accountId: string;
  proposals: readonly TRuleProposal[];
  canWrite: boolean;
}) {
  const applyProposal = useApplyProposal(accountId);
  if (proposals.length === 0) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Rule proposals</CardTitle>
        <CardDescription>
          Statement lines no book item explains, recognized by a{' '}
          <Link to="/reconciliation/rules" className="underline underline-offset-4">
            bank rule
          </Link>
          : create the entry and it is matched at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Statement text</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Rule</TableHead>
              <TableHead>Account</TableHead>
              {canWrite ? <ActionsHead /> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {proposals.map((proposal) => (
              <TableRow key={proposal.statement_line_id}>
                <TableCell className="tabular-nums">{proposal.posted_date}</TableCell>
                <TableCell className="max-w-60 truncate">{proposal.text}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatAmount(proposal.amount_cents)}
                </TableCell>
                <TableCell>{proposal.rule.name}</TableCell>
                <TableCell>
                  {proposal.rule.account.number} {proposal.rule.account.name}
                  {proposal.rule.job ? (
                    <span className="text-muted-foreground"> · job {proposal.rule.job.number}</span>
                  ) : null}
                </TableCell>
                {canWrite ? (
                  <TableCell className="text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={applyProposal.isPending}
                      aria-label={`Create entry for ${proposal.text} ${formatAmount(proposal.amount_cents)}`}
                      onClick={() => void applyProposal.apply(proposal)}
                    >
                      <FilePlus2Icon aria-hidden="true" />
                      Create entry
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
