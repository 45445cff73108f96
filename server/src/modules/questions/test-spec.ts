/**
 * A technical question's test cases beyond their schema: the rules (contracts/test-values.ts, which the question
 * editor checks too) refuse names a runner language reserves, arguments that do not match the parameters, values
 * not of the declared types and a spec that is too big; and what of them a caller who may read only a question's
 * prompt gets (the visible cases: examples).
 */
import type { TestSpecDto } from '@contracts/test-cases';
import { testSpecProblems } from '@contracts/test-values';
import { invalidFields } from '../../lib/http-errors';

/** The spec as stored, or a 400 naming every problem (`test_spec`), case by case, in the admin's numbering (from 1). */
export function checkedTestSpec(spec: TestSpecDto): TestSpecDto {
  const problems = testSpecProblems(spec);
  if (problems.length > 0) throw invalidFields({ test_spec: problems.map((problem) => problem.message) });
  return spec;
}

/** The function and its visible cases: what someone who may read only a question's prompt gets of its tests. */
export function visibleTestSpec(spec: TestSpecDto): TestSpecDto {
  return { ...spec, cases: spec.cases.filter((testCase) => !testCase.hidden) };
}
