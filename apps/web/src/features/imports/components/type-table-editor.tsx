import type { TImportAccountSubtype, TImportTypeSource } from '@groundwork/shared';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TTypeTableRow } from '../mapping-draft';
import { SubtypeSelect } from './account-type-select';

const SOURCE_LABELS: Record<TImportTypeSource, string> = { iif: 'Desktop (IIF)', qbo: 'Online' };

/**
 * The type table: each QuickBooks account type → one of the five types and a subtype. A change is
 * the company's override (saved with the mapping for reruns); Reset returns to the built-in answer.
 */
export function TypeTableEditor({
  rows,
  onChange,
  onReset,
}: {
  rows: readonly TTypeTableRow[];
  onChange: (row: TTypeTableRow, subtype: TImportAccountSubtype | null) => void;
  onReset: (row: TTypeTableRow) => void;
}) {
  return (
    <Table aria-label="Account type table">
      <TableHeader>
        <TableRow>
          <TableHead className="max-sm:hidden">Source</TableHead>
          <TableHead>QuickBooks type</TableHead>
          <TableHead>Becomes</TableHead>
          <TableHead>
            <span className="sr-only">Reset</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={`${row.source}-${row.source_type}`}>
            <TableCell className="text-muted-foreground max-sm:hidden">{SOURCE_LABELS[row.source]}</TableCell>
            <TableCell className="font-medium">{row.source_type}</TableCell>
            <TableCell>
              <SubtypeSelect
                id={`type-table-${index}`}
                label={`${row.source_type} becomes`}
                className="w-60"
                value={row.subtype}
                emptyLabel="Not a GL account (non-posting)"
                onChange={(subtype) => onChange(row, subtype)}
              />
            </TableCell>
            <TableCell className="text-right">
              {row.overridden ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Reset ${row.source_type} to the built-in type`}
                  onClick={() => onReset(row)}
                >
                  <RotateCcw aria-hidden="true" />
                  Reset
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
