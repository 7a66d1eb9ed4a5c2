import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './split.ts';

describe('splitByLargestRemainder', () => {
  it('worked examples', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(1000, [50, 30, 20])).toEqual([500, 300, 200]);
    expect(splitByLargestRemainder(1, [1, 1])).toEqual([1, 0]);
    expect(splitByLargestRemainder(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitByLargestRemainder(10, [0, 3])).toEqual([0, 10]);
  });

  it('the parts always sum to the total and each is within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc
          .array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 50 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = splitByLargestRemainder(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((p, i) => {
            const exact = (total * (weights[i] ?? 0)) / sum;
            expect(Math.abs(p - exact)).toBeLessThan(1 + 1e-6 * Math.abs(exact));
          });
        },
      ),
    );
  });

  it('refuses what cannot be split', () => {
    expect(() => splitByLargestRemainder(10, [])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(10, [0, 0])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1.5, [1])).toThrow(RangeError);
  });
});
