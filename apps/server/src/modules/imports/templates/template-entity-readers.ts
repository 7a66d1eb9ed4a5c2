import {
  GL_ACCOUNT_TYPES,
  IMPORT_ACCOUNT_SUBTYPES,
  mapAccountType,
  SUBTYPE_ACCOUNT_TYPE,
  type TAccountType,
  type TCsvTemplateEntity,
  type TImportAccountSubtype,
} from '@groundwork/shared';
import type { TSourceRef } from '../model/source-model.ts';
import { formatSourceCents } from '../sources/source-text.ts';
import type { TEntityReader, TRowReader } from './template-row-reader.ts';

/*
 * Each template's rows into the model's shapes: accounts (the five types, or Online / IIF type names),
 * customers (a `Customer:Job` name is a job), jobs, vendors (1099, tax id), open invoices and bills
 * (an open credit is refused: it is no opening document), trial-balance rows, bank items (check or
 * deposit, positive amounts), job-to-date cost.
 */

const FIVE_TYPES: Readonly<Record<string, TAccountType>> = {
  asset: 'asset',
  assets: 'asset',
  liability: 'liability',
  liabilities: 'liability',
  equity: 'equity',
  revenue: 'revenue',
  income: 'revenue',
  expense: 'expense',
  expenses: 'expense',
};

const SUBTYPE_CONTROL: Partial<Record<TImportAccountSubtype, string>> = {
  ar: 'accounts_receivable',
  ap: 'accounts_payable',
};

function subtypeOf(text: string): TImportAccountSubtype | null {
  const key = text
    .toLowerCase()
    .trim()
    .replace(/[\s/-]+/g, '_');
  return (IMPORT_ACCOUNT_SUBTYPES as readonly string[]).includes(key) ? (key as TImportAccountSubtype) : null;
}

const readAccount: TEntityReader = (r, ref, model, fail) => {
  const path = r.name('Account');
  if (path === null) r.required('Account');
  const typeText = r.required('Type');
  const subtypeText = r.text('Subtype');
  const inactive = r.flag('Inactive');
  if (path === null || typeText === null) return;
  // The five types as the template asks; QuickBooks Online or IIF type names are read too.
  const five = FIVE_TYPES[typeText.toLowerCase()];
  let typeSource: 'csv' | 'qbo' | 'iif' = 'csv';
  let controlHint: string | null = null;
  let detailType: string | null = subtypeText === '' ? null : subtypeText;
  if (five) {
    if (subtypeText !== '') {
      const subtype = subtypeOf(subtypeText);
      if (subtype === null || SUBTYPE_ACCOUNT_TYPE[subtype] !== five) {
        const allowed = IMPORT_ACCOUNT_SUBTYPES.filter((s) => SUBTYPE_ACCOUNT_TYPE[s] === five);
        return fail(`subtype '${subtypeText}' is not one of ${allowed.join(', ')} (for ${five})`);
      }
      detailType = subtype;
      controlHint = SUBTYPE_CONTROL[subtype] ?? null;
    }
  } else {
    const qbo = mapAccountType({ source: 'qbo', type: typeText, detail_type: detailType });
    const iif = mapAccountType({ source: 'iif', type: typeText });
    if (qbo.kind !== 'unknown') {
      typeSource = 'qbo';
      controlHint = qbo.kind === 'posting' ? qbo.control : null;
    } else if (iif.kind !== 'unknown') {
      typeSource = 'iif';
      controlHint = iif.kind === 'posting' ? iif.control : null;
    } else return fail(`account type '${typeText}' is not one of ${GL_ACCOUNT_TYPES.join(', ')}`);
  }
  if (!r.ok) return;
  model.accounts.push({
    path,
    number: r.text('Number') || null,
    sourceType: five ?? typeText,
    detailType,
    typeSource,
    description: r.text('Description') || null,
    inactive: inactive ?? false,
    balanceCents: null,
    controlHint,
    ref,
  });
};

function party(r: TRowReader, kind: 'customer' | 'vendor', name: string, ref: TSourceRef) {
  const address = r.text('Address');
  return {
    kind,
    name,
    companyName: r.text('Company name') || null,
    email: r.text('Email') || null,
    phone: r.text('Phone') || null,
    addressLines:
      address === ''
        ? []
        : address
            .split(/\r\n|\r|\n/)
            .map((l) => l.trim())
            .filter(Boolean),
    taxId: kind === 'vendor' ? r.text('Tax ID') || null : null,
    is1099: kind === 'vendor' ? (r.flag('1099') ?? false) : false,
    terms: r.text('Terms') || null,
    inactive: r.flag('Inactive') ?? false,
    balanceCents: null,
    ref,
  } as const;
}

const readCustomer: TEntityReader = (r, ref, model) => {
  const name = r.name('Customer');
  if (name === null) {
    r.required('Customer');
    return;
  }
  const segments = name.split(':');
  const record = party(r, 'customer', name, ref);
  if (!r.ok) return;
  // `Customer:Job` in the customers list (as QuickBooks Online writes sub-customers): a job.
  if (segments.length > 1)
    model.jobs.push({
      customerName: segments[0] ?? name,
      name: segments[segments.length - 1] ?? name,
      fullName: name,
      status: null,
      startDate: null,
      endDate: null,
      inactive: record.inactive,
      ref,
    });
  else model.customers.push({ ...record, addressLines: [...record.addressLines] });
};

const readVendor: TEntityReader = (r, ref, model) => {
  const name = r.text('Vendor');
  if (name === '') {
    r.required('Vendor');
    return;
  }
  const record = party(r, 'vendor', name, ref);
  if (r.ok) model.vendors.push({ ...record, addressLines: [...record.addressLines] });
};

