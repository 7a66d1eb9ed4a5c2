import type { TCsvTemplateEntity, TImportFileKind } from '@groundwork/shared';
import { looksLikeIif, readIif, type TIifFile } from '../sources/iif.ts';
import { isXlsx } from '../sources/qb-grid.ts';
import { readQuickBooksReport, type TQbReport, type TQbReportKind } from '../sources/qb-reports.ts';
import { decodeSource } from '../sources/source-text.ts';
import { matchTemplateHeader, readTemplateCsv } from '../templates/csv-templates.ts';
import { readCsvHeader, templateCsvBytes } from '../templates/template-csv-text.ts';
import type { TImportSourceModel } from './source-model.ts';

/*
 * What an uploaded file is (issue 24, upload step): an IIF file, one of the product's CSV templates
 * (recognised by its header row), or a QuickBooks report or list export (by its title, else its
 * column headers). The summary says what was found ("412 accounts, 96 customers, 3 transactions").
 * Never throws on user input: a file nothing reads is kind 'unknown' with the reason as its summary.
 */

export type TDetectedImportFile = {
  kind: TImportFileKind;
  /** 'utf-8' | 'utf-8-bom' | 'windows-1252' for text files, null for XLSX. */
  encoding: string | null;
  /** Records found (list rows, report rows that carry a record, transaction lines). */
  rowCount: number;
  summary: string;
};

export const QB_REPORT_FILE_KINDS: Readonly<Record<TQbReportKind, TImportFileKind>> = {
  'trial-balance': 'trial_balance',
  'ar-aging': 'ar_aging',
  'ap-aging': 'ap_aging',
  'ar-aging-summary': 'ar_aging',
  'ap-aging-summary': 'ap_aging',
  journal: 'journal',
  'account-list': 'account_list',
  'customer-list': 'customer_list',
  'vendor-list': 'vendor_list',
  'product-list': 'product_list',
  unknown: 'unknown',
};

export const TEMPLATE_FILE_KINDS: Readonly<Record<TCsvTemplateEntity, TImportFileKind>> = {
  accounts: 'csv_accounts',
  customers: 'csv_customers',
  jobs: 'csv_jobs',
  vendors: 'csv_vendors',
  open_invoices: 'csv_open_invoices',
  open_bills: 'csv_open_bills',
  trial_balance: 'csv_trial_balance',
  bank_items: 'csv_bank_items',
  job_cost: 'csv_job_cost',
};

export function countLabel(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}

function joinCounts(parts: (string | null)[], empty: string): string {
  const kept = parts.filter((p): p is string => p !== null);
  return kept.length === 0 ? empty : kept.join(', ');
}

function count(n: number, singular: string, plural?: string): string | null {
  return n > 0 ? countLabel(n, singular, plural) : null;
}

function withProblems(summary: string, problems: number): string {
  return problems > 0 ? `${summary} (${countLabel(problems, 'problem')} to fix)` : summary;
}

export function iifSummary(file: TIifFile): { rowCount: number; summary: string } {
  const lines = file.transactions.reduce((s, t) => s + t.lines.length, 0);
  const rowCount =
    file.accounts.length +
    file.customers.length +
    file.jobs.length +
    file.vendors.length +
    file.items.length +
    file.classes.length +
    lines;
  const summary = joinCounts(
    [
      count(file.accounts.length, 'account'),
      count(file.customers.length, 'customer'),
      count(file.jobs.length, 'job'),
      count(file.vendors.length, 'vendor'),
      count(file.items.length, 'item'),
      count(file.classes.length, 'class', 'classes'),
      count(file.transactions.length, 'transaction'),
    ],
    'No lists or transactions',
  );
  return { rowCount, summary: withProblems(summary, file.errors.length) };
}

