import {
  applicationReference,
  previousDay,
  RECEIPT_METHOD_LABELS,
  type TPartyStatements,
  type TReceiptMethod,
  type TStatementOpenItem,
  type TStatementRetainage,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { agingReport } from '../receivables/aging-report.ts';
import { receivableSets } from '../receivables/receivable-sets.ts';
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
  customer_id: string;
  date: string;
  kind: 'invoice' | 'retainage_release' | 'payment';
  is_void: boolean;
  source_id: string;
  project_number: string | null;
  project_name: string | null;
  application_number: number | null;
  method: TReceiptMethod | null;
  reference: string | null;
  amount_cents: string;
  retainage_cents: string;
};

const appDates = enterLeave(sql`e.entry_date`, sql`v.entry_date`);
const receiptDates = enterLeave(sql`r.receipt_date`, sql`v.entry_date`);

/**
 * The movements of the customers' balances from `from` to `to`, in the statement's order: an
 * approved application (its current payment due; a retainage release bills held retainage) on its
 * posting's date, a receipt on its date, the void of either on its reversal's date.
 */
async function movements(tx: Db, org: string, from: string, to: string, customerId?: string) {
  const customer = (alias: string) =>
    customerId ? sql`and ${sql.raw(alias)}.customer_id = ${customerId}` : sql``;
  const apps = (isVoid: boolean) => sql`
    select p.customer_id, to_char(${isVoid ? sql`v.entry_date` : sql`e.entry_date`}, 'YYYY-MM-DD') as date,
      case when p.kind = 'retainage_release' then 'retainage_release' else 'invoice' end as kind,
      ${sql.raw(String(isVoid))} as is_void, p.id as source_id, j.project_number, j.project_name, p.application_number,
      null as method, null as reference,
      ${isVoid ? sql`-p.current_due_cents` : sql`p.current_due_cents`} as amount_cents,
      ${isVoid ? sql`-p.period_retainage_cents` : sql`p.period_retainage_cents`} as retainage_cents
    from pay_applications p
    join journal_entries e on e.organization_id = p.organization_id and e.id = p.journal_entry_id
    left join journal_entries v on v.organization_id = p.organization_id and v.id = p.void_entry_id
    join projects j on j.organization_id = p.organization_id and j.id = p.job_id
    where p.organization_id = ${org} ${customer('p')}
      and ${isVoid ? appDates.left(from, to) : appDates.entered(from, to)}`;
  const receipts = (isVoid: boolean) => sql`
    select r.customer_id, to_char(${isVoid ? sql`v.entry_date` : sql`r.receipt_date`}, 'YYYY-MM-DD'),
      'payment', ${sql.raw(String(isVoid))}, r.id, null, null, null, r.method, r.reference,
      ${isVoid ? sql`r.amount_cents` : sql`-r.amount_cents`}, 0
    from customer_receipts r
    left join journal_entries v on v.organization_id = r.organization_id and v.id = r.void_entry_id
    where r.organization_id = ${org} ${customer('r')}
      and ${isVoid ? receiptDates.left(from, to) : receiptDates.entered(from, to)}`;
  return rowsOf<TMovementRow>(
    await tx.execute(sql`
      select * from (
        ${apps(false)} union all ${apps(true)} union all ${receipts(false)} union all ${receipts(true)}
      ) m
      order by m.customer_id, m.date, (m.kind = 'payment'), m.is_void, m.project_number,
        m.application_number, m.reference, m.source_id`),
  );
}

function toMovement(row: TMovementRow): TMovement {
  const isPayment = row.kind === 'payment';
  const reference = isPayment
    ? (row.reference ?? '')
    : applicationReference({
        project_number: row.project_number ?? '',
        application_number: Number(row.application_number),
        kind: row.kind,
      });
  const what = isPayment
    ? `Payment${row.method ? ` (${RECEIPT_METHOD_LABELS[row.method]})` : ''}`
    : row.kind === 'retainage_release'
      ? `Retainage release — ${row.project_name ?? ''}`
      : `Pay application — ${row.project_name ?? ''}`;
  return {
    party_id: row.customer_id,
    date: row.date,
    kind: row.kind,
    is_void: row.is_void,
    source_id: row.source_id,
    reference,
    description: row.is_void ? `Void: ${what}` : what,
    amount_cents: Number(row.amount_cents),
    retainage_cents: Number(row.retainage_cents),
  };
}

