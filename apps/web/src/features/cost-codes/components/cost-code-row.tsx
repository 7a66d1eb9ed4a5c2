import { COST_CODE_DESCRIPTION_MAX, COST_CODE_MESSAGES, normalizeCostCodeInput } from '@groundwork/shared';
import { ChevronDown, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableCell, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import type { TDraftRow, TRowError } from '../cost-code-draft';

export type TRowKind = 'parent' | 'child' | 'orphan';

/** The expander and child count of a parent row. */
function ParentToggle({
  code,
  childCount,
  isExpanded,
  onToggle,
}: {
  code: string;
  childCount: number;
  isExpanded: boolean;
  onToggle: () => void;
}) {
  if (childCount === 0) return <span className="inline-block size-8" aria-hidden="true" />;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-expanded={isExpanded}
      aria-label={`${isExpanded ? 'Collapse' : 'Expand'} ${code}`}
      onClick={onToggle}
    >
      {isExpanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </Button>
  );
}

function ChildCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge variant="secondary" className="font-normal">
      {count} {count === 1 ? 'child' : 'children'}
    </Badge>
  );
}

/** One code in view mode: parents bold with their expander and child count, children indented. */
export function CostCodeViewRow({
  row,
  kind,
  childCount,
  isExpanded,
  onToggle,
}: {
  row: TDraftRow;
  kind: TRowKind;
  childCount: number;
  isExpanded: boolean;
  onToggle: () => void;
}) {
  const isParent = kind === 'parent';
  return (
    <TableRow data-code={row.code} className={cn(isParent && 'bg-muted/40')}>
      <TableCell className="w-56">
        <div className={cn('flex items-center gap-2', !isParent && 'pl-10')}>
          {isParent ? (
            <ParentToggle
              code={row.code}
              childCount={childCount}
              isExpanded={isExpanded}
              onToggle={onToggle}
            />
          ) : null}
          <span className={cn('font-mono', isParent && 'font-semibold')}>{row.code}</span>
        </div>
      </TableCell>
      <TableCell className={cn(isParent && 'font-medium')}>
        <div className="flex flex-wrap items-center gap-2">
          <span>{row.description}</span>
          {isParent ? <ChildCount count={childCount} /> : null}
        </div>
      </TableCell>
    </TableRow>
  );
}

/** One code in edit mode: code and description inputs, the row's error and the delete button. */
export function CostCodeEditRow({
  row,
  kind,
  childCount,
  isExpanded,
  error,
  missingParent,
  onToggle,
  onChange,
  onDelete,
  onCreateParent,
}: {
  row: TDraftRow;
  kind: TRowKind;
  childCount: number;
  isExpanded: boolean;
  error: TRowError | undefined;
  missingParent: { code: string; description: string } | null;
  onToggle: () => void;
  onChange: (patch: { code?: string; description?: string }) => void;
  onDelete: () => void;
  onCreateParent: () => void;
}) {
  const isParent = kind === 'parent';
  const label = row.original ? row.sortCode : `new ${row.sortCode}`;
  const errorId = `cost-code-error-${row.key}`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const isNew = row.original === null;
  const cannotDelete = isParent && childCount > 0;

  return (
    <TableRow data-code={row.sortCode} className={cn(isParent && 'bg-muted/40')}>
      <TableCell className="w-56 align-top">
        <div className={cn('flex items-center gap-2', !isParent && 'pl-10')}>
          {isParent ? (
            <ParentToggle
              code={row.sortCode}
              childCount={childCount}
              isExpanded={isExpanded}
              onToggle={onToggle}
            />
          ) : null}
          <Input
            aria-label={`Code of ${label}`}
            value={row.code}
            inputMode="numeric"
            autoComplete="off"
            className="h-8 w-28 font-mono"
            {...described}
            onChange={(event) => onChange({ code: normalizeCostCodeInput(event.target.value) })}
          />
        </div>
      </TableCell>
      <TableCell className="align-top">
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <Input
              aria-label={`Description of ${label}`}
              value={row.description}
              autoComplete="off"
              maxLength={COST_CODE_DESCRIPTION_MAX + 1}
              className="h-8"
              {...described}
              onChange={(event) => onChange({ description: event.target.value })}
            />
            {isNew ? <Badge variant="outline">New</Badge> : null}
            {isParent ? <ChildCount count={childCount} /> : null}
          </div>
          {error ? (
            <div className="flex flex-wrap items-center gap-2">
              <p id={errorId} className="text-destructive text-sm">
                {error.message}
              </p>
              {missingParent ? (
                <Button type="button" variant="outline" size="sm" className="h-7" onClick={onCreateParent}>
                  <Plus aria-hidden="true" />
                  Create {missingParent.code}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </TableCell>
      <TableCell className="w-16 text-right align-top">
        {cannotDelete ? (
          <Tooltip>
            <TooltipTrigger asChild>
              {/* aria-disabled rather than disabled: the button keeps focus and pointer events for the tooltip. */}
              <Button
                variant="ghost"
                size="icon"
                className="size-8 cursor-not-allowed opacity-50"
                aria-disabled="true"
                aria-label={`Delete ${row.sortCode}`}
                aria-description={COST_CODE_MESSAGES.parentWithChildren}
                onClick={(event) => event.preventDefault()}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{COST_CODE_MESSAGES.parentWithChildren}</TooltipContent>
          </Tooltip>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:text-destructive"
            aria-label={`Delete ${row.sortCode}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
