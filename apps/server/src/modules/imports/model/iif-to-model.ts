import { mapAccountType, type TImportStage } from '@groundwork/shared';
import { readIif, splitIifLine, type TIifFile } from '../sources/iif.ts';
import { decodeSource } from '../sources/source-text.ts';
import { emptySourceModel, type TImportSourceModel, type TSourceTransaction } from './source-model.ts';

/*
 * An IIF file into the source model: ACCNT (OBAMOUNT as the balance, EXTRA and type as the control
 * hint), CUST (customers and `Customer:Job` jobs), VEND (1099, tax id), CLASS, and TRNS/SPL
 * transactions (with CLEAR). Items are not imported. Each reader error is attributed to the stage its
 * row's keyword feeds (ACCNT → accounts, a job row → jobs, TRNS/SPL → history); errors on item rows
 * are dropped since items do not come across.
 */

const KEYWORD_STAGE: Readonly<Record<string, TImportStage | null>> = {
  ACCNT: 'accounts',
  CUST: 'customers',
  VEND: 'vendors',
  CLASS: 'jobs',
  TRNS: 'history',
  SPL: 'history',
  ENDTRNS: 'history',
  INVITEM: null,
};

export function iifToModel(
  bytes: Uint8Array,
  fileName: string,
): { model: TImportSourceModel; file: TIifFile } {
  const file = readIif(bytes);
  const model = emptySourceModel();
  const ref = (row: number) => ({ fileName, row });

  for (const a of file.accounts) {
    const mapped = a.type === '' ? null : mapAccountType({ source: 'iif', type: a.type, extra: a.extra });
    model.accounts.push({
      path: a.name,
      number: a.number,
      sourceType: a.type === '' ? null : a.type,
      detailType: a.extra,
      typeSource: 'iif',
      description: a.description,
      inactive: a.hidden,
      balanceCents: a.opening_balance_cents,
      controlHint: mapped?.kind === 'posting' ? mapped.control : null,
      ref: ref(a.row),
    });
  }
  for (const c of file.customers)
    model.customers.push({
      kind: 'customer',
      name: c.name,
      companyName: c.company_name,
      email: c.email,
      phone: c.phone,
      addressLines: c.address,
      taxId: null,
      is1099: false,
      terms: c.terms,
      inactive: c.hidden,
      balanceCents: null,
      ref: ref(c.row),
    });
  for (const j of file.jobs)
    model.jobs.push({
      customerName: j.customer,
      name: j.path[j.path.length - 1] ?? j.name,
      fullName: j.name,
      status: j.job_status,
      startDate: j.job_start,
      endDate: j.job_end,
      inactive: j.hidden,
      ref: ref(j.row),
    });
  for (const v of file.vendors)
    model.vendors.push({
      kind: 'vendor',
      name: v.name,
      companyName: v.print_as,
      email: v.email,
      phone: v.phone,
      addressLines: v.address,
      taxId: v.tax_id,
      is1099: v.is_1099,
      terms: v.terms,
      inactive: v.hidden,
      balanceCents: null,
      ref: ref(v.row),
    });
  model.classes = file.classes.map((c) => c.name);
  model.transactions = file.transactions.map(
    (t): TSourceTransaction => ({
      type: t.type,
      date: t.date,
      docNumber: t.doc_number,
      memo: t.memo,
      // The TRNS line is the bank line of a check or deposit: its CLEAR says whether the bank has it.
      cleared: t.lines[0]?.cleared ?? null,
      lines: t.lines.map((l) => ({
        accountPath: l.account,
        name: l.name,
        className: l.class,
        amountCents: l.amount_cents,
        memo: l.memo,
      })),
      ref: ref(t.row),
    }),
  );

  // Errors: the stage of the row's keyword (a CUST row naming a job blocks the jobs stage).
  const keywords = rowKeywords(bytes);
  const jobRows = new Set(file.jobs.map((j) => j.row));
  for (const e of file.errors) {
    const keyword = e.row > 0 ? (keywords[e.row - 1] ?? '') : '';
    let stage: TImportStage | null = keyword in KEYWORD_STAGE ? (KEYWORD_STAGE[keyword] ?? null) : 'accounts';
    if (keyword === 'CUST' && (jobRows.has(e.row) || /^Row \d+: job /.test(e.message))) stage = 'jobs';
    if (stage === null) continue;
    model.errors.push({ stage, file_name: fileName, row: e.row > 0 ? e.row : null, message: e.message });
  }
  return { model, file };
}

/** Each physical line's keyword (upper case, '!' kept for headers), as readIif numbers rows. */
function rowKeywords(bytes: Uint8Array): string[] {
  const { text } = decodeSource(bytes);
  return text.split(/\r\n|\r|\n/).map((line) => (splitIifLine(line)[0] ?? '').trim().toUpperCase());
}
