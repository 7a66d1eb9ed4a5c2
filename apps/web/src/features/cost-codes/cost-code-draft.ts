import {
  COST_CODE_MESSAGES,
  COST_CODE_RE,
  costCodeFieldError,
  isParentCode,
  parentCodeOf,
  parentDescription,
  type TCostCode,
  type TCostCodeBatch,
  type TCostCodeErrorKind,
  validateCostCodeBatch,
} from '@groundwork/shared';

/**
 * The edit mode's working copy of the list (spec §5): saved rows with their edits, new rows, and the
 * ids deleted. Nothing reaches the server until Save All Changes sends the batch; Cancel drops it.
 */
export type TDraftRow = {
  /** The saved id, or 'new-N' for a row added in this edit session. */
  key: string;
  id: string | null;
  code: string;
  description: string;
  /** What the server has, for saved rows. */
  original: { code: string; description: string } | null;
  /** Where the row stays while it is edited, so rows do not jump as a code is typed. */
  sortCode: string;
};

export type TDraft = { rows: TDraftRow[]; deletedIds: string[]; nextKey: number };

export function draftFrom(codes: readonly TCostCode[]): TDraft {
  return {
    rows: codes.map((c) => ({
      key: c.id,
      id: c.id,
      code: c.code,
      description: c.description,
      original: { code: c.code, description: c.description },
      sortCode: c.code,
    })),
    deletedIds: [],
    nextKey: 1,
  };
}

export function addDraftRow(draft: TDraft, code: string, description: string): TDraft {
  const row: TDraftRow = {
    key: `new-${draft.nextKey}`,
    id: null,
    code: code.trim(),
    description: description.trim(),
    original: null,
    sortCode: code.trim(),
  };
  return { ...draft, rows: [...draft.rows, row], nextKey: draft.nextKey + 1 };
}

export function editDraftRow(
  draft: TDraft,
  key: string,
  patch: Partial<Pick<TDraftRow, 'code' | 'description'>>,
): TDraft {
  return { ...draft, rows: draft.rows.map((row) => (row.key === key ? { ...row, ...patch } : row)) };
}

/** A saved row is remembered for deletion; a new row simply goes. */
export function deleteDraftRow(draft: TDraft, key: string): TDraft {
  const row = draft.rows.find((r) => r.key === key);
  if (!row) return draft;
  return {
    ...draft,
    rows: draft.rows.filter((r) => r.key !== key),
    deletedIds: row.id ? [...draft.deletedIds, row.id] : draft.deletedIds,
  };
}

const isChanged = (row: TDraftRow) =>
  row.original !== null &&
  (row.original.code !== row.code.trim() || row.original.description !== row.description.trim());

export function draftHasChanges(draft: TDraft): boolean {
  return draft.deletedIds.length > 0 || draft.rows.some((row) => row.original === null || isChanged(row));
}

/** The batch Save All Changes sends, and which draft row each create and update came from. */
export function batchFrom(draft: TDraft): {
  batch: TCostCodeBatch;
  createKeys: string[];
  updateKeys: string[];
} {
  const created = draft.rows.filter((row) => row.original === null);
  const updated = draft.rows.filter(isChanged);
  return {
    batch: {
      creates: created.map((row) => ({ code: row.code.trim(), description: row.description.trim() })),
      updates: updated.map((row) => ({
        id: row.id ?? '',
        code: row.code.trim(),
        description: row.description.trim(),
      })),
      deletes: draft.deletedIds,
    },
    createKeys: created.map((row) => row.key),
    updateKeys: updated.map((row) => row.key),
  };
}

export type TRowError = { kind: TCostCodeErrorKind; message: string; code: string };

/**
 * What is wrong with the draft, per row key, in table order — the same rules the server applies.
 * A row whose own fields are wrong shows that; the structural rules (unique codes, parents) are judged
 * on the rows whose fields are right. `general` holds errors about deleted rows.
 */
