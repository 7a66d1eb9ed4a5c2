import {
  IMPORT_CONTROL_ACCOUNT_LABELS,
  IMPORT_CONTROL_ACCOUNTS,
  IMPORT_MESSAGES,
  mapAccountType,
  SUBTYPE_ACCOUNT_TYPE,
  type TAccountType,
  type TImportAccountMap,
  type TImportAccountSubtype,
  type TImportControlAccount,
  type TImportMapping,
  type TImportMappingView,
  type TImportNameMap,
  type TImportPickerAccount,
  type TImportSource,
  type TImportSourceAccount,
  type TImportTypeSource,
} from '@groundwork/shared';

/*
 * The mapping screen's edits, pure: the run's mapping completed from the server's view (every source
 * account and name gets an explicit row, suggestions applied), then changed row by row, and checked
 * before it is saved. What the screen shows is computed here, so it is tested without a browser.
 */

/** An account of the run's company (GET /imports/pickers). */
export type TChartAccount = TImportPickerAccount;

/** A created account's number the accounts stage keeps (else it assigns the next free one). */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{3,10}(-[0-9]{1,6})?$/;
export const ACCOUNT_NAME_MAX = 99;

/** The source's last path segment: a created account's name when the row sets none. */
export function leafName(sourcePath: string): string {
  const parts = sourcePath.split(':');
  return (parts[parts.length - 1] ?? sourcePath).trim();
}

/** A source account with no saved row: onto the suggested account, else created as the source has it. */
export function defaultAccountRow(account: TImportSourceAccount): TImportAccountMap {
  return account.suggested_account_id
    ? { source_path: account.source_path, action: 'map', account_id: account.suggested_account_id }
    : {
        source_path: account.source_path,
        action: 'create',
        account_id: null,
        number: null,
        name: null,
        type: null,
        subtype: null,
      };
}

const RETAINAGE = /retain|retention/i;

/** The source account a control account most likely is: its hint, or (retainage) its name. */
export function suggestedControl(
  key: TImportControlAccount,
  accounts: readonly TImportSourceAccount[],
): string | null {
  const byHint = accounts.find((a) => a.control_hint === key);
  if (byHint) return byHint.source_path;
  if (key === 'retainage_receivable' || key === 'retainage_payable') {
    const side = key === 'retainage_receivable' ? /receivable|asset/i : /payable|liabilit/i;
    const wanted = key === 'retainage_receivable' ? 'asset' : 'liability';
    const byName = accounts.find(
      (a) => RETAINAGE.test(a.source_path) && (side.test(a.source_path) || a.type === wanted),
    );
    if (byName) return byName.source_path;
  }
  return null;
}

export function defaultNameRow(name: { kind: TImportNameMap['kind']; source_name: string }): TImportNameMap {
  // A class becomes a job only when the user says which; a missing party is created by default.
  return { ...name, action: name.kind === 'class' ? 'ignore' : 'create', target_id: null };
}

const nameKey = (row: { kind: string; source_name: string }) => `${row.kind}\u0000${row.source_name}`;

/** The saved mapping with a row for every source account and name, and the controls suggested. */
export function draftFromView(view: TImportMappingView): TImportMapping {
  const saved = new Map(view.mapping.accounts.map((row) => [row.source_path, row]));
  const savedNames = new Map(view.mapping.names.map((row) => [nameKey(row), row]));
  const accounts = view.source_accounts.map(
    (account) => saved.get(account.source_path) ?? defaultAccountRow(account),
  );
  const names = view.unresolved_names.map((name) => savedNames.get(nameKey(name)) ?? defaultNameRow(name));
  const control_accounts = { ...view.mapping.control_accounts };
  for (const key of IMPORT_CONTROL_ACCOUNTS) {
    if (!control_accounts[key]) control_accounts[key] = suggestedControl(key, view.source_accounts);
  }
  return { ...view.mapping, accounts, names, control_accounts };
}

export function updateAccountRow(
  draft: TImportMapping,
  sourcePath: string,
  patch: Partial<Omit<TImportAccountMap, 'source_path'>>,
): TImportMapping {
  return {
    ...draft,
    accounts: draft.accounts.map((row) => (row.source_path === sourcePath ? { ...row, ...patch } : row)),
  };
}

