/**
 * The text of an uncompressed PDF as pdfkit (pdfmake) writes it: glyph ids in TJ/Tj hex strings,
 * turned back into characters with each font's ToUnicode CMap. Enough to find figures in a document;
 * runs are joined by a newline.
 */
export function pdfText(bytes: Buffer): string {
  const pdf = bytes.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of pdf.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(m[1] ?? '', m[2] ?? '');
  const unicodeOf = new Map<string, Map<number, string>>();
  for (const m of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(m[2] ?? '') ?? '';
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    if (cmapId) unicodeOf.set(m[1] ?? '', parseCmap(objects.get(cmapId) ?? ''));
  }
  const runs: string[] = [];
  let current = new Map<number, string>();
  const decode = (hex: string) =>
    (hex.match(/[0-9a-f]{4}/gi) ?? []).map((g) => current.get(Number.parseInt(g, 16)) ?? '?').join('');
  for (const m of pdf.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
    if (m[1]) current = unicodeOf.get(m[1]) ?? new Map();
    else if (m[2] !== undefined)
      runs.push(
        (m[2].match(/<[0-9a-f]*>|-?[\d.]+/gi) ?? [])
          .map((part) => (part.startsWith('<') ? decode(part.slice(1, -1)) : Number(part) < -200 ? ' ' : ''))
          .join(''),
      );
    else if (m[3] !== undefined) runs.push(decode(m[3]));
  }
  return runs.join('\n');
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A target may be several UTF-16 units: <0066 0069> is the 'fi' ligature.
  const char = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const start = Number.parseInt(m[1] ?? '0', 16);
      const end = Number.parseInt(m[2] ?? '0', 16);
      const target = m[3] ?? '';
      if (target.startsWith('[')) {
        const values = target.match(/<[0-9a-f\s]+>/gi) ?? [];
        for (const [i, v] of values.entries()) map.set(start + i, char(v.slice(1, -1)));
      } else {
        const base = Number.parseInt(target.slice(1, -1), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCodePoint(base + code - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(Number.parseInt(m[1] ?? '0', 16), char(m[2] ?? '0'));
  return map;
}
