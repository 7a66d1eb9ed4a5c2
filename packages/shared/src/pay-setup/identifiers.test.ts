import { describe, expect, it } from 'vitest';
import {
  formatSsn,
  maskAccount,
  maskSsn,
  routingProblem,
  ssnProblem,
  ZAccountNumber,
  ZSsn,
} from './identifiers.ts';

describe('routing numbers (ABA check digit, weights 3-7-1)', () => {
  it('accepts real routing numbers', () => {
    // 0·3+2·7+1·1+0·3+0·7+0·1+0·3+2·7 = 29 → (10 − 9) mod 10 = 1 ✓ (JPMorgan Chase, New York)
    expect(routingProblem('021000021')).toBeNull();
    // 0·3+1·7+1·1+0·3+0·7+0·1+0·3+1·7 = 15 → 5 ✓ (Federal Reserve Bank of Boston)
    expect(routingProblem('011000015')).toBeNull();
    // 1·3+2·7+1·1+0·3+0·7+0·1+3·3+5·7 = 62 → 8 ✓ (Bank of America, California)
    expect(routingProblem('121000358')).toBeNull();
  });

  it('refuses a wrong check digit by name, and anything but nine digits', () => {
    // 1·3+2·7+3·1+4·3+5·7+6·1+7·3+8·7 = 150 → 0, not 9
    expect(routingProblem('123456789')).toBe('Routing number 123456789 fails its check digit');
    expect(routingProblem('021000022')).toBe('Routing number 021000022 fails its check digit');
    expect(routingProblem('02100002')).toBe('Routing number must be 9 digits');
    expect(routingProblem('02100002a')).toBe('Routing number must be 9 digits');
  });
});

describe('social security numbers', () => {
  it('refuses numbers never issued, with the reason', () => {
    expect(ssnProblem('123-45-6789')).toBeNull();
    expect(ssnProblem('123 45 6789')).toBeNull();
    expect(ssnProblem('1234567890')).toBe('SSN must be 9 digits');
    for (const area of ['000', '666', '900', '999'])
      expect(ssnProblem(`${area}456789`)).toBe('SSN cannot start with 000, 666 or 9');
    expect(ssnProblem('123006789')).toBe('SSN middle digits cannot be 00');
    expect(ssnProblem('123450000')).toBe('SSN last four digits cannot be 0000');
  });

  it('keeps the digits, shows them masked or whole', () => {
    expect(ZSsn.parse(' 123-45-6789 ')).toBe('123456789');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(maskSsn('6789')).toBe('•••-••-6789');
    expect(maskSsn(null)).toBeNull();
    expect(maskAccount('1234')).toBe('•••• 1234');
    expect(ZAccountNumber.parse('0001-2345')).toBe('00012345');
    expect(ZAccountNumber.safeParse('123').success).toBe(false);
  });
});
