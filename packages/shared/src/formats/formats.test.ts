import { describe, expect, it } from 'vitest';
import {
  COMPANY_ID_RE,
  COST_CODE_RE,
  CUSTOMER_NUMBER_RE,
  formatLongDateTime,
  JOB_NUMBER_RE,
} from './formats.ts';

describe('formats', () => {
  it('identifier patterns', () => {
    expect(CUSTOMER_NUMBER_RE.test('C-AB12')).toBe(true);
    expect(CUSTOMER_NUMBER_RE.test('C-ab12')).toBe(false);
    expect(JOB_NUMBER_RE.test('J-26-001')).toBe(true);
    expect(JOB_NUMBER_RE.test('J-26-1000')).toBe(true);
    expect(JOB_NUMBER_RE.test('J-26-01')).toBe(false);
    expect(COST_CODE_RE.test('03-1000')).toBe(true);
    expect(COMPANY_ID_RE.test('ACME-001')).toBe(true);
    expect(COMPANY_ID_RE.test('ACM-0001')).toBe(false);
  });
  it("long date 'at' time", () => {
    expect(formatLongDateTime(new Date(2026, 10, 21, 15, 4))).toBe('November 21, 2026 at 3:04 PM');
  });
});
