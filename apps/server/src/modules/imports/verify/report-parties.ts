import type { TImportMapping, TImportReport } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { payablesTieOut } from '../../ap-payments/payables-tie-out.ts';
import { receivableSets } from '../../receivables/receivable-sets.ts';
import type { TImportSourceModel, TSourceOpenDocument } from '../model/source-model.ts';
import { partyKey } from '../stages/resolve.ts';

type TPartyRow = TImportReport['receivables'][number];
export type TPartyKind = 'customer' | 'vendor';

/** A customer's name from a source that may write `Customer:Job`: its first segment. */
export function customerPart(name: string): string {
  return (name.split(':')[0] ?? name).trim();
}

/** The party of an open document: an invoice's customer (before `:`), a bill's vendor. */
export function documentPartyName(doc: Pick<TSourceOpenDocument, 'kind' | 'partyName'>): string {
  return doc.kind === 'bill' ? doc.partyName.trim() : customerPart(doc.partyName);
}

/**
 * A source name's party in the product: the mapping's answer for an unresolved name (mapped onto an
 * existing record), else the record of that name (case-insensitive), else null.
 */
export function partyResolver(
  kind: TPartyKind,
  mapping: TImportMapping,
  byName: ReadonlyMap<string, string>,
): (name: string) => string | null {
  const mapped = new Map<string, string>();
  for (const n of mapping.names ?? [])
    if (n.kind === kind && n.action === 'map' && n.target_id)
      mapped.set(partyKey(n.source_name), n.target_id);
  return (name) => mapped.get(partyKey(name)) ?? byName.get(partyKey(name)) ?? null;
}

/**
 * What the source says each party owes or is owed at the cut-over: the aging report's totals when the
 * files carry one (a receivables total per `Customer:Job` adds to its customer), else the open
 * documents' open amounts (net of retainage) summed per party.
 */
export function sourcePartyTotals(
  kind: TPartyKind,
  totals: Record<string, number> | null,
  documents: readonly TSourceOpenDocument[],
): Map<string, number> {
  const out = new Map<string, number>();
  const add = (name: string, cents: number) => out.set(name, (out.get(name) ?? 0) + cents);
  if (totals) {
    for (const [name, cents] of Object.entries(totals))
      add(kind === 'customer' ? customerPart(name) : name.trim(), cents);
    return out;
  }
  for (const doc of documents) add(documentPartyName(doc), doc.openCents);
  return out;
}

/**
 * Source beside product per party: the source's names resolved to the product's parties (two source
 * names on one party add up), the product's parties with an open amount and no source name added with
 * source 0, a source name not found with imported 0. By name.
 */
export function partyRows(
  source: ReadonlyMap<string, number>,
  imported: ReadonlyMap<string, { name: string; cents: number }>,
  resolve: (name: string) => string | null,
): TPartyRow[] {
  const rows = new Map<string, { name: string; source: number; imported: number }>();
  for (const [name, cents] of source) {
    const id = resolve(name);
    const key = id ?? `name:${partyKey(name)}`;
    const row = rows.get(key) ?? { name, source: 0, imported: id ? (imported.get(id)?.cents ?? 0) : 0 };
    row.source += cents;
    rows.set(key, row);
  }
  for (const [id, party] of imported)
    if (!rows.has(id) && party.cents !== 0)
      rows.set(id, { name: party.name, source: 0, imported: party.cents });
  return [...rows.values()]
    .map((r) => ({
      name: r.name,
      source_cents: r.source,
      imported_cents: r.imported,
      difference_cents: r.imported - r.source,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Each customer's open receivables at the cut-over (applications' current due less receipts,
 * retainage apart — as the AR aging's "total open − credits"), read through the receivables sets.
 */
export async function openReceivablesByCustomer(
  tx: Db,
  organizationId: string,
  asOf: string,
): Promise<Map<string, { name: string; cents: number }>> {
  const rows = rowsOf<{ id: string; name: string; open: string }>(
    await tx.execute(sql`
      with ${receivableSets(organizationId, asOf)},
      figures as (
        select customer_id, sum(current_due_cents) as open from apps group by customer_id
        union all select customer_id, -sum(amount_cents) from rcpts group by customer_id
      )
      select c.id, c.name, sum(f.open)::text as open
      from figures f join customers c on c.organization_id = ${organizationId} and c.id = f.customer_id
      group by c.id, c.name
      having sum(f.open) <> 0`),
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, cents: Number(r.open) }]));
}

/** Each vendor's open payables at the cut-over (retainage held apart), from the payables tie-out. */
export async function openPayablesByVendor(
  tx: Db,
  organizationId: string,
  asOf: string,
): Promise<Map<string, { name: string; cents: number }>> {
  const tie = await payablesTieOut(tx, organizationId, asOf);
  return new Map(tie.vendors.map((v) => [v.vendor.id, { name: v.vendor.name, cents: v.open_cents }]));
}

/** Source party names with their open amounts for the report. */
export function sourceReceivables(model: Pick<TImportSourceModel, 'agingTotals' | 'openInvoices'>) {
  return sourcePartyTotals('customer', model.agingTotals.receivables, model.openInvoices);
}

export function sourcePayables(model: Pick<TImportSourceModel, 'agingTotals' | 'openBills'>) {
  return sourcePartyTotals('vendor', model.agingTotals.payables, model.openBills);
}
