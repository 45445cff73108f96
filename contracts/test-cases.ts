/**
 * Test cases of a technical question (issue 29): the function the candidate writes (name, typed parameters, return
 * type) and the cases it is run against in the browser. Visible cases are examples shown with the prompt; hidden
 * ones reach only those who may read the whole question (server/src/modules/questions/access.ts): never the
 * interviewee's browser before the round is over.
 */
import { Type, type Static } from 'typebox';
import { TEST_CASE_LIMITS } from './limits';
import { TEST_VALUE_TYPES, type TestValueType } from './test-values';

export { TEST_VALUE_TYPES, type TestValueType };

/** One of TEST_VALUE_TYPES (the import-free list the SPA reads too), typed as that union. */
const TestValueTypeSchema = Type.Unsafe<TestValueType>(
  Type.Union(
    TEST_VALUE_TYPES.map((type) => Type.Literal(type)),
    { errorMessage: `A type is one of ${TEST_VALUE_TYPES.join(', ')}.` },
  ),
);

/** A name every runner language accepts as an identifier (and none of their keywords: checked in validation). */
const Identifier = Type.String({
  pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
  maxLength: TEST_CASE_LIMITS.identifier,
  errorMessage: 'Use letters, digits and underscores, starting with a letter or underscore.',
});

export const TestParameter = Type.Object({ name: Identifier, type: TestValueTypeSchema });
export type TestParameterDto = Static<typeof TestParameter>;

/**
 * One case: the arguments in parameter order and the expected return value, checked against the declared types on
 * the server. `time_limit_ms` defaults to TEST_CASE_LIMITS.default_time_limit_ms.
 */
export const TestCase = Type.Object({
  input: Type.Array(Type.Unknown(), { maxItems: TEST_CASE_LIMITS.parameters }),
  expected: Type.Unknown(),
  hidden: Type.Boolean(),
  time_limit_ms: Type.Optional(Type.Integer({ minimum: TEST_CASE_LIMITS.min_time_limit_ms, maximum: TEST_CASE_LIMITS.max_time_limit_ms })),
});
export type TestCaseDto = Static<typeof TestCase>;

export const TestSpec = Type.Object({
  function_name: Identifier,
  parameters: Type.Array(TestParameter, { maxItems: TEST_CASE_LIMITS.parameters }),
  return_type: TestValueTypeSchema,
  /** Float results (and floats inside arrays) pass within this absolute difference; absent: exact. */
  float_tolerance: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  cases: Type.Array(TestCase, { maxItems: TEST_CASE_LIMITS.cases }),
});
export type TestSpecDto = Static<typeof TestSpec>;
