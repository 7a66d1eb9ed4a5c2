import { CSV_TEMPLATE_ENTITIES, type TCsvTemplateEntity } from '@groundwork/shared';

/*
 * The product's own CSV templates (issue 24), one per entity: the columns a user fills when the
 * source is not QuickBooks (or to top up a QuickBooks import). The header row names the columns;
 * readers match header names without regard to case, spaces or punctuation and accept a few aliases,
 * so "invoice_number", "Invoice #" and "INVOICE NUMBER" all read. Required columns must be present
 * for a file to be recognised as the template.
 */

export type TTemplateColumn = {
  /** The header as the downloadable template writes it. */
  header: string;
  /** Other header spellings read as this column (compared through `headerKey`). */
  aliases?: readonly string[];
  required?: boolean;
};

export type TTemplateSpec = {
  entity: TCsvTemplateEntity;
  /** What one row is, for messages ("the account", "the invoice"). */
  rowLabel: string;
  columns: readonly TTemplateColumn[];
  /** Two example rows, in column order. */
  examples: readonly [readonly string[], readonly string[]];
};

/** A header cell's comparison key: lower case letters, digits and '#' only ("Tax ID" → "taxid"). */
export function headerKey(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9#]/g, '');
}

export const CSV_TEMPLATES: Readonly<Record<TCsvTemplateEntity, TTemplateSpec>> = {
  accounts: {
    entity: 'accounts',
    rowLabel: 'account',
    columns: [
      { header: 'Number', aliases: ['Account number', 'Account #', 'No'] },
      { header: 'Account', aliases: ['Account name', 'Name', 'Full name'], required: true },
      { header: 'Type', aliases: ['Account type'], required: true },
      { header: 'Subtype', aliases: ['Detail type', 'Sub type'] },
      { header: 'Description' },
      { header: 'Inactive' },
    ],
    examples: [
      ['1010', 'Operating Checking', 'asset', 'bank', 'Main operating account', 'no'],
      ['5010', 'Job Materials:Lumber', 'expense', 'cogs', 'Lumber bought for jobs', 'no'],
    ],
  },
  customers: {
    entity: 'customers',
    rowLabel: 'customer',
    columns: [
      { header: 'Customer', aliases: ['Customer name', 'Name', 'Display name'], required: true },
      { header: 'Company name', aliases: ['Company'] },
      { header: 'Email' },
      { header: 'Phone' },
      { header: 'Address', aliases: ['Billing address'] },
      { header: 'Terms' },
      { header: 'Inactive' },
    ],
    examples: [
      [
        'Acme Corp',
        'Acme Corporation',
        'ap@acme.example',
        '217-555-0100',
        '12 Main St, Springfield IL 62701',
        'Net 30',
        'no',
      ],
      ['José Núñez', '', 'jose@example.com', '', '4 Calle Señora, Tempe AZ 85281', 'Due on receipt', 'no'],
    ],
  },
  jobs: {
    entity: 'jobs',
    rowLabel: 'job',
    columns: [
      { header: 'Customer', aliases: ['Customer name'], required: true },
      { header: 'Job', aliases: ['Job name'], required: true },
      { header: 'Status', aliases: ['Job status'] },
      { header: 'Start date', aliases: ['Job start', 'Start'] },
      { header: 'End date', aliases: ['Job end', 'End', 'Projected end'] },
      { header: 'Inactive' },
    ],
    examples: [
      ['Acme Corp', 'Main St Remodel', 'In progress', '03/01/2026', '', 'no'],
      ['Acme Corp', 'Warehouse', 'Closed', '06/15/2025', '12/20/2025', 'yes'],
    ],
  },
  vendors: {
    entity: 'vendors',
    rowLabel: 'vendor',
    columns: [
      { header: 'Vendor', aliases: ['Vendor name', 'Name', 'Display name'], required: true },
      { header: 'Company name', aliases: ['Company', 'Print as'] },
      { header: 'Email' },
      { header: 'Phone' },
      { header: 'Address' },
      { header: 'Tax ID', aliases: ['EIN', 'Tax identifier', 'SSN/Tax ID'] },
      { header: '1099', aliases: ['Track 1099', 'Is 1099', '1099 vendor'] },
      { header: 'Terms' },
      { header: 'Inactive' },
    ],
    examples: [
      [
        'Ready Mix Supply',
        'Ready Mix Supply Co.',
        'ar@readymix.example',
        '217-555-0199',
        'PO Box 44, Decatur IL 62521',
        '36-1234567',
        'no',
        'Net 30',
        'no',
      ],
      [
        'Joe Framing',
        'Joseph Smith',
        'joe@framing.example',
        '',
        '88 Elm St, Decatur IL',
        '123-45-6789',
        'yes',
        'Net 15',
        'no',
      ],
    ],
  },
  open_invoices: {
    entity: 'open_invoices',
    rowLabel: 'invoice',
    columns: [
      {
        header: 'Invoice number',
        aliases: ['Invoice', 'Invoice #', 'Invoice no', 'Number', 'Num', 'No'],
        required: true,
      },
      { header: 'Date', aliases: ['Invoice date'], required: true },
      { header: 'Due date', aliases: ['Due'] },
      { header: 'Customer', aliases: ['Customer name'], required: true },
      { header: 'Job', aliases: ['Job name'] },
      { header: 'Class' },
      { header: 'Original amount', aliases: ['Amount', 'Invoice amount', 'Total'] },
      { header: 'Open balance', aliases: ['Open amount', 'Open', 'Balance due', 'Balance'], required: true },
      { header: 'Retainage held', aliases: ['Retainage', 'Retention', 'Retainage receivable'] },
      { header: 'Memo', aliases: ['Description'] },
    ],
    examples: [
      [
        '1043',
        '03/15/2026',
        '04/14/2026',
        'Acme Corp',
        'Main St Remodel',
        '',
        '12,500.00',
        '11,250.00',
        '1,250.00',
        'Pay application 3',
      ],
      ['1047', '03/28/2026', '04/27/2026', 'José Núñez', '', '', '2,000.00', '800.00', '0.00', ''],
    ],
  },
  open_bills: {
    entity: 'open_bills',
    rowLabel: 'bill',
    columns: [
      {
        header: 'Bill number',
        aliases: ['Bill', 'Bill #', 'Bill no', 'Ref no', 'Reference', 'Number', 'Num', 'No'],
        required: true,
      },
      { header: 'Date', aliases: ['Bill date'], required: true },
      { header: 'Due date', aliases: ['Due'] },
      { header: 'Vendor', aliases: ['Vendor name'], required: true },
      { header: 'Job', aliases: ['Customer:Job', 'Customer job'] },
      { header: 'Original amount', aliases: ['Amount', 'Bill amount', 'Total'] },
      { header: 'Open balance', aliases: ['Open amount', 'Open', 'Balance due', 'Balance'], required: true },
      { header: 'Retainage held', aliases: ['Retainage', 'Retention', 'Retainage payable'] },
      { header: 'Memo', aliases: ['Description'] },
    ],
    examples: [
      [
        'A-881',
        '03/10/2026',
        '04/09/2026',
        'Ready Mix Supply',
        'Acme Corp:Main St Remodel',
        '4,200.00',
        '4,200.00',
        '0.00',
        'Footings',
      ],
      [
        'JF-77',
        '03/20/2026',
        '04/04/2026',
        'Joe Framing',
        '',
        '8,000.00',
        '7,200.00',
        '800.00',
        'Framing, 10% held',
      ],
    ],
  },
  trial_balance: {
    entity: 'trial_balance',
    rowLabel: 'account',
    columns: [
      { header: 'Number', aliases: ['Account number', 'Account #', 'No'] },
      { header: 'Account', aliases: ['Account name', 'Name', 'Full name'], required: true },
      { header: 'Debit', aliases: ['Dr'], required: true },
      { header: 'Credit', aliases: ['Cr'], required: true },
    ],
    examples: [
      ['1010', 'Operating Checking', '45,210.37', ''],
      ['3100', "Owner's Capital", '', '45,210.37'],
    ],
  },
  bank_items: {
    entity: 'bank_items',
    rowLabel: 'item',
    columns: [
      { header: 'Bank account', aliases: ['Account', 'Bank'], required: true },
      { header: 'Date', required: true },
      { header: 'Type', aliases: ['Kind'], required: true },
      { header: 'Reference', aliases: ['Check number', 'Check #', 'Num', 'Number', 'Ref', 'No'] },
      { header: 'Payee', aliases: ['Name', 'Payee or payer', 'Description'] },
      { header: 'Amount', required: true },
    ],
    examples: [
      ['Operating Checking', '03/27/2026', 'check', '10452', 'Ready Mix Supply', '1,840.00'],
      ['Operating Checking', '03/31/2026', 'deposit', 'DEP-0331', 'Acme Corp', '5,000.00'],
    ],
  },
  job_cost: {
    entity: 'job_cost',
    rowLabel: 'cost line',
    columns: [
      { header: 'Job', aliases: ['Customer:Job', 'Job name'], required: true },
      { header: 'Cost code', aliases: ['Code', 'Phase'], required: true },
      { header: 'Category', aliases: ['Cost category', 'Cost type', 'Type'], required: true },
      { header: 'Amount', aliases: ['Cost', 'Job-to-date cost', 'Cost to date'], required: true },
    ],
    examples: [
      ['Acme Corp:Main St Remodel', '03-300', 'M', '18,450.00'],
      ['Acme Corp:Main St Remodel', '06-100', 'L', '9,120.50'],
    ],
  },
};

