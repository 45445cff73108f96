import type { Page } from 'playwright-core';
import { adminSession, ApiSession, verifiedMember, type VerifiedMember } from './api-session';
import { manage } from './cli';
import type { RunningServer } from './server';
import { open, submitLogin, waitForRoute } from './ui';

const SLOTS_PER_DAY = 48;
/** Free only on Monday from 6:00 PM for two hours (slot 0 is 7:00 AM). */
const MONDAY_EVENING = Array.from({ length: 7 }, (_, day) => Array.from({ length: SLOTS_PER_DAY }, (_, slot) => day === 1 && slot >= 22 && slot < 26));

/** A question as its interviewer sees it; its solution and follow-ups are marked so a test can look for them on the wire. */
export interface AskedQuestion {
  title: string;
  prompt: string;
  solution: string;
  followUps: string;
}

export interface RoomPair {
  ann: VerifiedMember;
  ben: VerifiedMember;
  /** A verified member who is not one of the pair. */
  outsider: VerifiedMember;
  /** Ann interviews Ben: round 1, since Ann registered first and the lower id leads; it names the room. */
  annInterviewsBen: string;
  annAsks: AskedQuestion;
}

interface InterviewJson {
  interview_id: string;
  interviewer: { id: number };
  technical_questions: Array<{ title: string; prompt: string; solution: string; follow_ups: string }>;
}

/**
 * Ann and Ben in this week's pool, paired through the CLI's pairing as an admin would (so their room is open),
 * with two technical questions of `topic` (Arrays by default) queued whose solutions and follow-ups say what they
 * are, and the behavioral prompts given (none by default) queued too.
 */
export async function pairAnnAndBen(server: RunningServer, options: { behavioralPrompts?: string[]; topic?: string } = {}): Promise<RoomPair> {
  const admin = await adminSession(server);
  let ann: VerifiedMember;
  let ben: VerifiedMember;
  let outsider: VerifiedMember;
  try {
    const topic = await admin.send<{ topic_id: string }>('POST', '/questions/topics/', { name: options.topic ?? 'Arrays' });
    const ids: string[] = [];
    for (const title of ['Two Sum', 'Merge Intervals']) {
      const slug = title.replace(' ', '-');
      const body = { title, topic: topic.topic_id, prompt: `Solve ${title} in linear time.`, solution: `SOLUTION-OF-${slug}`, follow_ups: `FOLLOW-UP-OF-${slug}` };
      ids.push((await admin.send<{ question_id: string }>('POST', '/questions/technical/', body)).question_id);
    }
    await admin.send('PUT', '/questions/technical/queue/', { question_queue: ids });
    const behavioral: string[] = [];
    for (const prompt of options.behavioralPrompts ?? []) {
      const body = { prompt, solution: 'A concrete situation, what they did, the result.', follow_ups: '', source: '' };
      behavioral.push((await admin.send<{ question_id: string }>('POST', '/questions/behavioral/', body)).question_id);
    }
    if (behavioral.length > 0) await admin.send('PUT', '/questions/behavioral/queue/', { question_queue: behavioral });
    ann = await verifiedMember(server, admin, 'ann');
    ben = await verifiedMember(server, admin, 'ben');
    outsider = await verifiedMember(server, admin, 'eve');
  } finally {
    await admin.dispose();
  }
  for (const member of [ann, ben]) {
    const session = await ApiSession.signIn(server, member);
    await session.send('POST', '/interview/pool/', { userId: member.id, availability: MONDAY_EVENING });
    await session.dispose();
  }
  await manage(server, 'pair', '--force-current-week');
  const session = await ApiSession.signIn(server, ann);
  try {
    const { interviews } = await session.get<{ interviews: InterviewJson[] }>('/interview/all/details');
    const mine = interviews.find((interview) => interview.interviewer.id === ann.id);
    if (!mine) throw new Error('Ann was not paired as an interviewer.');
    const [question] = mine.technical_questions;
    return {
      ann,
      ben,
      outsider,
      annInterviewsBen: mine.interview_id,
      annAsks: { title: question.title, prompt: question.prompt, solution: question.solution, followUps: question.follow_ups },
    };
  } finally {
    await session.dispose();
  }
}

/** Signs in through the login form (a phone's top bar folds its links, so the redirect confirms it) and opens the room. */
export async function enterRoom(page: Page, server: RunningServer, member: VerifiedMember, interviewId: string): Promise<void> {
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
  await open(page, server, `/interviews/${interviewId}/room`);
  await roomEditor(page).waitFor();
  await page.getByText('Connected', { exact: true }).waitFor();
}

/** A room editor by its accessible name: the current round's, or e.g. 'Round 1 code (read-only)'. */
export const roomEditor = (page: Page, name = 'Shared code editor') => page.getByRole('textbox', { name });

/** The editor's text as its lines hold it, without the partner's cursor and name drawn in between. */
export const roomCode = (page: Page, name?: string): Promise<string> =>
  roomEditor(page, name).evaluate((content) => {
    const copy = content.cloneNode(true) as HTMLElement;
    for (const widget of copy.querySelectorAll('.cm-ySelectionCaret, .cm-widgetBuffer')) widget.remove();
    return [...copy.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n').replace(/[\u200b\u2060]/g, '');
  });

/** Waits until the editor holds every part (typing reaches the partner through the server). */
export async function untilRoomCodeHas(page: Page, parts: string[], name = 'Shared code editor'): Promise<void> {
  const deadline = Date.now() + 15_000;
  let text = '';
  while (Date.now() < deadline) {
    text = await roomCode(page, name);
    if (parts.every((part) => text.includes(part))) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`"${name}" never held ${JSON.stringify(parts)}; it holds ${JSON.stringify(text)}.`);
}
