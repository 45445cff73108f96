import type { TestCase, TestSpec } from '../model/types';

/** `twoSum(nums: int[], target: int) → int[]`: the function a coding question asks for. */
export function signatureText(spec: Pick<TestSpec, 'functionName' | 'parameters' | 'returnType'>): string {
  return `${spec.functionName}(${spec.parameters.map((parameter) => `${parameter.name}: ${parameter.type}`).join(', ')}) → ${spec.returnType}`;
}

/** A case as a call and its result: `twoSum([2,7], 9) → [0,1]`. */
export function exampleText(spec: Pick<TestSpec, 'functionName'>, testCase: TestCase): string {
  return `${spec.functionName}(${testCase.input.map((value) => JSON.stringify(value)).join(', ')}) → ${JSON.stringify(testCase.expected)}`;
}