export function reportSummary(report: TQbReport): { rowCount: number; summary: string } {
  const problems = report.errors.length;
  const asOf = report.asOf ? ` as of ${report.asOf}` : '';
  switch (report.kind) {
    case 'trial-balance':
      return {
        rowCount: report.accounts.length,
        summary: withProblems(
          `${countLabel(report.accounts.length, 'account')} with balances${asOf}`,
          problems,
        ),
      };
    case 'ar-aging':
    case 'ap-aging': {
      const parties = new Set(report.documents.map((d) => d.party.toLowerCase())).size;
      const [what, who] =
        report.kind === 'ar-aging' ? ['open invoice', 'customer'] : ['unpaid bill', 'vendor'];
      const credits = report.documents.filter(
        (d) => d.openCents < 0 || d.type === 'credit' || d.type === 'payment',
      ).length;
      const found = joinCounts(
        [
          count(report.documents.length - credits, what),
          count(credits, 'credit or payment', 'credits or payments'),
        ],
        `No ${what}s`,
      );
      return {
        rowCount: report.documents.length,
        summary: withProblems(`${found} for ${countLabel(parties, who)}${asOf}`, problems),
      };
    }
    case 'ar-aging-summary':
    case 'ap-aging-summary':
      return {
        rowCount: report.parties.length,
        summary: withProblems(
          `Totals only for ${countLabel(report.parties.length, report.kind === 'ar-aging-summary' ? 'customer' : 'vendor')}${asOf}: upload the ${report.kind === 'ar-aging-summary' ? 'A/R Aging Detail or Open Invoices' : 'A/P Aging Detail or Unpaid Bills'} report for the documents`,
          problems,
        ),
      };
    case 'journal': {
      const lines = report.transactions.reduce((s, t) => s + t.lines.length, 0);
      return {
        rowCount: lines,
        summary: withProblems(
          `${countLabel(report.transactions.length, 'transaction')}, ${countLabel(lines, 'line')}`,
          problems,
        ),
      };
    }
    case 'account-list':
      return {
        rowCount: report.accounts.length,
        summary: withProblems(countLabel(report.accounts.length, 'account'), problems),
      };
    case 'customer-list': {
      const jobs = report.parties.filter((p) => p.job !== null).length;
      return {
        rowCount: report.parties.length,
        summary: withProblems(
          joinCounts(
            [countLabel(report.parties.length - jobs, 'customer'), count(jobs, 'job')],
            'No customers',
          ),
          problems,
        ),
      };
    }
    case 'vendor-list':
      return {
        rowCount: report.parties.length,
        summary: withProblems(countLabel(report.parties.length, 'vendor'), problems),
      };
    case 'product-list':
      return {
        rowCount: report.products.length,
        summary: withProblems(
          `${countLabel(report.products.length, 'product or service', 'products and services')} (not imported)`,
          problems,
        ),
      };
    case 'unknown':
      return { rowCount: 0, summary: report.errors[0]?.message ?? 'Not recognised' };
  }
}

export function templateSummary(model: TImportSourceModel): string {
  const tb = model.trialBalance?.rows.length ?? 0;
  return joinCounts(
    [
      count(model.accounts.length, 'account'),
      count(model.customers.length, 'customer'),
      count(model.jobs.length, 'job'),
      count(model.vendors.length, 'vendor'),
      count(model.openInvoices.length, 'open invoice'),
      count(model.openBills.length, 'unpaid bill'),
      tb > 0 ? `${countLabel(tb, 'account')} with balances` : null,
      count(model.bankItems.length, 'outstanding check or deposit', 'outstanding checks and deposits'),
      count(model.jobCost.length, 'job cost line'),
    ],
    'No rows',
  );
}

/** Detect an uploaded file's kind and say what it holds. */
export async function detectImportFile(bytes: Uint8Array, fileName: string): Promise<TDetectedImportFile> {
  if (bytes.byteLength === 0)
    return { kind: 'unknown', encoding: null, rowCount: 0, summary: `'${fileName}' is empty` };
  try {
    // 1. XLSX: a template filled in Excel (by its header row), else a QuickBooks report.
    if (isXlsx(bytes, fileName)) {
      const csv = await templateCsvBytes(bytes, fileName).catch(() => null);
      const header = csv ? readCsvHeader(new TextDecoder().decode(csv)) : null;
      const match = header ? matchTemplateHeader(header) : null;
      const asTemplate = () => ({
        ...fromTemplate(match?.entity ?? 'accounts', csv ?? bytes, fileName),
        encoding: null,
      });
      if (csv && match?.exact) return asTemplate();
      const report = await readQuickBooksReport(bytes, fileName);
      if (report.kind !== 'unknown' || !csv || !match) return fromReport(report);
      return asTemplate();
    }
    const { text, encoding } = decodeSource(bytes);
    if (text.trim() === '')
      return { kind: 'unknown', encoding, rowCount: 0, summary: `'${fileName}' is empty` };
    // 2. IIF: a `!KEYWORD` header first.
    if (looksLikeIif(text)) {
      const iif = readIif(bytes);
      return { kind: 'iif', encoding: iif.encoding, ...iifSummary(iif) };
    }
    // 3. The product's templates: by the header row, when every column is the template's.
    const header = readCsvHeader(text);
    const match = header ? matchTemplateHeader(header) : null;
    if (match?.exact) return fromTemplate(match.entity, bytes, fileName);
    // 4. QuickBooks reports and list exports; a template with extra columns after them.
    const report = await readQuickBooksReport(bytes, fileName);
    if (report.kind !== 'unknown' || !match) return fromReport(report);
    return fromTemplate(match.entity, bytes, fileName);
  } catch (error) {
    return {
      kind: 'unknown',
      encoding: null,
      rowCount: 0,
      summary: `'${fileName}' could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function fromReport(report: TQbReport): TDetectedImportFile {
  return { kind: QB_REPORT_FILE_KINDS[report.kind], encoding: report.encoding, ...reportSummary(report) };
}

function fromTemplate(entity: TCsvTemplateEntity, bytes: Uint8Array, fileName: string): TDetectedImportFile {
  const read = readTemplateCsv(entity, bytes, fileName);
  return {
    kind: TEMPLATE_FILE_KINDS[entity],
    encoding: read.encoding,
    rowCount: read.rowCount,
    summary: withProblems(templateSummary(read.model), read.model.errors.length),
  };
}
