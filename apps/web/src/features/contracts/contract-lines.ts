import {
  scheduleLineErrors,
  type TContract,
  type TContractCode,
  type TContractLineInput,
} from '@groundwork/shared';

/** A line of the schedule grid; `id` null for a line not yet saved. */
export type TContractRow = {
  key: string;
  id: string | null;
  description: string;
  original_cents: number | null;
  cost_code_id: string | null;
  approved_changes_cents: number;
  scheduled_cents: number;
  billed_cents: number;
};

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `contract-line-${lastKey}`;
};

export function emptyContractRow(): TContractRow {
  return {
    key: nextKey(),
    id: null,
    description: '',
    original_cents: null,
    cost_code_id: null,
    approved_changes_cents: 0,
    scheduled_cents: 0,
    billed_cents: 0,
  };
}

export const isContractRowBlank = (row: TContractRow) =>
  row.id === null && !row.description.trim() && !row.original_cents && !row.cost_code_id;

/** The saved lines, then (for someone who may edit) an empty line to type into. */
export function rowsFromContract(contract: TContract, isEditable: boolean): TContractRow[] {
  const saved = contract.lines.map((line) => ({
    key: nextKey(),
    id: line.id,
    description: line.description,
    original_cents: line.original_cents,
    cost_code_id: line.cost_code_id,
    approved_changes_cents: line.approved_changes_cents,
    scheduled_cents: line.scheduled_cents,
    billed_cents: line.billed_cents,
  }));
  return isEditable ? [...saved, emptyContractRow()] : saved;
}

function filled(rows: readonly TContractRow[]) {
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => !isContractRowBlank(row));
}

/** Every problem per grid row (by its index in the grid), from the shared rule the server applies. */
export function contractRowProblems(
  rows: readonly TContractRow[],
  codes: readonly TContractCode[],
): Map<number, string[]> {
  const lines = filled(rows);
  const errors = scheduleLineErrors(
    lines.map(({ row }) => row),
    codes,
  );
  const byGridIndex = new Map<number, string[]>();
  for (const [i, reasons] of errors) byGridIndex.set(lines[i]?.index ?? i, reasons);
  return byGridIndex;
}

export function contractLinesToSave(rows: readonly TContractRow[]): TContractLineInput[] {
  return filled(rows).map(({ row }) => ({
    id: row.id,
    description: row.description.trim(),
    original_cents: row.original_cents ?? 0,
    cost_code_id: row.cost_code_id,
  }));
}

export const contractRowsTotal = (rows: readonly TContractRow[]) =>
  rows.reduce((sum, row) => sum + (row.original_cents ?? 0), 0);
