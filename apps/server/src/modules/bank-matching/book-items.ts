import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * Whether journal line `l` on bank account `ba`'s GL account is a book item: dated after the opening
 * balance date, or an outstanding check or deposit at an import's cut-over (bank_opening_items). The
 * lower date bound (the day after the opening date, or the earliest opening item's date) keeps the
 * scan of the account's lines to the index range it needs, however long the history before it.
 */
export function isBookItemLine(ba: string, l: string): SQL {
  const a = sql.raw(ba);
  const line = sql.raw(l);
  return sql`(${line}.entry_date >= coalesce(least(${a}.opening_balance_date + 1, (
      select min(ol.entry_date) from bank_opening_items obi
      join journal_lines ol on ol.entry_id = obi.entry_id and ol.line_number = obi.line_number
      where obi.organization_id = ${a}.organization_id and obi.gl_account_id = ${a}.gl_account_id
    )), '-infinity'::date)
    and (${a}.opening_balance_date is null or ${line}.entry_date > ${a}.opening_balance_date
      or exists (select 1 from bank_opening_items bo1 where bo1.entry_id = ${line}.entry_id and bo1.line_number = ${line}.line_number)))`;
}

/** What a book item is, for the workspace's filters. */
export type TBookItemType =
  | 'check'
  | 'deposit'
  | 'ach'
  | 'wire'
  | 'payroll'
  | 'transfer'
  | 'journal'
  | 'bank'
  | 'reversal';

/**
 * A book item: a journal line on the bank account's GL account dated after its opening balance date
 * (or an outstanding check or deposit at an import's cut-over, kept in bank_opening_items),
 * amount = debit − credit (+ into the bank, − out), described from the document that posted it.
 */
export type TBookItemRow = {
  entry_id: string;
  line_number: number;
  entry_number: string;
  date: string;
  amount_cents: number;
  type: TBookItemType;
  check_number: string | null;
  payee: string;
  reference: string | null;
  memo: string;
  source_type: string;
  source_id: string | null;
  match_id: string | null;
  reconciliation_id: string | null;
  reconciliation_finished: boolean;
  /** The entry this item's entry reverses (a void), else null. */
  reverses_entry_id: string | null;
};

export type TLoadBookItemsOptions = {
  /** Only items dated on or before this day (YYYY-MM-DD). */
  through?: string;
  /** Also the items in matches stamped with a finished reconciliation (default: left out). */
  includeFinished?: boolean;
};

type TRawBookItem = Omit<TBookItemRow, 'amount_cents' | 'line_number' | 'reconciliation_finished'> & {
  amount_cents: number | string;
  line_number: number | string;
  reconciliation_finished: boolean | null;
};

/**
 * The account's book items in one set-based query, in date and entry order. The journal lines come
 * from `journal_lines_account_idx` (organization, account, date); each line's entry, its document
 * (an AP payment and vendor, a customer receipt and customer; for a reversal, the original's) and
 * its match are joined by primary key. An unknown account (or another company's) gives no rows.
 *
 * Described as:
 *   ap_payment → the vendor, check / ach / wire by the payment's method, its check number and reference;
 *   ar_receipt → the customer, a deposit, the receipt's reference;
 *   payroll → "Payroll", the entry's memo (net pay settlement, liability payment);
 *   reversal → the original's payee, "Void of <original number>: <original memo>";
 *   bank → the rule's or adjustment's memo; other entries → the entry memo and line memo, a transfer
 *   when another line of the entry is on a cash account;
 *   an outstanding item at an import's cut-over (bank_opening_items, listed although dated on or
 *   before the opening date) → its check or deposit, payee and reference.
 */
export async function loadBookItems(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  options: TLoadBookItemsOptions = {},
): Promise<TBookItemRow[]> {
  const through = options.through ?? null;
  const includeFinished = options.includeFinished === true;
  const rows = rowsOf<TRawBookItem>(
    await tx.execute(sql`
      select
        l.entry_id,
        l.line_number,
        l.entry_number,
        -- An outstanding item brought by an import shows its own date (its line is dated the cut-over).
        coalesce(bo.item_date, l.entry_date)::text as date,
        (l.debit_cents - l.credit_cents) as amount_cents,
        case
          when bo.kind is not null then bo.kind
          when e.source_type = 'reversal' or e.reverses_id is not null then 'reversal'
          when e.source_type = 'ap_payment' then coalesce(p.method, 'check')
          when e.source_type = 'ar_receipt' then 'deposit'
          when e.source_type = 'payroll' then 'payroll'
          when e.source_type = 'bank' then 'bank'
          when exists (
            select 1 from journal_lines l2
            join chart_of_accounts a2 on a2.organization_id = l2.organization_id and a2.id = l2.account_id
            where l2.entry_id = l.entry_id and l2.account_id <> l.account_id and a2.is_cash
          ) then 'transfer'
          else 'journal'
        end as type,
        case
          when bo.kind = 'check' then nullif(bo.reference, '')
          when e.reverses_id is null and p.method = 'check' then p.check_number
        end as check_number,
        coalesce(
          v.name,
          c.name,
          nullif(bo.payee, ''),
          case when coalesce(o.source_type, e.source_type) = 'payroll' then 'Payroll' end,
          ''
        ) as payee,
        case when e.reverses_id is null then coalesce(p.reference, r.reference, nullif(bo.reference, '')) end as reference,
        case
          when e.reverses_id is not null then
            'Void of ' || o.entry_number || case when o.memo <> '' then ': ' || o.memo else '' end
          when coalesce(l.memo, '') <> '' and l.memo <> e.memo then
            case when e.memo <> '' then e.memo || ' — ' || l.memo else l.memo end
          else e.memo
        end as memo,
        e.source_type,
        e.source_id,
        e.reverses_id as reverses_entry_id,
        mi.match_id,
        m.reconciliation_id,
        (rc.status = 'finished') as reconciliation_finished
      from bank_accounts ba
      join journal_lines l
        on l.organization_id = ba.organization_id
        and l.account_id = ba.gl_account_id
        and ${isBookItemLine('ba', 'l')}
        and (${through}::date is null or l.entry_date <= ${through}::date)
      left join bank_opening_items bo on bo.entry_id = l.entry_id and bo.line_number = l.line_number
      join journal_entries e on e.organization_id = l.organization_id and e.id = l.entry_id
      left join journal_entries o on o.organization_id = e.organization_id and o.id = e.reverses_id
      left join ap_payments p
        on coalesce(o.source_type, e.source_type) = 'ap_payment'
        and p.organization_id = e.organization_id
        and p.id = coalesce(o.source_id, e.source_id)
      left join vendors v on v.organization_id = p.organization_id and v.id = p.vendor_id
      left join customer_receipts r
        on coalesce(o.source_type, e.source_type) = 'ar_receipt'
        and r.organization_id = e.organization_id
        and r.id = coalesce(o.source_id, e.source_id)
      left join customers c on c.organization_id = r.organization_id and c.id = r.customer_id
      left join bank_match_items mi on mi.entry_id = l.entry_id and mi.line_number = l.line_number
      left join bank_matches m on m.id = mi.match_id
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where ba.organization_id = ${organizationId}
        and ba.id = ${bankAccountId}
        and (${includeFinished}::boolean or rc.status is distinct from 'finished')
      order by l.entry_date, l.entry_number, l.line_number
    `),
  );
  return rows.map((r) => ({
    ...r,
    line_number: Number(r.line_number),
    amount_cents: Number(r.amount_cents),
    reconciliation_finished: r.reconciliation_finished === true,
  }));
}

/** A statement line as the workspace shows it, with its match and whether that match is reconciled. */
export type TStatementLineRow = {
  id: string;
  posted_date: string;
  amount_cents: number;
  kind: string;
  check_number: string | null;
  bank_reference: string | null;
  payee: string;
  memo: string;
  import_id: string | null;
  match_id: string | null;
  reconciliation_id: string | null;
  reconciled: boolean;
};

/**
 * The account's statement lines in one query (`bank_statement_lines_account_date_idx`), in date order,
 * each with its match; by default without the lines of matches stamped with a finished reconciliation.
 */
export async function loadStatementLines(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  options: TLoadBookItemsOptions & { onlyUnmatched?: boolean } = {},
): Promise<TStatementLineRow[]> {
  const through = options.through ?? null;
  const includeFinished = options.includeFinished === true;
  const onlyUnmatched = options.onlyUnmatched === true;
  const rows = rowsOf<
    Omit<TStatementLineRow, 'amount_cents' | 'reconciled'> & {
      amount_cents: number | string;
      reconciled: boolean | null;
    }
  >(
    await tx.execute(sql`
      select s.id, s.posted_date::text as posted_date, s.amount_cents, s.kind, s.check_number,
        s.bank_reference, s.payee, s.memo, s.import_id, ml.match_id, m.reconciliation_id,
        (rc.status = 'finished') as reconciled
      from bank_statement_lines s
      left join bank_match_lines ml on ml.statement_line_id = s.id
      left join bank_matches m on m.id = ml.match_id
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where s.organization_id = ${organizationId}
        and s.bank_account_id = ${bankAccountId}
        and (${through}::date is null or s.posted_date <= ${through}::date)
        and (${includeFinished}::boolean or rc.status is distinct from 'finished')
        and (not ${onlyUnmatched}::boolean or ml.match_id is null)
      order by s.posted_date, s.created_at, s.id
    `),
  );
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents), reconciled: r.reconciled === true }));
}
