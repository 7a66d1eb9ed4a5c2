import type * as React from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TooltipProvider } from '@/components/ui/tooltip';
import { missingParentOf, type TCostCodeGroup, type TDraftRow, type TRowError } from '../cost-code-draft';
import { CostCodeEditRow, CostCodeViewRow, type TRowKind } from './cost-code-row';

export type TCostCodeEditing = {
  errors: Map<string, TRowError>;
  onChange: (key: string, patch: { code?: string; description?: string }) => void;
  onDelete: (row: TDraftRow) => void;
  onCreateParent: (parent: { code: string; description: string }) => void;
  /** The new-row entry, rendered last when present. */
  newRow: React.ReactNode;
};

/** The rows of one group in display order: the parent, then its children when expanded (always for orphans). */
function visibleRows(group: TCostCodeGroup, isExpanded: boolean): { row: TDraftRow; kind: TRowKind }[] {
  if (!group.parent) return group.children.map((row) => ({ row, kind: 'orphan' as const }));
  const children = isExpanded ? group.children.map((row) => ({ row, kind: 'child' as const })) : [];
  return [{ row: group.parent, kind: 'parent' as const }, ...children];
}

/**
 * Standard cost codes as a tree table (spec §2): parents (XX-0000) expand to their children and show a
 * child count. Without `editing` it is read-only; with it every row has inputs and a delete button.
 */
export function CostCodeTable({
  groups,
  expanded,
  onToggle,
  editing,
}: {
  groups: readonly TCostCodeGroup[];
  expanded: ReadonlySet<string>;
  onToggle: (prefix: string) => void;
  editing?: TCostCodeEditing;
}) {
  return (
    <TooltipProvider>
      <Table aria-label="Standard cost codes">
        <TableHeader>
          <TableRow>
            <TableHead className="w-56">Code</TableHead>
            <TableHead>Description</TableHead>
            {editing ? (
              <TableHead className="w-16 text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {groups.flatMap((group) => {
            const isExpanded = expanded.has(group.prefix);
            return visibleRows(group, isExpanded).map(({ row, kind }) => {
              const childCount = kind === 'parent' ? group.children.length : 0;
              const toggle = () => onToggle(group.prefix);
              if (!editing) {
                return (
                  <CostCodeViewRow
                    key={row.key}
                    row={row}
                    kind={kind}
                    childCount={childCount}
                    isExpanded={isExpanded}
                    onToggle={toggle}
                  />
                );
              }
              const error = editing.errors.get(row.key);
              const missingParent = missingParentOf(error, row);
              return (
                <CostCodeEditRow
                  key={row.key}
                  row={row}
                  kind={kind}
                  childCount={childCount}
                  isExpanded={isExpanded}
                  error={error}
                  missingParent={missingParent}
                  onToggle={toggle}
                  onChange={(patch) => editing.onChange(row.key, patch)}
                  onDelete={() => editing.onDelete(row)}
                  onCreateParent={() => {
                    if (missingParent) editing.onCreateParent(missingParent);
                  }}
                />
              );
            });
          })}
          {editing?.newRow}
        </TableBody>
      </Table>
    </TooltipProvider>
  );
}
