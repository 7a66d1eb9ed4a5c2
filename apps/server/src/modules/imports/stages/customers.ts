import type { TImportMapping } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { customers } from '../../../db/schema/index.ts';
import type { TSourceParty } from '../model/source-model.ts';
import {
  changedColumns,
  chunks,
  firstOfEachName,
  nextPartyNumbers,
  partyError,
  partyFields,
  type TPartyFields,
} from './customers-fields.ts';
import { partyKey } from './resolve.ts';
import { emptyStageResult, type TImportStageRunner, type TStageContext } from './stage-types.ts';

/*
 * The customers stage (issue 24). Customers are found by name (case-insensitive): a rerun leaves them
 * unchanged, a changed contact field or active flag updates them (the old values kept for the
 * rollback). New ones get the next free C-XXXX numbers and are written in bulk; inactive ones come in
 * inactive (open invoices may still point at them). A customer may share a name with a vendor.
 */

/** Names the mapping asks to create (documents name them, the lists do not) as parties without details. */
export function partiesToCreate(
  mapping: TImportMapping,
  kind: 'customer' | 'vendor',
  listed: readonly TSourceParty[],
): TSourceParty[] {
  const names = new Set(listed.map((p) => partyKey(p.name)));
  const out: TSourceParty[] = [];
  for (const n of mapping.names) {
    if (n.kind !== kind || n.action !== 'create' || names.has(partyKey(n.source_name))) continue;
    names.add(partyKey(n.source_name));
    out.push({
      kind,
      name: n.source_name.trim(),
      companyName: null,
      email: null,
      phone: null,
      addressLines: [],
      taxId: null,
      is1099: false,
      terms: null,
      inactive: false,
      balanceCents: null,
      ref: { fileName: 'mapping', row: null },
    });
  }
  return out;
}

/** The fields an update may set: what the source gives (an absent field never clears a stored one). */
function wantedColumns(fields: TPartyFields, inactive: boolean) {
  return {
    email: fields.email ?? undefined,
    phone: fields.phone ?? undefined,
    address: fields.address ?? undefined,
    city: fields.city ?? undefined,
    state: fields.state ?? undefined,
    zip: fields.zip ?? undefined,
    isActive: !inactive,
  };
}

async function runCustomers(ctx: TStageContext) {
  const result = emptyStageResult();
  const { tx } = ctx;
  const org = ctx.caller.organizationId;
  const sources = [...ctx.model.customers, ...partiesToCreate(ctx.mapping, 'customer', ctx.model.customers)];
  result.rows = sources.length;
  if (sources.length === 0) return result;

  // 1. Duplicates in the source, then each row's fields against the customer module's limits.
  const { unique, errors } = firstOfEachName('customers', 'Customer', sources);
  result.errors.push(...errors);
  const existing = await tx
    .select()
    .from(customers)
    .where(eq(customers.organizationId, org))
    .orderBy(customers.createdAt, customers.customerNumber);
  const byName = new Map<string, (typeof existing)[number]>();
  for (const c of existing) if (!byName.has(partyKey(c.name))) byName.set(partyKey(c.name), c);
  const taken = new Set(existing.map((c) => c.customerNumber));

  // 2. Found by name: unchanged or updated.
  const inserts: { party: TSourceParty; fields: TPartyFields }[] = [];
  let done = 0;
  for (const party of unique) {
    const { fields, problems } = partyFields(party);
    if (problems.length > 0) {
      for (const p of problems) result.errors.push(partyError('customers', party, 'customer', p));
      continue;
    }
    const current = byName.get(partyKey(party.name));
    if (!current) {
      inserts.push({ party, fields });
      continue;
    }
    const { changes, before } = changedColumns(current, wantedColumns(fields, party.inactive));
    if (Object.keys(changes).length === 0) {
      result.unchanged++;
    } else {
      await tx
        .update(customers)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(customers.id, current.id));
      await ctx.record({
        entityType: 'customer',
        entityId: current.id,
        action: 'updated',
        naturalKey: partyKey(party.name),
        before,
      });
      result.updated++;
      if (result.samples.length < 5) result.samples.push([current.name, 'updated']);
    }
    done++;
  }
  await ctx.progress(done, unique.length);

  // 3. New customers, numbered and written in bulk.
  const numbers = nextPartyNumbers('C', taken, inserts.length);
  const values = inserts.map(({ party, fields }, i) => ({
    organizationId: org,
    customerNumber: numbers[i] as string,
    name: party.name.trim(),
    ...fields,
    isActive: !party.inactive,
    createdBy: ctx.caller.userId,
  }));
  for (const slice of chunks(values)) {
    const rows = await tx
      .insert(customers)
      .values(slice)
      .returning({ id: customers.id, name: customers.name, number: customers.customerNumber });
    for (const r of rows) {
      await ctx.record({
        entityType: 'customer',
        entityId: r.id,
        action: 'created',
        naturalKey: partyKey(r.name),
      });
      if (result.samples.length < 5) result.samples.push([r.name, `new customer ${r.number}`]);
    }
    result.created += rows.length;
    done += rows.length;
    await ctx.progress(done, unique.length);
  }
  return result;
}

export const customersStage: TImportStageRunner = { stage: 'customers', run: runCustomers };
