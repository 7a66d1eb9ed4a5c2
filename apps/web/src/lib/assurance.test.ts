import { describe, expect, it } from 'vitest';
import { needsSecondFactor, tokenAal } from './assurance';

const token = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('tokenAal', () => {
  it('reads the claim, defaulting to aal1 for missing claims and garbage', () => {
    expect(tokenAal(token({ aal: 'aal2', sub: 'ü-user' }))).toBe('aal2');
    expect(tokenAal(token({ sub: 'x' }))).toBe('aal1');
    expect(tokenAal('not-a-jwt')).toBe('aal1');
    expect(tokenAal('a.%%%.b')).toBe('aal1');
  });
});

describe('needsSecondFactor', () => {
  const verified = [{ status: 'verified' }];
  it('asks for a code only when a verified factor exists and the token is not aal2', () => {
    expect(needsSecondFactor(null)).toBe(false);
    expect(needsSecondFactor({ access_token: token({ aal: 'aal1' }), user: {} })).toBe(false);
    expect(
      needsSecondFactor({
        access_token: token({ aal: 'aal1' }),
        user: { factors: [{ status: 'unverified' }] },
      }),
    ).toBe(false);
    expect(needsSecondFactor({ access_token: token({ aal: 'aal1' }), user: { factors: verified } })).toBe(
      true,
    );
    expect(needsSecondFactor({ access_token: token({ aal: 'aal2' }), user: { factors: verified } })).toBe(
      false,
    );
  });
});