export function updateNameRow(
  draft: TImportMapping,
  name: { kind: TImportNameMap['kind']; source_name: string },
  patch: Partial<Pick<TImportNameMap, 'action' | 'target_id'>>,
): TImportMapping {
  const key = nameKey(name);
  return {
    ...draft,
    names: draft.names.map((row) => (nameKey(row) === key ? { ...row, ...patch } : row)),
  };
}

/** Sets which source account is a control account (null: none in the source). */
export function chooseControlAccount(
  draft: TImportMapping,
  key: TImportControlAccount,
  sourcePath: string | null,
): TImportMapping {
  return { ...draft, control_accounts: { ...draft.control_accounts, [key]: sourcePath } };
}

/**
 * Source path → the control account it was chosen as. The import maps such an account onto the
 * product's account of that system key whatever its row says, so its row is not edited.
 */
export function controlPaths(draft: TImportMapping): Map<string, TImportControlAccount> {
  const paths = new Map<string, TImportControlAccount>();
  for (const key of IMPORT_CONTROL_ACCOUNTS) {
    const path = draft.control_accounts[key];
    if (path && !paths.has(path)) paths.set(path, key);
  }
  return paths;
}

/**
 * The control accounts this source must map: those one of its accounts declares (the type table's
 * hint: AR, AP, undeposited funds, opening balance equity). Retainage has no QuickBooks type: the
 * server asks for it at the preview when an open invoice or bill holds retainage.
 */
export function requiredControls(accounts: readonly TImportSourceAccount[]): TImportControlAccount[] {
  return IMPORT_CONTROL_ACCOUNTS.filter((key) => accounts.some((a) => a.control_hint === key));
}

/** The required control accounts not set to one of the source's accounts, each with the contract's message. */
export function unmappedControls(
  draft: TImportMapping,
  accounts: readonly TImportSourceAccount[],
): { key: TImportControlAccount; message: string }[] {
  const paths = new Set(accounts.map((a) => a.source_path));
  return requiredControls(accounts)
    .filter((key) => {
      const path = draft.control_accounts[key];
      return !path || !paths.has(path);
    })
    .map((key) => ({ key, message: IMPORT_MESSAGES.controlUnmapped(IMPORT_CONTROL_ACCOUNT_LABELS[key]) }));
}

/** Which side of the type table a run's accounts are read with. */
export function typeSourceOf(source: TImportSource): TImportTypeSource {
  return source === 'qb_online' ? 'qbo' : 'iif';
}

export type TEffectiveType = {
  type: TAccountType | null;
  subtype: TImportAccountSubtype | null;
  /** The type table says it is no GL account (estimates, purchase orders): the import skips it. */
  isNonPosting?: boolean;
};

/** A source account's type: the row's own choice, else the (edited) type table's, else the server's. */
export function effectiveType(
  account: TImportSourceAccount,
  row: TImportAccountMap | undefined,
  draft: TImportMapping,
  typeSource: TImportTypeSource,
): TEffectiveType {
  if (row?.subtype) return { type: SUBTYPE_ACCOUNT_TYPE[row.subtype], subtype: row.subtype };
  if (row?.type) return { type: row.type, subtype: null };
  if (account.source_type) {
    const answer = mapAccountType({ source: typeSource, type: account.source_type }, draft.type_overrides);
    if (answer.kind === 'posting') return { type: answer.account_type, subtype: answer.subtype };
    if (answer.kind === 'non_posting') return { type: null, subtype: null, isNonPosting: true };
  }
  return { type: account.type, subtype: account.subtype };
}

/** What keeps a source account's row from importing, or null. */
export function accountRowProblem(
  row: TImportAccountMap | undefined,
  type: TEffectiveType,
  account: TImportSourceAccount,
): string | null {
  if (!row) return 'Choose where this account goes';
  if (row.action === 'map') return row.account_id ? null : 'Choose one of your accounts';
  if (row.number && !ACCOUNT_NUMBER_PATTERN.test(row.number)) {
    return 'Use 3 to 10 digits, optionally a dash and up to 6 more';
  }
  const name = row.name?.trim() || leafName(account.source_path);
  if (name.length > ACCOUNT_NAME_MAX) return `The name is longer than ${ACCOUNT_NAME_MAX} characters`;
  if (type.isNonPosting) return null;
  if (type.type === null) {
    return account.source_type
      ? `Choose a type: the type table does not know '${account.source_type}'`
      : 'Choose a type, or map it onto one of your accounts';
  }
  return null;
}

export function nameRowProblem(row: TImportNameMap): string | null {
  return row.action === 'map' && !row.target_id ? 'Choose which one' : null;
}

