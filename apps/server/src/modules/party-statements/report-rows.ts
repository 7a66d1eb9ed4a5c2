import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { csvStream } from '../../lib/csv-stream.ts';

/** Items by key, in their order (Map.groupBy, which the ES2022 library the server targets lacks). */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * A report's rows, already read (in their own transaction, before the first byte), streamed as CSV a
 * thousand rows at a time: the text of the file is never held whole.
 */
export function csvOfRows(
  columns: readonly string[],
  rows: readonly TCsvValue[][],
  batchSize = 1000,
): ReadableStream<Uint8Array> {
  return csvStream(columns, 0, async (start) => {
    const end = start + batchSize;
    return { rows: rows.slice(start, end), after: end < rows.length ? end : null };
  });
}
