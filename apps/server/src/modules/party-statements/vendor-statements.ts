import {
  AP_PAYMENT_METHOD_LABELS,
  previousDay,
  type TApPaymentMethod,
  type TPartyStatements,
  type TStatementOpenItem,
  type TStatementRetainage,
} from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { apAgingReport } from '../payables-reports/ap-aging-report.ts';
import { apDocumentSets } from '../payables-reports/ap-document-sets.ts';
import { loadParties } from './parties.ts';
import { groupBy } from './report-rows.ts';
import {
  assembleStatement,
  enterLeave,
  hasBalance,
  PartyNotFoundError,
  partyIds,
  type TMovement,
  type TStatementParts,
} from './statement-assembly.ts';

type TMovementRow = {
  vendor_id: string;
  date: string;
  kind: 'invoice' | 'retainage_release' | 'payment';
  is_void: boolean;
  source_id: string;
  number: string | null;
  note: string | null;
  method: TApPaymentMethod | null;
  amount_cents: string;
  retainage_cents: string;
};

const dates = enterLeave(sql`e.entry_date`, sql`v.entry_date`);

/**
 * The movements of the vendors' balances from `from` to `to`, in the statement's order, each dated
 * by its posting (as the aging and the ledger date it): a posted invoice (its net: the retainage it
 * withheld is not payable yet), a retainage release (retainage made payable), a payment; the void of
 * any of them on its reversal's date.
 */
async function movements(tx: Db, org: string, from: string, to: string, vendorId?: string) {
  const one = (
    table: SQL,
    alias: string,
    isVoid: boolean,
    columns: { kind: SQL; number: SQL; note: SQL; method: SQL; amount: SQL; retainage: SQL },
    joins: SQL = sql``,
  ) => {
    const a = sql.raw(alias);
    const sign = sql.raw(isVoid ? '-' : '');
    return sql`
      select ${a}.vendor_id, to_char(${isVoid ? sql`v.entry_date` : sql`e.entry_date`}, 'YYYY-MM-DD') as date,
        ${columns.kind}::text as kind, ${sql.raw(String(isVoid))} as is_void, ${a}.id as source_id,
        ${columns.number}::text as number, ${columns.note}::text as note, ${columns.method}::text as method,
        ${sign}(${columns.amount}) as amount_cents, ${sign}(${columns.retainage}) as retainage_cents
      from ${table} ${a}
      join journal_entries e on e.organization_id = ${a}.organization_id and e.id = ${a}.journal_entry_id
      left join journal_entries v on v.organization_id = ${a}.organization_id and v.id = ${a}.void_entry_id
      ${joins}
      where ${a}.organization_id = ${org} ${vendorId ? sql`and ${a}.vendor_id = ${vendorId}` : sql``}
        and ${isVoid ? dates.left(from, to) : dates.entered(from, to)}`;
  };
  const invoices = (isVoid: boolean) =>
    one(sql`ap_invoices`, 'i', isVoid, {
      kind: sql`'invoice'`,
      number: sql`i.invoice_number`,
      note: sql`to_char(i.invoice_date, 'YYYY-MM-DD')`,
      method: sql`null`,
      amount: sql`i.net_cents`,
      retainage: sql`i.retainage_cents`,
    });
  const releases = (isVoid: boolean) =>
    one(
      sql`ap_retainage_releases`,
      'r',
      isVoid,
      {
        kind: sql`'retainage_release'`,
        number: sql`c.commitment_number`,
        note: sql`nullif(r.description, '')`,
        method: sql`null`,
        amount: sql`r.amount_cents`,
        retainage: sql`-r.amount_cents`,
      },
      sql`left join commitments c on c.organization_id = r.organization_id and c.id = r.commitment_id`,
    );
  const payments = (isVoid: boolean) =>
    one(sql`ap_payments`, 'p', isVoid, {
      kind: sql`'payment'`,
      number: sql`coalesce(p.check_number, p.reference)`,
      note: sql`nullif(p.memo, '')`,
      method: sql`p.method`,
      amount: sql`-p.amount_cents`,
      retainage: sql`0`,
    });
  return rowsOf<TMovementRow>(
    await tx.execute(sql`
      select * from (
        ${invoices(false)} union all ${invoices(true)} union all ${releases(false)}
        union all ${releases(true)} union all ${payments(false)} union all ${payments(true)}
      ) m
      order by m.vendor_id, m.date, (m.kind = 'payment'), m.is_void, m.number, m.source_id`),
  );
}

