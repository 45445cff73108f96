import { anyOverLimit, countedLength, isOverLimit, tooLongMessage } from './text-limit';

describe('text limits', () => {
  it('measure what the server measures: the trimmed value', () => {
    expect(countedLength('  ada  ')).toBe(3);
    expect(isOverLimit(`${'a'.repeat(160)}   `, 160)).toBe(false);
    expect(isOverLimit('a'.repeat(161), 160)).toBe(true);
  });

  it('find the one field over its limit among many', () => {
    const limits = { preview: 160, role: 60 };
    expect(anyOverLimit({ preview: 'short', role: 'Student', untouched: 'x'.repeat(999) }, limits)).toBe(false);
    expect(anyOverLimit({ preview: 'p'.repeat(161), role: 'Student' }, limits)).toBe(true);
  });

  it("say it in the server's words", () => {
    expect(tooLongMessage(160)).toBe('Ensure this field has no more than 160 characters.');
  });
});
