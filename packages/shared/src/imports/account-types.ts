import { z } from 'zod';
import { GL_ACCOUNT_TYPES, type TAccountType } from '../cost-structure/chart-of-accounts.schemas.ts';

/**
 * The import type table (domain/migration.md "Account types to the GL's five"): a QuickBooks
 * Desktop IIF ACCNTTYPE or a QuickBooks Online account type (and detail type) → one of the chart's
 * five types plus the source type kept as a subtype. NONPOSTING accounts (estimates, purchase
 * orders) are no GL account: their table entry is null. The table is shown to the user and editable
 * per company (`TAccountTypeMapping` overrides, saved for reruns).
 */
export const IMPORT_ACCOUNT_SUBTYPES = [
  'bank',
  'ar',
  'ap',
  'credit_card',
  'other_current_asset',
  'fixed_asset',
  'other_asset',
  'other_current_liability',
  'long_term_liability',
  'equity',
  'income',
  'other_income',
  'cogs',
  'expense',
  'other_expense',
] as const;
export type TImportAccountSubtype = (typeof IMPORT_ACCOUNT_SUBTYPES)[number];

/** Which of the five types each subtype belongs to (an override must keep them consistent). */
export const SUBTYPE_ACCOUNT_TYPE: Record<TImportAccountSubtype, TAccountType> = {
  bank: 'asset',
  ar: 'asset',
  other_current_asset: 'asset',
  fixed_asset: 'asset',
  other_asset: 'asset',
  ap: 'liability',
  credit_card: 'liability',
  other_current_liability: 'liability',
  long_term_liability: 'liability',
  equity: 'equity',
  income: 'revenue',
  other_income: 'revenue',
  cogs: 'expense',
  expense: 'expense',
  other_expense: 'expense',
};

/**
 * Control-account hints: the source says this account plays a special role, and the mapping stage
 * must map it onto the product's account of that `system_key` (accounts_receivable,
 * accounts_payable, opening_balance_equity, retained_earnings exist in the chart) or confirm it.
 * undeposited_funds and sales_tax_payable have no product system account yet: they are hints only.
 * Retainage receivable/payable have no QuickBooks type: the mapping stage asks for them by name.
 */
export const IMPORT_CONTROL_HINTS = [
  'accounts_receivable',
  'accounts_payable',
  'opening_balance_equity',
  'retained_earnings',
  'undeposited_funds',
  'sales_tax_payable',
] as const;
export type TImportControlHint = (typeof IMPORT_CONTROL_HINTS)[number];

export const ZMappedAccountType = z
  .object({
    account_type: z.enum(GL_ACCOUNT_TYPES),
    subtype: z.enum(IMPORT_ACCOUNT_SUBTYPES),
    control: z.enum(IMPORT_CONTROL_HINTS).nullable().default(null),
  })
  .refine((m) => SUBTYPE_ACCOUNT_TYPE[m.subtype] === m.account_type, {
    message: 'The subtype does not belong to that account type',
    path: ['subtype'],
  });
/** One row's target: type, subtype, control hint. */
export type TMappedAccountType = z.output<typeof ZMappedAccountType>;

function gl(subtype: TImportAccountSubtype, control: TImportControlHint | null = null): TMappedAccountType {
  return { account_type: SUBTYPE_ACCOUNT_TYPE[subtype], subtype, control };
}

/** IIF `ACCNTTYPE` → target; null = NONPOSTING (not a GL account). Keys as IIF writes them. */
export const IIF_ACCOUNT_TYPES: Readonly<Record<string, TMappedAccountType | null>> = {
  BANK: gl('bank'),
  AR: gl('ar', 'accounts_receivable'),
  OCASSET: gl('other_current_asset'),
  FIXASSET: gl('fixed_asset'),
  OASSET: gl('other_asset'),
  AP: gl('ap', 'accounts_payable'),
  CCARD: gl('credit_card'),
  OCLIAB: gl('other_current_liability'),
  LTLIAB: gl('long_term_liability'),
  EQUITY: gl('equity'),
  INC: gl('income'),
  EXINC: gl('other_income'),
  COGS: gl('cogs'),
  EXP: gl('expense'),
  EXEXP: gl('other_expense'),
  NONPOSTING: null,
};

