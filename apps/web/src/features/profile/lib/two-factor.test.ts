import { describe, expect, it } from 'vitest';
import { normalizeCode } from '@/features/auth/components/mfa-code-step';
import { qrImageSrc } from '../api/use-factors';
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

describe('qrImageSrc', () => {
  it('percent-encodes the SVG markup supabase-js passes unescaped', () => {
    const src = qrImageSrc('data:image/svg+xml;utf-8,<svg fill="#000"><path d="M0 0"/></svg>');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(src).not.toContain('#');
    expect(decodeURIComponent(src.split(',')[1] ?? '')).toBe('<svg fill="#000"><path d="M0 0"/></svg>');
  });
  it('leaves other sources alone', () => {
    expect(qrImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
