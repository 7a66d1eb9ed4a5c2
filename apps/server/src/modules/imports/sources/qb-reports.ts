/**
 * QuickBooks Desktop and Online reports and list exports, CSV or XLSX, to plain records (issue 24,
 * sources). The kind is read from the title rows (report name), else from the column headers; title
 * rows, header repeats, group headers, subtotal ('Total …'), total and footer rows are skipped (and the
 * totals checked against the rows they add up); account names become full `Parent:Child` paths whether
 * the report writes them so or indents them. Pure and total: errors name their row, nothing throws.
 */
import { isXlsx, readCsvGrid, readXlsxGrid, type TQbGrid } from './qb-grid.ts';
import {
  accountName,
  amount,
  BUCKET_KEY,
  basisOf,
  column,
  date,
  findLayout,
  firstCell,
  isBlankRow,
  isFooterText,
  isHeaderRepeat,
  kindFromHeaders,
  kindFromTitle,
  money,
  Outline,
  RowErrors,
  type TLayout,
  text,
  textOrNull,
  titleDating,
  totalOf,
} from './qb-layout.ts';
import type {
  TQbAccountListEntry,
  TQbAgingSummaryLine,
  TQbDocumentType,
  TQbJournalTransaction,
  TQbOpenDocument,
  TQbPartyListEntry,
  TQbProductEntry,
  TQbReport,
  TQbReportBase,
  TQbReportKind,
  TQbReportOf,
  TQbTrialBalanceLine,
} from './qb-types.ts';
import { splitAccountPath } from './source-text.ts';

export type * from './qb-types.ts';

/** Any QuickBooks report or list export, CSV or XLSX (an XLSX needs exceljs' asynchronous unzip). */
export async function readQuickBooksReport(bytes: Uint8Array, fileName: string): Promise<TQbReport> {
  let grid: TQbGrid;
  try {
    grid = isXlsx(bytes, fileName) ? await readXlsxGrid(bytes) : readCsvGrid(bytes);
  } catch (error) {
    grid = {
      format: 'csv',
      encoding: null,
      rows: [],
      error: error instanceof Error ? error.message : String(error),
    };
  }
  return readQuickBooksGrid(grid, fileName);
}

/** A CSV export, synchronously (the journal benchmark; the wizard's preview of big files). */
export function readQuickBooksCsv(bytes: Uint8Array, fileName: string): TQbReport {
  return readQuickBooksGrid(readCsvGrid(bytes), fileName);
}

