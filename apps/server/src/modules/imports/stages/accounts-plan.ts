import {
  ACCOUNT_NUMBER_RE,
  GL_ACCOUNT_TYPES,
  IMPORT_ACCOUNT_SUBTYPES,
  IMPORT_CONTROL_ACCOUNTS,
  isControlAccount,
  mapAccountType,
  SUBTYPE_ACCOUNT_TYPE,
  type TAccountType,
  type TImportAccountSubtype,
  type TImportControlAccount,
  type TImportMapping,
} from '@groundwork/shared';
import type { TImportSourceModel, TSourceAccount, TSourceTrialBalanceRow } from '../model/source-model.ts';
import { splitAccountPath } from '../sources/source-text.ts';

/*
 * Where each source account goes (issue 24), as a pure function of the source accounts, the run's
 * mapping and the company's chart as it stands — the accounts stage writes what it says, and
 * resolveAccounts (resolve.ts) runs it again on the chart after the stage to find every account by
 * its natural key. The order of the checks:
 *   1. a path mapped as a control account → the product's system account of that key;
 *   2. a mapping entry `map` → its account;
 *   3. the type (the entry's, else the type table with the run's overrides); non-posting → skipped;
 *   4. an existing account of the number (the entry's, else the source's) and the same type, else of
 *      the same name, type and parent → that account (a rerun finds what it created here);
 *   5. otherwise created: the source number when the numbering keeps it and it is valid and free,
 *      else the next free number of the type's range; the parent from the path when of the same type.
 */

export type TChartAccount = {
  id: string;
  number: string;
  name: string;
  type: TAccountType;
  systemKey: string | null;
  parentId: string | null;
  isActive: boolean;
  isCash: boolean;
};

export type TAccountCreate = {
  id: string;
  number: string;
  name: string;
  type: TAccountType;
  subtype: TImportAccountSubtype;
  isCash: boolean;
  isActive: boolean;
  parentId: string | null;
  description: string | null;
};

/**
 * A source account as the plan reads it. `loose`: not in the source's account list, only named by the
 * trial balance or the mapping — it has no type of its own, so without a mapping entry it can only be
 * found (by number, then name); one found nowhere is left to the stage that uses it to flag.
 */
export type TPlanSource = TSourceAccount & { loose?: 'trial_balance' | 'mapping' };

export type TAccountPlanRow = {
  source: TPlanSource;
  /** existing: maps onto accountId; create: a new account (accountId = create.id); skip: non-posting. */
  action: 'existing' | 'create' | 'skip' | 'error';
  accountId: string | null;
  /** How an existing account was found (for the preview's samples). */
  how: 'control' | 'mapped' | 'number' | 'name' | null;
  create: TAccountCreate | null;
  error: string | null;
};

/** Subtype → first number of its block; the block runs to the next block's start (or the type's end). */
const SUBTYPE_RANGES: Record<TImportAccountSubtype, [number, number]> = {
  bank: [1000, 1499],
  ar: [1000, 1499],
  other_current_asset: [1000, 1499],
  fixed_asset: [1500, 1799],
  other_asset: [1800, 1999],
  ap: [2000, 2699],
  credit_card: [2000, 2699],
  other_current_liability: [2000, 2699],
  long_term_liability: [2700, 2999],
  equity: [3000, 3999],
  income: [4000, 4999],
  other_income: [7000, 7499],
  cogs: [5000, 5999],
  expense: [6000, 6999],
  other_expense: [8000, 8999],
};
const TYPE_RANGES: Record<TAccountType, [number, number][]> = {
  asset: [[1000, 1999]],
  liability: [[2000, 2999]],
  equity: [[3000, 3999]],
  revenue: [
    [4000, 4999],
    [7000, 7499],
  ],
  expense: [
    [5000, 6999],
    [7500, 9999],
  ],
};
const DEFAULT_SUBTYPE: Record<TAccountType, TImportAccountSubtype> = {
  asset: 'other_current_asset',
  liability: 'other_current_liability',
  equity: 'equity',
  revenue: 'income',
  expense: 'expense',
};