/** Every header key (the header and its aliases) → the column's template header. */
export function columnKeys(spec: TTemplateSpec): Map<string, string> {
  const keys = new Map<string, string>();
  for (const c of spec.columns)
    for (const name of [c.header, ...(c.aliases ?? [])]) {
      const key = headerKey(name);
      if (!keys.has(key)) keys.set(key, c.header);
    }
  return keys;
}

export type TTemplateMatch = {
  entity: TCsvTemplateEntity;
  /** Every non-blank header is one of the template's columns. */
  exact: boolean;
  /** How many of the template's columns the header names. */
  matched: number;
};

/**
 * Which template a header row is: every required column present; the best is the one naming the most
 * columns (the jobs template's Customer + Job beats the customers template's Customer). `exact` when no
 * header is foreign to it — a QuickBooks list export with extra columns is read as QuickBooks first.
 */
export function matchTemplateHeader(cells: readonly string[]): TTemplateMatch | null {
  const keys = cells.map(headerKey).filter((k) => k !== '');
  if (keys.length === 0) return null;
  let best: TTemplateMatch | null = null;
  for (const entity of CSV_TEMPLATE_ENTITIES) {
    const spec = CSV_TEMPLATES[entity];
    const byKey = columnKeys(spec);
    const named = new Set<string>();
    let foreign = 0;
    for (const k of keys) {
      const header = byKey.get(k);
      if (header) named.add(header);
      else foreign += 1;
    }
    if (!spec.columns.every((c) => !c.required || named.has(c.header))) continue;
    const match = { entity, exact: foreign === 0, matched: named.size };
    if (
      !best ||
      Number(match.exact) > Number(best.exact) ||
      (match.exact === best.exact && match.matched > best.matched)
    )
      best = match;
  }
  return best;
}
