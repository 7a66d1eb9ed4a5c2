import { describe, expect, it } from 'vitest';
import { normalizeCode } from '@/features/auth/components/mfa-code-step';
import { nextFactorName } from '../components/two-factor-card';

describe('authenticator codes and names', () => {
  it('keeps six digits of what is typed or pasted', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('12-34-56-78')).toBe('123456');
    expect(normalizeCode('abc')).toBe('');
  });

  it('names a new authenticator with the first free name', () => {
    expect(nextFactorName([])).toBe('Authenticator app');
    expect(nextFactorName(['Authenticator app'])).toBe('Authenticator app 2');
    expect(nextFactorName(['Authenticator app', 'Authenticator app 2', 'Phone'])).toBe('Authenticator app 3');
  });
});
