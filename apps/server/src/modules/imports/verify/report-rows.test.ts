import { describe, expect, it } from 'vitest';
import type { TImportSourceModel, TSourceOpenDocument } from '../model/source-model.ts';
import type { TChartAccount } from '../stages/accounts-plan.ts';
import { documentPartyName, partyRows, sourcePartyTotals } from './report-parties.ts';
import {
  accountLookup,
  sourceTrialBalance,
  trialBalanceRows,
  trialBalanceTotals,
} from './report-trial-balance.ts';

const ref = { fileName: 'f.csv', row: 1 };
const account = (id: string, number: string, name: string): TChartAccount => ({
  id,
  number,
  name,
  type: 'asset',
  systemKey: null,
  parentId: null,
  isActive: true,
  isCash: false,
});
const tb = (path: string, cents: number) => ({
  path,
  number: null,
  debitCents: cents > 0 ? cents : 0,
  creditCents: cents < 0 ? -cents : 0,
  ref,
});
const doc = (kind: 'invoice' | 'bill', partyName: string, openCents: number): TSourceOpenDocument => ({
  kind,
  number: '1',
  date: '2026-01-01',
  dueDate: null,
  partyName,
  jobFullName: null,
  className: null,
  openCents,
  retainageCents: 0,
  originalCents: null,
  memo: null,
  ref,
});

describe('trial balance rows', () => {
  const chart = [account('a', '1000', 'Cash'), account('b', '1100', 'AR'), account('c', '3000', 'Equity')];
  const lookup = accountLookup(
    new Map([
      ['Bank:Checking', 'a'],
      ['Bank:Savings', 'a'],
      ['Receivables', 'b'],
    ]),
  );

  it('sums the source rows mapped onto one account and sets the product beside them, number order', () => {
    const rows = trialBalanceRows(
      [tb('Bank : Checking', 1_000), tb('bank:savings', 500), tb('Receivables', 250), tb('Owner', -1_750)],
      chart,
      lookup,
      new Map([
        ['a', 1_500],
        ['b', 240],
        ['c', -1_740],
      ]),
    );
    expect(rows).toEqual([
      {
        account_number: '1000',
        account_name: 'Cash',
        source_path: 'Bank : Checking, bank:savings',
        source_cents: 1_500,
        imported_cents: 1_500,
        difference_cents: 0,
      },
      {
        account_number: '1100',
        account_name: 'AR',
        source_path: 'Receivables',
        source_cents: 250,
        imported_cents: 240,
        difference_cents: -10,
      },
      // An account with a balance and no source row, then the source row found nowhere.
      {
        account_number: '3000',
        account_name: 'Equity',
        source_path: null,
        source_cents: 0,
        imported_cents: -1_740,
        difference_cents: -1_740,
      },
      {
        account_number: '',
        account_name: 'Owner',
        source_path: 'Owner',
        source_cents: -1_750,
        imported_cents: 0,
        difference_cents: 1_750,
      },
    ]);
    expect(trialBalanceTotals(rows)).toEqual({
      source_debit_cents: 1_750,
      source_credit_cents: 1_750,
      imported_debit_cents: 1_740,
      imported_credit_cents: 1_740,
    });
  });

  it('reads a full history without a trial balance from the journal up to the cut-over', () => {
    const model = {
      accounts: [],
      trialBalance: null,
      transactions: [
        {
          type: 'GENERAL JOURNAL',
          date: '2026-01-05',
          docNumber: null,
          memo: null,
          cleared: null,
          ref,
          lines: [
            { accountPath: 'Checking', name: null, className: null, amountCents: 700, memo: null },
            { accountPath: 'Equity', name: null, className: null, amountCents: -700, memo: null },
          ],
        },
        {
          type: 'GENERAL JOURNAL',
          date: '2026-04-05',
          docNumber: null,
          memo: null,
          cleared: null,
          ref,
          lines: [
            { accountPath: 'Checking', name: null, className: null, amountCents: 5, memo: null },
            { accountPath: 'Equity', name: null, className: null, amountCents: -5, memo: null },
          ],
        },
      ],
    } as unknown as TImportSourceModel;
    const none = () => [];
    expect(sourceTrialBalance(model, '2026-03-31', true, none)).toEqual({
      rows: [
        { path: 'Checking', number: null, debitCents: 700, creditCents: 0, ref },
        { path: 'Equity', number: null, debitCents: 0, creditCents: 700, ref },
      ],
      fromJournal: true,
    });
    expect(sourceTrialBalance(model, '2026-03-31', false, none)).toEqual({ rows: [], fromJournal: false });
  });
});

describe('party rows', () => {
  it("takes the aging's totals when given, else the documents' open amounts per party (an invoice's customer before ':')", () => {
    expect(documentPartyName(doc('invoice', 'Acme Corp:Tower', 1))).toBe('Acme Corp');
    expect(documentPartyName(doc('bill', 'A:B Supply', 1))).toBe('A:B Supply');
    expect([
      ...sourcePartyTotals('customer', null, [doc('invoice', 'Acme:Tower', 100), doc('invoice', 'Acme', 50)]),
    ]).toEqual([['Acme', 150]]);
    expect([
      ...sourcePartyTotals('customer', { ' Acme ': 10, 'Acme:Tower': 5 }, [doc('invoice', 'Acme', 50)]),
    ]).toEqual([['Acme', 15]]);
    expect([...sourcePartyTotals('vendor', { 'A:B Supply': 3 }, [])]).toEqual([['A:B Supply', 3]]);
  });

  it('puts source names on the parties they resolve to, adds the product-only parties, keeps unknown names', () => {
    const ids = new Map([
      ['acme', 'c1'],
      ['acme corp', 'c1'],
    ]);
    const rows = partyRows(
      new Map([
        ['Acme', 100],
        ['ACME CORP', 20],
        ['Nobody', 5],
      ]),
      new Map([
        ['c1', { name: 'Acme Corp', cents: 120 }],
        ['c2', { name: 'Zed', cents: 7 }],
      ]),
      (name) => ids.get(name.toLowerCase()) ?? null,
    );
    expect(rows).toEqual([
      { name: 'Acme', source_cents: 120, imported_cents: 120, difference_cents: 0 },
      { name: 'Nobody', source_cents: 5, imported_cents: 0, difference_cents: -5 },
      { name: 'Zed', source_cents: 0, imported_cents: 7, difference_cents: 7 },
    ]);
  });
});
