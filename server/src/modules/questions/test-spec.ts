/**
 * A technical question's test cases beyond their schema (contracts/test-cases.ts): names every runner language takes,
 * arguments that match the parameters, values of the declared types, a bounded size; and what of them a caller who
 * may read only the prompt gets (the visible cases: examples).
 */
import { TEST_CASE_LIMITS } from '@contracts/limits';
import type { TestSpecDto, TestValueType } from '@contracts/test-cases';
import { invalidFields } from '../../lib/http-errors';

/** Words that cannot name a function or parameter in JavaScript, TypeScript or Python. */
const RESERVED = new Set([
  'and', 'as', 'assert', 'async', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'def', 'default', 'del',
  'delete', 'do', 'elif', 'else', 'enum', 'except', 'export', 'extends', 'False', 'false', 'finally', 'for', 'from', 'function', 'global',
  'if', 'implements', 'import', 'in', 'instanceof', 'interface', 'is', 'lambda', 'let', 'new', 'None', 'nonlocal', 'not', 'null', 'or',
  'package', 'pass', 'private', 'protected', 'public', 'raise', 'return', 'static', 'super', 'switch', 'this', 'throw', 'True', 'true',
  'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'arguments', 'eval', 'undefined', 'print', 'console',
]);

function isOfType(value: unknown, type: TestValueType): boolean {
  if (type.endsWith('[]')) {
    const inner = type.slice(0, -2) as TestValueType;
    return Array.isArray(value) && value.every((item) => isOfType(item, inner));
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

function nameProblem(name: string, what: string): string | null {
  return RESERVED.has(name) ? `${what} "${name}" is a reserved word in JavaScript or Python; choose another name.` : null;
}

/** The spec as stored, or a 400 naming every problem (`test_spec`), case by case, in the admin's numbering (from 1). */
export function checkedTestSpec(spec: TestSpecDto): TestSpecDto {
  const problems: string[] = [];
  const functionProblem = nameProblem(spec.function_name, 'The function name');
  if (functionProblem) problems.push(functionProblem);
  const names = new Set<string>();
  for (const parameter of spec.parameters) {
    const problem = nameProblem(parameter.name, 'The parameter name');
    if (problem) problems.push(problem);
    if (names.has(parameter.name)) problems.push(`Two parameters are named "${parameter.name}".`);
    names.add(parameter.name);
  }
  spec.cases.forEach((testCase, index) => {
    const label = `Case ${index + 1}`;
    if (testCase.input.length !== spec.parameters.length) {
      problems.push(`${label}: ${testCase.input.length} argument(s) given, ${spec.parameters.length} expected.`);
      return;
    }
    testCase.input.forEach((value, position) => {
      const parameter = spec.parameters[position];
      if (!isOfType(value, parameter.type)) problems.push(`${label}: ${parameter.name} must be ${parameter.type}.`);
    });
    if (!isOfType(testCase.expected, spec.return_type)) problems.push(`${label}: the expected value must be ${spec.return_type}.`);
  });
  if (spec.cases.length > 0 && spec.cases.every((testCase) => testCase.hidden)) problems.push('Show at least one case as an example.');
  if (Buffer.byteLength(JSON.stringify(spec)) > TEST_CASE_LIMITS.spec_bytes) {
    problems.push(`The test cases take more than ${TEST_CASE_LIMITS.spec_bytes / 1024} KB; shorten or remove some.`);
  }
  if (problems.length > 0) throw invalidFields({ test_spec: problems });
  return spec;
}

/** The function and its visible cases: what someone who may read only a question's prompt gets of its tests. */
export function visibleTestSpec(spec: TestSpecDto): TestSpecDto {
  return { ...spec, cases: spec.cases.filter((testCase) => !testCase.hidden) };
}
