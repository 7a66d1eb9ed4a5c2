import { AGING_BUCKET_LABELS, formatCents, type TAgingBucket } from '@groundwork/shared';
import * as React from 'react';
import { TableCell, TableHead } from '@/components/ui/table';

/** The columns both agings show (receivables and payables): five buckets, total open, retainage held. */
export const AGING_COLUMNS = [
  ['current_cents', AGING_BUCKET_LABELS.current],
  ['days_1_30_cents', AGING_BUCKET_LABELS.days_1_30],
  ['days_31_60_cents', AGING_BUCKET_LABELS.days_31_60],
  ['days_61_90_cents', AGING_BUCKET_LABELS.days_61_90],
  ['over_90_cents', AGING_BUCKET_LABELS.over_90],
  ['total_cents', 'Total open'],
  ['retainage_held_cents', 'Retainage held'],
] as const;

export type TAgingColumnKey = (typeof AGING_COLUMNS)[number][0];
export type TAgingRowFigures = Record<TAgingColumnKey, number>;

const bucketColumn: Record<TAgingBucket, TAgingColumnKey> = {
  current: 'current_cents',
  days_1_30: 'days_1_30_cents',
  days_31_60: 'days_31_60_cents',
  days_61_90: 'days_61_90_cents',
  over_90: 'over_90_cents',
};

export const agingMoney = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

/**
 * Which parties' rows are opened to show their documents: all of them in the detail view, none in
 * the summary, and each one the person toggled the other way (forgotten when the view changes).
 */
export function useOpenRows(isDetail = false) {
  const [toggled, setToggled] = React.useState<ReadonlySet<string>>(new Set());
  const [view, setView] = React.useState(isDetail);
  if (view !== isDetail) {
    setView(isDetail);
    setToggled(new Set());
  }
  const toggle = (id: string) =>
    setToggled((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: string) => isDetail !== toggled.has(id), toggle };
}

export function AgingHeadCells() {
  return AGING_COLUMNS.map(([key, label]) => (
    <TableHead key={key} className="whitespace-nowrap text-right">
      {label}
    </TableHead>
  ));
}

/** A party's figures: total open in bold, zero as a dash. */
export function AgingFigureCells({ figures }: { figures: TAgingRowFigures }) {
  return AGING_COLUMNS.map(([key]) => (
    <TableCell key={key} className={`text-right tabular-nums ${key === 'total_cents' ? 'font-medium' : ''}`}>
      {agingMoney(figures[key])}
    </TableCell>
  ));
}

/** One document under its party: its open amount in its bucket and the total, its retainage held. */
export function AgingDetailCells({
  detail,
}: {
  detail: { bucket: TAgingBucket; open_cents: number; retainage_held_cents: number };
}) {
  return AGING_COLUMNS.map(([key]) => (
    <TableCell key={key} className="text-right tabular-nums">
      {key === bucketColumn[detail.bucket] || key === 'total_cents'
        ? agingMoney(detail.open_cents)
        : key === 'retainage_held_cents'
          ? agingMoney(detail.retainage_held_cents)
          : ''}
    </TableCell>
  ));
}

/** The totals row's figures. */
export function AgingTotalCells({ totals }: { totals: TAgingRowFigures }) {
  return AGING_COLUMNS.map(([key]) => (
    <TableCell key={key} className="text-right font-medium tabular-nums">
      {formatCents(totals[key])}
    </TableCell>
  ));
}
