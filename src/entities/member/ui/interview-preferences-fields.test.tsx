import { render, screen } from '@testing-library/react';
import { InterviewPreferencesFields } from './interview-preferences-fields';

describe('InterviewPreferencesFields', () => {
  it('keeps each label above its value, "No preference" included, with the outline notched for it', () => {
    const { container } = render(
      <InterviewPreferencesFields value={{ interviewFocus: 'mixed', interviewDifficulty: 'medium', preferredLanguage: '' }} onChange={() => {}} />,
    );

    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveTextContent('No preference');
    const labels = [...container.querySelectorAll('.MuiInputLabel-root')];
    expect(labels.map((label) => [label.textContent, label.getAttribute('data-shrink')])).toEqual([
      ['Interview focus', 'true'],
      ['Difficulty', 'true'],
      ['Preferred language', 'true'],
    ]);
    // The outline leaves a gap for every shrunk label (a notched legend with the label's text).
    expect([...container.querySelectorAll('fieldset legend span')].map((span) => span.textContent)).toEqual(['Interview focus', 'Difficulty', 'Preferred language']);
  });
});
