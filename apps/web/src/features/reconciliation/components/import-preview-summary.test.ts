import { describe, expect, it } from 'vitest';
import {
  accountHintWarning,
  balanceCheck,
  balanceCheckText,
  canImport,
  importButtonLabel,
  importResultText,
  periodText,
} from './import-preview-summary';

describe('the statement preview summary', () => {
  it('compares the file’s closing balance with the one its lines make', () => {
    expect(balanceCheck({ closing_balance_cents: 100_000, computed_closing_cents: 100_000 })).toEqual({
      state: 'agrees',
    });
    expect(balanceCheck({ closing_balance_cents: 100_000, computed_closing_cents: 98_750 })).toEqual({
      state: 'differs',
      differenceCents: 1250,
    });
    expect(balanceCheck({ closing_balance_cents: null, computed_closing_cents: 98_750 })).toEqual({
      state: 'unknown',
    });
    expect(balanceCheckText({ state: 'differs', differenceCents: -1250 })).toContain('differ by $12.50');
  });

  it('writes the period', () => {
    expect(periodText('2026-03-01', '2026-03-31')).toBe('2026-03-01 – 2026-03-31');
    expect(periodText('2026-03-01', '2026-03-01')).toBe('2026-03-01');
    expect(periodText(null, null)).toBe('—');
  });

  it('refuses to import while the file has errors', () => {
    expect(canImport({ error_count: 1, line_count: 10 })).toBe(false);
    expect(canImport({ error_count: 0, line_count: 0 })).toBe(false);
    expect(canImport({ error_count: 0, line_count: 10 })).toBe(true);
    expect(importButtonLabel({ error_count: 2, new_count: 8 })).toBe('Fix the errors to import');
    expect(importButtonLabel({ error_count: 0, new_count: 0 })).toBe('Import (nothing new)');
    expect(importButtonLabel({ error_count: 0, new_count: 1 })).toBe('Import 1 new line');
    expect(importButtonLabel({ error_count: 0, new_count: 12 })).toBe('Import 12 new lines');
  });

  it('says what the import did', () => {
    expect(importResultText({ new_count: 12, duplicate_count: 3, matched_count: 9 })).toBe(
      '12 new, 3 already imported, 9 matched automatically',
    );
  });

  it('warns when the file names another account', () => {
    expect(accountHintWarning('XXXX4321', '1234')).toContain('ends in 1234');
    expect(accountHintWarning('000123451234', '1234')).toBeNull();
    expect(accountHintWarning(null, '1234')).toBeNull();
    expect(accountHintWarning('4321', null)).toBeNull();
  });
});