const readJob: TEntityReader = (r, ref, model) => {
  const customer = r.name('Customer');
  const job = r.name('Job');
  if (customer === null) r.required('Customer');
  if (job === null) r.required('Job');
  const status = r.text('Status') || null;
  const startDate = r.date('Start date');
  const endDate = r.date('End date');
  const inactive = r.flag('Inactive');
  if (customer === null || job === null || !r.ok) return;
  // A job written whole ('Acme Corp:Main St') under its customer is not doubled.
  const fullName = job.toLowerCase().startsWith(`${customer.toLowerCase()}:`) ? job : `${customer}:${job}`;
  const segments = fullName.split(':');
  model.jobs.push({
    customerName: segments[0] ?? customer,
    name: segments[segments.length - 1] ?? job,
    fullName,
    status,
    startDate,
    endDate,
    inactive: inactive ?? false,
    ref,
  });
};

function readDocument(kind: 'invoice' | 'bill'): TEntityReader {
  const numberColumn = kind === 'invoice' ? 'Invoice number' : 'Bill number';
  const partyColumn = kind === 'invoice' ? 'Customer' : 'Vendor';
  return (r, ref, model, fail) => {
    const number = r.required(numberColumn);
    const date = r.date('Date', true);
    const dueDate = r.date('Due date');
    const partyName = kind === 'invoice' ? r.name(partyColumn) : r.text(partyColumn) || null;
    if (partyName === null) r.required(partyColumn);
    const job = r.name('Job');
    const originalCents = r.amount('Original amount');
    const openCents = r.amount('Open balance', true);
    const retainageCents = r.amount('Retainage held') ?? 0;
    if (!r.ok || number === null || date === null || partyName === null || openCents === null) return;
    const label = `${kind === 'invoice' ? 'Invoice' : 'Bill'} ${number}`;
    if (openCents < 0)
      return fail(
        `${label} has a negative open balance (${formatSourceCents(openCents)}): an open credit is not an opening ${kind}; apply it before the cut-over or enter it after the import`,
      );
    if (retainageCents < 0)
      return fail(`${label} has negative retainage held (${formatSourceCents(retainageCents)})`);
    if (openCents === 0 && retainageCents === 0) return; // paid: nothing is open
    let jobFullName: string | null = null;
    if (job !== null) {
      if (kind === 'bill' || job.toLowerCase().startsWith(`${partyName.toLowerCase()}:`)) jobFullName = job;
      else jobFullName = `${partyName}:${job}`;
    }
    (kind === 'invoice' ? model.openInvoices : model.openBills).push({
      kind,
      number,
      date,
      dueDate,
      partyName,
      jobFullName,
      className: kind === 'invoice' ? r.text('Class') || null : null,
      openCents,
      retainageCents,
      originalCents,
      memo: r.text('Memo') || null,
      ref,
    });
  };
}

const readTrialBalanceRow: TEntityReader = (r, ref, model) => {
  const path = r.name('Account');
  const debit = r.amount('Debit');
  const credit = r.amount('Credit');
  if (path === null) {
    if (debit !== null || credit !== null) r.required('Account');
    return;
  }
  if (/^total\b/i.test(path) || (debit === null && credit === null) || !r.ok) return;
  // Negative amounts (a credit written as a negative debit) net to one side.
  const net = (debit ?? 0) - (credit ?? 0);
  const plain = (debit ?? 0) >= 0 && (credit ?? 0) >= 0;
  model.trialBalance ??= { asOf: null, rows: [] };
  model.trialBalance.rows.push({
    path,
    number: r.text('Number') || null,
    debitCents: plain ? (debit ?? 0) : Math.max(net, 0),
    creditCents: plain ? (credit ?? 0) : Math.max(-net, 0),
    ref,
  });
};

const CHECK_WORDS = /^(check|cheque|chk|ck|payment|withdrawal|debit|outstanding check)$/i;
const DEPOSIT_WORDS = /^(deposit|dep|credit|deposit in transit)$/i;

const readBankItem: TEntityReader = (r, ref, model, fail) => {
  const accountPath = r.name('Bank account');
  if (accountPath === null) r.required('Bank account');
  const date = r.date('Date', true);
  const typeText = r.required('Type');
  const amount = r.amount('Amount', true);
  if (accountPath === null || date === null || typeText === null || amount === null || !r.ok) return;
  const kind = CHECK_WORDS.test(typeText) ? 'check' : DEPOSIT_WORDS.test(typeText) ? 'deposit' : null;
  if (kind === null) return fail(`Type '${typeText}' is not check or deposit`);
  if (amount === 0) return fail('the amount is zero');
  model.bankItems.push({
    accountPath,
    date,
    kind,
    reference: r.text('Reference'),
    payee: r.text('Payee'),
    amountCents: Math.abs(amount),
    ref,
  });
};

const readJobCost: TEntityReader = (r, ref, model) => {
  const job = r.name('Job');
  if (job === null) r.required('Job');
  const costCode = r.required('Cost code');
  const category = r.required('Category');
  const amount = r.amount('Amount', true);
  if (job === null || costCode === null || category === null || amount === null || !r.ok) return;
  model.jobCost.push({ jobFullName: job, costCode, category, amountCents: amount, ref });
};

export const ENTITY_READERS: Readonly<Record<TCsvTemplateEntity, TEntityReader>> = {
  accounts: readAccount,
  customers: readCustomer,
  jobs: readJob,
  vendors: readVendor,
  open_invoices: readDocument('invoice'),
  open_bills: readDocument('bill'),
  trial_balance: readTrialBalanceRow,
  bank_items: readBankItem,
  job_cost: readJobCost,
};
