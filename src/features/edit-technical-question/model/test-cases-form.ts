import { TEST_CASE_LIMITS } from '@/shared/config';
import { testSpecProblemsOf, type TestCase, type TestSpec, type TestSpecProblemPlace, type TestValueType } from '@/entities/question';

/** A parameter as the editor holds it; `key` keeps its row (and each case's argument for it) across reordering. */
export interface ParameterRow {
  key: string;
  name: string;
  type: TestValueType;
}

/** A case as typed: each argument (in parameter order) and the expected value as JSON text. */
export interface CaseRow {
  key: string;
  arguments: string[];
  expected: string;
  hidden: boolean;
  /** Milliseconds as typed; empty: the default. */
  timeLimitMs: string;
}

/** The "Test cases" section: the function's signature and its cases. */
export interface TestCasesForm {
  functionName: string;
  parameters: ParameterRow[];
  returnType: TestValueType;
  /** As typed; empty: exact comparison. */
  floatTolerance: string;
  cases: CaseRow[];
}

/**
 * Problems by field: `functionName`, `floatTolerance`, `parameter.<i>`, `case.<i>`, `case.<i>.argument.<j>`,
 * `case.<i>.expected`, `case.<i>.timeLimit`; `spec` holds those about the whole set (no example, too big).
 */
export type TestCasesErrors = Partial<Record<string, string>>;

export const parameterErrorKey = (parameter: number) => `parameter.${parameter}`;
export const caseErrorKey = (testCase: number) => `case.${testCase}`;
export const argumentErrorKey = (testCase: number, parameter: number) => `case.${testCase}.argument.${parameter}`;
export const expectedErrorKey = (testCase: number) => `case.${testCase}.expected`;
export const timeLimitErrorKey = (testCase: number) => `case.${testCase}.timeLimit`;

let rowCount = 0;
export const newRowKey = () => `row-${(rowCount += 1)}`;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const IDENTIFIER_RULE = 'Use letters, digits and underscores, starting with a letter or underscore.';

export function emptyCase(parameterCount: number): CaseRow {
  return { key: newRowKey(), arguments: Array.from({ length: parameterCount }, () => ''), expected: '', hidden: false, timeLimitMs: '' };
}

export function emptyTestCases(): TestCasesForm {
  return { functionName: '', parameters: [{ key: newRowKey(), name: '', type: 'int' }], returnType: 'int', floatTolerance: '', cases: [emptyCase(1)] };
}

export function testCasesFormFromSpec(spec: TestSpec): TestCasesForm {
  return {
    functionName: spec.functionName,
    parameters: spec.parameters.map((parameter) => ({ key: newRowKey(), ...parameter })),
    returnType: spec.returnType,
    floatTolerance: spec.floatTolerance === null ? '' : String(spec.floatTolerance),
    cases: spec.cases.map((testCase) => ({
      key: newRowKey(),
      arguments: testCase.input.map((value) => JSON.stringify(value)),
      expected: JSON.stringify(testCase.expected),
      hidden: testCase.hidden,
      timeLimitMs: testCase.timeLimitMs === null ? '' : String(testCase.timeLimitMs),
    })),
  };
}

/** Whether two forms say the same (row keys aside). */
export function sameTestCases(a: TestCasesForm | null, b: TestCasesForm | null): boolean {
  const withoutKeys = (form: TestCasesForm | null) =>
    form && JSON.stringify({ ...form, parameters: form.parameters.map(({ name, type }) => [name, type]), cases: form.cases.map(({ key: _key, ...row }) => row) });
  return withoutKeys(a) === withoutKeys(b);
}

function parseJson(text: string): { value: unknown } | { error: string } {
  if (!text.trim()) return { error: 'Enter a JSON value, e.g. 3, "text", true or [1, 2].' };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function placeKey(place: TestSpecProblemPlace): string {
  switch (place.part) {
    case 'spec':
      return 'spec';
    case 'function':
      return 'functionName';
    case 'parameter':
      return parameterErrorKey(place.parameter);
    case 'case':
      return caseErrorKey(place.case);
    case 'argument':
      return argumentErrorKey(place.case, place.parameter);
    case 'expected':
      return expectedErrorKey(place.case);
  }
}

/**
 * The spec the form describes, or the problems that keep it from being one: what the server's schema would refuse
 * (names, numbers, JSON that does not parse) per field, then the server's own rules (values of the declared types,
 * reserved and repeated names, at least one example) with the messages its 400 gives.
 */
export function readTestCases(form: TestCasesForm): { spec: TestSpec; errors: null } | { spec: null; errors: TestCasesErrors } {
  const errors: TestCasesErrors = {};
  const identifier = (name: string, what: string) => {
    if (!name) return `${what} is required.`;
    if (name.length > TEST_CASE_LIMITS.identifier) return `At most ${TEST_CASE_LIMITS.identifier} characters.`;
    return IDENTIFIER.test(name) ? undefined : IDENTIFIER_RULE;
  };
  errors.functionName = identifier(form.functionName.trim(), 'The function name');
  form.parameters.forEach((parameter, index) => (errors[parameterErrorKey(index)] = identifier(parameter.name.trim(), 'A parameter name')));
  if (form.parameters.length > TEST_CASE_LIMITS.parameters) errors.spec = `At most ${TEST_CASE_LIMITS.parameters} parameters.`;
  if (form.cases.length === 0) errors.spec = 'Add at least one case, or remove the test cases.';
  if (form.cases.length > TEST_CASE_LIMITS.cases) errors.spec = `At most ${TEST_CASE_LIMITS.cases} cases.`;

  let floatTolerance: number | null = null;
  if (form.floatTolerance.trim()) {
    floatTolerance = Number(form.floatTolerance);
    if (!Number.isFinite(floatTolerance) || floatTolerance < 0 || floatTolerance > 1) errors.floatTolerance = 'A number from 0 to 1, e.g. 0.000001.';
  }

  const cases = form.cases.map((row, caseIndex): TestCase => {
    const input = row.arguments.map((text, parameter) => {
      const parsed = parseJson(text);
      if ('error' in parsed) errors[argumentErrorKey(caseIndex, parameter)] = parsed.error;
      return 'value' in parsed ? parsed.value : null;
    });
    const expected = parseJson(row.expected);
    if ('error' in expected) errors[expectedErrorKey(caseIndex)] = expected.error;
    let timeLimitMs: number | null = null;
    if (row.timeLimitMs.trim()) {
      timeLimitMs = Number(row.timeLimitMs);
      if (!Number.isInteger(timeLimitMs) || timeLimitMs < TEST_CASE_LIMITS.min_time_limit_ms || timeLimitMs > TEST_CASE_LIMITS.max_time_limit_ms) {
        errors[timeLimitErrorKey(caseIndex)] = `Whole milliseconds from ${TEST_CASE_LIMITS.min_time_limit_ms} to ${TEST_CASE_LIMITS.max_time_limit_ms}.`;
      }
    }
    return { input, expected: 'value' in expected ? expected.value : null, hidden: row.hidden, timeLimitMs };
  });

  const spec: TestSpec = {
    functionName: form.functionName.trim(),
    parameters: form.parameters.map((parameter) => ({ name: parameter.name.trim(), type: parameter.type })),
    returnType: form.returnType,
    floatTolerance,
    cases,
  };
  const problems = Object.values(errors).some(Boolean) ? [] : testSpecProblemsOf(spec);
  for (const problem of problems) errors[placeKey(problem.place)] ??= problem.message;
  return Object.values(errors).some(Boolean) ? { spec: null, errors } : { spec, errors: null };
}
