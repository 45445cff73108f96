import type { Locator, Page } from 'playwright-core';

/**
 * A cell of the desktop availability grid by the weekday it falls on and its slot label, e.g. ('Monday', '6:00 PM').
 * Cells are named like 'Monday 3/10, 6:00 PM, unavailable', a row after midnight by the next day:
 * 'Sunday 3/16, 1:00 AM (Saturday night), unavailable' is ('Sunday', '1:00 AM') in the Saturday column. The date
 * depends on the week, so it is left open.
 */
export function gridCell(page: Page, weekday: string, time: string): Locator {
  return page.getByRole('gridcell', { name: new RegExp(`^${weekday} [\\d/]+, ${time}(?: \\(\\w+ night\\))?, `) });
}

/** The grid's available cells as 'Monday 6:00 PM', in the grid's order (row by row). */
export async function availableCells(page: Page): Promise<string[]> {
  const names = await page.getByRole('gridcell', { selected: true }).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^(\w+) [\d/]+, (.+), available$/, '$1 $2'));
}

async function centreOf(cell: Locator): Promise<{ x: number; y: number }> {
  const box = await cell.boundingBox();
  if (!box) throw new Error('The grid cell to drag from or to is not rendered.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** With the real mouse: press on one cell, move across the grid to another, release there. */
export async function dragAcross(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = await centreOf(from);
  const end = await centreOf(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
}

/** Submit, then Submit again in the no-show warning, and wait for the success toast. */
export async function submitSignup(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Mock Interview' });
  await dialog.getByText('No-shows are taken seriously and lead to a ban from the platform.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Successfully signed up for an interview', { exact: true }).waitFor();
}
