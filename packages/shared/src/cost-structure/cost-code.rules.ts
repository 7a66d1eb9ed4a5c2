import { COST_CODE_RE } from '../formats/formats.ts';
import {
  COST_CODE_DESCRIPTION_MAX,
  COST_CODE_MESSAGES,
  importDuplicateMessage,
  importParentMissingMessage,
  isParentCode,
  parentCodeOf,
  parentMissingMessage,
  type TCostCodeBatch,
  type TCostCodeErrorDetails,
  type TCostCodeImportRow,
  type TCostCodePreview,
  type TCostCodePreviewRow,
} from './cost-code.schemas.ts';

/**
 * The rules of spec §5 as pure functions over codes, so the edit mode, the import preview and the
 * server decide the same way. The server runs them against the database's codes inside the saving
 * transaction; the database's constraints stay the last word for concurrent saves.
 */

/** Why a code or description cannot be saved, or null. */
export function costCodeFieldError(code: string, description: string): string | null {
  if (!COST_CODE_RE.test(code.trim())) return COST_CODE_MESSAGES.codeFormat;
  const text = description.trim();
  if (text === '') return COST_CODE_MESSAGES.descriptionRequired;
  if (text.length > COST_CODE_DESCRIPTION_MAX) return COST_CODE_MESSAGES.descriptionMax;
  return null;
}

/** What kind of failure an error is; the server maps it to an HTTP status. */
export type TCostCodeErrorKind =
  | 'invalid'
  | 'not_found'
  | 'code_taken'
  | 'parent_missing'
  | 'parent_has_children';

export type TCostCodeChangeError = TCostCodeErrorDetails & { kind: TCostCodeErrorKind; message: string };

type TExistingCode = { id: string; code: string };
type TBatchLike = Pick<TCostCodeBatch, 'creates' | 'updates' | 'deletes'>;

/**
 * Every reason the batch cannot be saved on top of `existing` (the organization's codes), in the order
 * creates, updates, deletes. Empty means the result is consistent: codes well-formed and unique, every
 * child's parent present, no parent removed from under its children.
 */
export function validateCostCodeBatch(
  existing: readonly TExistingCode[],
  batch: TBatchLike,
): TCostCodeChangeError[] {
  const errors: TCostCodeChangeError[] = [];
  const byId = new Map(existing.map((row) => [row.id, row]));
  const touched = new Set<string>();

  // 1. Ids: each must be the organization's, and changed at most once.
  const checkId = (operation: 'update' | 'delete', index: number, id: string) => {
    const row = byId.get(id);
    if (!row) {
      errors.push({ operation, index, code: '', kind: 'not_found', message: COST_CODE_MESSAGES.notFound });
      return false;
    }
    if (touched.has(id)) {
      errors.push({
        operation,
        index,
        code: row.code,
        kind: 'invalid',
        message: 'A cost code can be changed only once per save',
      });
      return false;
    }
    touched.add(id);
    return true;
  };
  const updates = batch.updates.filter((update, index) => checkId('update', index, update.id));
  const deletedIds = new Set(batch.deletes.filter((id, index) => checkId('delete', index, id)));
  if (errors.length > 0) return errors;

  // 2. Fields of every row written.
  batch.creates.forEach((row, index) => {
    const message = costCodeFieldError(row.code, row.description);
    if (message) errors.push({ operation: 'create', index, code: row.code, kind: 'invalid', message });
  });
  batch.updates.forEach((row, index) => {
    const message = costCodeFieldError(row.code, row.description);
    if (message) errors.push({ operation: 'update', index, code: row.code, kind: 'invalid', message });
  });
  if (errors.length > 0) return errors;

  // 3. The list as it would be after saving: code → how many rows hold it.
  const newCodeOf = new Map(updates.map((update) => [update.id, update.code.trim()]));
  const finalCodes = new Map<string, number>();
  const hold = (code: string) => finalCodes.set(code, (finalCodes.get(code) ?? 0) + 1);
  for (const row of existing) {
    if (!deletedIds.has(row.id)) hold(newCodeOf.get(row.id) ?? row.code);
  }
  for (const row of batch.creates) hold(row.code.trim());

  // 4. Unique codes: a written row may not take a code another row keeps (the later writer is wrong).
  const written: { operation: 'create' | 'update'; index: number; code: string }[] = [
    ...batch.creates.map((row, index) => ({ operation: 'create' as const, index, code: row.code.trim() })),
    ...batch.updates.map((row, index) => ({ operation: 'update' as const, index, code: row.code.trim() })),
  ];
  const unchangedCodes = new Set(
    existing.filter((row) => !deletedIds.has(row.id) && !newCodeOf.has(row.id)).map((row) => row.code),
  );
  const claimed = new Set<string>();
  const isUpdateKeepingItsCode = (w: (typeof written)[number]) =>
    w.operation === 'update' && byId.get(batch.updates[w.index]?.id ?? '')?.code === w.code;
  // Rows that keep their own code claim it first, so the row that moved onto it is the one reported.
  for (const w of written) if (isUpdateKeepingItsCode(w)) claimed.add(w.code);
  for (const w of written) {
    if (isUpdateKeepingItsCode(w)) continue;
    if (unchangedCodes.has(w.code) || claimed.has(w.code)) {
      errors.push({ ...w, kind: 'code_taken', message: COST_CODE_MESSAGES.codeTaken });
    }
    claimed.add(w.code);
  }

  // 5. Every written child needs its parent in the result.
  for (const w of written) {
    const parent = parentCodeOf(w.code);
    if (parent && !finalCodes.has(parent)) {
      errors.push({ ...w, kind: 'parent_missing', message: parentMissingMessage(parent) });
    }
  }

  // 6. A parent code that leaves the list may not leave children behind.
  const hasChildren = (parent: string) => {
    for (const code of finalCodes.keys()) if (parentCodeOf(code) === parent) return true;
    return false;
  };
  batch.updates.forEach((row, index) => {
    const before = byId.get(row.id)?.code ?? '';
    if (
      isParentCode(before) &&
      before !== row.code.trim() &&
      !finalCodes.has(before) &&
      hasChildren(before)
    ) {
      errors.push({
        operation: 'update',
        index,
        code: before,
        kind: 'parent_has_children',
        message: COST_CODE_MESSAGES.parentRecoded,
      });
    }
  });
  batch.deletes.forEach((id, index) => {
    const before = byId.get(id)?.code ?? '';
    if (isParentCode(before) && !finalCodes.has(before) && hasChildren(before)) {
      errors.push({
        operation: 'delete',
        index,
        code: before,
        kind: 'parent_has_children',
        message: COST_CODE_MESSAGES.parentWithChildren,
      });
    }
  });
  return errors;
}

