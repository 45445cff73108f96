import { CappedText, capText } from './capped-text';
import { describeError, outputStreams } from './worker-scope';
import type { RunWorkerMessage } from './worker-protocol';

test('keeps text up to the limit, then nothing, and says it was cut', () => {
  const text = new CappedText(5);
  expect(text.append('abc')).toBe('abc');
  expect(text.append('defg')).toBe('de');
  expect(text.append('h')).toBe('');
  expect(text).toMatchObject({ text: 'abcde', truncated: true });
  expect(capText('abc', 3)).toEqual({ text: 'abc', truncated: false });
});

test('never cuts a character in half', () => {
  expect(capText('ab😀', 3)).toEqual({ text: 'ab', truncated: true });
});

test('a worker sends each piece of output at once, and nothing past the limit', () => {
  const sent: RunWorkerMessage[] = [];
  const write = outputStreams((message) => sent.push(message));
  write('stdout', 'x'.repeat(16 * 1024 - 1));
  write('stderr', 'oops\n');
  write('stdout', 'yz');
  write('stdout', 'more');
  expect(sent.map((message) => (message.type === 'output' ? [message.stream, message.text.length, message.truncated] : message.type))).toEqual([
    ['stdout', 16 * 1024 - 1, false],
    ['stderr', 5, false],
    ['stdout', 1, true],
  ]);
});

test('errors name their line in the member’s code, without the lines the engine wraps around it', () => {
  const error = new TypeError("Cannot read properties of null (reading 'x')");
  error.stack = [
    "TypeError: Cannot read properties of null (reading 'x')",
    '    at add (eval at run (http://localhost/assets/run-js-worker.0123abcd.js:1:2345), <anonymous>:5:9)',
    '    at eval (eval at run (http://localhost/assets/run-js-worker.0123abcd.js:1:2345), <anonymous>:7:1)',
    '    at run (http://localhost/assets/run-js-worker.0123abcd.js:1:2400)',
  ].join('\n');
  expect(describeError(error, 2)).toBe("TypeError: Cannot read properties of null (reading 'x')\n    at add (line 3, column 9)\n    at (line 5, column 1)");
  expect(describeError('plain', 2)).toBe("Uncaught 'plain'");
});
