/**
 * THE GOLDEN MONTH of bank reconciliation (issue 23, item 8): March 2026 of the operating account of
 * "Payroll Builders", worked out by hand in docs/reconciliation-golden.md. This file is the data only
 * (what the books hold, what the bank says, which lines clear which items, and the figures the frozen
 * report must show); test/reconciliation-golden.test.ts builds the books through the product's API from
 * it, imports the statement as an OFX file and reconciles.
 *
 * Money is integer cents, signed as the bank account sees it: + into the bank, − out of it.
 */

export const GOLDEN_STATEMENT_DATE = '2026-03-31';
export const GOLDEN_PERIOD_START = '2026-03-01';
/** Reconciling starts after this date, from this bank balance (= the book balance that day). */
export const GOLDEN_OPENING_DATE = '2026-02-28';
export const GOLDEN_OPENING_CENTS = 8_425_000;

/** History before the opening date (never shown as book items, but in the book balance). */
export const GOLDEN_HISTORY = [
  { date: '2026-02-01', memo: 'Owner capital contribution', amountCents: 9_000_000, other: '3000' },
  { date: '2026-02-20', memo: 'February yard rent', amountCents: -575_000, other: '6200' },
] as const;

export type TGoldenVendor = { number: string; name: string };
export const GOLDEN_VENDORS = {
  rmc: { number: 'V-RMC1', name: 'Ready Mix Concrete' },
  hlb: { number: 'V-HLB1', name: 'Harbor Lumber' },
  ses: { number: 'V-SES1', name: 'Summit Electric Supply' },
  cre: { number: 'V-CRE1', name: 'City Rental Equipment' },
  kps: { number: 'V-KPS1', name: 'Keystone Plumbing Supply' },
  gcs: { number: 'V-GCS1', name: 'Gulf Coast Steel' },
  apx: { number: 'V-APX1', name: 'Apex Drywall' },
  tcs: { number: 'V-TCS1', name: 'Titan Crane Services' },
} as const satisfies Record<string, TGoldenVendor>;
export type TGoldenVendorKey = keyof typeof GOLDEN_VENDORS;

export const GOLDEN_CUSTOMERS = {
  lake: { number: 'C-LMC1', name: 'Lakeside Medical Center' },
  river: { number: 'C-RBA1', name: 'Riverbend Apartments' },
  pine: { number: 'C-PSD1', name: 'Pinecrest School District' },
  harbor: { number: 'C-HVC1', name: 'Harbor View Condos' },
} as const;
export type TGoldenCustomerKey = keyof typeof GOLDEN_CUSTOMERS;

/**
 * Book items: how each is posted through the API.
 *   check / ach / wire — an AP invoice (overhead, 6000) for the amount, then the vendor payment;
 *   receipt            — a customer receipt deposited to 1000 (no application: the customer's credit);
 *   payroll_net        — the golden payroll week (payroll-runs-fixture) posted and its net pay settled;
 *   payroll_tax        — a payroll liability payment (federal deposit: FIT + SS + Medicare of that run);
 *   journal            — a manual journal entry: cash against `other` (an account number);
 *   rule               — posted by the bank rule when applied to the service-charge line.
 */
export type TGoldenItem =
  | {
      key: string;
      kind: 'check';
      date: string;
      amountCents: number;
      vendor: TGoldenVendorKey;
      checkNumber: string;
    }
  | {
      key: string;
      kind: 'ach' | 'wire';
      date: string;
      amountCents: number;
      vendor: TGoldenVendorKey;
      reference: string;
    }
  | {
      key: string;
      kind: 'receipt';
      date: string;
      amountCents: number;
      customer: TGoldenCustomerKey;
      method: 'check' | 'ach';
      reference: string;
    }
  | { key: string; kind: 'payroll_net' | 'payroll_tax'; date: string; amountCents: number }
  | { key: string; kind: 'journal'; date: string; amountCents: number; memo: string; other: string }
  | { key: string; kind: 'rule'; date: string; amountCents: number };

