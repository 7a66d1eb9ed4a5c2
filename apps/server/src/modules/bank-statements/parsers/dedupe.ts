import type { TParsedLine } from './types.ts';

/**
 * The dedupe key of each line (issue 23 brief). With a bank reference: `ref|<reference>|<amount>|<n>`;
 * without: `txt|<date>|<amount>|<payee memo, normalized>|<n>`; n is the 1-based occurrence of that
 * tuple within the file, so two real lines sharing one FITID (or two identical coffee purchases on one
 * day) both stay, and importing the same file again gives the same keys.
 */
export function dedupeKeys(lines: readonly TParsedLine[]): { key: string; occurrence: number }[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const reference = line.bank_reference?.trim();
    const base = reference
      ? `ref|${reference}|${line.amount_cents}`
      : `txt|${line.posted_date}|${line.amount_cents}|${normalizeText(`${line.payee} ${line.memo}`)}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return { key: `${base}|${occurrence}`, occurrence };
  });
}

/** Case, accents, punctuation and runs of spaces do not make two texts different. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
