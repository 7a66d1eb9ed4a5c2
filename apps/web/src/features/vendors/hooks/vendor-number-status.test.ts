import { describe, expect, it } from 'vitest';
import { VENDOR_NUMBER_STATUS_TEXT, vendorNumberStatus } from './vendor-number-status';

const settled = (available: boolean | undefined) => ({ isFetching: false, isError: false, available });

describe('vendor number check states', () => {
  it('is idle when empty and invalid when not V-XXXX', () => {
    expect(vendorNumberStatus({ number: '', debounced: '', check: settled(undefined) })).toBe('idle');
    expect(vendorNumberStatus({ number: 'V-12', debounced: 'V-12', check: settled(undefined) })).toBe(
      'invalid',
    );
    expect(vendorNumberStatus({ number: 'C-1234', debounced: 'C-1234', check: settled(true) })).toBe(
      'invalid',
    );
    expect(VENDOR_NUMBER_STATUS_TEXT.invalid).toBe('Must be format V-XXXX');
  });

  it('is checking until typing has paused and the server has answered', () => {
    expect(vendorNumberStatus({ number: 'V-0001', debounced: 'V-000', check: settled(undefined) })).toBe(
      'checking',
    );
    expect(
      vendorNumberStatus({
        number: 'V-0001',
        debounced: 'V-0001',
        check: { isFetching: true, isError: false, available: true },
      }),
    ).toBe('checking');
    expect(VENDOR_NUMBER_STATUS_TEXT.checking).toBe('Checking availability...');
  });

  it('reports the answer, or that it could not ask', () => {
    expect(vendorNumberStatus({ number: 'V-0001', debounced: 'V-0001', check: settled(true) })).toBe(
      'available',
    );
    expect(vendorNumberStatus({ number: 'V-0001', debounced: 'V-0001', check: settled(false) })).toBe(
      'taken',
    );
    expect(
      vendorNumberStatus({
        number: 'V-0001',
        debounced: 'V-0001',
        check: { isFetching: false, isError: true, available: undefined },
      }),
    ).toBe('error');
    expect(VENDOR_NUMBER_STATUS_TEXT.available).toBe('Vendor ID is available');
    expect(VENDOR_NUMBER_STATUS_TEXT.taken).toBe('Vendor ID already exists');
  });
});