export const GOLDEN_ITEMS: readonly TGoldenItem[] = [
  // Vendor checks, 1201–1215 (1206, 1214 and 1215 are still out on March 31).
  {
    key: 'ck1201',
    kind: 'check',
    date: '2026-03-02',
    amountCents: -841_237,
    vendor: 'rmc',
    checkNumber: '1201',
  },
  {
    key: 'ck1202',
    kind: 'check',
    date: '2026-03-03',
    amountCents: -231_890,
    vendor: 'hlb',
    checkNumber: '1202',
  },
  {
    key: 'ck1203',
    kind: 'check',
    date: '2026-03-04',
    amountCents: -110_745,
    vendor: 'ses',
    checkNumber: '1203',
  },
  {
    key: 'ck1204',
    kind: 'check',
    date: '2026-03-05',
    amountCents: -693_512,
    vendor: 'rmc',
    checkNumber: '1204',
  },
  {
    key: 'ck1205',
    kind: 'check',
    date: '2026-03-09',
    amountCents: -184_200,
    vendor: 'cre',
    checkNumber: '1205',
  },
  {
    key: 'ck1206',
    kind: 'check',
    date: '2026-03-10',
    amountCents: -327_658,
    vendor: 'kps',
    checkNumber: '1206',
  },
  {
    key: 'ck1207',
    kind: 'check',
    date: '2026-03-11',
    amountCents: -95_421,
    vendor: 'hlb',
    checkNumber: '1207',
  },
  {
    key: 'ck1208',
    kind: 'check',
    date: '2026-03-13',
    amountCents: -468_933,
    vendor: 'ses',
    checkNumber: '1208',
  },
  {
    key: 'ck1209',
    kind: 'check',
    date: '2026-03-16',
    amountCents: -712_064,
    vendor: 'rmc',
    checkNumber: '1209',
  },
  {
    key: 'ck1210',
    kind: 'check',
    date: '2026-03-18',
    amountCents: -276_500,
    vendor: 'cre',
    checkNumber: '1210',
  },
  {
    key: 'ck1211',
    kind: 'check',
    date: '2026-03-20',
    amountCents: -153_087,
    vendor: 'kps',
    checkNumber: '1211',
  },
  {
    key: 'ck1212',
    kind: 'check',
    date: '2026-03-23',
    amountCents: -380_416,
    vendor: 'hlb',
    checkNumber: '1212',
  },
  {
    key: 'ck1213',
    kind: 'check',
    date: '2026-03-24',
    amountCents: -61_209,
    vendor: 'ses',
    checkNumber: '1213',
  },
  {
    key: 'ck1214',
    kind: 'check',
    date: '2026-03-26',
    amountCents: -524_775,
    vendor: 'rmc',
    checkNumber: '1214',
  },
  {
    key: 'ck1215',
    kind: 'check',
    date: '2026-03-30',
    amountCents: -139_999,
    vendor: 'cre',
    checkNumber: '1215',
  },
  // Vendor ACH and wire payments.
  {
    key: 'achGcs1',
    kind: 'ach',
    date: '2026-03-06',
    amountCents: -1_248_050,
    vendor: 'gcs',
    reference: 'GCS-0306',
  },
  {
    key: 'achApx1',
    kind: 'ach',
    date: '2026-03-13',
    amountCents: -921_500,
    vendor: 'apx',
    reference: 'APX-0313',
  },
  {
    key: 'wireTcs',
    kind: 'wire',
    date: '2026-03-17',
    amountCents: -1_875_000,
    vendor: 'tcs',
    reference: 'W-0317',
  },
  {
    key: 'achGcs2',
    kind: 'ach',
    date: '2026-03-20',
    amountCents: -1_033_725,
    vendor: 'gcs',
    reference: 'GCS-0320',
  },
  {
    key: 'achApx2',
    kind: 'ach',
    date: '2026-03-27',
    amountCents: -764_080,
    vendor: 'apx',
    reference: 'APX-0327',
  },
  // Customer receipts.
  {
    key: 'rcLake1',
    kind: 'receipt',
    date: '2026-03-02',
    amountCents: 4_250_000,
    customer: 'lake',
    method: 'check',
    reference: '5521',
  },
  {
    key: 'rcPineAch',
    kind: 'receipt',
    date: '2026-03-05',
    amountCents: 2_864_015,
    customer: 'pine',
    method: 'ach',
    reference: 'PSD-2291',
  },
  {
    key: 'rcRiver1',
    kind: 'receipt',
    date: '2026-03-09',
    amountCents: 1_205_000,
    customer: 'river',
    method: 'check',
    reference: '3307',
  },
  {
    key: 'rcLake2',
    kind: 'receipt',
    date: '2026-03-12',
    amountCents: 1_987_000,
    customer: 'lake',
    method: 'check',
    reference: '5608',
  },
  {
    key: 'rcRiver2',
    kind: 'receipt',
    date: '2026-03-16',
    amountCents: 1_106_218,
    customer: 'river',
    method: 'check',
    reference: '3319',
  },
  // One deposit of three receipts (the bank shows 13,300.00 on 03-20).
  {
    key: 'rcSplitRiver',
    kind: 'receipt',
    date: '2026-03-19',
    amountCents: 421_560,
    customer: 'river',
    method: 'check',
    reference: '3342',
  },
  {
    key: 'rcSplitLake',
    kind: 'receipt',
    date: '2026-03-19',
    amountCents: 298_025,
    customer: 'lake',
    method: 'check',
    reference: '5633',
  },
  {
    key: 'rcSplitPine',
    kind: 'receipt',
    date: '2026-03-19',
    amountCents: 610_415,
    customer: 'pine',
    method: 'check',
    reference: '88122',
  },
  {
    key: 'rcHarbor1',
    kind: 'receipt',
    date: '2026-03-23',
    amountCents: 976_030,
    customer: 'harbor',
    method: 'check',
    reference: '1044',
  },
  {
    key: 'rcLake3',
    kind: 'receipt',
    date: '2026-03-25',
    amountCents: 1_541_877,
    customer: 'lake',
    method: 'check',
    reference: '5701',
  },
  {
    key: 'rcPine2',
    kind: 'receipt',
    date: '2026-03-27',
    amountCents: 823_344,
    customer: 'pine',
    method: 'check',
    reference: '88201',
  },
  // Two equal checks of one customer on the last day: the bank credited one (a tie), the other is in transit.
  {
    key: 'rcHarborA',
    kind: 'receipt',
    date: '2026-03-31',
    amountCents: 750_000,
    customer: 'harbor',
    method: 'check',
    reference: '1051',
  },
  {
    key: 'rcHarborB',
    kind: 'receipt',
    date: '2026-03-31',
    amountCents: 750_000,
    customer: 'harbor',
    method: 'check',
    reference: '1052',
  },
  // Payroll: the net-pay batch (golden week, net 1,203.95 + 1,233.01) and the federal tax deposit.
  { key: 'payNet', kind: 'payroll_net', date: '2026-03-20', amountCents: -243_696 },
  { key: 'payTax', kind: 'payroll_tax', date: '2026-03-25', amountCents: -78_790 },
  // Manual journal entries on the cash account.
  {
    key: 'jeXferOut',
    kind: 'journal',
    date: '2026-03-16',
    amountCents: -1_400_000,
    memo: 'Transfer to savings 7710',
    other: '1010',
  },
  {
    key: 'jeXferIn',
    kind: 'journal',
    date: '2026-03-30',
    amountCents: 600_000,
    memo: 'Transfer from savings 7710',
    other: '1010',
  },
  {
    key: 'jeInterest',
    kind: 'journal',
    date: '2026-03-31',
    amountCents: 2_137,
    memo: 'March interest on operating',
    other: '4900',
  },
  {
    key: 'jeFees',
    kind: 'journal',
    date: '2026-03-31',
    amountCents: -10_725,
    memo: 'Wire, ACH and positive pay fees per March analysis',
    other: '6050',
  },
  // Created by the bank rule "SERVICE CHARGE" → 6050 when applied to the service-charge line.
  { key: 'ruleFee', kind: 'rule', date: '2026-03-31', amountCents: -3_500 },
];

