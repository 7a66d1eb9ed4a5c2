import { neutralizeCsvRow, type TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { stringify } from 'csv-stringify/sync';

/**
 * A CSV download streamed in batches: `next(after)` reads one batch (in its own short transaction, so
 * a long export never holds the database — PGlite has one connection) and answers its rows and the
 * position to continue from, or null at the end. Memory stays one batch, whatever the file's length.
 * Every row goes through the shared formula neutraliser.
 */
export function csvStream<P>(
  header: readonly string[],
  first: P,
  next: (after: P) => Promise<{ rows: TCsvValue[][]; after: P | null }>,
): ReadableStream<Uint8Array> {
  type TBatch = Awaited<ReturnType<typeof next>>;
  const encoder = new TextEncoder();
  let position: P | null = first;
  let headerSent = false;
  // The next batch is read while this one is turned into CSV and sent: the database and the server
  // work at the same time (one batch ahead, so memory stays two batches at most).
  let ahead: Promise<TBatch> | null = null;
  const readAhead = (after: P) => {
    const read = next(after);
    read.catch(() => {}); // awaited by the next pull; a stream cancelled meanwhile drops it
    return read;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(stringify([neutralizeCsvRow(header)])));
        if (position !== null) ahead = readAhead(position);
        return;
      }
      if (position === null) {
        controller.close();
        return;
      }
      const batch = await (ahead ?? next(position));
      position = batch.after;
      ahead = position === null ? null : readAhead(position);
      if (batch.rows.length > 0)
        controller.enqueue(encoder.encode(stringify(batch.rows.map(neutralizeCsvRow))));
      if (position === null) controller.close();
    },
  });
}

/** The headers of a CSV attachment. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}

/** Cents as a decimal amount for a spreadsheet: 123450 → "1234.50", -5 → "-0.05" (a number, never neutralised). */
export function centsToCsv(cents: number): number {
  return cents / 100;
}
