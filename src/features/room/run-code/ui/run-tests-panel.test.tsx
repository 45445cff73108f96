import { act, screen, within } from '@testing-library/react';
import * as Y from 'yjs';
import { renderWithProviders } from '@/shared/lib/testing';
import { TEST_RUNS_MAP, type RoomLanguage } from '@/entities/room';
import type { TestSpec } from '@/entities/question';
import { createTestRunner } from '../model/test-runners';
import type { CaseResult, TestEvent, TestJob, TestRunner } from '../model/test-runner';
import { RunTestsPanel } from './run-tests-panel';

const HIDDEN_INPUT = 987_654;
const HIDDEN_EXPECTED = 123_456;

const spec: TestSpec = {
  functionName: 'twoSum',
  parameters: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }],
  returnType: 'int[]',
  floatTolerance: null,
  cases: [
    { input: [[2, 7, 11, 15], 9], expected: [0, 1], hidden: false, timeLimitMs: null },
    { input: [[3, 2, 4], 6], expected: [1, 2], hidden: false, timeLimitMs: 500 },
    { input: [[HIDDEN_INPUT, 1], HIDDEN_EXPECTED], expected: [0, 1], hidden: true, timeLimitMs: null },
    { input: [[5, 5], 10], expected: [0, 1], hidden: true, timeLimitMs: null },
  ],
};
const examplesOnly: TestSpec = { ...spec, cases: spec.cases.filter((testCase) => !testCase.hidden) };

/** A runner that answers each job with the results the test gives, by the case's position. */
class ScriptedRunner implements TestRunner {
  readonly unavailableReason = null;
  readonly jobs: TestJob[] = [];
  constructor(
    readonly language: RoomLanguage,
    private readonly script: (job: TestJob) => TestEvent[],
  ) {}

  async *run(job: TestJob): AsyncGenerator<TestEvent> {
    this.jobs.push(job);
    for (const event of this.script(job)) yield event;
  }

  dispose(): void {}
}

const result = (index: number, status: CaseResult['status'], got: string | null, error: string | null = null): TestEvent => ({ type: 'case', result: { index, status, got, error, durationMs: 3 } });

