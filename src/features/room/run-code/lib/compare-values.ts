import { isTestValueOf, type TestValueType } from '@/entities/question';

/**
 * Whether a returned value (parsed JSON) is the expected one of `type`: deep equality, arrays element by element,
 * and floats (also inside arrays) within `tolerance` when one is given. A value of another type never matches.
 */
export function matchesExpected(got: unknown, expected: unknown, type: TestValueType, tolerance: number | null): boolean {
  if (!isTestValueOf(got, type)) return false;
  if (type.endsWith('[]')) {
    const inner = type.slice(0, -2) as TestValueType;
    const gotItems = got as unknown[];
    const expectedItems = expected as unknown[];
    return gotItems.length === expectedItems.length && gotItems.every((item, index) => matchesExpected(item, expectedItems[index], inner, tolerance));
  }
  if (type === 'float' && tolerance !== null) return Math.abs((got as number) - (expected as number)) <= tolerance;
  return got === expected;
}
