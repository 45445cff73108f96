/**
 * The interview room's call (issue 19) in real Chromium with its fake camera and microphone
 * (`--use-fake-device-for-media-stream --use-fake-ui-for-media-stream`), two browsers as the pair: the call
 * connects peer to peer (no ICE servers: loopback), each sees the other's video playing, mute and camera off
 * act on what is sent, leaving tells the partner, joining again reconnects. The meeting link is shared and is
 * a link only when it is a web address. Ben's browser is a 390 px phone in dark mode, where the call is a floating tile
 * over the Code tab that marks Ann muted or her camera off.
 */
import type { Page } from 'playwright-core';
import type { VerifiedMember } from './support/api-session';
import { browserTest, openBrowser, PHONE_VIEWPORT } from './support/browser';
import { enterRoom as enterRoomAs, pairAnnAndBen } from './support/room-pair';
import { serverForThisFile } from './support/server';

const server = serverForThisFile('room-call');

let ann: VerifiedMember;
let ben: VerifiedMember;
let interviewId: string;

beforeAll(async () => {
  ({ ann, ben, annInterviewsBen: interviewId } = await pairAnnAndBen(server));
});

const call = (page: Page) => page.getByRole('region', { name: 'Call', exact: true });

async function enterRoom(page: Page, member: VerifiedMember): Promise<void> {
  await enterRoomAs(page, server, member, interviewId);
  await call(page).getByRole('button', { name: 'Join call' }).waitFor();
}

async function untilCallState(page: Page, state: string, timeout = 30_000): Promise<void> {
  await page.locator(`section[data-call-state="${state}"]`).waitFor({ timeout });
}

/** The labelled video shows frames and plays. */
async function untilPlaying(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${name}"]`);
      return video !== null && video.videoWidth > 0 && video.readyState >= 2 && !video.paused && video.currentTime > 0;
    },
    label,
    { timeout: 30_000 },
  );
}

/** The mean brightness (0 to 255) of the labelled video's current frame, drawn small into a canvas. */
function brightness(page: Page, label: string): Promise<number> {
  return page.evaluate((name) => {
    const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${name}"]`);
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 24;
    const context = canvas.getContext('2d');
    if (!video || !context) return -1;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    for (let index = 0; index < data.length; index += 4) sum += (data[index] + data[index + 1] + data[index + 2]) / 3;
    return sum / (data.length / 4);
  }, label);
}

async function untilBrightness(page: Page, label: string, check: (value: number) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let value = -1;
  while (Date.now() < deadline) {
    value = await brightness(page, label);
    if (check(value)) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`${label} never looked ${what}: mean brightness ${value.toFixed(1)}`);
}

/** Whether this page's own microphone or camera track is being sent (`enabled`). */
function ownTrackEnabled(page: Page, kind: 'audio' | 'video'): Promise<boolean | null> {
  return page.evaluate((trackKind) => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="Your camera"]');
    const stream = video?.srcObject as MediaStream | null | undefined;
    const track = stream?.getTracks().find((candidate) => candidate.kind === trackKind);
    return track ? track.enabled : null;
  }, kind);
}

