import { TEST_CASE_LIMITS } from '@contracts/limits';
import { testSpecProblems, type TestSpecProblem } from '@contracts/test-values';
import type { TestCase, TestSpec, TestSpecDto } from '../model/types';

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