function toMovement(row: TMovementRow): TMovement {
  const what =
    row.kind === 'invoice'
      ? `Invoice${row.note ? ` dated ${row.note}` : ''}`
      : row.kind === 'retainage_release'
        ? `Retainage released${row.note ? ` — ${row.note}` : ''}`
        : `Payment${row.method ? ` (${AP_PAYMENT_METHOD_LABELS[row.method]})` : ''}`;
  return {
    party_id: row.vendor_id,
    date: row.date,
    kind: row.kind,
    is_void: row.is_void,
    source_id: row.source_id,
    reference: row.number ?? (row.kind === 'retainage_release' ? 'Retainage' : ''),
    description: row.is_void ? `Void: ${what}` : what,
    amount_cents: Number(row.amount_cents),
    retainage_cents: Number(row.retainage_cents),
  };
}

/** Σ net invoiced + Σ retainage released − Σ paid per vendor as of a date: the AP balance. */
async function balances(tx: Db, org: string, asOf: string, vendorId?: string) {
  const rows = rowsOf<{ vendor_id: string; balance: string }>(
    await tx.execute(sql`
      with ${apDocumentSets(org, asOf, { vendorId })}
      select vendor_id, sum(amount)::text as balance from (
        select vendor_id, net_cents as amount from inv
        union all select vendor_id, amount_cents from rel
        union all select vendor_id, -amount_cents from pay
      ) x group by vendor_id`),
  );
  return new Map(rows.map((r) => [r.vendor_id, Number(r.balance)]));
}

/**
 * Vendor statements as of a date with the activity from `from`: one vendor's, or (no vendor) every
 * vendor with a balance, an open bill or retainage held on the date, by name. Open items are the
 * aging's bills with an open amount; retainage held is listed per invoice.
 */
export async function vendorStatements(
  tx: Db,
  org: string,
  query: { asOf: string; from: string; vendorId?: string },
): Promise<TPartyStatements> {
  const { asOf, from, vendorId } = query;
  const aging = await apAgingReport(tx, org, asOf, { vendorId });
  const openItemsByParty = new Map<string, TStatementOpenItem[]>();
  const retainageByParty = new Map<string, TStatementRetainage[]>();
  for (const [id, details] of groupBy(aging.details, (d) => d.vendor_id)) {
    openItemsByParty.set(
      id,
      details
        .filter((d) => d.open_cents !== 0)
        .map((d) => ({
          source_id: d.id,
          reference: d.number,
          description: `${d.kind === 'invoice' ? 'Invoice' : 'Retainage release'}${d.jobs.length ? ` · ${d.jobs.join(', ')}` : ''}`,
          document_date: d.document_date,
          due_date: d.due_date,
          days_past_due: d.days_past_due,
          bucket: d.bucket,
          open_cents: d.open_cents,
          retainage_held_cents: d.retainage_held_cents,
        })),
    );
    retainageByParty.set(
      id,
      details
        .filter((d) => d.retainage_held_cents !== 0)
        .map((d) => ({
          reference: d.number,
          description: `Invoice dated ${d.document_date}${d.jobs.length ? ` · ${d.jobs.join(', ')}` : ''}`,
          held_cents: d.retainage_held_cents,
        })),
    );
  }
  const rows = await movements(tx, org, from, asOf, vendorId);
  const parts: TStatementParts = {
    openingByParty: await balances(tx, org, previousDay(from), vendorId),
    movements: rows.map(toMovement),
    openItemsByParty,
    unappliedByParty: new Map(),
    retainageByParty,
  };
  const ids = vendorId ? [vendorId] : partyIds(parts);
  const parties = await loadParties(tx, org, 'vendor', ids);
  if (vendorId && !parties.has(vendorId)) throw new PartyNotFoundError('vendor');
  const movementsByParty = groupBy(parts.movements, (m) => m.party_id);
  const statements = [...parties.values()]
    .map((party) => assembleStatement(party, parts, movementsByParty.get(party.id) ?? []))
    .filter((s) => vendorId !== undefined || hasBalance(s))
    .sort((a, b) => a.party.name.localeCompare(b.party.name) || a.party.number.localeCompare(b.party.number));
  return { as_of: asOf, from, party_id: vendorId ?? null, statements };
}
