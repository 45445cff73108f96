import { caseTimeLimitMs, type TestCase, type TestParameter } from '@/entities/question';
import { formatDuration } from './describe-run';

/** A case's arguments by name: `nums = [2,7], target = 9`. */
export function inputText(parameters: readonly TestParameter[], testCase: TestCase): string {
  return parameters.map((parameter, index) => `${parameter.name} = ${JSON.stringify(testCase.input[index])}`).join(', ');
}

/** What a case that ran past its limit says in the results. */
export function timeoutText(testCase: TestCase): string {
  return `Stopped after ${formatDuration(caseTimeLimitMs(testCase))}: the case ran too long. Is there an endless loop?`;
}

/** "4 of 5 hidden cases pass; case 3 failed." (numbers count the hidden cases from 1). */
export function hiddenSummaryText(total: number, failed: readonly number[]): string {
  const passing = `${total - failed.length} of ${total} hidden ${total === 1 ? 'case passes' : 'cases pass'}`;
  if (failed.length === 0) return `${passing}.`;
  const numbers = new Intl.ListFormat('en', { type: 'conjunction' }).format(failed.map(String));
  return `${passing}; ${failed.length === 1 ? 'case' : 'cases'} ${numbers} failed.`;
}
