import { starterCode } from './starter-code';

const twoSum = {
  functionName: 'twoSum',
  parameters: [
    { name: 'nums', type: 'int[]' as const },
    { name: 'target', type: 'int' as const },
  ],
  returnType: 'int[]' as const,
};

describe('starterCode', () => {
  it('writes a JavaScript function with its types in JSDoc', () => {
    expect(starterCode(twoSum, 'javascript')).toBe(
      '/**\n * @param {number[]} nums\n * @param {number} target\n * @returns {number[]}\n */\nfunction twoSum(nums, target) {\n  // Your code here\n}\n',
    );
  });

  it('writes a TypeScript function with typed parameters and return type', () => {
    expect(starterCode(twoSum, 'typescript')).toBe('function twoSum(nums: number[], target: number): number[] {\n  // Your code here\n}\n');
  });

  it('writes a Python function with type hints, nested lists included', () => {
    const grid = { functionName: 'paths', parameters: [{ name: 'grid', type: 'string[][]' as const }, { name: 'wrap', type: 'bool' as const }], returnType: 'float' as const };
    expect(starterCode(grid, 'python')).toBe('def paths(grid: list[list[str]], wrap: bool) -> float:\n    # Your code here\n    pass\n');
    expect(starterCode(grid, 'typescript')).toBe('function paths(grid: string[][], wrap: boolean): number {\n  // Your code here\n}\n');
  });

  it('writes a function without parameters', () => {
    const answer = { functionName: 'answer', parameters: [], returnType: 'int' as const };
    expect(starterCode(answer, 'javascript')).toBe('/**\n * @returns {number}\n */\nfunction answer() {\n  // Your code here\n}\n');
    expect(starterCode(answer, 'python')).toBe('def answer() -> int:\n    # Your code here\n    pass\n');
  });
});
