import { parseMoneyToCents } from '../money/money.ts';
import {
  CONTRACT_CENTS_MAX,
  CONTRACT_LIMITS,
  CONTRACT_MESSAGES,
  duplicateScheduleRowMessage,
  scheduleTotalMessage,
  type TContractImportRow,
  type TContractPreview,
  type TContractPreviewRow,
} from './contract.schemas.ts';

/** A company cost code as the schedule rules judge it (inactive ones included). */
export type TContractCode = { id: string; code: string; is_active: boolean; is_parent: boolean };

/** A schedule line as the grid holds it: anything may still be missing. */
export type TContractDraftLine = {
  description: string;
  original_cents: number | null;
  cost_code_id: string | null;
};

function codeReasons(code: TContractCode | undefined, given: boolean): string[] {
  if (!given) return [];
  if (!code) return [CONTRACT_MESSAGES.costCodeNotFound];
  if (code.is_parent) return [CONTRACT_MESSAGES.costCodeParent];
  if (!code.is_active) return [CONTRACT_MESSAGES.costCodeInactive];
  return [];
}

function descriptionReasons(description: string): string[] {
  const text = description.trim();
  if (!text) return [CONTRACT_MESSAGES.lineDescriptionRequired];
  if (text.length > CONTRACT_LIMITS.lineDescription) return [CONTRACT_MESSAGES.lineDescriptionMax];
  return [];
}

function amountReasons(cents: number | null): string[] {
  if (cents === null || !Number.isInteger(cents) || cents < 0 || cents > CONTRACT_CENTS_MAX)
    return [CONTRACT_MESSAGES.lineAmount];
  return [];
}

/**
 * Every reason each schedule line cannot be saved, by index: a description (under 200 characters), a
 * scheduled value of whole cents ≥ 0, and — when given — an active child cost code. The grid shows
 * these as you type; the server runs the same function before it writes.
 */
export function scheduleLineErrors(
  lines: readonly TContractDraftLine[],
  codes: readonly TContractCode[],
): Map<number, string[]> {
  const codeById = new Map(codes.map((c) => [c.id, c]));
  const errors = new Map<number, string[]>();
  lines.forEach((line, index) => {
    const reasons = [
      ...descriptionReasons(line.description),
      ...amountReasons(line.original_cents),
      ...codeReasons(line.cost_code_id ? codeById.get(line.cost_code_id) : undefined, !!line.cost_code_id),
    ];
    if (reasons.length > 0) errors.set(index, reasons);
  });
  return errors;
}

/** The schedule must total the contract sum: the message when it does not, else null. */
export function scheduleTotalProblem(
  lines: readonly { original_cents: number | null }[],
  contractCents: number,
): string | null {
  const total = lines.reduce((sum, line) => sum + (line.original_cents ?? 0), 0);
  return total === contractCents ? null : scheduleTotalMessage(total, contractCents);
}

/** '12' → 12; null unless a whole number 1–9999. */
export function parseLineNumber(text: string): number | null {
  const match = /^\s*(\d{1,4})\s*$/.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

/**
 * The schedule import preview: every row with all its reasons. The file becomes the schedule of
 * values — a row whose line number the schedule has updates that line, any other row adds one, lines
 * the file does not name are removed — and the contract sum becomes the file's total. All or nothing:
 * one invalid row blocks the file. The server runs the same function when it writes.
 */
export function previewScheduleImport(
  rows: readonly TContractImportRow[],
  codes: readonly TContractCode[],
  existingLineNumbers: readonly number[],
): TContractPreview {
  const codeByText = new Map(codes.map((c) => [c.code, c]));
  const existing = new Set(existingLineNumbers);
  const firstRowOf = new Map<number, number>();
  let invalid = 0;
  let total = 0;
  const out: TContractPreviewRow[] = rows.map((given, i) => {
    const at = i + 1;
    const lineNumber = parseLineNumber(given.line);
    const description = given.description.trim();
    const costCode = (given.cost_code ?? '').trim();
    const amountText = given.scheduled_value.trim();
    const cents = amountText === '' ? null : parseMoneyToCents(amountText);
    const reasons: string[] = [];
    if (lineNumber === null) reasons.push(CONTRACT_MESSAGES.lineNumberInvalid);
    else {
      const first = firstRowOf.get(lineNumber);
      if (first === undefined) firstRowOf.set(lineNumber, at);
      else reasons.push(duplicateScheduleRowMessage(lineNumber, first));
    }
    reasons.push(...descriptionReasons(description), ...amountReasons(cents));
    reasons.push(...codeReasons(codeByText.get(costCode), costCode !== ''));
    if (reasons.length > 0) invalid += 1;
    else total += cents ?? 0;
    return {
      row: at,
      line_number: lineNumber,
      description,
      scheduled_cents: cents,
      cost_code: costCode,
      action: lineNumber !== null && existing.has(lineNumber) ? 'update' : 'new',
      status: reasons.length > 0 ? 'invalid' : 'valid',
      reasons,
    };
  });
  const named = new Set(out.map((r) => r.line_number));
  const removed = existingLineNumbers.filter((n) => !named.has(n)).length;
  return { rows: out, valid: rows.length - invalid, invalid, total_cents: total, removed };
}