/**
 * The import preview (spec §5 CSV import): each row valid, or invalid with the first reason — format,
 * description, already in the database, a repeat of an earlier row of the file, or a parent found in
 * neither the database nor the file. Codes and descriptions are trimmed.
 */
export function previewCostCodeImport(
  rows: readonly TCostCodeImportRow[],
  existingCodes: ReadonlySet<string>,
): TCostCodePreview {
  const clean = rows.map((row) => ({ code: row.code.trim(), description: row.description.trim() }));
  const firstRowOf = new Map<string, number>();
  clean.forEach((row, index) => {
    if (COST_CODE_RE.test(row.code) && !firstRowOf.has(row.code)) firstRowOf.set(row.code, index + 1);
  });

  const reasonOf = (code: string, description: string, rowNumber: number): string | null => {
    if (!COST_CODE_RE.test(code)) return COST_CODE_MESSAGES.importInvalidFormat;
    const fieldError = costCodeFieldError(code, description);
    if (fieldError) return fieldError;
    if (existingCodes.has(code)) return COST_CODE_MESSAGES.importCodeExists;
    const first = firstRowOf.get(code) ?? rowNumber;
    if (first !== rowNumber) return importDuplicateMessage(first);
    const parent = parentCodeOf(code);
    if (parent && !existingCodes.has(parent) && !firstRowOf.has(parent))
      return importParentMissingMessage(parent);
    return null;
  };

  let invalid = 0;
  const preview: TCostCodePreviewRow[] = clean.map((row, index) => {
    const reason = reasonOf(row.code, row.description, index + 1);
    if (reason) invalid++;
    return {
      row: index + 1,
      code: row.code,
      description: row.description,
      is_parent: isParentCode(row.code),
      status: reason ? 'invalid' : 'valid',
      reason,
    };
  });
  return { rows: preview, valid: preview.length - invalid, invalid };
}

/** Parents before children, each group by code: the order imports insert in. */
export function parentsFirst<T extends { code: string }>(rows: readonly T[]): T[] {
  const byCode = (a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  const parents = rows.filter((row) => isParentCode(row.code)).sort(byCode);
  const children = rows.filter((row) => !isParentCode(row.code)).sort(byCode);
  return [...parents, ...children];
}
