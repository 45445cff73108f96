import { behavioralPreview } from './behavioral-preview';

describe('behavioralPreview', () => {
  it('shows the first 100 characters plus an ellipsis', () => {
    const prompt = `${'a'.repeat(100)}TAIL`;
    expect(behavioralPreview(prompt)).toBe(`${'a'.repeat(100)}...`);
  });

  it('shows a short prompt whole', () => {
    expect(behavioralPreview('  Tell me about yourself.  ')).toBe('Tell me about yourself.');
  });
});
