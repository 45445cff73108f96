import { ApiSession, verifiedMember, type VerifiedMember } from './support/api-session';
import { uniqueMember, type NewMember } from './support/api';
import { browserTest } from './support/browser';
import { manage } from './support/cli';
import { mailsTo, waitForMail } from './support/outbox';
import { serverForThisFile } from './support/server';
import { open, signIn } from './support/ui';

const server = serverForThisFile('admin-pool-toggle');

let adminAccount: NewMember;
let admin: ApiSession;
let members: VerifiedMember[];

const SLOTS_PER_DAY = 48;
/** A week free only on `day`, slots [first, end) (slot 0 is 7:00 AM). */
function gridFreeOn(day: number, first: number, end: number): boolean[][] {
  return Array.from({ length: 7 }, (_, d) => Array.from({ length: SLOTS_PER_DAY }, (_, slot) => d === day && slot >= first && slot < end));
}

beforeAll(async () => {
  adminAccount = uniqueMember('admin');
  await manage(server, 'create_admin', adminAccount.username, adminAccount.email, '--password', adminAccount.password);
  admin = await ApiSession.signIn(server, adminAccount);
  const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: 'Arrays' });
  const ids: string[] = [];
  for (const title of ['Two Sum', 'Merge Intervals']) {
    ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', { title, topic: topic.topic_id, prompt: `Solve ${title}.` })).question_id);
  }
  await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
  // Ann and Ben share Monday evening; Cal is free only on Wednesday morning, so he is left unpaired.
  members = [];
  for (const [prefix, grid] of [['ann', gridFreeOn(1, 22, 26)], ['ben', gridFreeOn(1, 22, 26)], ['cal', gridFreeOn(3, 2, 6)]] as const) {
    const member = await verifiedMember(server, admin, prefix);
    const session = await ApiSession.signIn(server, member);
    await session.send('POST', '/interview/pool/', { userId: member.id, availability: grid });
    await session.dispose();
    members.push(member);
  }
});

afterAll(async () => {
  await admin?.dispose();
});

const mailCount = () => members.reduce((count, member) => count + mailsTo(server, member.email).length, 0);

browserTest('the pool toggle says from a dry run who will be mailed, sums up the result, and stays on after a reload', async ({ page }) => {
  await signIn(page, server, adminAccount);
  await open(page, server, '/pairing');
  const status = page.getByRole('region', { name: 'Pool status' });
  const fact = (label: string) => status.locator(`dt:text-is("${label}") + dd`);
  await fact('Week of').waitFor();
  // The week shown is the week whose cutoff is next: its Sunday is the cutoff's day.
  const week = (await fact('Week of').textContent()) as string;
  expect(await fact('Next cutoff').textContent()).toMatch(new RegExp(`^${week} at 11:00 PM P[SD]T$`));
  expect(await fact('Signups').textContent()).toBe('Open until the next cutoff');
  const toggle = page.getByRole('switch', { name: 'Pair interview pool' });
  expect(await toggle.isChecked()).toBe(false);

  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Pair the week and email its members?' });
  await dialog.getByText('Are you sure you want to toggle the pair interview pool status?').waitFor();
  const consequences = dialog.getByRole('list', { name: 'What pairing will do' });
  await consequences.waitFor();
  expect(await consequences.getByRole('listitem').allTextContents()).toEqual([
    '3 members in the pool', '1 pairs (2 members)', `1 unpaired: ${members[2].username}`,
  ]);
  await dialog.getByText(/emails 3 members at once/).waitFor();
  await dialog.getByText(`From a dry run of the week of ${week}:`).waitFor();
  expect(mailCount()).toBe(0);

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Pair interview pool status updated').waitFor();
  const response = page.getByRole('region', { name: 'Response' });
  await response.getByText(`Paired the week of ${week}: 1 pairs, 1 unpaired; 3 members emailed.`).waitFor();
  // The raw response is there, folded: the section stays short until it is opened.
  const raw = response.getByText('"paired_interviews"');
  expect(await raw.isVisible()).toBe(false);
  expect((await response.boundingBox())?.height).toBeLessThan(300);
  await response.getByRole('button', { name: 'Raw response' }).click();
  await raw.waitFor();
  for (const member of members) await waitForMail(server, member.email, () => true);

  await page.reload();
  await fact('Week of').getByText(week).waitFor();
  await page.waitForFunction(() => (document.querySelector('input[role="switch"]') as HTMLInputElement | null)?.checked === true);
  expect(await fact('Paired').textContent()).toBe('Yes');
  expect(await fact('Signups').textContent()).toMatch(/^Closed early on .*, when it was paired; new signups go to the following week$/);
  expect(await fact('Next cutoff').textContent()).toMatch(new RegExp(`^${week} at 11:00 PM`));

  // Switching it off says it undoes the week and mails nobody.
  const before = mailCount();
  await toggle.click();
  const undo = page.getByRole('dialog', { name: 'Undo the pairing of this week?' });
  await undo.getByText(/its 3 members go back to the pool\. Nobody is emailed\./).waitFor();
  await undo.getByRole('button', { name: 'Confirm' }).click();
  await response.getByText(`The week of ${week} is not paired; its 3 members are back in the pool.`).waitFor();
  await page.waitForFunction(() => (document.querySelector('input[role="switch"]') as HTMLInputElement | null)?.checked === false);
  expect(mailCount()).toBe(before);
});