/** A check written after the statement date: a book item of April, not part of March's report. */
export const GOLDEN_APRIL_CHECK = {
  key: 'ck1216',
  kind: 'check',
  date: '2026-04-02',
  amountCents: -215_000,
  vendor: 'hlb',
  checkNumber: '1216',
} as const satisfies TGoldenItem;

/** Payroll liability payment lines: FIT 318.18 (2215) and SS + Medicare, both halves, 469.72 (2220). */
export const GOLDEN_PAYROLL_TAX_LINES = [
  { account: '2215', amountCents: 31_818, code: 'fit' },
  { account: '2220', amountCents: 46_972, code: 'fica' },
] as const;

export type TGoldenLine = {
  key: string;
  date: string;
  amountCents: number;
  /** OFX TRNTYPE. */
  trnType:
    | 'CHECK'
    | 'DEP'
    | 'CREDIT'
    | 'DEBIT'
    | 'XFER'
    | 'INT'
    | 'FEE'
    | 'SRVCHG'
    | 'DIRECTDEBIT'
    | 'DIRECTDEP';
  name: string;
  memo: string;
  fitid: string;
  checkNumber?: string;
};

let fit = 0;
const line = (
  key: string,
  date: string,
  amountCents: number,
  trnType: TGoldenLine['trnType'],
  name: string,
  memo = '',
  checkNumber?: string,
): TGoldenLine => ({
  key,
  date,
  amountCents,
  trnType,
  name,
  memo,
  fitid: `FHB${date.replaceAll('-', '')}T${String(++fit).padStart(3, '0')}`,
  ...(checkNumber ? { checkNumber } : {}),
});

