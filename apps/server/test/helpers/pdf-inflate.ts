import zlib from 'node:zlib';

/**
 * A compressed PDF (pdfkit's FlateDecode streams, as the product stores them) with every stream
 * inflated in place, so `pdfText` can read the text of the very bytes a download answers.
 */
export function inflatePdf(bytes: Uint8Array): Buffer {
  const pdf = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  let at = 0;
  for (const m of pdf.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    if (start < at || pdf.slice((m.index ?? 0) - 3, m.index) === 'end') continue;
    const end = pdf.indexOf('endstream', start);
    if (end < 0) break;
    const raw = Buffer.from(pdf.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    let inflated: string;
    try {
      // Tolerant of a stream whose last byte was taken for the newline before `endstream` (a
      // compressed stream may end in \r): that byte is the checksum's, never data.
      inflated = zlib.inflateSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('latin1');
    } catch {
      continue;
    }
    parts.push(pdf.slice(at, start), `${inflated}\n`);
    at = end;
  }
  parts.push(pdf.slice(at));
  return Buffer.from(parts.join(''), 'latin1');
}
