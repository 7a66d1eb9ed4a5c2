import { describe, expect, it } from 'vitest';
import { marginAxis } from './profit-fade-chart';

describe('marginAxis', () => {
  it('keeps 0 in range with round steps and room for the labels', () => {
    expect(marginAxis([12.5, 15.47, 16.31, 11.78]).ticks).toEqual([0, 5, 10, 15, 20]);
    expect(marginAxis([20, 0, 20]).ticks).toEqual([0, 5, 10, 15, 20, 25]);
    expect(marginAxis([-10, 5]).ticks).toEqual([-15, -10, -5, 0, 5, 10]);
    expect(marginAxis([]).ticks).toEqual([0, 5]);
    expect(marginAxis([-60, 40]).ticks).toEqual([-80, -60, -40, -20, 0, 20, 40, 60]);
  });
});
