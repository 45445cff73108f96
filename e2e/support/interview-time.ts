import type { Page } from 'playwright-core';

/** The partner's pending proposal on a member's interview page, answered with Accept. */
export const partnersProposal = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Accept' }) });

/** Picks the n-th shared window in the "Propose another time" dialog and proposes it; returns the time as the page names it. */
export async function proposeWindow(page: Page, index: number): Promise<string> {
  await page.getByRole('button', { name: 'Propose another time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose another time' });
  const choice = dialog.locator('label:has(input[type="radio"])').nth(index);
  await choice.click();
  const label = (await choice.innerText()).trim();
  await dialog.getByRole('button', { name: 'Propose this time' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return label;
}
