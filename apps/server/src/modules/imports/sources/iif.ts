/**
 * QuickBooks Desktop IIF reader (domain/migration.md): tab-separated rows; a `!KEYWORD` header row
 * names the columns of the following rows of that keyword — columns are read by header name, never
 * by position, and a header may repeat with other columns. Lists: ACCNT, CUST (customers and
 * `Customer:Job` jobs), VEND, INVITEM, CLASS. Transactions: TRNS, its SPL rows, ENDTRNS (debit
 * positive, each transaction sums to zero). Pure; never throws on user input: every problem is an
 * error `{ row, message }` in the import's words ("Row 212: 'abc' is not an amount").
 */
import type { TIifCustomer, TIifFile, TIifTransaction, TIifTransactionLine } from './iif-types.ts';
import { IIF_NAME_MAX } from './iif-types.ts';
import {
  decodeSource,
  formatSourceCents,
  parseSourceAmount,
  parseSourceDate,
  splitAccountPath,
} from './source-text.ts';

export * from './iif-types.ts';
export { writeIif, writeIifText } from './iif-write.ts';

/** One line's fields. Tabs separate; a field wrapped in double quotes may hold tabs and `""` quotes. */
export function splitIifLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  const n = line.length;
  while (true) {
    if (line[i] === '"') {
      // Quoted: up to a closing quote followed by a tab or the end; else the field is literal text.
      let value = '';
      let j = i + 1;
      let closed = -1;
      while (j < n) {
        const c = line[j];
        if (c === '"') {
          if (line[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          if (j + 1 === n || line[j + 1] === '\t') closed = j;
          break;
        }
        value += c;
        j += 1;
      }
      if (closed >= 0) {
        fields.push(value);
        i = closed + 1;
      } else {
        const tab = line.indexOf('\t', i);
        fields.push(tab < 0 ? line.slice(i) : line.slice(i, tab));
        i = tab < 0 ? n : tab;
      }
    } else {
      const tab = line.indexOf('\t', i);
      fields.push(tab < 0 ? line.slice(i) : line.slice(i, tab));
      i = tab < 0 ? n : tab;
    }
    if (i >= n) break;
    i += 1; // the tab
    if (i === n) {
      fields.push('');
      break;
    }
  }
  return fields;
}

/** True when the text starts (after blank lines) with an IIF `!KEYWORD` header row. */
export function looksLikeIif(text: string): boolean {
  const first = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .find((l) => l.trim() !== '');
  return first !== undefined && /^"?![A-Z]+"?(\t|$)/i.test(first);
}

type TFields = { get(column: string): string; has(column: string): boolean };

const LIST_LABEL: Record<string, string> = {
  ACCNT: 'account',
  CUST: 'customer',
  VEND: 'vendor',
  INVITEM: 'item',
  CLASS: 'class',
};

function shortName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

/** Read an IIF file. Never throws on user input. */
export function readIif(bytes: Uint8Array): TIifFile {
  const { text, encoding } = decodeSource(bytes);
  const file: TIifFile = {
    encoding,
    accounts: [],
    customers: [],
    jobs: [],
    vendors: [],
    items: [],
    classes: [],
    transactions: [],
    skipped: [],
    errors: [],
  };
  try {
    readInto(text, file);
  } catch (e) {
    file.errors.push({
      row: 0,
      message: `The file could not be read (${e instanceof Error ? e.message : String(e)})`,
    });
  }
  file.errors.sort((a, b) => a.row - b.row);
  return file;
}

function readInto(text: string, file: TIifFile): void {
  const errors = file.errors;
  const err = (row: number, message: string) => errors.push({ row, message: `Row ${row}: ${message}` });
  const headers = new Map<string, string[]>();
  const skipped = new Map<string, number>();
  const lines = text.split(/\r\n|\r|\n/);

  // Transaction state: the open TRNS and whether any of its rows was unreadable.
  const state: { open: { trns: TIifTransaction; broken: boolean } | null } = { open: null };
  const closeUnfinished = () => {
    if (state.open) err(state.open.trns.row, 'TRNS not closed by ENDTRNS');
    state.open = null;
  };

  const text_ = (f: TFields, col: string): string | null => {
    const v = f.get(col).trim();
    return v === '' ? null : v;
  };
  const flag = (f: TFields, col: string, row: number): boolean | null => {
    const v = f.get(col).trim().toUpperCase();
    if (v === '') return null;
    if (v === 'Y' || v === 'YES' || v === 'TRUE' || v === '1') return true;
    if (v === 'N' || v === 'NO' || v === 'FALSE' || v === '0') return false;
    err(row, `${col} '${f.get(col).trim()}' is not Y or N`);
    return null;
  };
  const date = (f: TFields, col: string, row: number): { ok: boolean; value: string | null } => {
    const raw = f.get(col).trim();
    if (raw === '') return { ok: true, value: null };
    const value = parseSourceDate(raw);
    if (value === null) {
      err(row, `'${raw}' is not a date`);
      return { ok: false, value: null };
    }
    return { ok: true, value };
  };
  const amount = (f: TFields, col: string, row: number): { ok: boolean; value: number | null } => {
    const raw = f.get(col).trim();
    if (raw.replace(/"/g, '').trim() === '') return { ok: true, value: null };
    const value = parseSourceAmount(raw);
    if (value === null) {
      err(row, `'${raw}' is not an amount`);
      return { ok: false, value: null };
    }
    return { ok: true, value };
  };
  /** The record's NAME and its path, or null after reporting why not. */
  const listName = (f: TFields, keyword: string, row: number): { name: string; path: string[] } | null => {
    const raw = f.get('NAME').trim();
    const path = splitAccountPath(raw);
    if (path.length === 0) {
      err(row, `${keyword} row has no NAME`);
      return null;
    }
    const label = LIST_LABEL[keyword] ?? keyword.toLowerCase();
    for (const segment of path)
      if (segment.length > IIF_NAME_MAX) {
        err(row, `${label} name '${shortName(segment)}' is longer than ${IIF_NAME_MAX} characters`);
        return null;
      }
    return { name: path.join(':'), path };
  };
  const addressOf = (f: TFields, prefix: string): string[] => {
    const out: string[] = [];
    for (let k = 1; k <= 5; k++) {
      const v = f.get(`${prefix}${k}`).trim();
      if (v !== '') out.push(v);
    }
    return out;
  };

  const transactionLine = (
    f: TFields,
    kind: 'TRNS' | 'SPL',
    row: number,
  ): { ok: boolean; line: TIifTransactionLine } => {
    let ok = true;
    const account = splitAccountPath(f.get('ACCNT')).join(':');
    if (account === '') {
      err(row, `${kind} has no ACCNT`);
      ok = false;
    }
    const a = amount(f, 'AMOUNT', row);
    if (!a.ok) ok = false;
    // QuickBooks writes Y/N; reconciled lines are sometimes marked X or R. Anything else: unknown, not an error.
    const clear = f.get('CLEAR').trim().toUpperCase();
    const cleared = f.has('CLEAR')
      ? { cleared: /^(Y|YES|X|R|\*)$/.test(clear) ? true : /^(N|NO)$/.test(clear) ? false : null }
      : {};
    return {
      ok,
      line: {
        row,
        kind,
        account,
        name: nameOrNull(f.get('NAME')),
        class: nameOrNull(f.get('CLASS')),
        amount_cents: a.value ?? 0,
        memo: text_(f, 'MEMO'),
        quantity: text_(f, 'QNTY'),
        price: text_(f, 'PRICE'),
        item: nameOrNull(f.get('INVITEM')),
        ...cleared,
      },
    };
  };

  let sawHeader = false;
  for (let index = 0; index < lines.length; index++) {
    const row = index + 1;
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    const fields = splitIifLine(line);
    const first = (fields[0] ?? '').trim().toUpperCase();
    if (first.startsWith('!')) {
      sawHeader = true;
      const keyword = first.slice(1);
      if (state.open && keyword !== 'SPL' && keyword !== 'ENDTRNS') closeUnfinished();
      headers.set(
        keyword,
        fields.map((c) => c.trim().toUpperCase()),
      );
      continue;
    }
    const keyword = first;
    const columns = headers.get(keyword);
    if (!columns && keyword !== 'ENDTRNS') {
      if (!sawHeader) {
        err(row, 'not an IIF file (no !HEADER row before the first data row)');
        return;
      }
      if (keyword === '') {
        err(row, 'row has no keyword');
        continue;
      }
      err(row, `${keyword} row before its !${keyword} header`);
      continue;
    }
    const byName = new Map<string, number>();
    (columns ?? []).forEach((c, k) => {
      if (k > 0 && !byName.has(c)) byName.set(c, k);
    });
    const f: TFields = {
      get: (col) => {
        const k = byName.get(col);
        return k === undefined ? '' : (fields[k] ?? '');
      },
      has: (col) => byName.has(col),
    };

    if (state.open && keyword !== 'SPL' && keyword !== 'ENDTRNS') closeUnfinished();

    switch (keyword) {
      case 'ACCNT': {
        const n = listName(f, keyword, row);
        const type = f.get('ACCNTTYPE').trim().toUpperCase();
        if (n && type === '') err(row, `account '${n.name}' has no ACCNTTYPE`);
        const ob = amount(f, 'OBAMOUNT', row);
        const hidden = flag(f, 'HIDDEN', row);
        if (!n || !ob.ok) break;
        file.accounts.push({
          row,
          name: n.name,
          path: n.path,
          parent: n.path.length > 1 ? n.path.slice(0, -1).join(':') : null,
          type,
          number: text_(f, 'ACCNUM'),
          description: text_(f, 'DESC'),
          opening_balance_cents: ob.value,
          extra: text_(f, 'EXTRA')?.toUpperCase() ?? null,
          hidden: hidden ?? false,
        });
        break;
      }
      case 'CUST': {
        const n = listName(f, keyword, row);
        const start = date(f, 'JOBSTART', row);
        const end = date(f, 'JOBEND', row);
        const taxable = flag(f, 'TAXABLE', row);
        const hidden = flag(f, 'HIDDEN', row);
        if (!n) break;
        const record: TIifCustomer = {
          row,
          name: n.name,
          path: n.path,
          customer: n.path[0] ?? n.name,
          parent: n.path.length > 1 ? n.path.slice(0, -1).join(':') : null,
          company_name: text_(f, 'COMPANYNAME'),
          address: addressOf(f, 'BADDR'),
          phone: text_(f, 'PHONE1'),
          email: text_(f, 'EMAIL'),
          terms: text_(f, 'TERMS'),
          taxable,
          job_status: text_(f, 'JOBSTATUS'),
          job_start: start.value,
          job_end: end.value,
          hidden: hidden ?? false,
        };
        if (record.parent === null) file.customers.push(record);
        else file.jobs.push(record);
        break;
      }
      case 'VEND': {
        const n = listName(f, keyword, row);
        const is1099 = flag(f, '1099', row);
        const hidden = flag(f, 'HIDDEN', row);
        if (!n) break;
        file.vendors.push({
          row,
          name: n.name,
          print_as: text_(f, 'PRINTAS'),
          address: addressOf(f, 'ADDR'),
          phone: text_(f, 'PHONE1'),
          email: text_(f, 'EMAIL'),
          tax_id: text_(f, 'TAXID'),
          terms: text_(f, 'TERMS'),
          is_1099: is1099 ?? false,
          hidden: hidden ?? false,
        });
        break;
      }
      case 'INVITEM': {
        const n = listName(f, keyword, row);
        const hidden = flag(f, 'HIDDEN', row);
        if (!n) break;
        file.items.push({
          row,
          name: n.name,
          path: n.path,
          type: text_(f, 'INVITEMTYPE')?.toUpperCase() ?? null,
          description: text_(f, 'DESC'),
          account: nameOrNull(f.get('ACCNT')),
          price: text_(f, 'PRICE'),
          cost: text_(f, 'COST'),
          hidden: hidden ?? false,
        });
        break;
      }
      case 'CLASS': {
        const n = listName(f, keyword, row);
        const hidden = flag(f, 'HIDDEN', row);
        if (!n) break;
        file.classes.push({ row, name: n.name, path: n.path, hidden: hidden ?? false });
        break;
      }
      case 'TRNS': {
        const type = f.get('TRNSTYPE').trim().toUpperCase();
        let broken = false;
        if (type === '') {
          err(row, 'TRNS has no TRNSTYPE');
          broken = true;
        }
        const d = date(f, 'DATE', row);
        if (!d.ok) broken = true;
        else if (d.value === null) {
          err(row, 'TRNS has no DATE');
          broken = true;
        }
        const due = date(f, 'DUEDATE', row);
        if (!due.ok) broken = true;
        const l = transactionLine(f, 'TRNS', row);
        if (!l.ok) broken = true;
        state.open = {
          broken,
          trns: {
            row,
            type,
            date: d.value ?? '',
            doc_number: text_(f, 'DOCNUM'),
            memo: text_(f, 'MEMO'),
            due_date: due.value,
            terms: text_(f, 'TERMS'),
            name: nameOrNull(f.get('NAME')),
            lines: [l.line],
          },
        };
        break;
      }
      case 'SPL': {
        if (!state.open) {
          err(row, 'SPL without a TRNS');
          break;
        }
        const l = transactionLine(f, 'SPL', row);
        if (!l.ok) state.open.broken = true;
        state.open.trns.lines.push(l.line);
        break;
      }
      case 'ENDTRNS': {
        if (!state.open) {
          err(row, 'ENDTRNS without a TRNS');
          break;
        }
        const { trns, broken } = state.open;
        state.open = null;
        if (broken) break;
        let debits = 0;
        let credits = 0;
        for (const l of trns.lines) {
          if (l.amount_cents > 0) debits += l.amount_cents;
          else credits -= l.amount_cents;
        }
        if (debits !== credits) {
          const label = `${trns.type}${trns.doc_number ? ` ${trns.doc_number}` : ''}`;
          err(
            trns.row,
            `transaction ${label} does not balance: debits ${formatSourceCents(debits)} ≠ credits ${formatSourceCents(credits)}`,
          );
          break;
        }
        file.transactions.push(trns);
        break;
      }
      default:
        skipped.set(keyword, (skipped.get(keyword) ?? 0) + 1);
    }
  }
  closeUnfinished();
  if (!sawHeader) errors.push({ row: 1, message: 'Row 1: not an IIF file (no !HEADER row)' });

  file.skipped = [...skipped.entries()].map(([keyword, rows]) => ({ keyword, rows }));
  checkLists(file, err);
}

function nameOrNull(value: string): string | null {
  const joined = splitAccountPath(value).join(':');
  return joined === '' ? null : joined;
}

/** Duplicates (names case-insensitively, account numbers) and parents missing from the file. */
function checkLists(file: TIifFile, err: (row: number, message: string) => void): void {
  const duplicates = <T extends { row: number }>(
    records: T[],
    label: string,
    keyOf: (r: T) => string | null,
  ) => {
    const seen = new Map<string, T>();
    for (const r of records) {
      const key = keyOf(r);
      if (key === null) continue;
      const folded = key.toLowerCase();
      const prior = seen.get(folded);
      if (prior) err(r.row, `${label} '${key}' appears twice (rows ${prior.row} and ${r.row})`);
      else seen.set(folded, r);
    }
  };
  duplicates(file.accounts, 'account', (a) => a.name);
  duplicates(file.accounts, 'account number', (a) => a.number);
  duplicates([...file.customers, ...file.jobs].sort(byRow), 'customer', (c) => c.name);
  duplicates(file.vendors, 'vendor', (v) => v.name);
  duplicates(file.items, 'item', (i) => i.name);
  duplicates(file.classes, 'class', (c) => c.name);

  const missingParent = <T extends { row: number; name: string; path: string[] }>(
    records: T[],
    label: string,
  ) => {
    const names = new Set(records.map((r) => r.name.toLowerCase()));
    for (const r of records) {
      if (r.path.length < 2) continue;
      const parent = r.path.slice(0, -1).join(':');
      if (!names.has(parent.toLowerCase()))
        err(r.row, `${label} '${r.name}' is under '${parent}', which is not in the file`);
    }
  };
  missingParent(file.accounts, 'account');
  missingParent([...file.customers, ...file.jobs], 'job');
  missingParent(file.items, 'item');
  missingParent(file.classes, 'class');
}

function byRow(a: { row: number }, b: { row: number }): number {
  return a.row - b.row;
}