/** IIF `EXTRA` special-account markers → control hint. */
export const IIF_EXTRA_CONTROLS: Readonly<Record<string, TImportControlHint>> = {
  OPENBAL: 'opening_balance_equity',
  RETEARNINGS: 'retained_earnings',
  UNDEPOSIT: 'undeposited_funds',
  SALESTAX: 'sales_tax_payable',
};

/**
 * QuickBooks Online account types → target, by their display names (Account List export) and their
 * API names (singular, `Accounts Receivable`). Looked up through `accountTypeKey` (case, spaces and
 * punctuation ignored).
 */
export const QBO_ACCOUNT_TYPES: Readonly<Record<string, TMappedAccountType | null>> = {
  Bank: gl('bank'),
  'Accounts receivable (A/R)': gl('ar', 'accounts_receivable'),
  'Accounts Receivable': gl('ar', 'accounts_receivable'),
  'A/R': gl('ar', 'accounts_receivable'),
  'Other Current Assets': gl('other_current_asset'),
  'Other Current Asset': gl('other_current_asset'),
  'Fixed Assets': gl('fixed_asset'),
  'Fixed Asset': gl('fixed_asset'),
  'Other Assets': gl('other_asset'),
  'Other Asset': gl('other_asset'),
  'Accounts payable (A/P)': gl('ap', 'accounts_payable'),
  'Accounts Payable': gl('ap', 'accounts_payable'),
  'A/P': gl('ap', 'accounts_payable'),
  'Credit Card': gl('credit_card'),
  'Other Current Liabilities': gl('other_current_liability'),
  'Other Current Liability': gl('other_current_liability'),
  'Long Term Liabilities': gl('long_term_liability'),
  'Long Term Liability': gl('long_term_liability'),
  Equity: gl('equity'),
  Income: gl('income'),
  'Other Income': gl('other_income'),
  'Cost of Goods Sold': gl('cogs'),
  Expenses: gl('expense'),
  Expense: gl('expense'),
  'Other Expense': gl('other_expense'),
  'Other Expenses': gl('other_expense'),
  'Non-Posting': null,
  NonPosting: null,
};

/** QuickBooks Online detail types that mark a control account (display and API spellings). */
export const QBO_DETAIL_CONTROLS: Readonly<Record<string, TImportControlHint>> = {
  'Undeposited Funds': 'undeposited_funds',
  'Opening Balance Equity': 'opening_balance_equity',
  'Retained Earnings': 'retained_earnings',
  'Sales Tax Payable': 'sales_tax_payable',
  'Global Tax Payable': 'sales_tax_payable',
};

/** Lookup key for a source type: letters and digits only, lower case ('Accounts receivable (A/R)' → 'accountsreceivablear'). */
export function accountTypeKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function keyed<T>(table: Readonly<Record<string, T>>): Map<string, T> {
  return new Map(Object.entries(table).map(([k, v]) => [accountTypeKey(k), v]));
}
const IIF_BY_KEY = keyed(IIF_ACCOUNT_TYPES);
const QBO_BY_KEY = keyed(QBO_ACCOUNT_TYPES);
const IIF_EXTRA_BY_KEY = keyed(IIF_EXTRA_CONTROLS);
const QBO_DETAIL_BY_KEY = keyed(QBO_DETAIL_CONTROLS);

export const IMPORT_TYPE_SOURCES = ['iif', 'qbo'] as const;
export type TImportTypeSource = (typeof IMPORT_TYPE_SOURCES)[number];

/**
 * The company's edits to the type table, saved per company: per source, the source type (any
 * spelling; compared through `accountTypeKey`) → target, or null to treat it as non-posting.
 */
export const ZAccountTypeMapping = z.object({
  iif: z.record(z.string().max(100), ZMappedAccountType.nullable()).default({}),
  qbo: z.record(z.string().max(100), ZMappedAccountType.nullable()).default({}),
});
export type TAccountTypeMapping = z.output<typeof ZAccountTypeMapping>;
export type TAccountTypeMappingInput = z.input<typeof ZAccountTypeMapping>;

