import { readFileSync } from 'node:fs';
import type { TParsedLine } from '../../src/modules/bank-statements/parsers/index.ts';

/** The folder of the statement parsers' sample files (test/fixtures/bank). */
export const bankFixturesDir = new URL('../fixtures/bank/', import.meta.url);

/** A sample statement file of test/fixtures/bank, byte for byte. */
export function bankFixture(name: string): Buffer {
  return readFileSync(new URL(name, bankFixturesDir));
}

/** The fields of a parsed line a parser test compares (raw is checked separately). */
export const briefLine = (l: TParsedLine) => [
  l.line_number,
  l.posted_date,
  l.amount_cents,
  l.kind,
  l.check_number,
  l.bank_reference,
  l.payee,
  l.memo,
];
