import { IMPORT_MESSAGES, mapAccountType, type TImportStage } from '@groundwork/shared';
import type { TQbOpenDocument, TQbReport, TQbReportKind } from '../sources/qb-reports.ts';
import { formatSourceCents } from '../sources/source-text.ts';
import {
  emptySourceModel,
  type TImportSourceModel,
  type TSourceAccount,
  type TSourceOpenDocument,
  type TSourceRef,
} from './source-model.ts';

/*
 * A QuickBooks report or list export into the source model. Trial balance → `trialBalance` (the
 * accounts it names are merged into the chart later); aging detail / Open Invoices / Unpaid Bills →
 * open documents and each party's total; aging summaries → the totals only; Journal → transactions;
 * list exports → accounts (Online balances turned debit-positive), customers and jobs, vendors.
 * Product lists are not imported. Every reader error goes to the stage the report feeds.
 */

const REPORT_STAGE: Readonly<Record<TQbReportKind, TImportStage | null>> = {
  'trial-balance': 'opening_entry',
  'ar-aging': 'open_invoices',
  'ar-aging-summary': 'open_invoices',
  'ap-aging': 'open_bills',
  'ap-aging-summary': 'open_bills',
  journal: 'history',
  'account-list': 'accounts',
  'customer-list': 'customers',
  'vendor-list': 'vendors',
  'product-list': null,
  unknown: 'accounts',
};

/** A report read into a model, with what the merge needs to know about it. */
export type TReportPiece = {
  model: TImportSourceModel;
  /** Accounts a journal names (the merge adds those no list holds). */
  journalAccounts: TSourceAccount[];
  /** An aging summary: per-party totals without documents. */
  summaryOnly: 'receivables' | 'payables' | null;
};

export function reportToModel(report: TQbReport, fileName: string): TReportPiece {
  const model = emptySourceModel();
  const piece: TReportPiece = { model, journalAccounts: [], summaryOnly: null };
  const stage = REPORT_STAGE[report.kind];
  const fail = (row: number, message: string) => {
    if (stage) model.errors.push({ stage, file_name: fileName, row: row > 0 ? row : null, message });
  };
  for (const e of report.errors) fail(e.row, e.message);
  const ref = (row: number) => ({ fileName, row });

  switch (report.kind) {
    case 'trial-balance':
      model.trialBalance = {
        asOf: report.asOf,
        rows: report.accounts.map((a) => ({
          path: a.path,
          number: a.number,
          debitCents: a.debitCents,
          creditCents: a.creditCents,
          ref: ref(a.row),
        })),
      };
      break;
    case 'ar-aging':
    case 'ap-aging': {
      const receivable = report.kind === 'ar-aging';
      const totals: Record<string, number> = {};
      const unnumbered = new Map<string, number>();
      for (const d of report.documents) {
        totals[d.party] = (totals[d.party] ?? 0) + d.openCents;
        const doc = openDocument(d, receivable, ref(d.row), unnumbered, (m) => fail(d.row, m));
        if (doc) (receivable ? model.openInvoices : model.openBills).push(doc);
      }
      model.agingTotals = receivable
        ? { receivables: totals, payables: null }
        : { receivables: null, payables: totals };
      break;
    }
    case 'ar-aging-summary':
    case 'ap-aging-summary': {
      const totals: Record<string, number> = {};
      for (const p of report.parties) totals[p.party] = (totals[p.party] ?? 0) + p.totalCents;
      const receivable = report.kind === 'ar-aging-summary';
      model.agingTotals = receivable
        ? { receivables: totals, payables: null }
        : { receivables: null, payables: totals };
      piece.summaryOnly = receivable ? 'receivables' : 'payables';
      break;
    }
    case 'journal':
      for (const t of report.transactions) {
        const label = [t.type, t.number].filter(Boolean).join(' ') || 'transaction';
        if (t.date === null) {
          fail(t.row, `Row ${t.row}: ${label} has no date`);
          continue;
        }
        if (t.debitCents !== t.creditCents) {
          fail(
            t.row,
            `Row ${t.row}: ${label} does not balance: debits ${formatSourceCents(t.debitCents)} ≠ credits ${formatSourceCents(t.creditCents)}`,
          );
          continue;
        }
        model.transactions.push({
          type: t.type ?? 'Journal Entry',
          date: t.date,
          docNumber: t.number,
          memo: t.memo,
          cleared: null,
          lines: t.lines.map((l) => ({
            accountPath: l.account.path,
            name: l.name,
            className: null,
            amountCents: l.debitCents - l.creditCents,
            memo: l.memo,
          })),
          ref: ref(t.row),
        });
        for (const l of t.lines)
          piece.journalAccounts.push(bareAccount(l.account.path, l.account.number, ref(l.row)));
      }
      break;
    case 'account-list':
      for (const a of report.accounts) {
        const mapped = mapAccountType({ source: 'qbo', type: a.type, detail_type: a.detailType });
        // The Online list shows balances as each type carries them: liabilities, equity and income positive.
        const creditNormal =
          mapped.kind === 'posting' && ['liability', 'equity', 'revenue'].includes(mapped.account_type);
        model.accounts.push({
          path: a.path,
          number: a.number,
          sourceType: a.type === '' ? null : a.type,
          detailType: a.detailType,
          typeSource: 'qbo',
          description: a.description,
          inactive: false,
          balanceCents: a.balanceCents === null ? null : creditNormal ? -a.balanceCents : a.balanceCents,
          controlHint: mapped.kind === 'posting' ? mapped.control : null,
          ref: ref(a.row),
        });
      }
      break;
    case 'customer-list':
    case 'vendor-list': {
      const kind = report.kind === 'customer-list' ? 'customer' : 'vendor';
      for (const p of report.parties) {
        if (kind === 'customer' && p.job !== null) {
          const segments = p.name.split(':');
          model.jobs.push({
            customerName: p.party,
            name: segments[segments.length - 1] ?? p.job,
            fullName: p.name,
            status: null,
            startDate: null,
            endDate: null,
            inactive: false,
            ref: ref(p.row),
          });
          continue;
        }
        (kind === 'customer' ? model.customers : model.vendors).push({
          kind,
          name: p.name,
          companyName: p.company,
          email: p.email,
          phone: p.phone,
          addressLines: p.address ? [p.address] : [],
          taxId: p.taxId,
          is1099: p.is1099 ?? false,
          terms: null,
          inactive: false,
          balanceCents: p.openBalanceCents,
          ref: ref(p.row),
        });
      }
      break;
    }
    case 'product-list':
      break;
    case 'unknown':
      if (report.errors.length === 0) fail(0, IMPORT_MESSAGES.unknownFile(fileName));
      break;
  }
  return piece;
}

