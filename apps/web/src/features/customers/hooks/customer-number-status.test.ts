import { describe, expect, it } from 'vitest';
import { CUSTOMER_NUMBER_STATUS_TEXT, customerNumberStatus } from './customer-number-status';

const settled = (available: boolean | undefined) => ({ isFetching: false, isError: false, available });

describe('customer number check states (spec §4)', () => {
  it('is idle when empty and invalid when not C-XXXX', () => {
    expect(customerNumberStatus({ number: '', debounced: '', check: settled(undefined) })).toBe('idle');
    expect(customerNumberStatus({ number: 'C-12', debounced: 'C-12', check: settled(undefined) })).toBe(
      'invalid',
    );
    expect(CUSTOMER_NUMBER_STATUS_TEXT.invalid).toBe('Must be format C-XXXX');
  });

  it('is checking until typing has paused and the server has answered', () => {
    expect(customerNumberStatus({ number: 'C-0001', debounced: 'C-000', check: settled(undefined) })).toBe(
      'checking',
    );
    expect(
      customerNumberStatus({
        number: 'C-0001',
        debounced: 'C-0001',
        check: { isFetching: true, isError: false, available: true },
      }),
    ).toBe('checking');
    expect(CUSTOMER_NUMBER_STATUS_TEXT.checking).toBe('Checking availability...');
  });

  it('reports the answer', () => {
    expect(customerNumberStatus({ number: 'C-0001', debounced: 'C-0001', check: settled(true) })).toBe(
      'available',
    );
    expect(customerNumberStatus({ number: 'C-0001', debounced: 'C-0001', check: settled(false) })).toBe(
      'taken',
    );
    expect(CUSTOMER_NUMBER_STATUS_TEXT.available).toBe('Customer ID is available');
    expect(CUSTOMER_NUMBER_STATUS_TEXT.taken).toBe('Customer ID already exists');
  });
});
