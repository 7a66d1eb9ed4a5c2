import { alpha, numeric, routingCheckDigit, yymmdd } from './nacha-text.ts';

/**
 * A NACHA PPD file writer (direct deposit): one batch per file, 94-character records, blocked by ten
 * with lines of 9s. Pure: the caller gives every date and time (no clock here). Records are joined with
 * "\n" and the file ends with "\n" after the last padding line (every record is followed by a newline).
 */

export const NACHA_RECORD_LENGTH = 94;
export const NACHA_BLOCKING_FACTOR = 10;

/** 22 checking credit, 32 savings credit; 23/33 their prenotes (zero amount); 27/37 debits (the offset). */
export type TNachaTransactionCode = 22 | 23 | 27 | 32 | 33 | 37;
export type TNachaAccountType = 'checking' | 'savings';

export type TNachaEntryInput = {
  accountType: TNachaAccountType;
  /** Nine digits: the RDFI's eight and its check digit. */
  routingNumber: string;
  accountNumber: string;
  amountCents: number;
  /** The employee's identification as the company knows them (15 characters kept). */
  individualId: string;
  individualName: string;
};

export type TNachaOffsetInput = {
  accountType: TNachaAccountType;
  routingNumber: string;
  accountNumber: string;
  /** The company's name on its own account (22 characters kept). */
  name: string;
  individualId?: string;
};

export type TNachaFileInput = {
  /** The bank's routing number (nine digits); written ' ' + nine digits. */
  immediateDestination: string;
  immediateDestinationName: string;
  /** Ten characters as the bank assigned them (often '1' + EIN, or ' ' + a routing number). */
  immediateOrigin: string;
  immediateOriginName: string;
  /** The file's creation date (YYYY-MM-DD) and time (HHMM). */
  creationDate: string;
  creationTime: string;
  /** A–Z, 0–9: the files of the same day to the same bank are told apart by it. */
  fileIdModifier: string;
  referenceCode?: string;
  /** 'credit' = prenotes or credits only (service class 220); 'prenote' writes 23/33 entries of 0. */
  purpose: 'credit' | 'prenote';
  companyName: string;
  companyDiscretionaryData?: string;
  /** Ten characters (often '1' + EIN). */
  companyId: string;
  /** PAYROLL (prenotes: the same description the later credits use). */
  entryDescription: string;
  /** Six characters the receiver sees (e.g. the check date as YYMMDD); may be empty. */
  descriptiveDate: string;
  /** A banking day (YYYY-MM-DD): the caller moves it (banking-days.ts). */
  effectiveDate: string;
  /** The ODFI's identification: its eight digits, or its nine-digit routing number (the first eight are written). */
  odfiRouting: string;
  batchNumber?: number;
  entries: readonly TNachaEntryInput[];
  /** A balanced file: an offsetting debit of the credits' total to the company's account (service class 200). */
  offset?: TNachaOffsetInput | null;
};

export type TNachaFile = {
  content: string;
  /** Entries in the batch (the offset included). */
  entryCount: number;
  /** Ten digits: the rightmost ten of Σ of the RDFIs' eight-digit numbers. */
  entryHash: string;
  totalDebitCents: number;
  totalCreditCents: number;
  blockCount: number;
  /** Records before padding (1 + 1 + entries + 1 + 1). */
  recordCount: number;
};

function transactionCode(
  type: TNachaAccountType,
  kind: 'credit' | 'prenote' | 'debit',
): TNachaTransactionCode {
  const base = type === 'checking' ? 20 : 30;
  return (base + (kind === 'credit' ? 2 : kind === 'prenote' ? 3 : 7)) as TNachaTransactionCode;
}

function assertRouting(routing: string, what: string): void {
  if (!/^[0-9]{9}$/.test(routing))
    throw new RangeError(`${what}: routing number "${routing}" is not nine digits`);
  if (routingCheckDigit(routing.slice(0, 8)) !== Number(routing[8]))
    throw new RangeError(`${what}: routing number ${routing} fails its check digit`);
}

/** The account number field: spaces and other separators dropped, 17 characters left-justified. */
function accountField(accountNumber: string): string {
  const cleaned = accountNumber.replace(/[^0-9A-Za-z-]/g, '');
  if (cleaned.length === 0 || cleaned.length > 17)
    throw new RangeError('account number: 1 to 17 letters or digits');
  return alpha(cleaned, 17);
}

/** Sums the RDFI eight-digit numbers and keeps the rightmost ten digits (never the leftmost). */
export function nachaEntryHash(routingNumbers: readonly string[]): string {
  const sum = routingNumbers.reduce((total, routing) => total + BigInt(routing.slice(0, 8)), 0n);
  return String(sum).padStart(10, '0').slice(-10);
}

type TEntryRecord = {
  code: TNachaTransactionCode;
  routing: string;
  account: string;
  amount: number;
  id: string;
  name: string;
};