function render(doc: Y.Doc, options: { isInterviewer: boolean; language?: RoomLanguage; runner?: ScriptedRunner; questionSpec?: TestSpec }) {
  const runner = options.runner ?? new ScriptedRunner('javascript', () => []);
  return renderWithProviders(
    <RunTestsPanel
      doc={doc}
      textName="round-1"
      language={options.language ?? 'javascript'}
      runnerName={options.isInterviewer ? 'Ann' : 'Ben'}
      partnerName={options.isInterviewer ? 'Ben' : 'Ann'}
      questions={[{ questionId: 'q1', title: 'Two Sum', testSpec: options.questionSpec ?? (options.isInterviewer ? spec : examplesOnly) }]}
      isInterviewer={options.isInterviewer}
      testRunners={options.runner ? () => runner : createTestRunner}
    />,
  );
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('RunTestsPanel', () => {
  it('runs the examples, shows case, input, expected, got, result and time, and shares them through the document', async () => {
    const doc = new Y.Doc();
    doc.getText('round-1').insert(0, 'function twoSum() {}');
    const runner = new ScriptedRunner('javascript', () => [result(0, 'pass', '[0,1]'), result(1, 'timeout', null)]);
    const { user } = render(doc, { isInterviewer: false, runner });
    expect(within(rowOf('Case 1')).getByText('Not run')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    expect(runner.jobs[0].code).toBe('function twoSum() {}');
    expect(runner.jobs[0].cases).toHaveLength(2);
    expect(within(rowOf('Case 1')).getByText('nums = [2,7,11,15], target = 9')).toBeInTheDocument();
    expect(within(rowOf('Case 1')).getByText('Passed')).toBeInTheDocument();
    expect(within(rowOf('Case 2')).getByText('Timed out')).toBeInTheDocument();
    expect(within(rowOf('Case 2')).getByText('Stopped after 500 ms: the case ran too long. Is there an endless loop?')).toBeInTheDocument();
    expect(doc.getMap(TEST_RUNS_MAP).get('round-1/q1/examples')).toMatchObject({
      by: 'Ben',
      question_id: 'q1',
      cases: [
        { number: 1, status: 'pass', got: '[0,1]' },
        { number: 2, status: 'timeout', got: null },
      ],
    });
  });

  it("shows a partner's examples run and hidden summary, checked: forged or malformed entries are ignored", () => {
    const doc = new Y.Doc();
    const runs = doc.getMap(TEST_RUNS_MAP);
    runs.set('round-1/q1/examples', { by: 'Ann', by_client: 7, language: 'python', question_id: 'q1', at: '2026-03-02T18:00:00.000Z', setup_error: null, cases: [{ number: 1, status: 'fail', got: '[1,0]', error: null, duration_ms: 4 }] });
    runs.set('round-1/q1/hidden', { by: 'Ann', by_client: 7, language: 'python', question_id: 'q1', at: '2026-03-02T18:01:00.000Z', total: 5, failed: [3] });
    render(doc, { isInterviewer: false });
    expect(within(rowOf('Case 1')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('Case 1')).getByText('[1,0]')).toBeInTheDocument();
    expect(screen.getByText('Ann ran these in Python.')).toBeInTheDocument();
    expect(screen.getByLabelText('Hidden cases summary')).toHaveTextContent('4 of 5 hidden cases pass; case 3 failed. (Ann ran them on your code.)');

    act(() => runs.set('round-1/q1/hidden', { by: 'Ann', language: 'python', question_id: 'q1', at: '2026-03-02T18:01:00.000Z', total: 2, failed: [3] }));
    expect(screen.queryByLabelText('Hidden cases summary')).not.toBeInTheDocument();
  });

  it('lets the interviewer run the hidden cases in full, and shares only the count and the numbers that failed', async () => {
    const doc = new Y.Doc();
    const runner = new ScriptedRunner('javascript', (job) => (job.cases[0].hidden ? [result(0, 'fail', '[1,1]'), result(1, 'pass', '[0,1]')] : []));
    const { user } = render(doc, { isInterviewer: true, runner });
    await user.click(screen.getByRole('button', { name: 'Run hidden tests' }));
    expect(runner.jobs[0].cases.every((testCase) => testCase.hidden)).toBe(true);
    const hidden = screen.getByRole('region', { name: 'Hidden cases (only you see these)' });
    expect(within(hidden).getByText(`nums = [${HIDDEN_INPUT},1], target = ${HIDDEN_EXPECTED}`)).toBeInTheDocument();
    expect(screen.getByText('1 of 2 hidden cases pass; case 1 failed.')).toBeInTheDocument();
    expect(doc.getMap(TEST_RUNS_MAP).size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Share the result with Ben' }));
    expect(screen.getByRole('button', { name: 'Shared with Ben' })).toBeDisabled();
    const shared = doc.getMap(TEST_RUNS_MAP).toJSON();
    expect(shared['round-1/q1/hidden']).toMatchObject({ total: 2, failed: [1] });
    const wire = JSON.stringify(shared);
    for (const secret of [HIDDEN_INPUT, HIDDEN_EXPECTED, '[1,1]']) expect(wire).not.toContain(String(secret));
  });

  it('inserts the starter code into an empty editor only', async () => {
    const doc = new Y.Doc();
    const { user } = render(doc, { isInterviewer: false, language: 'typescript' });
    await user.click(screen.getByRole('button', { name: 'Insert starter code' }));
    expect(doc.getText('round-1').toString()).toBe('function twoSum(nums: number[], target: number): number[] {\n  // Your code here\n}\n');
    expect(screen.getByRole('button', { name: 'Insert starter code' })).toBeDisabled();
  });

  it('says that Java needs a code-execution engine the community has not configured', () => {
    render(new Y.Doc(), { isInterviewer: false, language: 'java' });
    expect(screen.getByRole('button', { name: 'Run tests' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run tests' })).toHaveAccessibleDescription(/^Running Java needs a code-execution engine this community has not configured\./);
    expect(screen.queryByRole('button', { name: 'Insert starter code' })).not.toBeInTheDocument();
  });
});
