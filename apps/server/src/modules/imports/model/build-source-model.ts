import {
  IMPORT_MESSAGES,
  IMPORT_STAGES,
  type TCsvTemplateEntity,
  type TImportFileKind,
  type TImportRowError,
} from '@groundwork/shared';
import { readQuickBooksReport } from '../sources/qb-reports.ts';
import { formatSourceCents } from '../sources/source-text.ts';
import { readTemplateCsv } from '../templates/csv-templates.ts';
import { templateCsvBytes } from '../templates/template-csv-text.ts';
import { iifToModel } from './iif-to-model.ts';
import { bareAccount, reportToModel } from './report-to-model.ts';
import {
  emptySourceModel,
  type TImportSourceModel,
  type TSourceAccount,
  type TSourceJob,
  type TSourceParty,
  type TStoredImportFile,
} from './source-model.ts';

/*
 * A run's files into one source model (issue 24). Each file is read by its detected kind, then the
 * pieces are merged:
 *   1. accounts from the lists (IIF, Online account list, accounts template) — one account per path
 *      (case-insensitive) or number, later files filling what earlier ones left blank;
 *   2. accounts a Journal names that no list holds (type unknown: the mapping asks for it);
 *   3. the trial balance: its rows name the chart's accounts (by path, else number; a row names the
 *      merged account's path), its figures become every account's balance (an account it leaves out
 *      is at zero), and an account only it names joins the chart;
 *   4. customers, jobs, vendors by name (case-insensitive), classes (lists, documents, transactions);
 *   5. open documents, aging totals per party, bank items, job cost, transactions appended.
 * Errors keep their file and row, ordered by stage, file and row.
 */

const TEMPLATE_OF_KIND: Partial<Record<TImportFileKind, TCsvTemplateEntity>> = {
  csv_accounts: 'accounts',
  csv_customers: 'customers',
  csv_jobs: 'jobs',
  csv_vendors: 'vendors',
  csv_open_invoices: 'open_invoices',
  csv_open_bills: 'open_bills',
  csv_trial_balance: 'trial_balance',
  csv_bank_items: 'bank_items',
  csv_job_cost: 'job_cost',
};

type TPiece = {
  fileName: string;
  model: TImportSourceModel;
  journalAccounts: TSourceAccount[];
  summaryOnly: 'receivables' | 'payables' | null;
  /** Where a trial balance came from (an account only it names gets this type source). */
  origin: 'iif' | 'qbo' | 'csv';
};

export async function buildSourceModel(files: readonly TStoredImportFile[]): Promise<TImportSourceModel> {
  const pieces: TPiece[] = [];
  for (const file of files) pieces.push(await readPiece(file));
  return mergePieces(pieces);
}

async function readPiece(file: TStoredImportFile): Promise<TPiece> {
  const base = { fileName: file.fileName, journalAccounts: [], summaryOnly: null };
  try {
    if (file.kind === 'iif')
      return { ...base, origin: 'iif', model: iifToModel(file.bytes, file.fileName).model };
    const entity = TEMPLATE_OF_KIND[file.kind];
    if (entity) {
      const csv = await templateCsvBytes(file.bytes, file.fileName);
      return { ...base, origin: 'csv', model: readTemplateCsv(entity, csv, file.fileName).model };
    }
    if (file.kind === 'unknown') {
      const model = emptySourceModel();
      model.errors.push({
        stage: 'accounts',
        file_name: file.fileName,
        row: null,
        message: IMPORT_MESSAGES.unknownFile(file.fileName),
      });
      return { ...base, origin: 'qbo', model };
    }
    const report = await readQuickBooksReport(file.bytes, file.fileName);
    return { fileName: file.fileName, origin: 'qbo', ...reportToModel(report, file.fileName) };
  } catch (error) {
    // A reader bug must not fail the run: the file's problem is reported like any other.
    const model = emptySourceModel();
    model.errors.push({
      stage: 'accounts',
      file_name: file.fileName,
      row: null,
      message: `'${file.fileName}' could not be read: ${error instanceof Error ? error.message : String(error)}`,
    });
    return { ...base, origin: 'qbo', model };
  }
}

const fold = (s: string) => s.toLowerCase();

