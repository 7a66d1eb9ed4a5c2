import type { TImportNameMap } from '@groundwork/shared';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { nameRowProblem } from '../mapping-draft';
import type { TOption } from '../option-search';
import { OptionCombobox } from './option-combobox';

const KIND_LABELS: Record<TImportNameMap['kind'], string> = {
  customer: 'Customer',
  vendor: 'Vendor',
  job: 'Job',
  class: 'Class',
};

/** What a name maps onto: a class becomes one of the jobs; the others one of their own kind. */
const TARGET_LABELS: Record<TImportNameMap['kind'], string> = {
  customer: 'One of my customers',
  vendor: 'One of my vendors',
  job: 'One of my jobs',
  class: 'One of my jobs',
};

export type TNameOptions = Record<'customer' | 'vendor' | 'job', readonly TOption[]>;

/** Names the documents use that the lists lack, and the classes: mapped, created or ignored. */
export function UnresolvedNamesTable({
  rows,
  options,
  onChange,
}: {
  rows: readonly TImportNameMap[];
  options: TNameOptions;
  onChange: (row: TImportNameMap, patch: Partial<Pick<TImportNameMap, 'action' | 'target_id'>>) => void;
}) {
  return (
    <Table aria-label="Names not in the lists">
      <TableHeader>
        <TableRow>
          <TableHead>Kind</TableHead>
          <TableHead>Name in the files</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Maps to</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const problem = nameRowProblem(row);
          const canCreate = row.kind !== 'class';
          return (
            <TableRow
              key={`${row.kind}-${row.source_name}`}
              className={problem ? 'bg-destructive/5' : undefined}
            >
              <TableCell>{KIND_LABELS[row.kind]}</TableCell>
              <TableCell className="max-w-64 truncate font-medium" title={row.source_name}>
                {row.source_name}
              </TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={`What to do with ${KIND_LABELS[row.kind].toLowerCase()} ${row.source_name}`}
                  className="w-48"
                  value={row.action}
                  onChange={(event) => {
                    const action =
                      event.target.value === 'map'
                        ? 'map'
                        : event.target.value === 'create'
                          ? 'create'
                          : 'ignore';
                    onChange(row, { action, target_id: action === 'map' ? row.target_id : null });
                  }}
                >
                  <option value="map">{TARGET_LABELS[row.kind]}</option>
                  {canCreate ? <option value="create">Create it</option> : null}
                  <option value="ignore">Ignore</option>
                </NativeSelect>
              </TableCell>
              <TableCell className="min-w-64">
                {row.action === 'map' ? (
                  <div className="grid gap-1">
                    <OptionCombobox
                      id={`name-target-${index}`}
                      label={`${TARGET_LABELS[row.kind]} for ${row.source_name}`}
                      options={options[row.kind === 'class' ? 'job' : row.kind]}
                      value={row.target_id}
                      isInvalid={problem !== null}
                      describedBy={problem ? `name-problem-${index}` : undefined}
                      onChange={(targetId) => onChange(row, { target_id: targetId })}
                    />
                    {problem ? (
                      <p id={`name-problem-${index}`} className="text-destructive text-xs">
                        {problem}
                      </p>
                    ) : null}
                  </div>
                ) : (
                  <span className="text-muted-foreground text-sm">
                    {row.action === 'create' ? `A new ${KIND_LABELS[row.kind].toLowerCase()}` : 'Left out'}
                  </span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
