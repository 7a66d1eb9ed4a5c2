import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { chartOfAccounts } from '../../../db/schema/index.ts';
import { postEntry, type TPostingLine } from '../../ledger/post-entry.ts';
import type { TSourceOpenDocument } from '../model/source-model.ts';
import { duplicateKeys, formatAmount, nameMapOf } from './opening-entry-support.ts';
import { partyKey } from './resolve.ts';
import type { TImportRecordEntity, TStageContext } from './stage-types.ts';

/*
 * What the open invoices and open bills stages share (issue 24): the party a document names, its
 * duplicates reported once, the company's control accounts the rule posts to, the entry of one opening
 * document (posted, linked, recorded) and the preview's amounts.
 */

/**
 * The party a document names: the mapping's answer (a chosen party, or ignored), else the company's
 * party of that name.
 */
export function documentParty(
  mapping: TStageContext['mapping'],
  kind: 'customer' | 'vendor',
  name: string,
  byName: ReadonlyMap<string, string>,
): { ignored: boolean; id: string | null } {
  const mapped = nameMapOf(mapping, kind, name);
  if (mapped?.action === 'ignore') return { ignored: true, id: null };
  return {
    ignored: false,
    id: (mapped?.action === 'map' ? mapped.targetId : null) ?? byName.get(partyKey(name)) ?? null,
  };
}

/** True the first time a document whose key appears more than once is seen ("… appears twice", once). */
export function firstRepeatOf<T>(docs: readonly T[], keyOf: (doc: T) => string): (doc: T) => boolean {
  const twice = duplicateKeys(docs, keyOf);
  const reported = new Set<string>();
  return (doc) => {
    const key = keyOf(doc);
    if (!twice.has(key) || reported.has(key)) return false;
    reported.add(key);
    return true;
  };
}

/**
 * The company's active accounts of the given system keys (`name → [system key, what to call it]`),
 * or the message naming the first one missing.
 */
export async function activeSystemAccounts<K extends string>(
  ctx: TStageContext,
  wanted: Record<K, readonly [systemKey: string, label: string]>,
): Promise<Record<K, string> | string> {
  const entries = Object.entries(wanted) as [K, readonly [string, string]][];
  const rows = await ctx.tx
    .select({ id: chartOfAccounts.id, systemKey: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, ctx.caller.organizationId),
        eq(chartOfAccounts.isActive, true),
        inArray(
          chartOfAccounts.systemKey,
          entries.map(([, [key]]) => key),
        ),
      ),
    );
  const out = {} as Record<K, string>;
  for (const [name, [key, label]] of entries) {
    const id = rows.find((r) => r.systemKey === key)?.id;
    if (!id) return `The company has no active ${label} account`;
    out[name] = id;
  }
  return out;
}

/** The source's due date, or the document's date when it has none or an earlier one. */
export function dueDateOf(doc: TSourceOpenDocument): string {
  return doc.dueDate && doc.dueDate >= doc.date ? doc.dueDate : doc.date;
}

/** "6,000.00 open, 500.00 retainage": a document's line on the preview. */
export function openAmountsText(doc: TSourceOpenDocument): string {
  const retainage = doc.retainageCents ? `, ${formatAmount(doc.retainageCents)} retainage` : '';
  return `${formatAmount(doc.openCents)} open${retainage}`;
}

/**
 * An opening document's entry: posted dated the cut-over (source 'import', the document its source),
 * linked to the document by `link`, and the document and entry recorded under one natural key.
 */
export async function postOpeningDocument(
  ctx: TStageContext,
  doc: {
    id: string;
    entityType: TImportRecordEntity;
    naturalKey: string;
    cutover: string;
    memo: string;
    lines: TPostingLine[];
    link: (entryId: string) => Promise<unknown>;
  },
): Promise<void> {
  const entryId = randomUUID();
  await postEntry(ctx.tx, {
    id: entryId,
    organizationId: ctx.caller.organizationId,
    entryDate: doc.cutover,
    memo: doc.memo.slice(0, 500),
    sourceType: 'import',
    sourceId: doc.id,
    postedBy: ctx.caller.userId,
    lines: doc.lines,
  });
  await doc.link(entryId);
  const { naturalKey } = doc;
  await ctx.record({ entityType: doc.entityType, entityId: doc.id, action: 'created', naturalKey });
  await ctx.record({ entityType: 'journal_entry', entityId: entryId, action: 'created', naturalKey });
}