/** Fill the target's blank (null) fields from the source. */
function fillBlanks<T extends object>(target: T, source: T, keys: readonly (keyof T)[]): void {
  for (const k of keys) if (target[k] === null && source[k] !== null) target[k] = source[k];
}

class AccountIndex {
  readonly list: TSourceAccount[] = [];
  private readonly byPath = new Map<string, TSourceAccount>();
  private readonly byNumber = new Map<string, TSourceAccount>();

  find(path: string, number: string | null): TSourceAccount | undefined {
    return this.byPath.get(fold(path)) ?? (number ? this.byNumber.get(number) : undefined);
  }

  add(account: TSourceAccount): TSourceAccount {
    const found = this.find(account.path, account.number);
    if (found) {
      if (found.sourceType === null && account.sourceType !== null) {
        found.sourceType = account.sourceType;
        found.detailType = account.detailType;
        found.typeSource = account.typeSource;
      }
      fillBlanks(found, account, ['number', 'description', 'balanceCents', 'controlHint']);
      this.index(found);
      return found;
    }
    const copy = { ...account };
    this.list.push(copy);
    this.index(copy);
    return copy;
  }

  private index(a: TSourceAccount): void {
    if (!this.byPath.has(fold(a.path))) this.byPath.set(fold(a.path), a);
    if (a.number && !this.byNumber.has(a.number)) this.byNumber.set(a.number, a);
  }
}

function mergeByName<T>(
  target: Map<string, T>,
  items: readonly T[],
  keyOf: (t: T) => string,
  merge: (into: T, from: T) => void,
): void {
  for (const item of items) {
    const key = fold(keyOf(item));
    const found = target.get(key);
    if (found) merge(found, item);
    else target.set(key, { ...item });
  }
}

const PARTY_FIELDS = ['companyName', 'email', 'phone', 'taxId', 'terms', 'balanceCents'] as const;
const JOB_FIELDS = ['status', 'startDate', 'endDate'] as const;

function mergeParty(into: TSourceParty, from: TSourceParty): void {
  fillBlanks(into, from, PARTY_FIELDS);
  if (into.addressLines.length === 0) into.addressLines = [...from.addressLines];
  into.is1099 ||= from.is1099;
}

export function mergePieces(pieces: readonly TPiece[]): TImportSourceModel {
  const out = emptySourceModel();
  const errors: TImportRowError[] = pieces.flatMap((p) => p.model.errors);

  // 1–2. The chart: lists, then accounts only a journal names.
  const accounts = new AccountIndex();
  for (const p of pieces) for (const a of p.model.accounts) accounts.add(a);
  for (const p of pieces)
    for (const a of p.journalAccounts) if (!accounts.find(a.path, a.number)) accounts.add(a);

  // 3. The trial balance (one).
  const balances = pieces.filter((p) => p.model.trialBalance !== null);
  const [tbPiece, ...extra] = balances;
  for (const other of extra)
    errors.push({
      stage: 'opening_entry',
      file_name: other.fileName,
      row: null,
      message: `Only one trial balance can be imported: '${tbPiece?.fileName}' and '${other.fileName}' are both trial balances`,
    });
  if (tbPiece?.model.trialBalance) {
    const source = tbPiece.model.trialBalance;
    for (const a of accounts.list) a.balanceCents = 0;
    const rows = source.rows.map((row) => {
      let account = accounts.find(row.path, row.number);
      if (!account) {
        account = accounts.add({
          ...bareAccount(row.path, row.number, row.ref),
          typeSource: tbPiece.origin === 'csv' ? 'csv' : 'qbo',
        });
        account.balanceCents = 0;
      }
      account.balanceCents = (account.balanceCents ?? 0) + row.debitCents - row.creditCents;
      return { ...row, path: account.path, number: row.number ?? account.number };
    });
    out.trialBalance = { asOf: source.asOf, rows };
  }
  out.accounts = accounts.list;

  // 4. Parties, jobs, classes.
  const customers = new Map<string, TSourceParty>();
  const vendors = new Map<string, TSourceParty>();
  const jobs = new Map<string, TSourceJob>();
  for (const p of pieces) {
    mergeByName(customers, p.model.customers, (c) => c.name, mergeParty);
    mergeByName(vendors, p.model.vendors, (v) => v.name, mergeParty);
    mergeByName(
      jobs,
      p.model.jobs,
      (j) => j.fullName,
      (into, from) => {
        fillBlanks(into, from, JOB_FIELDS);
      },
    );
  }
  out.customers = [...customers.values()];
  out.vendors = [...vendors.values()];
  out.jobs = [...jobs.values()];
  const classes = new Map<string, string>();
  const addClass = (name: string | null) => {
    if (name && !classes.has(fold(name))) classes.set(fold(name), name);
  };
  for (const p of pieces) {
    p.model.classes.forEach(addClass);
    for (const d of [...p.model.openInvoices, ...p.model.openBills]) addClass(d.className);
    for (const t of p.model.transactions) for (const l of t.lines) addClass(l.className);
  }
  out.classes = [...classes.values()];

  // 5. Documents, aging totals, bank items, job cost, transactions.
  for (const p of pieces) {
    out.openInvoices.push(...p.model.openInvoices);
    out.openBills.push(...p.model.openBills);
    out.bankItems.push(...p.model.bankItems);
    out.jobCost.push(...p.model.jobCost);
    for (const t of p.model.transactions) out.transactions.push(t);
  }
  out.agingTotals = {
    receivables: agingTotals(pieces, 'receivables', errors),
    payables: agingTotals(pieces, 'payables', errors),
  };

  out.errors = sortErrors(errors);
  return out;
}