/**
 * The next free number for an account of this subtype: the first free multiple of ten in its block,
 * then any free number in the block, then any in the type's ranges; null when all are taken.
 */
export function nextFreeAccountNumber(
  type: TAccountType,
  subtype: TImportAccountSubtype,
  taken: ReadonlySet<string>,
): string | null {
  const [from, to] = SUBTYPE_RANGES[subtype];
  const ranges: [number, number, number][] = [
    [from, to, 10],
    [from, to, 1],
    ...TYPE_RANGES[type].map(([a, b]): [number, number, number] => [a, b, 1]),
  ];
  for (const [a, b, step] of ranges)
    for (let n = a; n <= b; n += step) if (!taken.has(String(n))) return String(n);
  return null;
}

export function rowPrefix(account: { ref: { row: number | null } }): string {
  return account.ref.row === null ? '' : `Row ${account.ref.row}: `;
}

/** The account's own name: the mapping's, else the path's last segment. */
function ownName(path: string): string {
  const segments = splitAccountPath(path);
  return segments[segments.length - 1] ?? path.trim();
}

function parentPath(path: string): string | null {
  const segments = splitAccountPath(path);
  return segments.length > 1 ? segments.slice(0, -1).join(':') : null;
}

export function normalizePath(path: string): string {
  return splitAccountPath(path).join(':');
}

type TTypeAnswer =
  | { kind: 'posting'; type: TAccountType; subtype: TImportAccountSubtype }
  | { kind: 'non_posting' }
  | { kind: 'unknown' };

