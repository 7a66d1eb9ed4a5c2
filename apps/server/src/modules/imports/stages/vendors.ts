import { isTaxId, VENDOR_MESSAGES } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { vendors } from '../../../db/schema/index.ts';
import type { TSourceParty } from '../model/source-model.ts';
import { partiesToCreate } from './customers.ts';
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
 * The vendors stage (issue 24): as the customers stage, with the vendor module's extras — the tax ID
 * (an EIN or SSN, else the row is flagged), the 1099 flag (set, never cleared, by an import) and the
 * payment terms read from the source's terms ("Net 30" → 30 days, "Due on receipt" → 0). Imported
 * vendors are of type 'other' (QuickBooks has no such field); a vendor may share a customer's name.
 */

/** "Net 30" → 30, "Due on receipt" → 0, anything else → null (the module's default stays). */
export function termsDays(terms: string | null): number | null {
  const text = (terms ?? '').trim().toLowerCase();
  if (text === '') return null;
  if (/due on receipt|upon receipt|\bcod\b|c\.o\.d\./.test(text)) return 0;
  const m = /(\d{1,3})/.exec(text);
  const days = m ? Number(m[1]) : Number.NaN;
  return Number.isInteger(days) && days >= 0 && days <= 365 ? days : null;
}

type TVendorExtras = { taxId: string | null; is1099: boolean; paymentTermsDays: number | null };

function vendorExtras(party: TSourceParty): { extras: TVendorExtras; problems: string[] } {
  const taxId = party.taxId?.replace(/\s+/g, '') || null;
  const problems = taxId && !isTaxId(taxId) ? [VENDOR_MESSAGES.taxIdFormat] : [];
  return { extras: { taxId, is1099: party.is1099, paymentTermsDays: termsDays(party.terms) }, problems };
}

function wantedColumns(fields: TPartyFields, extras: TVendorExtras, inactive: boolean) {
  return {
    email: fields.email ?? undefined,
    phone: fields.phone ?? undefined,
    address: fields.address ?? undefined,
    city: fields.city ?? undefined,
    state: fields.state ?? undefined,
    zip: fields.zip ?? undefined,
    taxId: extras.taxId ?? undefined,
    is1099: extras.is1099 ? true : undefined,
    paymentTermsDays: extras.paymentTermsDays ?? undefined,
    isActive: !inactive,
  };
}

async function runVendors(ctx: TStageContext) {
  const result = emptyStageResult();
  const { tx } = ctx;
  const org = ctx.caller.organizationId;
  const sources = [...ctx.model.vendors, ...partiesToCreate(ctx.mapping, 'vendor', ctx.model.vendors)];
  result.rows = sources.length;
  if (sources.length === 0) return result;

  // 1. Duplicates in the source, then each row against the vendor module's limits.
  const { unique, errors } = firstOfEachName('vendors', 'Vendor', sources);
  result.errors.push(...errors);
  const existing = await tx
    .select()
    .from(vendors)
    .where(eq(vendors.organizationId, org))
    .orderBy(vendors.createdAt, vendors.vendorNumber);
  const byName = new Map<string, (typeof existing)[number]>();
  for (const v of existing) if (!byName.has(partyKey(v.name))) byName.set(partyKey(v.name), v);
  const taken = new Set(existing.map((v) => v.vendorNumber));

  // 2. Found by name: unchanged or updated.
  const inserts: { party: TSourceParty; fields: TPartyFields; extras: TVendorExtras }[] = [];
  let done = 0;
  for (const party of unique) {
    const { fields, problems } = partyFields(party, VENDOR_MESSAGES);
    const { extras, problems: more } = vendorExtras(party);
    if (problems.length + more.length > 0) {
      for (const p of [...problems, ...more]) result.errors.push(partyError('vendors', party, 'vendor', p));
      continue;
    }
    const current = byName.get(partyKey(party.name));
    if (!current) {
      inserts.push({ party, fields, extras });
      continue;
    }
    const { changes, before } = changedColumns(current, wantedColumns(fields, extras, party.inactive));
    if (Object.keys(changes).length === 0) {
      result.unchanged++;
    } else {
      await tx
        .update(vendors)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(vendors.id, current.id));
      await ctx.record({
        entityType: 'vendor',
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

  // 3. New vendors, numbered and written in bulk.
  const numbers = nextPartyNumbers('V', taken, inserts.length);
  const values = inserts.map(({ party, fields, extras }, i) => ({
    organizationId: org,
    vendorNumber: numbers[i] as string,
    name: party.name.trim(),
    vendorType: 'other' as const,
    ...fields,
    taxId: extras.taxId,
    is1099: extras.is1099,
    ...(extras.paymentTermsDays === null ? {} : { paymentTermsDays: extras.paymentTermsDays }),
    isActive: !party.inactive,
    createdBy: ctx.caller.userId,
  }));
  for (const slice of chunks(values)) {
    const rows = await tx
      .insert(vendors)
      .values(slice)
      .returning({ id: vendors.id, name: vendors.name, number: vendors.vendorNumber });
    for (const r of rows) {
      await ctx.record({
        entityType: 'vendor',
        entityId: r.id,
        action: 'created',
        naturalKey: partyKey(r.name),
      });
      if (result.samples.length < 5) result.samples.push([r.name, `new vendor ${r.number}`]);
    }
    result.created += rows.length;
    done += rows.length;
    await ctx.progress(done, unique.length);
  }
  return result;
}

export const vendorsStage: TImportStageRunner = { stage: 'vendors', run: runVendors };