/**
 * Per-party totals of the source aging: the detail reports' (summed over files), checked against a
 * summary when both came; a summary alone gives the totals but no documents, which is flagged.
 */
function agingTotals(
  pieces: readonly TPiece[],
  side: 'receivables' | 'payables',
  errors: TImportRowError[],
): Record<string, number> | null {
  const stage = side === 'receivables' ? 'open_invoices' : 'open_bills';
  const detail = pieces.filter((p) => p.model.agingTotals[side] !== null && p.summaryOnly !== side);
  const summaries = pieces.filter((p) => p.summaryOnly === side);
  const sum = (list: readonly TPiece[]) => {
    const totals = new Map<string, { name: string; cents: number }>();
    for (const p of list)
      for (const [name, cents] of Object.entries(p.model.agingTotals[side] ?? {})) {
        const t = totals.get(fold(name)) ?? { name, cents: 0 };
        t.cents += cents;
        totals.set(fold(name), t);
      }
    return totals;
  };
  if (detail.length === 0 && summaries.length === 0) return null;
  if (detail.length === 0) {
    for (const s of summaries)
      errors.push({
        stage,
        file_name: s.fileName,
        row: null,
        message: `'${s.fileName}' has totals only: upload the ${side === 'receivables' ? 'A/R Aging Detail or Open Invoices' : 'A/P Aging Detail or Unpaid Bills'} report for the ${side === 'receivables' ? 'open invoices' : 'unpaid bills'}`,
      });
    return Object.fromEntries([...sum(summaries).values()].map((t) => [t.name, t.cents]));
  }
  const totals = sum(detail);
  if (summaries.length > 0) {
    const stated = sum(summaries);
    for (const [key, s] of stated) {
      const d = totals.get(key)?.cents ?? 0;
      if (d !== s.cents)
        errors.push({
          stage,
          file_name: summaries[0]?.fileName ?? null,
          row: null,
          message: `'${s.name}': the aging summary says ${formatSourceCents(s.cents)} but the detail's documents add to ${formatSourceCents(d)}`,
        });
    }
  }
  return Object.fromEntries([...totals.values()].map((t) => [t.name, t.cents]));
}

function sortErrors(errors: TImportRowError[]): TImportRowError[] {
  const order = new Map(IMPORT_STAGES.map((s, i) => [s, i]));
  return errors
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        (order.get(a.e.stage) ?? 0) - (order.get(b.e.stage) ?? 0) ||
        (a.e.file_name ?? '').localeCompare(b.e.file_name ?? '') ||
        (a.e.row ?? 0) - (b.e.row ?? 0) ||
        a.i - b.i,
    )
    .map(({ e }) => e);
}