/** The bank's 38 lines for March 2026, in the bank's order. */
export const GOLDEN_LINES: readonly TGoldenLine[] = [
  line('bDepLake1', '2026-03-03', 4_250_000, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bAchPine', '2026-03-05', 2_864_015, 'DIRECTDEP', 'PINECREST SCHOOL DIST', 'ACH CREDIT PSD-2291'),
  line('bCk1201', '2026-03-06', -841_237, 'CHECK', 'CHECK 1201', '', '1201'),
  line('bAchGcs1', '2026-03-06', -1_248_050, 'DIRECTDEBIT', 'GULF COAST STEEL', 'ACH DEBIT GCS-0306'),
  line('bFeeAch1', '2026-03-06', -1_250, 'FEE', 'ACH BATCH FEE'),
  line('bCk1202', '2026-03-09', -231_890, 'CHECK', 'CHECK 1202', '', '1202'),
  line('bCk1203', '2026-03-10', -110_745, 'CHECK', 'CHECK 1203', '', '1203'),
  line('bDepRiver1', '2026-03-10', 1_250_000, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bCk1204', '2026-03-11', -693_512, 'CHECK', 'CHECK 1204', '', '1204'),
  line(
    'bDepCorr',
    '2026-03-12',
    -45_000,
    'DEBIT',
    'DEPOSIT CORRECTION',
    'ADJ TO DEPOSIT OF 03/10 ENCODING ERROR',
  ),
  line('bCk1205', '2026-03-13', -184_200, 'CHECK', 'CHECK 1205', '', '1205'),
  line('bAchApx1', '2026-03-13', -921_500, 'DIRECTDEBIT', 'APEX DRYWALL', 'ACH DEBIT APX-0313'),
  line('bDepLake2', '2026-03-13', 1_987_000, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bXferOut', '2026-03-16', -1_400_000, 'XFER', 'ONLINE TRANSFER TO SAVINGS XXXXXX7710'),
  line('bCk1207', '2026-03-17', -95_421, 'CHECK', 'CHECK 1207', '', '1207'),
  line('bWireTcs', '2026-03-17', -1_875_000, 'DEBIT', 'WIRE OUT TITAN CRANE SERVICES', 'W-0317'),
  line('bFeeWire', '2026-03-17', -2_500, 'FEE', 'OUTGOING WIRE FEE'),
  line('bDepRiver2', '2026-03-17', 1_106_218, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bCk1208', '2026-03-19', -468_933, 'CHECK', 'CHECK 1208', '', '1208'),
  line('bCk1209', '2026-03-20', -712_064, 'CHECK', 'CHECK 1209', '', '1209'),
  line('bAchGcs2', '2026-03-20', -1_033_725, 'DIRECTDEBIT', 'GULF COAST STEEL', 'ACH DEBIT GCS-0320'),
  line('bPayroll', '2026-03-20', -243_696, 'DIRECTDEBIT', 'PAYROLL NET PAY BATCH', 'PAYROLL BUILDERS PPD'),
  line('bFeeAch2', '2026-03-20', -1_250, 'FEE', 'ACH BATCH FEE'),
  line('bDepSplit', '2026-03-20', 1_330_000, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT 3 ITEMS'),
  line('bCk1210', '2026-03-24', -276_500, 'CHECK', 'CHECK 1210', '', '1210'),
  line('bDepHarbor1', '2026-03-24', 976_030, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bTax', '2026-03-25', -78_790, 'DIRECTDEBIT', 'IRS USATAXPYMT', 'EFTPS FEDERAL TAX DEPOSIT'),
  line('bCk1211', '2026-03-26', -153_087, 'CHECK', 'CHECK 1211', '', '1211'),
  line('bDepLake3', '2026-03-26', 1_541_877, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bCk1212', '2026-03-27', -380_416, 'CHECK', 'CHECK 1212', '', '1212'),
  line('bAchApx2', '2026-03-27', -764_080, 'DIRECTDEBIT', 'APEX DRYWALL', 'ACH DEBIT APX-0327'),
  line('bCk1213', '2026-03-30', -61_209, 'CHECK', 'CHECK 1213', '', '1213'),
  line('bDepPine2', '2026-03-30', 823_344, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bXferIn', '2026-03-30', 600_000, 'XFER', 'ONLINE TRANSFER FROM SAVINGS XXXXXX7710'),
  line('bDepHarbor', '2026-03-31', 750_000, 'DEP', 'DEPOSIT', 'BRANCH DEPOSIT'),
  line('bInterest', '2026-03-31', 2_137, 'INT', 'INTEREST PAYMENT'),
  line('bFeePosPay', '2026-03-31', -5_725, 'FEE', 'POSITIVE PAY FEE'),
  line('bSvcChg', '2026-03-31', -3_500, 'SRVCHG', 'MONTHLY SERVICE CHARGE'),
];

/** The bank rule that turns the service-charge line into an entry. */
export const GOLDEN_RULE = {
  name: 'Monthly service charge',
  text_contains: 'SERVICE CHARGE',
  direction: 'out',
  account: '6050',
  memo: 'Bank service charge',
} as const;

/**
 * How the month clears. `how` is the step that makes the match:
 *   auto      — at import (same amount and check number);
 *   suggested — accept-suggestions on exactly these lines (one same-amount item in the date window);
 *   tie       — two equal candidates: never picked; matched by hand to the first receipt;
 *   split     — one deposit line ↔ three receipts (suggested as a 1:n candidate, matched by hand);
 *   manual    — by hand: the deposit the bank encoded wrong and corrected, and the fee lines of one entry;
 *   rule      — apply-rule on the service-charge line.
 */
export type TGoldenMatch = {
  how: 'auto' | 'suggested' | 'tie' | 'split' | 'manual' | 'rule';
  lines: string[];
  items: string[];
};

const pair = (how: TGoldenMatch['how'], l: string, i: string): TGoldenMatch => ({
  how,
  lines: [l],
  items: [i],
});

export const GOLDEN_MATCHES: readonly TGoldenMatch[] = [
  ...['1201', '1202', '1203', '1204', '1205', '1207', '1208', '1209', '1210', '1211', '1212', '1213'].map(
    (n) => pair('auto', `bCk${n}`, `ck${n}`),
  ),
  pair('suggested', 'bDepLake1', 'rcLake1'),
  pair('suggested', 'bAchPine', 'rcPineAch'),
  pair('suggested', 'bAchGcs1', 'achGcs1'),
  pair('suggested', 'bAchApx1', 'achApx1'),
  pair('suggested', 'bDepLake2', 'rcLake2'),
  pair('suggested', 'bXferOut', 'jeXferOut'),
  pair('suggested', 'bWireTcs', 'wireTcs'),
  pair('suggested', 'bDepRiver2', 'rcRiver2'),
  pair('suggested', 'bAchGcs2', 'achGcs2'),
  pair('suggested', 'bPayroll', 'payNet'),
  pair('suggested', 'bDepHarbor1', 'rcHarbor1'),
  pair('suggested', 'bTax', 'payTax'),
  pair('suggested', 'bDepLake3', 'rcLake3'),
  pair('suggested', 'bAchApx2', 'achApx2'),
  pair('suggested', 'bDepPine2', 'rcPine2'),
  pair('suggested', 'bXferIn', 'jeXferIn'),
  pair('suggested', 'bInterest', 'jeInterest'),
  pair('tie', 'bDepHarbor', 'rcHarborA'),
  { how: 'split', lines: ['bDepSplit'], items: ['rcSplitRiver', 'rcSplitLake', 'rcSplitPine'] },
  { how: 'manual', lines: ['bDepRiver1', 'bDepCorr'], items: ['rcRiver1'] },
  { how: 'manual', lines: ['bFeeAch1', 'bFeeWire', 'bFeeAch2', 'bFeePosPay'], items: ['jeFees'] },
  pair('rule', 'bSvcChg', 'ruleFee'),
];

/** Still out on March 31. */
export const GOLDEN_OUTSTANDING = ['ck1206', 'ck1214', 'ck1215'] as const;
export const GOLDEN_IN_TRANSIT = ['rcHarborB'] as const;

/**
 * The figures, worked out by hand in docs/reconciliation-golden.md (NOT computed from the lists above:
 * the test checks the lists against these too, so a wrong figure or a wrong list fails).
 */
export const GOLDEN_FIGURES = {
  bookItemCount: 40,
  statementLineCount: 38,
  matchCount: 34,
  /** Σ of the 38 lines. */
  statementNetCents: 5_647_341,
  /** E = 84,250.00 + 56,473.41. */
  endingBalanceCents: 14_072_341,
  beginningBalanceCents: 8_425_000,
  /** Book items cleared in the reconciliation: 14 deposits 174,356.21 and 22 payments 117,882.80. */
  clearedDeposits: { count: 14, totalCents: 17_435_621 },
  clearedPayments: { count: 22, totalCents: 11_788_280 },
  clearedCount: 36,
  depositsInTransitCents: 750_000,
  outstandingPaymentsCents: 992_432,
  /** E + 7,500.00 − 9,924.32. */
  adjustedBankBalanceCents: 13_829_909,
  /** 84,250.00 + Σ of the 40 book items (54,049.09). */
  bookBalanceCents: 13_829_909,
  bookItemsNetCents: 5_404_909,
  differenceCents: 0,
  /** Outstanding checks on the report: number, date, payee, amount (positive), age in days at 03-31. */
  outstanding: [
    {
      number: '1206',
      date: '2026-03-10',
      payee: 'Keystone Plumbing Supply',
      amountCents: 327_658,
      ageDays: 21,
    },
    { number: '1214', date: '2026-03-26', payee: 'Ready Mix Concrete', amountCents: 524_775, ageDays: 5 },
    { number: '1215', date: '2026-03-30', payee: 'City Rental Equipment', amountCents: 139_999, ageDays: 1 },
  ],
  inTransit: [{ date: '2026-03-31', payee: 'Harbor View Condos', amountCents: 750_000, ageDays: 0 }],
} as const;

export const goldenItem = (key: string): TGoldenItem => {
  const found = key === GOLDEN_APRIL_CHECK.key ? GOLDEN_APRIL_CHECK : GOLDEN_ITEMS.find((i) => i.key === key);
  if (!found) throw new Error(`no golden item ${key}`);
  return found;
};

export const goldenLine = (key: string): TGoldenLine => {
  const found = GOLDEN_LINES.find((l) => l.key === key);
  if (!found) throw new Error(`no golden line ${key}`);
  return found;
};
