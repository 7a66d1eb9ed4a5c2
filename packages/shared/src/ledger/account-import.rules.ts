import { GL_ACCOUNT_TYPES, NORMAL_BALANCES } from '../cost-structure/chart-of-accounts.schemas.ts';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_NUMBER_RE,
  type TAccountImportRow,
  type TAccountPreview,
  type TAccountPreviewRow,
} from './account.schemas.ts';

export type TExistingAccount = { account_number: string; account_type: string; system_key: string | null };

/** The CSV header the export writes and the import reads (column names, in order). */
export const ACCOUNT_CSV_COLUMNS = [
  'account_number',
  'account_name',
  'account_type',
  'normal_balance',
  'parent_number',
  'description',
  'is_cash',
] as const;

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE_WORDS = new Set(['', 'false', 'no', 'n', '0']);

export function parseCsvFlag(value: string | undefined): boolean | null {
  const v = (value ?? '').trim().toLowerCase();
  if (TRUE_WORDS.has(v)) return true;
  if (FALSE_WORDS.has(v)) return false;
  return null;
}

export type TCleanAccountRow = {
  account_number: string;
  account_name: string;
  account_type: string;
  normal_balance: string;
  parent_number: string;
  description: string;
  is_cash: boolean;
};

export function cleanAccountRow(row: TAccountImportRow): TCleanAccountRow {
  return {
    account_number: row.account_number.trim(),
    account_name: row.account_name.trim(),
    account_type: row.account_type.trim().toLowerCase(),
    normal_balance: (row.normal_balance ?? '').trim().toLowerCase(),
    parent_number: (row.parent_number ?? '').trim(),
    description: (row.description ?? '').trim(),
    is_cash: parseCsvFlag(row.is_cash) ?? false,
  };
}

/**
 * The chart import preview: every row with all its reasons. A number already in the chart updates that
 * account (name, description, parent, cash flag); a new number adds one. All or nothing: one invalid
 * row blocks the file. The server runs the same function before writing.
 */
export function previewAccountImport(
  rows: readonly TAccountImportRow[],
  existing: readonly TExistingAccount[],
): TAccountPreview {
  const byNumber = new Map(existing.map((a) => [a.account_number, a]));
  const clean = rows.map(cleanAccountRow);
  const firstRowOf = new Map<string, number>();
  clean.forEach((row, i) => {
    if (!firstRowOf.has(row.account_number)) firstRowOf.set(row.account_number, i + 1);
  });
  const typeOfNumber = (n: string) =>
    clean.find((r) => r.account_number === n)?.account_type ?? byNumber.get(n)?.account_type;

  let invalid = 0;
  const out: TAccountPreviewRow[] = clean.map((row, i) => {
    const at = i + 1;
    const reasons: string[] = [];
    if (!row.account_number) reasons.push(ACCOUNT_MESSAGES.numberRequired);
    else if (!ACCOUNT_NUMBER_RE.test(row.account_number)) reasons.push(ACCOUNT_MESSAGES.numberFormat);
    const first = firstRowOf.get(row.account_number) ?? at;
    if (row.account_number && first !== at)
      reasons.push(`Duplicate account number in file (first on row ${first})`);
    if (!row.account_name) reasons.push(ACCOUNT_MESSAGES.nameRequired);
    else if (row.account_name.length > 99) reasons.push(ACCOUNT_MESSAGES.nameMax);
    if (!(GL_ACCOUNT_TYPES as readonly string[]).includes(row.account_type))
      reasons.push(ACCOUNT_MESSAGES.importTypeInvalid);
    if (row.normal_balance && !(NORMAL_BALANCES as readonly string[]).includes(row.normal_balance))
      reasons.push(ACCOUNT_MESSAGES.importNormalInvalid);
    if (row.description.length > 499) reasons.push(ACCOUNT_MESSAGES.descriptionMax);
    const current = byNumber.get(row.account_number);
    if (current?.system_key && current.account_type !== row.account_type)
      reasons.push(ACCOUNT_MESSAGES.systemTypeChange);
    if (row.parent_number) {
      if (row.parent_number === row.account_number) reasons.push(ACCOUNT_MESSAGES.parentSelf);
      else {
        const parentType = typeOfNumber(row.parent_number);
        if (!parentType) reasons.push(ACCOUNT_MESSAGES.importParentMissing);
        else if (parentType !== row.account_type) reasons.push(ACCOUNT_MESSAGES.parentType);
      }
    }
    if (reasons.length) invalid++;
    return {
      row: at,
      account_number: row.account_number,
      account_name: row.account_name,
      account_type: row.account_type,
      action: current ? 'update' : 'new',
      status: reasons.length ? 'invalid' : 'valid',
      reasons,
    };
  });
  return { rows: out, valid: out.length - invalid, invalid };
}
