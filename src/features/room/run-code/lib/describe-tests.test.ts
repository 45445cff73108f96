import { signatureText } from '@/entities/question';
import { hiddenSummaryText, inputText, timeoutText } from './describe-tests';

const spec = {
  functionName: 'twoSum',
  parameters: [{ name: 'nums', type: 'int[]' as const }, { name: 'target', type: 'int' as const }],
  returnType: 'int[]' as const,
  floatTolerance: null,
  cases: [{ input: [[2, 7], 9], expected: [0, 1], hidden: false, timeLimitMs: null }],
};

describe('test descriptions', () => {
  it('writes the signature and a case by parameter name', () => {
    expect(signatureText(spec)).toBe('twoSum(nums: int[], target: int) → int[]');
    expect(inputText(spec.parameters, spec.cases[0])).toBe('nums = [2,7], target = 9');
  });

  it('says how long a case ran before it was stopped', () => {
    expect(timeoutText(spec.cases[0])).toBe('Stopped after 2 s: the case ran too long. Is there an endless loop?');
    expect(timeoutText({ ...spec.cases[0], timeLimitMs: 500 })).toBe('Stopped after 500 ms: the case ran too long. Is there an endless loop?');
  });

  it('sums up hidden cases by count and failed numbers only', () => {
    expect(hiddenSummaryText(5, [3])).toBe('4 of 5 hidden cases pass; case 3 failed.');
    expect(hiddenSummaryText(5, [1, 3, 4])).toBe('2 of 5 hidden cases pass; cases 1, 3, and 4 failed.');
    expect(hiddenSummaryText(2, [])).toBe('2 of 2 hidden cases pass.');
    expect(hiddenSummaryText(1, [])).toBe('1 of 1 hidden case passes.');
  });
});