export function draftErrors(
  saved: readonly TCostCode[],
  draft: TDraft,
): { byKey: Map<string, TRowError>; general: TRowError[] } {
  const byKey = new Map<string, TRowError>();
  const { batch, createKeys, updateKeys } = batchFrom(draft);
  const fieldError = (row: { code: string; description: string }) =>
    costCodeFieldError(row.code, row.description);

  batch.creates.forEach((row, index) => {
    const message = fieldError(row);
    const key = createKeys[index];
    if (message && key) byKey.set(key, { kind: 'invalid', message, code: row.code });
  });
  batch.updates.forEach((row, index) => {
    const message = fieldError(row);
    const key = updateKeys[index];
    if (message && key) byKey.set(key, { kind: 'invalid', message, code: row.code });
  });

  const sound = {
    creates: batch.creates.filter((_row, index) => !byKey.has(createKeys[index] ?? '')),
    updates: batch.updates.filter((_row, index) => !byKey.has(updateKeys[index] ?? '')),
    deletes: batch.deletes,
  };
  const soundCreateKeys = createKeys.filter((key) => !byKey.has(key));
  const soundUpdateKeys = updateKeys.filter((key) => !byKey.has(key));
  const general: TRowError[] = [];
  for (const error of validateCostCodeBatch(saved, sound)) {
    const entry = { kind: error.kind, message: error.message, code: error.code };
    const key =
      error.operation === 'create'
        ? soundCreateKeys[error.index]
        : error.operation === 'update'
          ? soundUpdateKeys[error.index]
          : undefined;
    if (key && !byKey.has(key)) byKey.set(key, entry);
    else if (!key) general.push(entry);
  }
  return { byKey, general };
}

/** 'Validation Error' toast text: the first error in table order, naming its code. */
export function firstErrorText(
  groups: readonly TCostCodeGroup[],
  errors: ReturnType<typeof draftErrors>,
): string | null {
  for (const group of groups) {
    for (const row of group.parent ? [group.parent, ...group.children] : group.children) {
      const error = errors.byKey.get(row.key);
      if (error) return withCode(error.code || row.code, error.message);
    }
  }
  const [first] = errors.general;
  return first ? withCode(first.code, first.message) : null;
}

function withCode(code: string, message: string): string {
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** The parent a row error offers to create in one click ('Create 05-0000' as 'Category 05'), or null. */
export function missingParentOf(
  error: TRowError | undefined,
  row: TDraftRow,
): { code: string; description: string } | null {
  if (error?.kind !== 'parent_missing') return null;
  const parent = parentCodeOf(row.code.trim());
  return parent ? { code: parent, description: parentDescription(parent) } : null;
}

/** Parents with their children, by the first two digits; a group without its parent has none. */
export type TCostCodeGroup = { prefix: string; parent: TDraftRow | null; children: TDraftRow[] };

export function groupCostCodes(rows: readonly TDraftRow[]): TCostCodeGroup[] {
  const byPrefix = new Map<string, TCostCodeGroup>();
  const sorted = [...rows].sort((a, b) =>
    a.sortCode === b.sortCode ? a.key.localeCompare(b.key) : a.sortCode < b.sortCode ? -1 : 1,
  );
  for (const row of sorted) {
    const prefix = COST_CODE_RE.test(row.sortCode) ? row.sortCode.slice(0, 2) : row.sortCode;
    let group = byPrefix.get(prefix);
    if (!group) {
      group = { prefix, parent: null, children: [] };
      byPrefix.set(prefix, group);
    }
    if (isParentCode(row.sortCode) && group.parent === null) group.parent = row;
    else group.children.push(row);
  }
  return [...byPrefix.values()];
}

/** An entry in the new-row line: why it cannot be added yet, or null. */
export function newRowError(draft: TDraft, code: string, description: string): string | null {
  const fieldError = costCodeFieldError(code, description);
  if (fieldError) return fieldError;
  return draft.rows.some((row) => row.code.trim() === code.trim()) ? COST_CODE_MESSAGES.codeTaken : null;
}
