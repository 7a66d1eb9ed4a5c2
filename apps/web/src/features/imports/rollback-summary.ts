import type { TImportRollback } from '@groundwork/shared';

/*
 * What a finished rollback did, in one line: "12 entries reversed, 3 opening invoices and 1 opening bill
 * voided; removed: 1 account, 2 vendors; kept inactive: 1 customer; 4 records restored". Only the
 * parts that did something; the notes (why a record was kept inactive) are shown on their own.
 */

/** The lists the server names in `removed` and `deactivated`, in the order they read best. */
const LIST_NOUNS: Record<string, readonly [string, string]> = {
  account: ['account', 'accounts'],
  customer: ['customer', 'customers'],
  job: ['job', 'jobs'],
  vendor: ['vendor', 'vendors'],
  bank_account: ['bank account', 'bank accounts'],
};
const LIST_ORDER = Object.keys(LIST_NOUNS);

/** "1 account", "2 accounts". */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

/** A list the server may add later reads from its key: `cost_code` → cost code / cost codes. */
function nounsOf(list: string): readonly [string, string] {
  const known = LIST_NOUNS[list];
  if (known) return known;
  const one = list.replaceAll('_', ' ');
  return [one, one.endsWith('s') ? `${one}es` : `${one}s`];
}

/** The non-zero counts of a per-list record, the known lists first: "1 account, 2 vendors". */
export function listCounts(counts: Readonly<Record<string, number>>): string | null {
  const lists = Object.keys(counts)
    .filter((list) => (counts[list] ?? 0) > 0)
    .sort((a, b) => {
      const rank = (list: string) => {
        const index = LIST_ORDER.indexOf(list);
        return index === -1 ? LIST_ORDER.length : index;
      };
      return rank(a) - rank(b) || a.localeCompare(b);
    });
  if (lists.length === 0) return null;
  return lists
    .map((list) => {
      const [one, many] = nounsOf(list);
      return countOf(counts[list] ?? 0, one, many);
    })
    .join(', ');
}

/** The rollback in one line, or null when it had nothing to undo. */
export function rollbackSummary(rollback: TImportRollback): string | null {
  const voided = [
    rollback.voided_invoices > 0
      ? countOf(rollback.voided_invoices, 'opening invoice', 'opening invoices')
      : null,
    rollback.voided_bills > 0 ? countOf(rollback.voided_bills, 'opening bill', 'opening bills') : null,
  ].filter((part): part is string => part !== null);
  const ledger = [
    rollback.reversed_entries > 0
      ? `${countOf(rollback.reversed_entries, 'entry', 'entries')} reversed`
      : null,
    voided.length > 0 ? `${voided.join(' and ')} voided` : null,
  ].filter((part): part is string => part !== null);
  const removed = listCounts(rollback.removed);
  const kept = listCounts(rollback.deactivated);
  const parts = [
    ledger.length > 0 ? ledger.join(', ') : null,
    removed ? `removed: ${removed}` : null,
    kept ? `kept inactive: ${kept}` : null,
    rollback.restored > 0 ? `${countOf(rollback.restored, 'record', 'records')} restored` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const line = parts.join('; ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}