export function bareAccount(path: string, number: string | null, ref: TSourceRef): TSourceAccount {
  return {
    path,
    number,
    sourceType: null,
    detailType: null,
    typeSource: 'qbo',
    description: null,
    inactive: false,
    balanceCents: null,
    controlHint: null,
    ref,
  };
}

/**
 * One aging line as an open document, or null (fully paid, or an error reported). An open credit
 * (credit memo, vendor credit, unapplied payment) is no opening invoice or bill: it is flagged, to be
 * applied in QuickBooks before the cut-over. A document without a number gets a stable made-up one.
 */
function openDocument(
  d: TQbOpenDocument,
  receivable: boolean,
  ref: { fileName: string; row: number },
  unnumbered: Map<string, number>,
  fail: (message: string) => void,
): TSourceOpenDocument | null {
  if (d.openCents === 0) return null;
  const kind = receivable ? 'invoice' : 'bill';
  const label = `${d.sourceType || (receivable ? 'Invoice' : 'Bill')}${d.number ? ` ${d.number}` : ''}`;
  if (d.openCents < 0 || d.type === 'credit' || d.type === 'payment') {
    fail(
      `Row ${d.row}: ${label} for '${d.party}' is an open credit of ${formatSourceCents(d.openCents)}: apply it in QuickBooks before the cut-over (an open credit is not an opening ${kind})`,
    );
    return null;
  }
  if (d.date === '') return null; // the reader reported it
  let number = d.number;
  if (number === null) {
    const key = `${d.party.toLowerCase()}|${d.date}`;
    const k = (unnumbered.get(key) ?? 0) + 1;
    unnumbered.set(key, k);
    number = `${d.date.replace(/-/g, '')}-${k}`;
  }
  return {
    kind,
    number,
    date: d.date,
    dueDate: d.dueDate,
    partyName: d.party,
    jobFullName: receivable && d.job !== null ? `${d.party}:${d.job}` : null,
    className: null,
    openCents: d.openCents,
    retainageCents: 0,
    originalCents: d.amountCents,
    memo: d.memo,
    ref,
  };
}