/** A type table edit: a subtype (its type follows), or null for not a GL account. */
export function setTypeOverride(
  draft: TImportMapping,
  source: TImportTypeSource,
  sourceType: string,
  subtype: TImportAccountSubtype | null,
): TImportMapping {
  const builtIn = mapAccountType({ source, type: sourceType });
  const control = builtIn.kind === 'posting' ? builtIn.control : null;
  const overrides = draft.type_overrides ?? { iif: {}, qbo: {} };
  const target = subtype === null ? null : { account_type: SUBTYPE_ACCOUNT_TYPE[subtype], subtype, control };
  return {
    ...draft,
    type_overrides: { ...overrides, [source]: { ...overrides[source], [sourceType]: target } },
  };
}

export function resetTypeOverride(
  draft: TImportMapping,
  source: TImportTypeSource,
  sourceType: string,
): TImportMapping {
  const overrides = draft.type_overrides ?? { iif: {}, qbo: {} };
  const { [sourceType]: _dropped, ...rest } = overrides[source];
  return { ...draft, type_overrides: { ...overrides, [source]: rest } };
}

export type TTypeTableRow = {
  source: TImportTypeSource;
  source_type: string;
  subtype: TImportAccountSubtype | null;
  type: TAccountType | null;
  overridden: boolean;
};

/** The server's type table with the unsaved edits applied. */
export function typeTableRows(view: TImportMappingView, draft: TImportMapping): TTypeTableRow[] {
  const rows = view.type_table.map((row) => {
    const answer = mapAccountType({ source: row.source, type: row.source_type }, draft.type_overrides);
    if (answer.kind === 'posting') {
      return { ...row, type: answer.account_type, subtype: answer.subtype, overridden: answer.overridden };
    }
    if (answer.kind === 'non_posting')
      return { ...row, type: null, subtype: null, overridden: answer.overridden };
    return { ...row, overridden: false };
  });
  return rows;
}

export type TAccountFilter = 'all' | 'attention' | 'map' | 'create';

export type TAccountLine = {
  account: TImportSourceAccount;
  /** Chosen as this control account: it goes to the product's own. */
  control: TImportControlAccount | null;
  row: TImportAccountMap | undefined;
  type: TEffectiveType;
  problem: string | null;
};

/** Every source account with its row, effective type and problem. */
export function accountLines(
  view: TImportMappingView,
  draft: TImportMapping,
  typeSource: TImportTypeSource,
): TAccountLine[] {
  const rows = new Map(draft.accounts.map((row) => [row.source_path, row]));
  const controls = controlPaths(draft);
  return view.source_accounts.map((account) => {
    const row = rows.get(account.source_path);
    const type = effectiveType(account, row, draft, typeSource);
    const control = controls.get(account.source_path) ?? null;
    return { account, control, row, type, problem: control ? null : accountRowProblem(row, type, account) };
  });
}

export function filterAccountLines(
  lines: readonly TAccountLine[],
  filter: TAccountFilter,
  search: string,
): TAccountLine[] {
  const needle = search.trim().toLowerCase();
  return lines.filter((line) => {
    if (filter === 'attention' && line.problem === null) return false;
    if ((filter === 'map' || filter === 'create') && line.row?.action !== filter) return false;
    if (!needle) return true;
    return (
      line.account.source_path.toLowerCase().includes(needle) ||
      (line.account.source_number ?? '').toLowerCase().includes(needle)
    );
  });
}

/** What still blocks going on to the preview: the controls' messages, then counts of rows to fix. */
export function mappingProblems(
  view: TImportMappingView,
  draft: TImportMapping,
  typeSource: TImportTypeSource,
): string[] {
  const problems = unmappedControls(draft, view.source_accounts).map((c) => c.message);
  const accounts = accountLines(view, draft, typeSource).filter((line) => line.problem !== null).length;
  if (accounts > 0)
    problems.push(`${accounts} account${accounts === 1 ? ' needs' : 's need'} your attention`);
  const names = draft.names.filter((row) => nameRowProblem(row) !== null).length;
  if (names > 0) problems.push(`${names} name${names === 1 ? ' needs' : 's need'} your attention`);
  return problems;
}

/** JSON with object keys sorted: two mappings that say the same thing compare equal. */
export function mappingKey(mapping: TImportMapping): string {
  return JSON.stringify(mapping, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : value,
  );
}
