import type { Page } from 'playwright-core';

/** What the interviewer scores the candidate on, and what the interviewee scores the interviewer on (issue 20). */
export const CANDIDATE_CRITERIA = ['Problem solving', 'Communication', 'Code quality', 'Hints needed'];
export const INTERVIEWER_CRITERIA = ['Question clarity', 'Helpfulness of hints', 'Professionalism and time-keeping'];

/**
 * Gives feedback on the open interview page to `partnerName`, choosing each score with the keyboard (Space on the
 * star's radio), as a keyboard user would; the form must ask exactly `criteria`.
 */
export async function giveFeedback(page: Page, partnerName: string, criteria: string[], scores: number[], comments: string): Promise<void> {
  const form = page.getByRole('form', { name: `Feedback for ${partnerName}` });
  await form.getByRole('group', { name: criteria[0] }).waitFor();
  expect(await form.getByRole('group').evaluateAll((groups) => groups.map((group) => group.querySelector('legend')?.textContent))).toEqual(criteria);
  for (const [index, group] of criteria.entries()) {
    await form.getByRole('group', { name: group }).getByRole('radio', { name: `${scores[index]} out of 5` }).focus();
    await page.keyboard.press('Space');
  }
  await form.getByRole('textbox', { name: 'Comments' }).fill(comments);
  await form.getByRole('button', { name: 'Submit feedback' }).click();
  await page.getByText('Feedback submitted', { exact: true }).waitFor();
}