/** Writes the file; throws RangeError on a field that cannot be written as given. */
export function writeNachaFile(input: TNachaFileInput): TNachaFile {
  assertRouting(input.immediateDestination, 'immediate destination');
  if (!/^[0-9]{8}$/.test(input.odfiRouting)) assertRouting(input.odfiRouting, 'ODFI');
  if (!/^[A-Z0-9]$/.test(input.fileIdModifier)) throw new RangeError('file id modifier: one of A–Z, 0–9');
  if (!/^[0-9]{4}$/.test(input.creationTime)) throw new RangeError('creation time: HHMM');
  if (input.immediateOrigin.length !== 10) throw new RangeError('immediate origin: ten characters');
  if (input.companyId.length === 0 || input.companyId.length > 10)
    throw new RangeError('company id: 1 to 10 characters');
  if (input.entries.length === 0) throw new RangeError('a file needs at least one entry');
  const batchNumber = input.batchNumber ?? 1;
  const isPrenote = input.purpose === 'prenote';
  const odfi8 = input.odfiRouting.slice(0, 8);

  // 1. The entries: credits (or zero-amount prenotes), then the offsetting debit of a balanced file.
  const records: TEntryRecord[] = input.entries.map((entry, i) => {
    assertRouting(entry.routingNumber, `entry ${i + 1}`);
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents < 0)
      throw new RangeError(`entry ${i + 1}: amount must be whole non-negative cents`);
    if (!isPrenote && entry.amountCents === 0) throw new RangeError(`entry ${i + 1}: a credit of zero`);
    return {
      code: transactionCode(entry.accountType, isPrenote ? 'prenote' : 'credit'),
      routing: entry.routingNumber,
      account: accountField(entry.accountNumber),
      amount: isPrenote ? 0 : entry.amountCents,
      id: entry.individualId,
      name: entry.individualName,
    };
  });
  const totalCreditCents = records.reduce((sum, r) => sum + r.amount, 0);
  const offset = !isPrenote && input.offset ? input.offset : null;
  if (offset) {
    assertRouting(offset.routingNumber, 'offset account');
    records.push({
      code: transactionCode(offset.accountType, 'debit'),
      routing: offset.routingNumber,
      account: accountField(offset.accountNumber),
      amount: totalCreditCents,
      id: offset.individualId ?? 'OFFSET',
      name: offset.name,
    });
  }
  const totalDebitCents = offset ? totalCreditCents : 0;
  const serviceClass = offset ? '200' : '220';
  const entryHash = nachaEntryHash(records.map((r) => r.routing));

  // 2. The records, each exactly 94 characters (positions in the fixture's comments).
  const fileHeader =
    '1' +
    '01' +
    ` ${input.immediateDestination}` +
    alpha(input.immediateOrigin, 10) +
    yymmdd(input.creationDate) +
    input.creationTime +
    input.fileIdModifier +
    '094' +
    '10' +
    '1' +
    alpha(input.immediateDestinationName, 23) +
    alpha(input.immediateOriginName, 23) +
    alpha(input.referenceCode ?? '', 8);
  const batchHeader =
    '5' +
    serviceClass +
    alpha(input.companyName, 16) +
    alpha(input.companyDiscretionaryData ?? '', 20) +
    alpha(input.companyId, 10) +
    'PPD' +
    alpha(input.entryDescription, 10) +
    alpha(input.descriptiveDate, 6) +
    yymmdd(input.effectiveDate) +
    '   ' +
    '1' +
    odfi8 +
    numeric(batchNumber, 7);
  const entries = records.map(
    (r, i) =>
      '6' +
      String(r.code) +
      r.routing.slice(0, 8) +
      r.routing[8] +
      r.account +
      numeric(r.amount, 10) +
      alpha(r.id, 15) +
      alpha(r.name, 22) +
      '  ' +
      '0' +
      odfi8 +
      numeric(i + 1, 7),
  );
  const batchControl =
    '8' +
    serviceClass +
    numeric(records.length, 6) +
    entryHash +
    numeric(totalDebitCents, 12) +
    numeric(totalCreditCents, 12) +
    alpha(input.companyId, 10) +
    ' '.repeat(19) +
    ' '.repeat(6) +
    odfi8 +
    numeric(batchNumber, 7);
  const recordCount = 2 + records.length + 2;
  const blockCount = Math.ceil(recordCount / NACHA_BLOCKING_FACTOR);
  const fileControl =
    '9' +
    numeric(1, 6) +
    numeric(blockCount, 6) +
    numeric(records.length, 8) +
    entryHash +
    numeric(totalDebitCents, 12) +
    numeric(totalCreditCents, 12) +
    ' '.repeat(39);
  const padding = Array.from({ length: blockCount * NACHA_BLOCKING_FACTOR - recordCount }, () =>
    '9'.repeat(NACHA_RECORD_LENGTH),
  );
  const lines = [fileHeader, batchHeader, ...entries, batchControl, fileControl, ...padding];
  for (const line of lines)
    if (line.length !== NACHA_RECORD_LENGTH)
      throw new Error(`NACHA record of ${line.length} characters: ${line.slice(0, 20)}…`);
  return {
    content: `${lines.join('\n')}\n`,
    entryCount: records.length,
    entryHash,
    totalDebitCents,
    totalCreditCents,
    blockCount,
    recordCount,
  };
}