export type TAccountTypeSource = {
  source: TImportTypeSource;
  /** IIF ACCNTTYPE, or the Online "Type" column. */
  type: string;
  /** Online "Detail type". */
  detail_type?: string | null;
  /** IIF EXTRA (OPENBAL, RETEARNINGS, UNDEPOSIT, SALESTAX). */
  extra?: string | null;
};

export type TAccountTypeResult =
  | ({ kind: 'posting'; overridden: boolean } & TMappedAccountType)
  | { kind: 'non_posting'; overridden: boolean }
  | { kind: 'unknown' };

/**
 * A source account's type → the chart's type, subtype and control hint. Overrides (the company's
 * edits) win over the built-in table; a control marker on the account itself (IIF EXTRA, Online
 * detail type) wins over the type's own hint. 'unknown' when neither table nor overrides know the
 * type: the mapping stage must flag the row.
 */
export function mapAccountType(
  source: TAccountTypeSource,
  overrides?: Partial<TAccountTypeMapping>,
): TAccountTypeResult {
  const key = accountTypeKey(source.type);
  const overrideTable = overrides?.[source.source];
  let entry: TMappedAccountType | null | undefined;
  let overridden = false;
  if (overrideTable) {
    for (const [k, v] of Object.entries(overrideTable))
      if (accountTypeKey(k) === key) {
        entry = v;
        overridden = true;
      }
  }
  if (!overridden) entry = (source.source === 'iif' ? IIF_BY_KEY : QBO_BY_KEY).get(key);
  if (entry === undefined) return { kind: 'unknown' };
  if (entry === null) return { kind: 'non_posting', overridden };
  const marker =
    source.source === 'iif'
      ? IIF_EXTRA_BY_KEY.get(accountTypeKey(source.extra ?? ''))
      : QBO_DETAIL_BY_KEY.get(accountTypeKey(source.detail_type ?? ''));
  return {
    kind: 'posting',
    overridden,
    account_type: entry.account_type,
    subtype: entry.subtype,
    control: marker ?? entry.control ?? null,
  };
}

export type TAccountTypeTableRow = {
  source: TImportTypeSource;
  source_type: string;
  /** null = not a GL account. */
  target: TMappedAccountType | null;
  overridden: boolean;
};

/**
 * The table as the mapping screen shows it: every built-in source type (IIF codes, Online display
 * names — API spellings omitted) with overrides applied, then overrides for types the table lacks.
 */
export function accountTypeTable(overrides?: Partial<TAccountTypeMapping>): TAccountTypeTableRow[] {
  const rows: TAccountTypeTableRow[] = [];
  const builtIn: [TImportTypeSource, readonly string[]][] = [
    ['iif', Object.keys(IIF_ACCOUNT_TYPES)],
    ['qbo', QBO_DISPLAY_TYPES],
  ];
  for (const [source, types] of builtIn) {
    const seen = new Set<string>();
    for (const t of types) {
      seen.add(accountTypeKey(t));
      const r = mapAccountType({ source, type: t }, overrides);
      if (r.kind === 'unknown') continue;
      rows.push({
        source,
        source_type: t,
        target:
          r.kind === 'posting'
            ? { account_type: r.account_type, subtype: r.subtype, control: r.control }
            : null,
        overridden: r.overridden,
      });
    }
    for (const [t, target] of Object.entries(overrides?.[source] ?? {}))
      if (!seen.has(accountTypeKey(t))) {
        seen.add(accountTypeKey(t));
        rows.push({ source, source_type: t, target, overridden: true });
      }
  }
  return rows;
}

/** The Online type names as the Account List export writes them (one per row of the table). */
export const QBO_DISPLAY_TYPES = [
  'Bank',
  'Accounts receivable (A/R)',
  'Other Current Assets',
  'Fixed Assets',
  'Other Assets',
  'Accounts payable (A/P)',
  'Credit Card',
  'Other Current Liabilities',
  'Long Term Liabilities',
  'Equity',
  'Income',
  'Other Income',
  'Cost of Goods Sold',
  'Expenses',
  'Other Expense',
] as const;
