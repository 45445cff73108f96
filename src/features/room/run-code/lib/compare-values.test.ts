import { matchesExpected } from './compare-values';

describe('matchesExpected', () => {
  it('compares scalars exactly, and a value of another type never matches', () => {
    expect(matchesExpected(3, 3, 'int', null)).toBe(true);
    expect(matchesExpected(3.5, 3, 'int', null)).toBe(false);
    expect(matchesExpected('3', 3, 'int', null)).toBe(false);
    expect(matchesExpected('abc', 'abc', 'string', null)).toBe(true);
    expect(matchesExpected(1, true, 'bool', null)).toBe(false);
    expect(matchesExpected(undefined, 0, 'int', null)).toBe(false);
  });

  it('compares arrays element by element, nested ones too', () => {
    expect(matchesExpected([0, 1], [0, 1], 'int[]', null)).toBe(true);
    expect(matchesExpected([1, 0], [0, 1], 'int[]', null)).toBe(false);
    expect(matchesExpected([0, 1, 2], [0, 1], 'int[]', null)).toBe(false);
    expect(matchesExpected([['a'], []], [['a'], []], 'string[][]', null)).toBe(true);
    expect(matchesExpected([['a'], ['b']], [['a'], []], 'string[][]', null)).toBe(false);
  });

  it('lets floats differ within the tolerance, also inside arrays, and exactly without one', () => {
    expect(matchesExpected(0.1 + 0.2, 0.3, 'float', null)).toBe(false);
    expect(matchesExpected(0.1 + 0.2, 0.3, 'float', 1e-9)).toBe(true);
    expect(matchesExpected(0.31, 0.3, 'float', 1e-3)).toBe(false);
    expect(matchesExpected([[1.0000001, 2]], [[1, 2]], 'float[][]', 1e-6)).toBe(true);
    expect(matchesExpected([[1.1, 2]], [[1, 2]], 'float[][]', 1e-6)).toBe(false);
  });
});
