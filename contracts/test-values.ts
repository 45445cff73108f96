/**
 * The rules of a technical question's test cases beyond their schema (contracts/test-cases.ts), for the server and
 * the SPA alike: import-free (the SPA takes them at run time without TypeBox). The server refuses a spec with any
 * problem (400 `errors.test_spec`, the messages in order); the question editor shows the same problems next to
 * the fields they are about before sending, and the room's tests read values with `isTestValueOf`.
 */
import { TEST_CASE_LIMITS } from './limits';

/** The value types a parameter or the return value may have: JSON-representable in every runner language. */
export const TEST_VALUE_TYPES = ['int', 'float', 'string', 'bool', 'int[]', 'float[]', 'string[]', 'bool[]', 'int[][]', 'float[][]', 'string[][]'] as const;
export type TestValueType = (typeof TEST_VALUE_TYPES)[number];

/** What the rules read of a spec: the wire's shape (snake_case), values still unknown. */
export interface TestSpecShape {
  function_name: string;
  parameters: ReadonlyArray<{ name: string; type: TestValueType }>;
  return_type: TestValueType;
  cases: ReadonlyArray<{ input: readonly unknown[]; expected: unknown; hidden: boolean }>;
}

/** Words that cannot name a function or parameter in JavaScript, TypeScript or Python. */
const RESERVED = new Set([
  'and', 'as', 'assert', 'async', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'def', 'default', 'del',
  'delete', 'do', 'elif', 'else', 'enum', 'except', 'export', 'extends', 'False', 'false', 'finally', 'for', 'from', 'function', 'global',
  'if', 'implements', 'import', 'in', 'instanceof', 'interface', 'is', 'lambda', 'let', 'new', 'None', 'nonlocal', 'not', 'null', 'or',
  'package', 'pass', 'private', 'protected', 'public', 'raise', 'return', 'static', 'super', 'switch', 'this', 'throw', 'True', 'true',
  'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'arguments', 'eval', 'undefined', 'print', 'console',
]);

/** Whether `value` (parsed JSON) is of `type`: ints are safe integers, floats finite numbers, strings bounded. */
export function isTestValueOf(value: unknown, type: TestValueType): boolean {
  if (type.endsWith('[]')) {
    const inner = type.slice(0, -2) as TestValueType;
    return Array.isArray(value) && value.every((item) => isTestValueOf(item, inner));
  }
  switch (type) {
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'float':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string' && value.length <= TEST_CASE_LIMITS.string_value && !value.includes('\0');
    case 'bool':
      return typeof value === 'boolean';
    default:
      return false;
  }
}

/** Where a problem is: the whole spec, the function's name, a parameter, or a case's argument or expected value. */
export type TestSpecProblemPlace =
  | { part: 'spec' }
  | { part: 'function' }
  | { part: 'parameter'; parameter: number }
  | { part: 'case'; case: number }
  | { part: 'argument'; case: number; parameter: number }
  | { part: 'expected'; case: number };

export interface TestSpecProblem {
  message: string;
  place: TestSpecProblemPlace;
}

function reservedName(name: string, what: string): string | null {
  return RESERVED.has(name) ? `${what} "${name}" is a reserved word in JavaScript or Python; choose another name.` : null;
}

/**
 * Every problem of `spec`, in the order the server lists them, cases named in the admin's numbering (from 1):
 * reserved or repeated names, a wrong number of arguments, a value not of its declared type, no example, too big.
 */
export function testSpecProblems(spec: TestSpecShape): TestSpecProblem[] {
  const problems: TestSpecProblem[] = [];
  const functionProblem = reservedName(spec.function_name, 'The function name');
  if (functionProblem) problems.push({ message: functionProblem, place: { part: 'function' } });
  const names = new Set<string>();
  spec.parameters.forEach((parameter, index) => {
    const problem = reservedName(parameter.name, 'The parameter name');
    if (problem) problems.push({ message: problem, place: { part: 'parameter', parameter: index } });
    if (names.has(parameter.name)) problems.push({ message: `Two parameters are named "${parameter.name}".`, place: { part: 'parameter', parameter: index } });
    names.add(parameter.name);
  });
  spec.cases.forEach((testCase, index) => {
    const label = `Case ${index + 1}`;
    if (testCase.input.length !== spec.parameters.length) {
      problems.push({ message: `${label}: ${testCase.input.length} argument(s) given, ${spec.parameters.length} expected.`, place: { part: 'case', case: index } });
      return;
    }
    testCase.input.forEach((value, position) => {
      const parameter = spec.parameters[position];
      if (!isTestValueOf(value, parameter.type)) {
        problems.push({ message: `${label}: ${parameter.name} must be ${parameter.type}.`, place: { part: 'argument', case: index, parameter: position } });
      }
    });
    if (!isTestValueOf(testCase.expected, spec.return_type)) {
      problems.push({ message: `${label}: the expected value must be ${spec.return_type}.`, place: { part: 'expected', case: index } });
    }
  });
  if (spec.cases.length > 0 && spec.cases.every((testCase) => testCase.hidden)) problems.push({ message: 'Show at least one case as an example.', place: { part: 'spec' } });
  if (new TextEncoder().encode(JSON.stringify(spec)).length > TEST_CASE_LIMITS.spec_bytes) {
    problems.push({ message: `The test cases take more than ${TEST_CASE_LIMITS.spec_bytes / 1024} KB; shorten or remove some.`, place: { part: 'spec' } });
  }
  return problems;
}