/** Σ billed − Σ received per customer as of a date: the AR balance the statement opens with. */
async function balances(tx: Db, org: string, asOf: string, customerId?: string) {
  const rows = rowsOf<{ customer_id: string; balance: string }>(
    await tx.execute(sql`
      with ${receivableSets(org, asOf, { customerId })}
      select customer_id, sum(amount)::text as balance from (
        select customer_id, current_due_cents as amount from apps
        union all select customer_id, -amount_cents from rcpts
      ) x group by customer_id`),
  );
  return new Map(rows.map((r) => [r.customer_id, Number(r.balance)]));
}

/** Retainage held per customer and job as of a date (Σ this period's retainage of the applications). */
async function retainageHeld(tx: Db, org: string, asOf: string, customerId?: string) {
  const rows = rowsOf<{ customer_id: string; project_number: string; project_name: string; held: string }>(
    await tx.execute(sql`
      with ${receivableSets(org, asOf, { customerId })}
      select a.customer_id, j.project_number, j.project_name, sum(a.period_retainage_cents)::text as held
      from apps a join projects j on j.organization_id = ${org} and j.id = a.job_id
      group by a.customer_id, j.project_number, j.project_name
      having sum(a.period_retainage_cents) <> 0
      order by j.project_number`),
  );
  const byCustomer = new Map<string, TStatementRetainage[]>();
  for (const [id, group] of groupBy(rows, (r) => r.customer_id))
    byCustomer.set(
      id,
      group.map((r) => ({
        reference: r.project_number,
        description: r.project_name,
        held_cents: Number(r.held),
      })),
    );
  return byCustomer;
}

/**
 * Customer statements as of a date with the activity from `from`: one customer's, or (no customer)
 * every customer with a balance, an open item, a credit or retainage held on the date, by name.
 */
export async function customerStatements(
  tx: Db,
  org: string,
  query: { asOf: string; from: string; customerId?: string },
): Promise<TPartyStatements> {
  const { asOf, from, customerId } = query;
  const aging = await agingReport(tx, org, asOf, { customerId });
  const openItemsByParty = new Map<string, TStatementOpenItem[]>();
  for (const [id, details] of groupBy(aging.details, (d) => d.customer_id))
    openItemsByParty.set(
      id,
      details
        .filter((d) => d.open_cents !== 0)
        .map((d) => ({
          source_id: d.application_id,
          reference: applicationReference(d),
          description: d.project_name,
          document_date: d.application_date,
          due_date: d.due_date,
          days_past_due: d.days_past_due,
          bucket: d.bucket,
          open_cents: d.open_cents,
          retainage_held_cents: d.retainage_held_cents,
        })),
    );
  const rows = await movements(tx, org, from, asOf, customerId);
  const parts: TStatementParts = {
    openingByParty: await balances(tx, org, previousDay(from), customerId),
    movements: rows.map(toMovement),
    openItemsByParty,
    unappliedByParty: new Map(aging.customers.map((c) => [c.customer_id, c.credit_cents])),
    retainageByParty: await retainageHeld(tx, org, asOf, customerId),
  };
  const ids = customerId ? [customerId] : partyIds(parts);
  const parties = await loadParties(tx, org, 'customer', ids);
  if (customerId && !parties.has(customerId)) throw new PartyNotFoundError('customer');
  const movementsByParty = groupBy(parts.movements, (m) => m.party_id);
  const statements = [...parties.values()]
    .map((party) => assembleStatement(party, parts, movementsByParty.get(party.id) ?? []))
    .filter((s) => customerId !== undefined || hasBalance(s))
    .sort((a, b) => a.party.name.localeCompare(b.party.name) || a.party.number.localeCompare(b.party.number));
  return { as_of: asOf, from, party_id: customerId ?? null, statements };
}
