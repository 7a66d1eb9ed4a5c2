import {
  daysBetween,
  type TReconciliationReport,
  type TReconciliationReportItem,
  type TReconciliationStatus,
} from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import type { TBookItemRow } from '../bank-matching/book-items.ts';
import { accountTotalsAsOf } from '../ledger/balances.ts';
import {
  liveState,
  loadReconciliation,
  type TLiveState,
  type TReconciliationRow,
} from './reconciliation-state.ts';

/** A book item as a line of the report's lists: its amount positive, its age at `asOf`. */
export function toReportItem(item: TBookItemRow, asOf: string): TReconciliationReportItem {
  return {
    entry_id: item.entry_id,
    line_number: item.line_number,
    date: item.date,
    entry_number: item.entry_number,
    number: item.check_number,
    payee: item.payee,
    type: item.type,
    memo: item.memo,
    amount_cents: Math.abs(item.amount_cents),
    age_days: daysBetween(item.date, asOf),
  };
}

/** The ledger balance (debit − credit) of the cash account as of `date`, every line included. */
export async function bookBalanceAsOf(
  tx: Db,
  organizationId: string,
  glAccountId: string,
  date: string,
): Promise<number> {
  const totals = await accountTotalsAsOf(tx, organizationId, date);
  const account = totals.find((t) => t.accountId === glAccountId);
  return account ? account.debitCents - account.creditCents : 0;
}

export type TReportAdjustment = TReconciliationReport['adjustments'][number];

/**
 * The report of a reconciliation from its live state: statement ending balance, deposits in transit,
 * outstanding checks and payments, adjusted bank balance, book balance (GL as of the statement date),
 * difference = adjusted bank − book; the cleared totals and the adjustments posted.
 */
export async function buildReport(
  tx: Db,
  organizationId: string,
  row: TReconciliationRow,
  live: TLiveState,
  meta: {
    status: TReconciliationStatus;
    adjustments: TReportAdjustment[];
    finishedAt: string | null;
    finishedByName: string | null;
  },
): Promise<TReconciliationReport> {
  const d = row.statementDate;
  const f = live.figures;
  const book = await bookBalanceAsOf(tx, organizationId, row.gl.id, d);
  return {
    id: row.id,
    status: meta.status,
    bank_account: {
      id: row.bankAccountId,
      name: row.bankAccountName,
      bank_name: row.bankName,
      last_four: row.lastFour,
      gl_account: row.gl,
    },
    statement_date: d,
    beginning_balance_cents: live.beginningBalanceCents,
    ending_balance_cents: row.endingBalanceCents,
    cleared_deposits: f.cleared_deposits,
    cleared_payments: f.cleared_payments,
    deposits_in_transit: {
      total_cents: f.deposits_in_transit.total_cents,
      items: f.deposits_in_transit.items.map((i) => toReportItem(i, d)),
    },
    outstanding_payments: {
      total_cents: f.outstanding_payments.total_cents,
      items: f.outstanding_payments.items.map((i) => toReportItem(i, d)),
    },
    adjusted_bank_balance_cents: f.adjusted_bank_balance_cents,
    book_balance_cents: book,
    difference_cents: f.adjusted_bank_balance_cents - book,
    adjustments: meta.adjustments,
    finished_at: meta.finishedAt,
    finished_by_name: meta.finishedByName,
  };
}

/** The report of one reconciliation: the frozen snapshot once finished, else computed now. */
export async function reconciliationReport(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TReconciliationReport> {
  const row = await loadReconciliation(tx, organizationId, id);
  if (row.status === 'finished' && row.report) return row.report;
  const live = await liveState(tx, organizationId, row);
  return buildReport(tx, organizationId, row, live, {
    status: 'in_progress',
    adjustments: [],
    finishedAt: null,
    finishedByName: null,
  });
}
