import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALL_MESSAGES } from '../config/messages';
import type { CallMedia } from '@/entities/room';
import { CallSession, type CallSignaling } from '../model/call-session';
import { FakePeerConnection, FakeSignaling, fakeStream, scriptedGetUserMedia, settle, type FakeStream } from '../model/fake-webrtc';
import { useCallSession } from '../model/use-call-session';
import { RoomCall } from './room-call';

const ADA = { id: 1, firstName: 'Ada' };
const BOB = { id: 2, firstName: 'Bob' };

const globals = globalThis as unknown as { RTCPeerConnection?: unknown };
let bob: CallSession;

/** The browser's WebRTC, as the component finds it: the globals a real browser has. */
function browserWith(...answers: Array<FakeStream | string>) {
  const media = scriptedGetUserMedia(...answers);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: media.getUserMedia }, configurable: true });
  return media;
}

/** The page's part: it holds the session (made once the pair is known) and passes the partner's marks. */
function AdasRoom({ connection, partnerMedia = null }: { connection: CallSignaling; partnerMedia?: CallMedia | null }) {
  const session = useCallSession(connection, ADA, BOB);
  return session ? <RoomCall session={session} partnerName="Bob" partnerMedia={partnerMedia} /> : null;
}

function renderCall() {
  const [adaSignaling, bobSignaling] = FakeSignaling.pair(ADA.id, BOB.id);
  bob = new CallSession({
    signaling: bobSignaling,
    you: BOB,
    partner: ADA,
    getUserMedia: scriptedGetUserMedia(fakeStream(['audio', 'video'])).getUserMedia,
    createPeerConnection: (configuration) => new FakePeerConnection(configuration) as unknown as RTCPeerConnection,
  });
  const view = render(<AdasRoom connection={adaSignaling} />);
  return { ...view, adaSignaling, user: userEvent.setup({ delay: null }) };
}

const region = () => screen.getByRole('region', { name: 'Call' });

beforeEach(() => {
  FakePeerConnection.reset();
  globals.RTCPeerConnection = FakePeerConnection;
});
afterEach(() => {
  bob?.destroy();
  delete globals.RTCPeerConnection;
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

test('joins, sees the partner, mutes, turns the camera off and leaves', async () => {
  const stream = fakeStream(['audio', 'video']);
  browserWith(stream);
  const { adaSignaling, user, unmount } = renderCall();
  expect(region()).toHaveAttribute('data-call-state', 'idle');

  await user.click(screen.getByRole('button', { name: 'Join call' }));
  await act(() => settle());
  expect(region()).toHaveAttribute('data-call-state', 'waiting');
  expect(screen.getByRole('status')).toHaveTextContent('Waiting for Bob to join the call');
  expect(screen.getByLabelText('Your camera')).toHaveProperty('srcObject', stream);
  expect(screen.getByLabelText('Your camera')).toHaveProperty('muted', true);
  expect(adaSignaling.sentKinds()).toEqual(['ready']);

  await act(async () => {
    await bob.join();
    await settle();
  });
  expect(region()).toHaveAttribute('data-call-state', 'connected');
  expect(screen.getByRole('status')).toHaveTextContent('In the call with Bob');
  const partnerVideo = screen.getByLabelText("Bob's camera");
  expect((partnerVideo as HTMLVideoElement & { srcObject: FakeStream }).srcObject.getTracks()).toHaveLength(2);
  expect(partnerVideo).toHaveProperty('muted', false);

  const mute = screen.getByRole('button', { name: 'Mute' });
  expect(mute).toHaveAttribute('aria-pressed', 'false');
  await user.click(mute);
  expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(stream.getAudioTracks()[0].enabled).toBe(false);
  expect(screen.getByRole('status')).toHaveTextContent('you are muted');

  const camera = screen.getByRole('button', { name: 'Camera off' });
  act(() => camera.focus());
  await user.keyboard(' ');
  expect(camera).toHaveAttribute('aria-pressed', 'true');
  expect(stream.getVideoTracks()[0].enabled).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Leave call' }));
  expect(region()).toHaveAttribute('data-call-state', 'idle');
  expect(adaSignaling.sentKinds().at(-1)).toBe('hangup');
  expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
  expect(screen.queryByLabelText('Your camera')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Join call' })).toBeEnabled();
  unmount();
});

test('says when the partner leaves the call, and that the partner is in it before joining', async () => {
  browserWith(fakeStream(['audio', 'video']));
  const { user } = renderCall();
  await act(async () => {
    await bob.join();
    await settle();
  });
  expect(within(region()).getByText('Bob is in the call.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join call' }));
  await act(() => settle());
  expect(region()).toHaveAttribute('data-call-state', 'connected');

  await act(async () => {
    bob.leave();
    await settle();
  });
  expect(screen.getByText(CALL_MESSAGES.partnerLeft('Bob'))).toBeInTheDocument();
  expect(region()).toHaveAttribute('data-call-state', 'waiting');
  expect(screen.queryByLabelText("Bob's camera")).not.toBeInTheDocument();
});

test('a blocked camera and microphone: the message, and the Join button again', async () => {
  browserWith('NotAllowedError');
  const { user, adaSignaling } = renderCall();
  await user.click(screen.getByRole('button', { name: 'Join call' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(CALL_MESSAGES.permissionDenied);
  expect(screen.getByRole('button', { name: 'Join call' })).toBeEnabled();
  expect(adaSignaling.sent).toEqual([]);
});

test('without a camera: the microphone alone, the camera button disabled', async () => {
  browserWith('NotFoundError', fakeStream(['audio']));
  const { user } = renderCall();
  await user.click(screen.getByRole('button', { name: 'Join call' }));
  expect(await screen.findByText(CALL_MESSAGES.noCamera)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Camera off' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mute' })).toBeEnabled();
});

test('a call that cannot connect says so, points to the meeting link and offers to try again', async () => {
  browserWith(fakeStream(['audio', 'video']));
  const { user } = renderCall();
  await user.click(screen.getByRole('button', { name: 'Join call' }));
  await act(async () => {
    await bob.join();
    await settle();
  });
  const pc = FakePeerConnection.instances.find((candidate) => !candidate.closed && candidate.remote?.id !== undefined);
  act(() => pc?.fail('failed'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(CALL_MESSAGES.couldNotConnect);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await act(() => settle());
  expect(region()).toHaveAttribute('data-call-state', 'connected');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('unmounting leaves the call and turns the camera off', async () => {
  const stream = fakeStream(['audio', 'video']);
  browserWith(stream);
  const { user, unmount, adaSignaling } = renderCall();
  await user.click(screen.getByRole('button', { name: 'Join call' }));
  await act(() => settle());
  unmount();
  expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
  expect(adaSignaling.sentKinds().at(-1)).toBe('hangup');
});

test("the partner's marks: muted and camera off, in words", async () => {
  browserWith(fakeStream(['audio', 'video']));
  const { user, rerender, adaSignaling } = renderCall();
  await user.click(screen.getByRole('button', { name: 'Join call' }));
  await act(() => settle());
  expect(within(region()).queryByText('Muted')).not.toBeInTheDocument();
  rerender(<AdasRoom connection={adaSignaling} partnerMedia={{ muted: true, cameraOff: true }} />);
  expect(within(region()).getByText('Muted')).toBeInTheDocument();
  expect(within(region()).getByText('Camera off')).toBeInTheDocument();

  const hide = screen.getByRole('button', { name: 'Hide video' });
  await user.click(hide);
  expect(hide).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByLabelText('Your camera')).not.toBeInTheDocument();
});
