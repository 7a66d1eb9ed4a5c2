import { describe, expect, it } from 'vitest';
import { dateInputValue, formatJobDate } from '@/features/jobs/components/job-dates';
import { centsFromText, textFromCents } from './money-text';
import { pageRangeText } from './page-range';

describe('money input text', () => {
  it('reads exact cents, null for empty and NaN for anything else', () => {
    expect(centsFromText('12500.5')).toBe(1_250_050);
    expect(centsFromText('$1,234.56')).toBe(123_456);
    expect(centsFromText('  ')).toBeNull();
    expect(centsFromText('12.345')).toBeNaN();
    expect(centsFromText('-5')).toBeNaN();
  });

  it('shows cents formatted or plain', () => {
    expect(textFromCents(1_250_050, true)).toBe('$12,500.50');
    expect(textFromCents(1_250_050, false)).toBe('12500.50');
    expect(textFromCents(null, true)).toBe('');
    expect(textFromCents(Number.NaN, true)).toBe('');
  });

  it('survives the round trip through the formatted text', () => {
    expect(centsFromText(textFromCents(987_654_321, true))).toBe(987_654_321);
  });
});

describe('job dates', () => {
  it('formats a calendar date without a time zone shift', () => {
    expect(formatJobDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatJobDate(null)).toBe('');
    expect(dateInputValue('2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
    expect(dateInputValue(null)).toBe('');
  });
});

describe('list paging text', () => {
  it('shows the range with an en dash', () => {
    expect(pageRangeText(1, 20, 57)).toBe('Showing 1–20 of 57');
    expect(pageRangeText(3, 20, 57)).toBe('Showing 41–57 of 57');
    expect(pageRangeText(1, 20, 0)).toBe('Showing 0 of 0');
  });
});