/** The source account's type: CSV gives one of the five (or a subtype); IIF and Online go through the table. */
export function sourceAccountType(
  account: TSourceAccount,
  overrides: TImportMapping['type_overrides'],
): TTypeAnswer {
  const text = (account.sourceType ?? '').trim();
  const lower = text.toLowerCase().replace(/[\s-]+/g, '_');
  if ((GL_ACCOUNT_TYPES as readonly string[]).includes(lower)) {
    const type = lower as TAccountType;
    const detail = (account.detailType ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    const subtype =
      (IMPORT_ACCOUNT_SUBTYPES as readonly string[]).includes(detail) &&
      SUBTYPE_ACCOUNT_TYPE[detail as TImportAccountSubtype] === type
        ? (detail as TImportAccountSubtype)
        : DEFAULT_SUBTYPE[type];
    return { kind: 'posting', type, subtype };
  }
  if ((IMPORT_ACCOUNT_SUBTYPES as readonly string[]).includes(lower)) {
    const subtype = lower as TImportAccountSubtype;
    return { kind: 'posting', type: SUBTYPE_ACCOUNT_TYPE[subtype], subtype };
  }
  if (text === '') return { kind: 'unknown' };
  const tables: ('iif' | 'qbo')[] = account.typeSource === 'qbo' ? ['qbo', 'iif'] : ['iif', 'qbo'];
  for (const source of tables) {
    const r = mapAccountType(
      { source, type: text, detail_type: account.detailType, extra: account.controlHint },
      overrides,
    );
    if (r.kind === 'posting') return { kind: 'posting', type: r.account_type, subtype: r.subtype };
    if (r.kind === 'non_posting') return { kind: 'non_posting' };
  }
  return { kind: 'unknown' };
}

/** An account the source names without listing it (a trial balance row, a journal line, a mapping entry): no type. */
export function looseSourceAccount(
  path: string,
  number: string | null,
  ref: TSourceAccount['ref'],
): TSourceAccount {
  return {
    path,
    number,
    sourceType: null,
    detailType: null,
    typeSource: 'csv',
    description: null,
    inactive: false,
    balanceCents: null,
    controlHint: null,
    ref,
  };
}

/**
 * The accounts a run plans: the source's account list, then the trial balance's accounts the list
 * lacks, then the mapping's entries for paths neither has (each once, by normalized path).
 */
export function sourceAccountsOf(
  model: {
    accounts: readonly TSourceAccount[];
    trialBalance: { rows: readonly TSourceTrialBalanceRow[] } | null;
  },
  mapping: TImportMapping,
): TPlanSource[] {
  const out: TPlanSource[] = [...model.accounts];
  const seen = new Set(model.accounts.map((a) => normalizePath(a.path).toLowerCase()));
  const loose = (
    path: string,
    number: string | null,
    ref: TSourceAccount['ref'],
    kind: 'trial_balance' | 'mapping',
  ): TPlanSource => ({ ...looseSourceAccount(path, number, ref), loose: kind });
  for (const r of model.trialBalance?.rows ?? []) {
    const key = normalizePath(r.path).toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(loose(r.path, r.number, r.ref, 'trial_balance'));
  }
  for (const e of mapping.accounts) {
    const key = normalizePath(e.source_path).toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(loose(e.source_path, e.number ?? null, { fileName: 'mapping', row: null }, 'mapping'));
  }
  return out;
}

/** The paths (normalized, lower case) with a balance or a posting in the source. */
export function accountPathsInUse(
  model: Pick<TImportSourceModel, 'accounts' | 'trialBalance' | 'transactions' | 'bankItems'>,
): Set<string> {
  const out = new Set<string>();
  const add = (path: string) => out.add(normalizePath(path).toLowerCase());
  for (const a of model.accounts) if (a.balanceCents) add(a.path);
  for (const r of model.trialBalance?.rows ?? []) if (r.debitCents !== r.creditCents) add(r.path);
  for (const t of model.transactions) for (const l of t.lines) if (l.amountCents !== 0) add(l.accountPath);
  for (const b of model.bankItems) add(b.accountPath);
  return out;
}

/** Source path → the control account it is mapped as. */
export function controlPaths(mapping: TImportMapping): Map<string, TImportControlAccount> {
  const out = new Map<string, TImportControlAccount>();
  for (const key of IMPORT_CONTROL_ACCOUNTS) {
    const path = mapping.control_accounts?.[key];
    if (path) out.set(normalizePath(path).toLowerCase(), key);
  }
  return out;
}

function nameKey(type: TAccountType, parentId: string | null, name: string): string {
  return `${type}|${parentId ?? ''}|${name.trim().toLowerCase()}`;
}

/**
 * Plans every source account against the chart. `systemIds` maps a system_key to its account (the
 * control accounts); `newId` names created accounts (randomUUID in the stage). Parents plan first.
 */
export function planAccounts(
  accounts: readonly TPlanSource[],
  mapping: TImportMapping,
  chart: readonly TChartAccount[],
  systemIds: ReadonlyMap<string, string>,
  newId: () => string,
  inUse: ReadonlySet<string> = new Set(),
): TAccountPlanRow[] {
  const entries = new Map(mapping.accounts.map((e) => [normalizePath(e.source_path).toLowerCase(), e]));
  const controls = controlPaths(mapping);
  const byId = new Map(chart.map((a) => [a.id, a]));
  // A subledger control account (AR, AP, retainage) is only ever reached through the control-account
  // mapping or an explicit `map`: a number or name that happens to match it is no suggestion.
  const suggestible = chart.filter((a) => !isControlAccount(a.systemKey));
  const allByNumber = new Map(chart.map((a) => [a.number, a]));
  const byNumber = new Map(suggestible.map((a) => [a.number, a]));
  const byName = new Map<string, TChartAccount>();
  const byLooseName = new Map<string, TChartAccount>();
  for (const a of suggestible) {
    const k = nameKey(a.type, a.parentId, a.name);
    if (!byName.has(k)) byName.set(k, a);
    const loose = `${a.parentId ?? ''}|${a.name.trim().toLowerCase()}`;
    if (!byLooseName.has(loose)) byLooseName.set(loose, a);
  }
  const taken = new Set(chart.map((a) => a.number));
  const pathIds = new Map<string, { id: string; type: TAccountType }>();
  const firstRow = new Map<string, TSourceAccount>();
  const numberRows = new Map<string, TSourceAccount>();

  // Parents before children; within a depth the accounts keeping their source number first, then by
  // path — never by row order, so a shuffled file gives every created account the same number.
  const keepsNumber = (a: TSourceAccount) =>
    mapping.numbering !== 'assign' && a.number !== null && ACCOUNT_NUMBER_RE.test(a.number.trim()) ? 0 : 1;
  const order = accounts
    .map((a, i) => ({ a, i, depth: splitAccountPath(a.path).length, keeps: keepsNumber(a) }))
    .sort(
      (x, y) =>
        x.depth - y.depth ||
        x.keeps - y.keeps ||
        (x.a.path < y.a.path ? -1 : x.a.path > y.a.path ? 1 : 0) ||
        x.i - y.i,
    );
  const out: TAccountPlanRow[] = new Array(accounts.length);

  for (const { a: source, i } of order) {
    const row = (
      action: TAccountPlanRow['action'],
      more: Partial<TAccountPlanRow> = {},
    ): TAccountPlanRow => ({
      source,
      action,
      accountId: null,
      how: null,
      create: null,
      error: null,
      ...more,
    });
    const fail = (message: string) => {
      out[i] = row('error', { error: `${rowPrefix(source)}${message}` });
    };
    const path = normalizePath(source.path);
    const key = path.toLowerCase();
    const seen = firstRow.get(key);
    if (seen) {
      fail(`account '${path}' appears twice (rows ${seen.ref.row ?? '?'} and ${source.ref.row ?? '?'})`);
      continue;
    }
    firstRow.set(key, source);
    const sourceNumber = source.number?.trim() || null;
    if (sourceNumber && !source.loose) {
      const other = numberRows.get(sourceNumber);
      if (other) {
        fail(`account number ${sourceNumber} appears twice ('${normalizePath(other.path)}' and '${path}')`);
        continue;
      }
      numberRows.set(sourceNumber, source);
    }

    // 1. Control accounts.
    const control = controls.get(key);
    if (control) {
      const id = systemIds.get(control);
      if (!id) {
        fail(`the product has no ${control.replace(/_/g, ' ')} account for '${path}'`);
        continue;
      }
      const target = byId.get(id);
      if (target) pathIds.set(key, { id, type: target.type });
      out[i] = row('existing', { accountId: id, how: 'control' });
      continue;
    }

    // 2. Mapped onto an existing account.
    const entry = entries.get(key);
    if (entry?.action === 'map') {
      const target = entry.account_id ? byId.get(entry.account_id) : undefined;
      if (!target) {
        fail(`account '${path}' is mapped to an account that is not in the chart (map it or create it)`);
        continue;
      }
      pathIds.set(key, { id: target.id, type: target.type });
      out[i] = row('existing', { accountId: target.id, how: 'mapped' });
      continue;
    }

    // 3. The type.
    let type: TAccountType;
    let subtype: TImportAccountSubtype;
    if (entry?.type) {
      type = entry.type;
      subtype =
        entry.subtype && SUBTYPE_ACCOUNT_TYPE[entry.subtype] === type ? entry.subtype : DEFAULT_SUBTYPE[type];
    } else if (source.loose) {
      // Found by number (any type), then by name under the same parent; else left to the later stages.
      const number = entry?.number?.trim() || sourceNumber;
      const parent = parentPath(path);
      const parentId = parent ? (pathIds.get(parent.toLowerCase())?.id ?? null) : null;
      const hit =
        (number ? byNumber.get(number) : undefined) ??
        byLooseName.get(`${parentId ?? ''}|${(entry?.name ?? ownName(path)).trim().toLowerCase()}`);
      if (hit) {
        pathIds.set(key, { id: hit.id, type: hit.type });
        out[i] = row('existing', {
          accountId: hit.id,
          how: number && hit.number === number ? 'number' : 'name',
        });
      } else if (entry?.action === 'create') {
        fail(`account '${path}' needs a type to be created (set its type)`);
      } else {
        out[i] = row('skip');
      }
      continue;
    } else {
      const answer = sourceAccountType(source, mapping.type_overrides);
      if (answer.kind === 'non_posting') {
        out[i] = row('skip');
        continue;
      }
      if (answer.kind === 'unknown') {
        fail(
          `account '${path}' has type '${source.sourceType ?? ''}', which the type table does not know (set its type)`,
        );
        continue;
      }
      type = answer.type;
      subtype =
        entry?.subtype && SUBTYPE_ACCOUNT_TYPE[entry.subtype] === type ? entry.subtype : answer.subtype;
    }
    const name = (entry?.name ?? ownName(path)).trim();
    if (name.length > 99) {
      fail(`account name '${name}' is longer than 99 characters`);
      continue;
    }
    const parent = parentPath(path);
    const parentHit = parent ? pathIds.get(parent.toLowerCase()) : undefined;
    const parentId = parentHit && parentHit.type === type ? parentHit.id : null;

    // 4. Found by number, then by name (a rerun finds the accounts it created).
    const wantedNumber = entry?.number?.trim() || sourceNumber;
    const numberHit = wantedNumber ? byNumber.get(wantedNumber) : undefined;
    if (numberHit && numberHit.type === type) {
      pathIds.set(key, { id: numberHit.id, type });
      out[i] = row('existing', { accountId: numberHit.id, how: 'number' });
      continue;
    }
    const numberUser = entry?.number ? (numberHit ?? allByNumber.get(entry.number.trim())) : undefined;
    if (numberUser) {
      fail(`account number ${wantedNumber} is already '${numberUser.name}' (${numberUser.type})`);
      continue;
    }
    const nameHit = byName.get(nameKey(type, parentId, name));
    if (nameHit) {
      pathIds.set(key, { id: nameHit.id, type });
      out[i] = row('existing', { accountId: nameHit.id, how: 'name' });
      continue;
    }

    // 5. Created.
    let number: string | null = null;
    if (entry?.number) {
      if (!ACCOUNT_NUMBER_RE.test(entry.number.trim())) {
        fail(
          `account number '${entry.number}' must be 3 to 10 digits, optionally followed by - and up to 6 digits`,
        );
        continue;
      }
      number = entry.number.trim();
    } else if (
      mapping.numbering !== 'assign' &&
      sourceNumber &&
      ACCOUNT_NUMBER_RE.test(sourceNumber) &&
      !taken.has(sourceNumber)
    ) {
      number = sourceNumber;
    } else {
      number = nextFreeAccountNumber(type, subtype, taken);
    }
    if (!number) {
      fail(`no free account number is left for '${path}' (${type})`);
      continue;
    }
    const create: TAccountCreate = {
      id: newId(),
      number,
      name,
      type,
      subtype,
      isCash: subtype === 'bank',
      // An inactive account with a balance or postings comes in active: the ledger posts only to active
      // accounts, and an inactive account must have a zero balance.
      isActive: !source.inactive || inUse.has(key),
      parentId,
      description: source.description?.trim().slice(0, 499) || null,
    };
    const added: TChartAccount = {
      id: create.id,
      number,
      name,
      type,
      systemKey: null,
      parentId,
      isActive: create.isActive,
      isCash: create.isCash,
    };
    taken.add(number);
    byId.set(added.id, added);
    byNumber.set(number, added);
    allByNumber.set(number, added);
    byName.set(nameKey(type, parentId, name), added);
    const looseKey = `${parentId ?? ''}|${name.toLowerCase()}`;
    if (!byLooseName.has(looseKey)) byLooseName.set(looseKey, added);
    pathIds.set(key, { id: added.id, type });
    out[i] = row('create', { accountId: added.id, create });
  }
  return out;
}