browserTest(
  'two members call each other: both see the other’s video, mute and camera off work, leaving tells the partner, and the meeting link is shared',
  async ({ page: annPage }) => {
    const benBrowser = await openBrowser(PHONE_VIEWPORT, { fakeMedia: true, colorScheme: 'dark' });
    const benPage = benBrowser.page;
    try {
      await enterRoom(annPage, ann);
      await enterRoom(benPage, ben);
      await untilCallState(annPage, 'idle');

      // Ann joins first and waits; Ben is told she is in the call, joins, and the call connects.
      await call(annPage).getByRole('button', { name: 'Join call' }).click();
      await untilCallState(annPage, 'waiting');
      await call(annPage).getByText('Waiting for Ben to join the call').waitFor();
      await untilPlaying(annPage, 'Your camera');
      await call(benPage).getByText('Ann is in the call.').waitFor();
      await call(benPage).getByRole('button', { name: 'Join call' }).click();
      await untilCallState(annPage, 'connected');
      await untilCallState(benPage, 'connected');
      await untilPlaying(annPage, "Ben's camera");
      await untilPlaying(benPage, "Ann's camera");
      await call(annPage).getByText('In the call with Ben').waitFor();
      // The partner's video carries sound; one's own preview is silent.
      expect(await annPage.locator('video[aria-label="Ben\'s camera"]').evaluate((video: HTMLVideoElement) => video.muted)).toBe(false);
      expect(await annPage.locator('video[aria-label="Your camera"]').evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);

      // On the phone the call fits the screen.
      const overflow = await benPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const partnerVideo = await benPage.getByLabel("Ann's camera").boundingBox();
      expect(partnerVideo?.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

      // Mute: the button says it is pressed and the microphone track is no longer sent.
      const mute = call(annPage).getByRole('button', { name: 'Mute' });
      expect(await mute.getAttribute('aria-pressed')).toBe('false');
      await mute.click();
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
      expect(await ownTrackEnabled(annPage, 'audio')).toBe(false);
      await call(annPage).getByText(/you are muted/).waitFor();
      // Ben's tile marks Ann muted, in words, while he types on his phone (the tile floats over the Code tab).
      await call(benPage).getByText('Muted', { exact: true }).waitFor();
      await mute.click();
      expect(await ownTrackEnabled(annPage, 'audio')).toBe(true);
      await call(benPage).getByText('Muted', { exact: true }).waitFor({ state: 'detached' });

      // Camera off, with the keyboard: Ben's picture of Ann goes black, and comes back.
      await untilBrightness(benPage, "Ann's camera", (value) => value > 30, 'like a camera picture');
      const cameraOff = call(annPage).getByRole('button', { name: 'Camera off' });
      await cameraOff.focus();
      await annPage.keyboard.press('Space');
      expect(await cameraOff.getAttribute('aria-pressed')).toBe('true');
      expect(await ownTrackEnabled(annPage, 'video')).toBe(false);
      await untilBrightness(benPage, "Ann's camera", (value) => value < 20, 'black');
      await call(benPage).getByText('Camera off', { exact: true }).waitFor();
      await annPage.keyboard.press('Enter');
      expect(await cameraOff.getAttribute('aria-pressed')).toBe('false');
      await untilBrightness(benPage, "Ann's camera", (value) => value > 30, 'like a camera picture again');

      // Ann leaves: Ben is told and waits; Ann's camera is off.
      await call(annPage).getByRole('button', { name: 'Leave call' }).click();
      await untilCallState(annPage, 'idle');
      expect(await annPage.locator('video').count()).toBe(0);
      await call(benPage).getByText('Ann left the call').waitFor();
      await untilCallState(benPage, 'waiting');
      expect(await benPage.getByLabel("Ann's camera").count()).toBe(0);

      // She joins again: Ben's side renegotiates with her fresh peer connection.
      await call(annPage).getByRole('button', { name: 'Join call' }).click();
      await untilCallState(annPage, 'connected');
      await untilCallState(benPage, 'connected');
      await untilPlaying(benPage, "Ann's camera");
      await untilPlaying(annPage, "Ben's camera");

      // The meeting link: refused unless it is a web address, then shared with Ben as a link to a new tab.
      const meeting = annPage.getByRole('region', { name: 'Meeting link' });
      await meeting.getByRole('button', { name: 'Add meeting link' }).click();
      const field = meeting.getByRole('textbox', { name: 'Meeting link' });
      await field.fill('javascript:alert(document.cookie)');
      await field.press('Enter');
      await meeting.getByText('Only a web address (https:// or http://) can be shared as the meeting link.').waitFor();
      await field.fill('meet.jit.si/mockprep-ann-ben');
      await field.press('Enter');
      // On Ben's phone the meeting link is under the Call tab, with the whole call.
      await benPage.getByRole('tab', { name: 'Call' }).click();
      await untilPlaying(benPage, "Ann's camera");
      const link = benPage.getByRole('region', { name: 'Meeting link' }).getByRole('link', { name: 'Open meeting link' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://meet.jit.si/mockprep-ann-ben');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

      // Closing the tab hangs up (pagehide), so Ann hears of it at once.
      await benPage.close({ runBeforeUnload: true });
      await call(annPage).getByText('Ben left the call').waitFor();
      await untilCallState(annPage, 'waiting');
    } finally {
      await benBrowser.close();
    }
  },
  180_000,
  undefined,
  { fakeMedia: true },
);
