import { TEST_CASE_LIMITS } from '@contracts/limits';
import { TEST_VALUE_TYPES, testSpecProblems, type TestSpecProblem } from '@contracts/test-values';
import type { TestCase, TestSpec, TestSpecDto, TestValueType } from '../model/types';

export function mapTestSpec(dto: TestSpecDto): TestSpec {
  return {
    functionName: dto.function_name,
    parameters: dto.parameters.map((parameter) => ({ name: parameter.name, type: parameter.type })),
    returnType: dto.return_type,
    floatTolerance: dto.float_tolerance ?? null,
    cases: dto.cases.map((testCase) => ({ input: testCase.input, expected: testCase.expected, hidden: testCase.hidden, timeLimitMs: testCase.time_limit_ms ?? null })),
  };
}

export function mapTestSpecToDto(spec: TestSpec): TestSpecDto {
  return {
    function_name: spec.functionName,
    parameters: spec.parameters.map((parameter) => ({ name: parameter.name, type: parameter.type })),
    return_type: spec.returnType,
    ...(spec.floatTolerance === null ? {} : { float_tolerance: spec.floatTolerance }),
    cases: spec.cases.map((testCase) => ({
      input: testCase.input,
      expected: testCase.expected,
      hidden: testCase.hidden,
      ...(testCase.timeLimitMs === null ? {} : { time_limit_ms: testCase.timeLimitMs }),
    })),
  };
}

/** The server's rules for test cases (contracts/test-values.ts), with the messages its 400 would give, each with its place. */
export function testSpecProblemsOf(spec: TestSpec): TestSpecProblem[] {
  return testSpecProblems(mapTestSpecToDto(spec));
}

/** How long a case may run: its own limit, or the default. */
export function caseTimeLimitMs(testCase: TestCase): number {
  return testCase.timeLimitMs ?? TEST_CASE_LIMITS.default_time_limit_ms;
}

const isValueType = (type: unknown): type is TestValueType => TEST_VALUE_TYPES.some((known) => known === type);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A spec read where another browser could have written it (the room document's reveals): the wire's shape and the
 * server's rules, or null. The server writes reveals itself; this keeps a forged entry from reaching a runner.
 */
export function readTestSpec(value: unknown): TestSpec | null {
  if (!isRecord(value) || typeof value.function_name !== 'string' || !isValueType(value.return_type)) return null;
  if (!Array.isArray(value.parameters) || !value.parameters.every((parameter) => isRecord(parameter) && typeof parameter.name === 'string' && isValueType(parameter.type))) return null;
  const limits = (ms: unknown) => ms === undefined || (Number.isInteger(ms) && (ms as number) >= TEST_CASE_LIMITS.min_time_limit_ms && (ms as number) <= TEST_CASE_LIMITS.max_time_limit_ms);
  if (!Array.isArray(value.cases) || !value.cases.every((testCase) => isRecord(testCase) && Array.isArray(testCase.input) && typeof testCase.hidden === 'boolean' && limits(testCase.time_limit_ms))) return null;
  const tolerance = value.float_tolerance;
  if (tolerance !== undefined && (typeof tolerance !== 'number' || !(tolerance >= 0 && tolerance <= 1))) return null;
  const dto = value as unknown as TestSpecDto;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(dto.function_name) || testSpecProblems(dto).length > 0) return null;
  return mapTestSpec(dto);
}