/** A grid already read (tests build XLSX grids in memory). */
export function readQuickBooksGrid(grid: TQbGrid, fileName: string): TQbReport {
  const errors = new RowErrors();
  const layout = findLayout(grid.rows);
  const named = kindFromTitle(layout.title);
  const dating = titleDating(layout.title);
  const base: TQbReportBase = {
    fileName,
    format: grid.format,
    encoding: grid.encoding,
    title: layout.title,
    reportName: named?.name ?? null,
    asOf: dating.asOf,
    period: dating.period,
    basis: dating.basis,
    headerRow: layout.headerIndex + 1,
    errors: errors.list,
  };
  if (grid.error !== null) {
    errors.add(0, `'${fileName}' cannot be read: ${grid.error}`);
    return { ...base, kind: 'unknown' };
  }
  const kind: TQbReportKind =
    named?.kind ?? (layout.headerIndex >= 0 ? kindFromHeaders(layout.keys) : 'unknown');
  if (kind === 'unknown' || layout.headerIndex < 0) {
    errors.add(0, unknownMessage(fileName, grid, layout, named?.name ?? null));
    return { ...base, kind: 'unknown' };
  }
  try {
    const ctx: TContext = { grid, layout, errors, base };
    switch (kind) {
      case 'trial-balance':
        return readTrialBalance(ctx);
      case 'ar-aging':
      case 'ap-aging':
        return readAgingDetail(ctx, kind, named !== null);
      case 'ar-aging-summary':
      case 'ap-aging-summary':
        return readAgingSummary(ctx, kind);
      case 'journal':
        return readJournal(ctx);
      case 'account-list':
        return readAccountList(ctx);
      case 'customer-list':
      case 'vendor-list':
        return readPartyList(ctx, kind);
      case 'product-list':
        return readProductList(ctx);
    }
  } catch (error) {
    // A reader bug must not become a 500 on an upload: report it as the file's error.
    errors.add(
      0,
      `'${fileName}' could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { ...base, kind: 'unknown' };
}

interface TContext {
  grid: TQbGrid;
  layout: TLayout;
  errors: RowErrors;
  base: TQbReportBase;
}

function unknownMessage(fileName: string, grid: TQbGrid, layout: TLayout, name: string | null): string {
  if (grid.rows.every((r) => isBlankRow(r))) return `'${fileName}' is empty`;
  const quoted = (texts: readonly string[]) =>
    texts
      .slice(0, 4)
      .map((t) => `'${t}'`)
      .join(', ');
  const columns = layout.labels.filter((l) => l !== '');
  const parts: string[] = [];
  if (layout.headerIndex < 0) parts.push(`${quoted(layout.title)} in its first rows but no column headers`);
  else {
    if (name) parts.push(`the title '${name}'`);
    else if (layout.title.length > 0) parts.push(`the title ${quoted(layout.title)}`);
    parts.push(`the columns ${quoted(columns)}${columns.length > 4 ? '…' : ''}`);
  }
  return `'${fileName}' is not a QuickBooks report or list this import reads (Trial Balance, A/R or A/P Aging Detail, Open Invoices, Unpaid Bills, aging summaries, Journal, Account List, customers, vendors, products and services): found ${parts.join(' and ')}`;
}

/** Columns before the first named header: where group names, indented names and 'Total' rows sit. */
function labelEnd(layout: TLayout): number {
  const first = layout.keys.findIndex((k) => k !== '');
  return first === -1 ? layout.keys.length : first;
}

/** Grand total reached: what follows is the footer; only its basis matters. */
function footerBasis(ctx: TContext, cells: readonly { text: string }[]): void {
  for (const c of cells) ctx.base.basis ??= basisOf(c.text);
}

// ---- Trial balance -----------------------------------------------------------------------------------

function readTrialBalance(ctx: TContext): TQbReportOf<'trial-balance'> {
  const { layout, errors } = ctx;
  const debitCol = column(layout.keys, 'debit');
  const creditCol = column(layout.keys, 'credit');
  const accountCol = column(layout.keys, 'account', 'accountname', 'accountfullname');
  const labelCols = Math.max(labelEnd(layout), accountCol + 1);
  const accounts: TQbTrialBalanceLine[] = [];
  const outline = new Outline();
  let stated: { debitCents: number; creditCents: number } | null = null;
  let totalRow = 0;
  let done = false;
  const rows = ctx.grid.rows;
  for (let i = layout.headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    const row = i + 1;
    if (isBlankRow(cells) || isHeaderRepeat(cells, layout)) continue;
    if (done) {
      footerBasis(ctx, cells);
      continue;
    }
    const label = firstCell(cells.slice(0, labelCols));
    const debit = amount(cells, debitCol, row, errors);
    const credit = amount(cells, creditCol, row, errors);
    if (!label) {
      if (debit !== null || credit !== null) errors.add(row, 'an amount with no account');
      continue;
    }
    const total = totalOf(label.text);
    if (total === '') {
      stated = { debitCents: debit ?? 0, creditCents: credit ?? 0 };
      totalRow = row;
      done = true;
      continue;
    }
    if (total !== null) {
      const closed = outline.close(total);
      if (closed && (debit !== null || credit !== null)) {
        const [d = 0, c = 0] = closed.sums;
        if (d !== (debit ?? 0) || c !== (credit ?? 0))
          errors.add(
            row,
            `'${label.text}' ${money(debit ?? 0)} debit, ${money(credit ?? 0)} credit but its accounts add to ${money(d)} debit, ${money(c)} credit`,
          );
      }
      continue;
    }
    if (debit === null && credit === null && isFooterText(label.text)) {
      footerBasis(ctx, cells);
      continue;
    }
    const segments = outline.place(label.depth, label.text, row, 2);
    if (text(cells, debitCol) === '' && text(cells, creditCol) === '') continue; // a parent's heading
    accounts.push({ row, ...accountName(segments), debitCents: debit ?? 0, creditCents: credit ?? 0 });
    outline.add([debit ?? 0, credit ?? 0]);
  }
  const totals = { debitCents: 0, creditCents: 0 };
  for (const a of accounts) {
    totals.debitCents += a.debitCents;
    totals.creditCents += a.creditCents;
  }
  if (stated && (stated.debitCents !== totals.debitCents || stated.creditCents !== totals.creditCents))
    errors.add(
      totalRow,
      `the report's total is ${money(stated.debitCents)} debit, ${money(stated.creditCents)} credit but its accounts add to ${money(totals.debitCents)} debit, ${money(totals.creditCents)} credit`,
    );
  const checked = stated ?? totals;
  if (checked.debitCents !== checked.creditCents)
    errors.list.push({
      row: totalRow,
      message: `Trial balance debits ${money(checked.debitCents)} ≠ credits ${money(checked.creditCents)}`,
    });
  if (accounts.length === 0) errors.add(0, 'The trial balance has no account with an amount');
  const seen = new Map<string, number>();
  for (const a of accounts) {
    const first = seen.get(a.path);
    if (first !== undefined) errors.add(a.row, `account '${a.path}' appears twice (also row ${first})`);
    else seen.set(a.path, a.row);
  }
  return { ...ctx.base, kind: 'trial-balance', accounts, totals, statedTotals: stated };
}

// ---- Aging detail, Open Invoices, Unpaid Bills ---------------------------------------------------------

export function documentType(sourceType: string): TQbDocumentType {
  const t = sourceType.toLowerCase();
  if (/credit|refund/.test(t)) return 'credit';
  if (/^invoice|^statement charge/.test(t)) return 'invoice';
  if (/^bill$|^bill\b(?!.*p(ay)?m(en)?t)/.test(t)) return 'bill';
  if (/payment|pmt|check|deposit/.test(t)) return 'payment';
  return 'other';
}

function partyOf(name: string, receivable: boolean): { party: string; job: string | null } {
  if (!receivable) return { party: name, job: null };
  const segments = splitAccountPath(name);
  return { party: segments[0] ?? name, job: segments.length > 1 ? segments.slice(1).join(':') : null };
}

function readAgingDetail(
  ctx: TContext,
  kindIn: 'ar-aging' | 'ap-aging',
  titled: boolean,
): TQbReportOf<'ar-aging' | 'ap-aging'> {
  const { layout, errors } = ctx;
  const k = layout.keys;
  const typeCol = column(k, 'transactiontype', 'type');
  const dateCol = column(k, 'date');
  const numCol = column(k, 'num', 'no', 'number', 'refno');
  const nameCol = column(
    k,
    'name',
    'customer',
    'vendor',
    'customerfullname',
    'vendorfullname',
    'customervendor',
  );
  const dueCol = column(k, 'duedate', 'due');
  const openCol = column(k, 'openbalance', 'openbal', 'balance');
  const amountCol = column(k, 'amount');
  const termsCol = column(k, 'terms');
  const memoCol = column(k, 'memodescription', 'memo', 'description');
  const first = labelEnd(layout);
  const empty = { ...ctx.base, documents: [], totalOpenCents: 0, statedTotalCents: null };
  if (openCol < 0 || dateCol < 0) {
    errors.add(
      layout.headerIndex + 1,
      `the aging report has no ${openCol < 0 ? 'Open Balance' : 'Date'} column`,
    );
    return { ...empty, kind: kindIn };
  }
  let receivable = kindIn === 'ar-aging';
  const documents: TQbOpenDocument[] = [];
  const outline = new Outline();
  let stated: number | null = null;
  let totalRow = 0;
  let done = false;
  const rows = ctx.grid.rows;
  const pending: { row: number; name: string; rest: Omit<TQbOpenDocument, 'party' | 'job' | 'name'> }[] = [];
  for (let i = layout.headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    const row = i + 1;
    if (isBlankRow(cells) || isHeaderRepeat(cells, layout)) continue;
    if (done) {
      footerBasis(ctx, cells);
      continue;
    }
    const lead = firstCell(cells);
    if (!lead) continue;
    const sourceType = text(cells, typeCol);
    const isData =
      (sourceType !== '' || text(cells, numCol) !== '' || text(cells, dateCol) !== '') &&
      !(lead.col < first || totalOf(lead.text) !== null);
    if (!isData) {
      const total = totalOf(lead.text);
      if (total !== null) {
        const open = amount(cells, openCol, row, errors);
        if (total === '') {
          stated = open ?? 0;
          totalRow = row;
          done = true;
        } else {
          const closed = outline.close(total);
          if (closed && open !== null && (closed.sums[0] ?? 0) !== open)
            errors.add(
              row,
              `'${total}' open balance ${money(open)} but its documents add to ${money(closed.sums[0] ?? 0)}`,
            );
        }
        continue;
      }
      if (isFooterText(lead.text)) {
        footerBasis(ctx, cells);
        continue;
      }
      outline.place(lead.depth, lead.text, row, 1);
      continue;
    }
    const number = textOrNull(cells, numCol);
    const what = number ? `${sourceType || 'document'} ${number}` : sourceType || 'the document';
    const docDate = date(cells, dateCol, row, errors);
    if (docDate === null && text(cells, dateCol) === '') errors.add(row, `${what} has no date`);
    const open = amount(cells, openCol, row, errors);
    if (open === null && text(cells, openCol) === '') errors.add(row, `${what} has no open balance`);
    const name = text(cells, nameCol) || outline.current().join(':');
    if (name === '') errors.add(row, `${what} has no ${receivable ? 'customer' : 'vendor'} name`);
    const rest = {
      row,
      type: documentType(sourceType),
      sourceType,
      number,
      date: docDate ?? '',
      dueDate: date(cells, dueCol, row, errors),
      openCents: open ?? 0,
      amountCents: amount(cells, amountCol, row, errors),
      terms: textOrNull(cells, termsCol),
      memo: textOrNull(cells, memoCol),
    };
    pending.push({ row, name, rest });
    outline.add([open ?? 0]);
  }
  // Without a title, the side is the columns' ('Vendor') or else the documents' (bills → A/P).
  let kind = kindIn;
  if (
    !titled &&
    kind === 'ar-aging' &&
    pending.some((p) => p.rest.type === 'bill') &&
    !pending.some((p) => p.rest.type === 'invoice')
  ) {
    kind = 'ap-aging';
    receivable = false;
  }
  for (const p of pending) documents.push({ ...p.rest, name: p.name, ...partyOf(p.name, receivable) });
  const totalOpenCents = documents.reduce((s, d) => s + d.openCents, 0);
  if (stated !== null && stated !== totalOpenCents)
    errors.add(
      totalRow,
      `the report's total open balance is ${money(stated)} but its documents add to ${money(totalOpenCents)}`,
    );
  const seen = new Map<string, number>();
  for (const d of documents) {
    if (!d.number) continue;
    const key = `${d.type}|${d.party}|${d.number}`;
    const firstRow = seen.get(key);
    if (firstRow !== undefined)
      errors.add(d.row, `${d.sourceType} ${d.number} for '${d.party}' appears twice (also row ${firstRow})`);
    else seen.set(key, d.row);
  }
  return { ...ctx.base, kind, documents, totalOpenCents, statedTotalCents: stated };
}

// ---- Aging summary -----------------------------------------------------------------------------------

function readAgingSummary(
  ctx: TContext,
  kind: 'ar-aging-summary' | 'ap-aging-summary',
): TQbReportOf<'ar-aging-summary' | 'ap-aging-summary'> {
  const { layout, errors } = ctx;
  const totalCol = column(layout.keys, 'total');
  const buckets = layout.keys
    .map((key, col) => ({ key, col, label: layout.labels[col] ?? '' }))
    .filter((b) => b.key !== '' && b.key !== 'total' && BUCKET_KEY.test(b.key));
  const nameCol = column(layout.keys, 'customer', 'vendor', 'name');
  const labelCols = Math.max(labelEnd(layout), nameCol + 1);
  const receivable = kind === 'ar-aging-summary';
  const parties: TQbAgingSummaryLine[] = [];
  if (totalCol < 0 || buckets.length === 0) {
    errors.add(layout.headerIndex + 1, 'the aging summary has no Total or aging columns');
    return { ...ctx.base, kind, parties, totalCents: 0 };
  }
  const outline = new Outline();
  let done = false;
  let stated: { row: number; cents: number } | null = null;
  const rows = ctx.grid.rows;
  for (let i = layout.headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    const row = i + 1;
    if (isBlankRow(cells) || isHeaderRepeat(cells, layout)) continue;
    if (done) {
      footerBasis(ctx, cells);
      continue;
    }
    const label = firstCell(cells.slice(0, labelCols));
    if (!label) continue;
    const values = buckets.map((b) => amount(cells, b.col, row, errors));
    const total = amount(cells, totalCol, row, errors);
    const has = total !== null || values.some((v) => v !== null);
    const totalName = totalOf(label.text);
    if (totalName !== null) {
      if (totalName === '') {
        stated = { row, cents: total ?? 0 };
        done = true;
      } else {
        const closed = outline.close(totalName);
        if (closed && total !== null && (closed.sums[0] ?? 0) !== total)
          errors.add(
            row,
            `'${totalName}' open balance ${money(total)} but its rows add to ${money(closed.sums[0] ?? 0)}`,
          );
      }
      continue;
    }
    if (!has && isFooterText(label.text)) {
      footerBasis(ctx, cells);
      continue;
    }
    const segments = outline.place(label.depth, label.text, row, 1);
    if (!has) continue;
    const name = segments.join(':');
    const cents = values.map((v) => v ?? 0);
    const sum = cents.reduce((s, v) => s + v, 0);
    if (total !== null && sum !== total)
      errors.add(row, `'${name}' open balance ${money(total)} but the aging columns add to ${money(sum)}`);
    parties.push({
      row,
      name,
      ...partyOf(name, receivable),
      buckets: buckets.map((b, j) => ({ label: b.label, cents: cents[j] ?? 0 })),
      totalCents: total ?? sum,
    });
    outline.add([total ?? sum]);
  }
  const totalCents = parties.reduce((s, p) => s + p.totalCents, 0);
  if (stated && stated.cents !== totalCents)
    errors.add(
      stated.row,
      `the report's total is ${money(stated.cents)} but its rows add to ${money(totalCents)}`,
    );
  return { ...ctx.base, kind, parties, totalCents };
}

// ---- Journal -----------------------------------------------------------------------------------------

function readJournal(ctx: TContext): TQbReportOf<'journal'> {
  const { layout, errors } = ctx;
  const k = layout.keys;
  const transCol = column(k, 'trans#', 'transno', 'transaction#', 'trans', 'transactionid');
  const typeCol = column(k, 'transactiontype', 'type');
  const dateCol = column(k, 'date', 'transactiondate');
  const numCol = column(k, 'num', 'no', 'refno', 'number');
  const nameCol = column(k, 'name', 'customervendor');
  const memoCol = column(k, 'memodescription', 'memo', 'description');
  const accountCol = column(k, 'account', 'accountname', 'accountfullname');
  const debitCol = column(k, 'debit');
  const creditCol = column(k, 'credit');
  const first = labelEnd(layout);
  const transactions: TQbJournalTransaction[] = [];
  const totals = { debitCents: 0, creditCents: 0 };
  let stated: { debitCents: number; creditCents: number } | null = null;
  let totalRow = 0;
  let current: TQbJournalTransaction | null = null;
  let done = false;

  const describe = (t: TQbJournalTransaction): string =>
    [
      t.type ?? 'transaction',
      t.number ?? (t.transNo ? `#${t.transNo}` : null),
      t.date ? `of ${t.date}` : null,
    ]
      .filter((p) => p !== null)
      .join(' ');
  const close = () => {
    const t = current;
    current = null;
    if (!t) return;
    if (t.date === null) errors.add(t.row, `${describe(t)} has no date`);
    if (t.debitCents !== t.creditCents)
      errors.add(t.row, `${describe(t)} debits ${money(t.debitCents)} ≠ credits ${money(t.creditCents)}`);
    totals.debitCents += t.debitCents;
    totals.creditCents += t.creditCents;
    transactions.push(t);
  };

  const rows = ctx.grid.rows;
  for (let i = layout.headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    const row = i + 1;
    if (isBlankRow(cells)) {
      close();
      continue;
    }
    if (done) {
      footerBasis(ctx, cells);
      continue;
    }
    if (isHeaderRepeat(cells, layout)) continue;
    const lead = firstCell(cells);
    if (lead && lead.col < first) {
      const total = totalOf(lead.text);
      if (total === '') {
        close();
        stated = {
          debitCents: amount(cells, debitCol, row, errors) ?? 0,
          creditCents: amount(cells, creditCol, row, errors) ?? 0,
        };
        totalRow = row;
        done = true;
        continue;
      }
      if (total !== null || text(cells, accountCol) === '') {
        // A group's total or heading (a journal grouped by something), or a footer line.
        close();
        footerBasis(ctx, cells);
        continue;
      }
    }
    const accountText = text(cells, accountCol);
    const debit = amount(cells, debitCol, row, errors);
    const credit = amount(cells, creditCol, row, errors);
    if (accountText === '') {
      if (debit !== null || credit !== null) {
        // The transaction's total row.
        const t = current as TQbJournalTransaction | null;
        if (t && ((debit ?? 0) !== t.debitCents || (credit ?? 0) !== t.creditCents))
          errors.add(
            row,
            `${describe(t)} total ${money(debit ?? 0)} debit, ${money(credit ?? 0)} credit but its lines add to ${money(t.debitCents)} debit, ${money(t.creditCents)} credit`,
          );
        close();
      } else footerBasis(ctx, cells);
      continue;
    }
    const transNo = textOrNull(cells, transCol);
    const type = textOrNull(cells, typeCol);
    const dateText = text(cells, dateCol);
    const number = textOrNull(cells, numCol);
    const open = current as TQbJournalTransaction | null;
    if (
      open &&
      ((transNo !== null && transNo !== open.transNo) ||
        (open.transNo === null &&
          ((type !== null && type !== open.type) ||
            (number !== null && number !== open.number) ||
            (dateText !== '' && open.date !== null && parseDateQuiet(dateText) !== open.date))))
    )
      close();
    const name = textOrNull(cells, nameCol);
    const memo = textOrNull(cells, memoCol);
    if (!current) {
      current = {
        row,
        transNo,
        type,
        date: date(cells, dateCol, row, errors),
        number,
        name,
        memo,
        lines: [],
        debitCents: 0,
        creditCents: 0,
      };
    } else if (current.date === null && dateText !== '') current.date = date(cells, dateCol, row, errors);
    const t: TQbJournalTransaction = current;
    t.lines.push({
      row,
      account: accountName(splitAccountPath(accountText)),
      name,
      memo,
      debitCents: debit ?? 0,
      creditCents: credit ?? 0,
    });
    t.debitCents += debit ?? 0;
    t.creditCents += credit ?? 0;
  }
  close();
  if (stated && (stated.debitCents !== totals.debitCents || stated.creditCents !== totals.creditCents))
    errors.add(
      totalRow,
      `the report's total is ${money(stated.debitCents)} debit, ${money(stated.creditCents)} credit but its transactions add to ${money(totals.debitCents)} debit, ${money(totals.creditCents)} credit`,
    );
  if (stated && stated.debitCents !== stated.creditCents)
    errors.add(
      totalRow,
      `the journal's debits ${money(stated.debitCents)} ≠ credits ${money(stated.creditCents)}`,
    );
  return { ...ctx.base, kind: 'journal', transactions, totals, statedTotals: stated };
}

const quietErrors = new RowErrors();
function parseDateQuiet(t: string): string | null {
  quietErrors.list.length = 0;
  return date([{ text: t, indent: 0 }], 0, 0, quietErrors);
}

// ---- Lists -------------------------------------------------------------------------------------------

function* listRows(ctx: TContext) {
  const rows = ctx.grid.rows;
  for (let i = ctx.layout.headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    if (isBlankRow(cells) || isHeaderRepeat(cells, ctx.layout)) continue;
    const lead = firstCell(cells);
    // A footer line: one cell of time stamp or basis.
    if (lead && cells.filter((c) => c.text !== '').length === 1 && isFooterText(lead.text)) {
      footerBasis(ctx, cells);
      continue;
    }
    yield { cells, row: i + 1 };
  }
}

function duplicateCheck(errors: RowErrors, what: string) {
  const seen = new Map<string, number>();
  return (key: string, row: number) => {
    const norm = key.toLowerCase();
    const first = seen.get(norm);
    if (first !== undefined) errors.add(row, `${what} '${key}' appears twice (also row ${first})`);
    else seen.set(norm, row);
  };
}

function readAccountList(ctx: TContext): TQbReportOf<'account-list'> {
  const { layout, errors } = ctx;
  const k = layout.keys;
  const nameCol = column(k, 'account', 'accountname', 'accountfullname', 'name', 'fullname');
  const numberCol = column(k, 'number', 'accountnumber', 'account#', 'accnum', 'acct#', 'num');
  const typeCol = column(k, 'type', 'accounttype');
  const detailCol = column(k, 'detailtype', 'detail');
  const descCol = column(k, 'description');
  const balanceCol = column(k, 'balance', 'quickbooksbalance', 'qbbalance', 'totalbalance');
  const accounts: TQbAccountListEntry[] = [];
  if (nameCol < 0 || typeCol < 0) {
    errors.add(layout.headerIndex + 1, `the account list has no ${nameCol < 0 ? 'Account' : 'Type'} column`);
    return { ...ctx.base, kind: 'account-list', accounts };
  }
  const outline = new Outline();
  const duplicate = duplicateCheck(errors, 'account');
  for (const { cells, row } of listRows(ctx)) {
    const cell = cells[nameCol];
    if (!cell || cell.text === '') {
      errors.add(row, 'the account has no name');
      continue;
    }
    const named = accountName(outline.place(cell.indent, cell.text, row));
    const number = textOrNull(cells, numberCol) ?? named.number;
    const type = text(cells, typeCol);
    if (type === '') errors.add(row, `account '${named.path}' has no type`);
    duplicate(named.path, row);
    accounts.push({
      row,
      ...named,
      number,
      type,
      detailType: textOrNull(cells, detailCol),
      description: textOrNull(cells, descCol),
      balanceCents: amount(cells, balanceCol, row, errors),
    });
  }
  return { ...ctx.base, kind: 'account-list', accounts };
}

function readPartyList(
  ctx: TContext,
  kind: 'customer-list' | 'vendor-list',
): TQbReportOf<'customer-list' | 'vendor-list'> {
  const { layout, errors } = ctx;
  const k = layout.keys;
  const customer = kind === 'customer-list';
  const nameCol = customer
    ? column(k, 'customer', 'customername', 'customerfullname', 'displayname', 'name', 'fullname')
    : column(k, 'vendor', 'vendorname', 'vendorfullname', 'displayname', 'name', 'fullname');
  const companyCol = column(k, 'companyname', 'company');
  const emailCol = column(k, 'email', 'emailaddress', 'mainemail');
  const phoneCol = column(k, 'phone', 'phonenumbers', 'phonenumber', 'mainphone', 'workphone');
  const addressCols = [
    column(k, 'billingaddress', 'address', 'billto', 'street', 'billingstreet', 'address1', 'streetaddress'),
    column(k, 'city', 'billingcity'),
    column(k, 'state', 'billingstate'),
    column(k, 'zip', 'billingzip', 'postalcode', 'zipcode', 'billingzipcode'),
  ].filter((c) => c >= 0);
  const balanceCol = column(k, 'openbalance', 'balance', 'balancetotal', 'openbalancetotal');
  const taxCol = customer ? -1 : column(k, 'taxid', 'taxidentifier', 'ssntaxid', 'businessidnossn', 'ein');
  const t1099Col = customer
    ? -1
    : column(k, 'track1099', '1099', '1099tracking', 'eligiblefor1099', 'trackpaymentsfor1099');
  const parties: TQbPartyListEntry[] = [];
  if (nameCol < 0) {
    errors.add(layout.headerIndex + 1, `the ${customer ? 'customer' : 'vendor'} list has no name column`);
    return { ...ctx.base, kind, parties };
  }
  const duplicate = duplicateCheck(errors, customer ? 'customer' : 'vendor');
  for (const { cells, row } of listRows(ctx)) {
    const name = text(cells, nameCol);
    if (name === '') {
      errors.add(row, `the ${customer ? 'customer' : 'vendor'} has no name`);
      continue;
    }
    if (totalOf(name) === '') continue;
    duplicate(name, row);
    const address = addressCols
      .map((c) => text(cells, c))
      .filter((t) => t !== '')
      .join(', ');
    const flag = text(cells, t1099Col);
    parties.push({
      row,
      name,
      ...partyOf(name, customer),
      company: textOrNull(cells, companyCol),
      email: textOrNull(cells, emailCol),
      phone: textOrNull(cells, phoneCol),
      address: address === '' ? null : address,
      openBalanceCents: amount(cells, balanceCol, row, errors),
      taxId: textOrNull(cells, taxCol),
      is1099: t1099Col < 0 || flag === '' ? null : /^(yes|y|true|1|x|on|checked)$/i.test(flag),
    });
  }
  return { ...ctx.base, kind, parties };
}

function readProductList(ctx: TContext): TQbReportOf<'product-list'> {
  const { layout, errors } = ctx;
  const k = layout.keys;
  const nameCol = column(k, 'productservicename', 'productservice', 'name', 'itemname', 'item');
  const products: TQbProductEntry[] = [];
  if (nameCol < 0) {
    errors.add(layout.headerIndex + 1, 'the products and services list has no name column');
    return { ...ctx.base, kind: 'product-list', products };
  }
  const typeCol = column(k, 'type', 'itemtype');
  const descCol = column(k, 'description', 'salesdescription');
  const priceCol = column(k, 'salespricerate', 'salesprice', 'price', 'rate');
  const costCol = column(k, 'purchasecost', 'cost');
  const incomeCol = column(k, 'incomeaccount');
  const expenseCol = column(k, 'expenseaccount');
  const skuCol = column(k, 'sku');
  const duplicate = duplicateCheck(errors, 'product or service');
  for (const { cells, row } of listRows(ctx)) {
    const name = text(cells, nameCol);
    if (name === '') {
      errors.add(row, 'the product or service has no name');
      continue;
    }
    duplicate(name, row);
    products.push({
      row,
      name,
      type: textOrNull(cells, typeCol),
      description: textOrNull(cells, descCol),
      priceCents: amount(cells, priceCol, row, errors),
      costCents: amount(cells, costCol, row, errors),
      incomeAccount: textOrNull(cells, incomeCol),
      expenseAccount: textOrNull(cells, expenseCol),
      sku: textOrNull(cells, skuCol),
    });
  }
  return { ...ctx.base, kind: 'product-list', products };
}
