import { describe, expect, it } from 'vitest';
import { presetRange, priorFiscalYearEnd, resolvePeriod, sameDateLastYear } from './statement-dates';
import {
  accountLinesHref,
  generalLedgerHref,
  profitAndLossHref,
  sourceDocumentHref,
} from './statement-links';

describe('statement periods', () => {
  const today = '2026-05-14';
  it('calendar fiscal year presets', () => {
    expect(presetRange('this_month', today, '12-31')).toEqual({ from: '2026-05-01', to: '2026-05-14' });
    expect(presetRange('last_month', today, '12-31')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetRange('this_quarter', today, '12-31')).toEqual({ from: '2026-04-01', to: '2026-05-14' });
    expect(presetRange('last_quarter', today, '12-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('year_to_date', today, null)).toEqual({ from: '2026-01-01', to: '2026-05-14' });
    expect(presetRange('last_year', today, null)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('a fiscal year ending 06-30: quarters and years follow it', () => {
    expect(presetRange('year_to_date', today, '06-30')).toEqual({ from: '2025-07-01', to: '2026-05-14' });
    expect(presetRange('this_quarter', today, '06-30')).toEqual({ from: '2026-04-01', to: '2026-05-14' });
    expect(presetRange('last_quarter', '2026-08-10', '06-30')).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(presetRange('last_year', today, '06-30')).toEqual({ from: '2024-07-01', to: '2025-06-30' });
    expect(priorFiscalYearEnd(today, '06-30')).toBe('2025-06-30');
  });

  it('custom dates, each falling back to the year to date', () => {
    expect(resolvePeriod({ preset: 'custom', from: '2026-02-01', to: '' }, today, null)).toEqual({
      from: '2026-02-01',
      to: '2026-05-14',
    });
    expect(sameDateLastYear('2024-02-29')).toBe('2023-02-28');
  });
});

describe('drill-down links', () => {
  it('an account between two dates, the general ledger, the profit and loss', () => {
    expect(accountLinesHref('a1', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      '/chart-of-accounts/a1?from=2026-01-01&to=2026-03-31',
    );
    expect(accountLinesHref('a1', { to: '2026-03-31' })).toBe('/chart-of-accounts/a1?to=2026-03-31');
    expect(
      generalLedgerHref({ account_from: '4000', account_to: '6400', from: '2026-01-01', to: '2026-01-31' }),
    ).toBe(
      '/reports/general-ledger?account_from=4000&account_to=6400&from=2026-01-01&to=2026-01-31&preset=custom',
    );
    expect(profitAndLossHref({ from: '2026-01-01', to: '2026-03-31' })).toBe(
      '/reports/profit-and-loss?from=2026-01-01&to=2026-03-31&preset=custom',
    );
  });

  it('a source document by source type', () => {
    expect(sourceDocumentHref('ap_invoice', 'x')?.href).toBe('/invoices/x');
    expect(sourceDocumentHref('ar_invoice', 'y')?.href).toBe('/billing/applications/y');
    expect(sourceDocumentHref('retainage_release', 'y', 'customer')?.href).toBe('/billing/applications/y');
    expect(sourceDocumentHref('retainage_release', 'y', 'vendor')?.href).toBe('/invoices/retainage');
    expect(sourceDocumentHref('retainage_release', 'y')).toBeNull();
    expect(sourceDocumentHref('manual', null)).toBeNull();
  });
});
