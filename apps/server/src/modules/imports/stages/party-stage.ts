import type { TImportMapping } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { customers, vendors } from '../../../db/schema/index.ts';
import type { TImportSourceModel, TSourceParty, TSourceRef } from '../model/source-model.ts';
import {
  changedColumns,
  chunks,
  firstOfEachName,
  nextPartyNumbers,
  partyError,
  type TPartyFields,
} from './customers-fields.ts';
import { partyKey } from './resolve.ts';
import { emptyStageResult, type TImportStageRunner, type TStageContext } from './stage-types.ts';

/*
 * The customers and vendors stages (issue 24) are one routine: parties are found by name
 * (case-insensitive); a rerun leaves them unchanged, a changed contact field or active flag updates
 * them (the old values kept for the rollback); new ones get the next free C-XXXX / V-XXXX numbers and
 * are written in bulk. What differs per kind (the table, the kind's own fields) is passed in.
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
    out.push(blankSourceParty(kind, n.source_name.trim(), { fileName: 'mapping', row: null }));
  }
  return out;
}

/** A party of the source with a name and nothing else. */
export function blankSourceParty(kind: 'customer' | 'vendor', name: string, ref: TSourceRef): TSourceParty {
  return {
    kind,
    name,
    companyName: null,
    email: null,
    phone: null,
    addressLines: [],
    taxId: null,
    is1099: false,
    terms: null,
    inactive: false,
    balanceCents: null,
    ref,
  };
}

/** A source party checked: its product fields and the kind's own. */
export type TCheckedParty<TExtras> = {
  party: TSourceParty;
  fields: TPartyFields;
  extras: TExtras;
};

type TPartyTable = typeof customers | typeof vendors;

/** What one kind of party brings to the routine: its table and its own fields. */
export type TPartyKind<T extends TPartyTable, TExtras> = {
  kind: 'customer' | 'vendor';
  stage: 'customers' | 'vendors';
  label: 'Customer' | 'Vendor';
  prefix: 'C' | 'V';
  table: T;
  numberColumn: PgColumn;
  numberOf: (row: T['$inferSelect']) => string;
  listed: (model: TImportSourceModel) => TSourceParty[];
  /** The party's fields against the module's limits and messages. */
  check: (party: TSourceParty) => { fields: TPartyFields; extras: TExtras; problems: string[] };
  /** The kind's own columns an update may set (an absent one is undefined: never cleared). */
  wantedExtras: (extras: TExtras) => Partial<T['$inferSelect']>;
  /** The kind's own columns of a new party (its number among them). */
  newColumns: (extras: TExtras, number: string) => Partial<T['$inferInsert']>;
};

/** The stage of one kind of party. */
export function partyStage<T extends TPartyTable, TExtras>(k: TPartyKind<T, TExtras>): TImportStageRunner {
  const table = k.table as TPartyTable;
  async function run(ctx: TStageContext) {
    const result = emptyStageResult();
    const { tx } = ctx;
    const org = ctx.caller.organizationId;
    const listed = k.listed(ctx.model);
    const sources = [...listed, ...partiesToCreate(ctx.mapping, k.kind, listed)];
    result.rows = sources.length;
    if (sources.length === 0) return result;

    // 1. Duplicates in the source, then each row's fields against the module's limits.
    const { unique, errors } = firstOfEachName(k.stage, k.label, sources);
    result.errors.push(...errors);
    const existing: T['$inferSelect'][] = await tx
      .select()
      .from(table)
      .where(eq(table.organizationId, org))
      .orderBy(table.createdAt, k.numberColumn);
    const byName = new Map<string, T['$inferSelect']>();
    for (const p of existing) if (!byName.has(partyKey(p.name))) byName.set(partyKey(p.name), p);
    const taken = new Set(existing.map(k.numberOf));

    // 2. Found by name: unchanged or updated (the source's fields; an absent one never clears).
    const inserts: TCheckedParty<TExtras>[] = [];
    let done = 0;
    for (const party of unique) {
      const { fields, extras, problems } = k.check(party);
      if (problems.length > 0) {
        for (const p of problems) result.errors.push(partyError(k.stage, party, k.kind, p));
        continue;
      }
      const current = byName.get(partyKey(party.name));
      if (!current) {
        inserts.push({ party, fields, extras });
        continue;
      }
      const wanted = {
        email: fields.email ?? undefined,
        phone: fields.phone ?? undefined,
        address: fields.address ?? undefined,
        city: fields.city ?? undefined,
        state: fields.state ?? undefined,
        zip: fields.zip ?? undefined,
        ...k.wantedExtras(extras),
        isActive: !party.inactive,
      };
      const { changes, before } = changedColumns<Record<string, unknown>>(current, wanted);
      if (Object.keys(changes).length === 0) {
        result.unchanged++;
      } else {
        await tx
          .update(table)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(table.id, current.id));
        await ctx.record({
          entityType: k.kind,
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

    // 3. New parties, numbered and written in bulk.
    const numbers = nextPartyNumbers(k.prefix, taken, inserts.length);
    const values = inserts.map(({ party, fields, extras }, i) => ({
      organizationId: org,
      name: party.name.trim(),
      ...fields,
      ...k.newColumns(extras, numbers[i] as string),
      isActive: !party.inactive,
      createdBy: ctx.caller.userId,
    })) as T['$inferInsert'][];
    for (const slice of chunks(values)) {
      const rows = await tx
        .insert(table)
        .values(slice)
        .returning({ id: table.id, name: table.name, number: k.numberColumn });
      for (const r of rows) {
        await ctx.record({
          entityType: k.kind,
          entityId: r.id,
          action: 'created',
          naturalKey: partyKey(r.name),
        });
        if (result.samples.length < 5) result.samples.push([r.name, `new ${k.kind} ${r.number}`]);
      }
      result.created += rows.length;
      done += rows.length;
      await ctx.progress(done, unique.length);
    }
    return result;
  }
  return { stage: k.stage, run };
}
