import { Route, Routes } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as Y from 'yjs';
import { Awareness, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import { interviewDtoFixture } from '@/entities/interview';
import { memberDtoFixture } from '@/entities/member';
import { roomSlice } from '@/entities/room';
import { sessionSlice } from '@/entities/session';
import { fromBase64, setWebSocketFactory, toBase64, type RoomSocketFactory } from '@/shared/lib/room-connection';
import { createTestStore, FakeRoomSocket, renderWithProviders, roomWelcomeFixture, setupApiServer } from '@/shared/lib/testing';
import { InterviewRoomPage } from './interview-room-page';

// CodeMirror is exercised in the browser suite; here the page's wiring is the subject.
jest.mock('@/widgets/code-editor', () => ({
  CodeEditor: ({ language, ariaLabel, readOnly }: { language: string; ariaLabel: string; readOnly: boolean }) => (
    <div aria-label={ariaLabel} data-language={language} data-read-only={String(readOnly)} />
  ),
}));

const INTERVIEW_ID = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
const BOB_INTERVIEWS_ADA = '00000000-0000-4000-8000-000000000012';
const QUESTION_ID = '6f1c2a9e-0d5b-4a51-9a57-3c1f1d1e2a01';
const welcome = roomWelcomeFixture({
  rounds: [
    { interview_id: INTERVIEW_ID, interviewer_id: 1, interviewee_id: 2 },
    { interview_id: BOB_INTERVIEWS_ADA, interviewer_id: 2, interviewee_id: 1 },
  ],
});

const QUESTION_NOTE = 'No hard system design question was left in the queue; this one is an algorithms question, medium.';
// Ada's interview of Bob, with its question, solution and the draw's note, as the server sends it to its interviewer.
setupApiServer(
  http.get(`http://localhost/interview/${INTERVIEW_ID}/`, () => HttpResponse.json({ ...interviewDtoFixture(), question_note: QUESTION_NOTE })),
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture() })),
  // The interviewer's notes pad (features/room/notes), empty.
  http.get(`http://localhost/interview/${INTERVIEW_ID}/room/notes/`, () =>
    HttpResponse.json({ interview_id: INTERVIEW_ID, text: '', shared: false, entries: [], star: [], updated: null }),
  ),
);
let previousFactory: RoomSocketFactory;
beforeEach(() => {
  FakeRoomSocket.reset();
  previousFactory = setWebSocketFactory((url) => new FakeRoomSocket(url));
});
afterEach(() => setWebSocketFactory(previousFactory));

async function renderRoom() {
  const store = createTestStore(roomSlice, sessionSlice);
  const view = renderWithProviders(
    <Routes>
      <Route path="/interviews/:interviewId/room" element={<InterviewRoomPage />} />
    </Routes>,
    { store, initialEntries: [`/interviews/${INTERVIEW_ID}/room`] },
  );
  // The editor widget is lazy: let it load before the test drives the socket.
  await screen.findByLabelText('Shared code editor');
  return { ...view, socket: FakeRoomSocket.latest() };
}

function joinAs(socket: FakeRoomSocket) {
  act(() => {
    socket.open();
    socket.receive(welcome);
  });
}

test('opens the room socket and shows who interviews whom', async () => {
  const { socket } = await renderRoom();
  expect(socket.url).toBe(`ws://localhost/interview/${INTERVIEW_ID}/room/socket/`);
  expect(screen.getByRole('heading', { name: 'Interview room' })).toBeInTheDocument();
  expect(screen.getByText('Connecting…')).toBeInTheDocument();
  joinAs(socket);
  expect(socket.sent[0].type).toBe('sync');
  expect(screen.getByRole('heading', { name: /^Round 1: Ada interviews Bob/ })).toBeInTheDocument();
  expect(screen.getByText('Connected')).toBeInTheDocument();
});

/** The partner's tab: a document kept in step with what this page sent, which can send changes back. */
function partnerOf(socket: FakeRoomSocket) {
  const doc = new Y.Doc();
  const catchUp = () => {
    for (const message of socket.sentOfType('update')) Y.applyUpdate(doc, fromBase64(message.update));
  };
  return {
    doc,
    catchUp,
    change(edit: (partnerDoc: Y.Doc) => void) {
      catchUp();
      const before = Y.encodeStateVector(doc);
      edit(doc);
      act(() => socket.receive({ type: 'update', update: toBase64(Y.encodeStateAsUpdate(doc, before)) }));
    },
  };
}

test("the round's interviewer sees its questions with the solution and the draw's note, and shows one to the partner", async () => {
  const { socket, user } = await renderRoom();
  joinAs(socket);
  // jsdom has no matchMedia: the room is laid out as on a phone, one tab at a time, opening on the code.
  expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Question' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(QUESTION_NOTE);
  await user.click(await screen.findByRole('button', { name: /Two Sum/ }));
  expect(await screen.findByText('Keep a map from value to index while scanning once.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show question to partner' }));
  expect(socket.sentOfType('reveal')).toEqual([{ type: 'reveal', question_id: QUESTION_ID }]);

  // The server checks and writes the prompt into the document; the button then says it was shown.
  partnerOf(socket).change((doc) =>
    doc.getMap('revealed').set(QUESTION_ID, {
      question_id: QUESTION_ID,
      interview_id: INTERVIEW_ID,
      title: 'Two Sum',
      prompt: 'Given an array…',
      at: '2026-11-26T18:01:00.000Z',
    }),
  );
  expect(screen.getByRole('button', { name: 'Shown to Bob' })).toBeDisabled();
});

test('the shared timer starts for both, and either member can pause it', async () => {
  const { socket, user } = await renderRoom();
  joinAs(socket);
  expect(screen.getByRole('timer')).toHaveTextContent('45:00');
  await user.click(screen.getByRole('button', { name: 'Start timer' }));
  const partner = partnerOf(socket);
  partner.catchUp();
  expect(partner.doc.getMap('timer').get('started_at')).toEqual(expect.any(Number));
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

  partner.change((doc) => doc.transact(() => {
    doc.getMap('timer').set('elapsed_ms', 5 * 60_000);
    doc.getMap('timer').set('started_at', null);
  }));
  expect(screen.getByRole('timer')).toHaveTextContent('40:00');
  expect(screen.getByRole('timer')).toHaveAccessibleName('Round 1 timer: 40 minutes left');
  expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
});

test('"Swap roles" says what it does, then both move to round 2 with a fresh editor; round 1 stays readable', async () => {
  const { socket, user } = await renderRoom();
  joinAs(socket);
  await user.click(screen.getByRole('button', { name: 'Swap roles' }));
  const dialog = screen.getByRole('dialog', { name: 'Swap roles?' });
  expect(dialog).toHaveTextContent('Bob interviews Ada in a fresh editor');
  await user.click(within(dialog).getByRole('button', { name: 'Start round 2' }));

  expect(screen.getByRole('heading', { name: /^Round 2: Bob interviews Ada/ })).toBeInTheDocument();
  const partner = partnerOf(socket);
  partner.catchUp();
  expect(partner.doc.getMap('room').get('round')).toBe(2);
  expect(screen.getByLabelText('Shared code editor')).toHaveAttribute('data-read-only', 'false');
  await user.click(screen.getByRole('tab', { name: 'Round 1' }));
  expect(screen.getByLabelText('Round 1 code (read-only)')).toHaveAttribute('data-read-only', 'true');
  expect(screen.queryByRole('button', { name: 'Swap roles' })).not.toBeInTheDocument();
});

test('the interviewee sees no question until the interviewer shows it, and then only its prompt', async () => {
  const { socket, user } = await renderRoom();
  joinAs(socket);
  await user.click(screen.getByRole('tab', { name: 'Question' }));
  const partner = partnerOf(socket);
  partner.change((doc) => doc.getMap('room').set('round', 2));
  expect(screen.getByRole('heading', { name: /^Round 2: Bob interviews Ada/ })).toBeInTheDocument();
  expect(screen.getByText('Bob has not shown you a question yet.')).toBeInTheDocument();

  partner.change((doc) =>
    doc.getMap('revealed').set('q-2', {
      question_id: 'q-2',
      interview_id: BOB_INTERVIEWS_ADA,
      title: 'Merge Intervals',
      prompt: 'Merge all overlapping intervals.',
      at: '2026-11-26T18:40:00.000Z',
    }),
  );
  expect(screen.getByRole('heading', { name: 'Merge Intervals' })).toBeInTheDocument();
  expect(screen.getByText('Merge all overlapping intervals.')).toBeInTheDocument();
});

test('partner presence follows the awareness states, with a snackbar', async () => {
  const { socket } = await renderRoom();
  joinAs(socket);
  expect(screen.getByText('Waiting for Bob')).toBeInTheDocument();

  const partnerDoc = new Y.Doc();
  const partner = new Awareness(partnerDoc);
  partner.setLocalStateField('user', { id: 2, name: 'Bob' });
  act(() => socket.receive({ type: 'awareness', update: toBase64(encodeAwarenessUpdate(partner, [partnerDoc.clientID])) }));
  expect(screen.getByText('Bob is here')).toBeInTheDocument();
  expect(await screen.findByText('Bob joined the room')).toBeInTheDocument();

  removeAwarenessStates(partner, [partnerDoc.clientID], 'test');
  act(() => socket.receive({ type: 'awareness', update: toBase64(encodeAwarenessUpdate(partner, [partnerDoc.clientID])) }));
  expect(screen.getByText('Waiting for Bob')).toBeInTheDocument();
  expect(await screen.findByText('Bob left the room')).toBeInTheDocument();
  partner.destroy();
});

test('the language picker is shared through the document', async () => {
  const { socket, user } = await renderRoom();
  joinAs(socket);
  const picker = screen.getByRole('combobox', { name: 'Language' });
  expect(picker).toHaveTextContent('JavaScript');

  await user.click(picker);
  await user.click(screen.getByRole('option', { name: 'Python' }));
  const partnerDoc = new Y.Doc();
  for (const message of socket.sentOfType('update')) Y.applyUpdate(partnerDoc, fromBase64(message.update));
  expect(partnerDoc.getMap('room').get('language')).toBe('python');
  expect(screen.getByLabelText('Shared code editor')).toHaveAttribute('data-language', 'python');

  const before = Y.encodeStateVector(partnerDoc);
  partnerDoc.getMap('room').set('language', 'java');
  act(() => socket.receive({ type: 'update', update: toBase64(Y.encodeStateAsUpdate(partnerDoc, before)) }));
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Java');
  expect(screen.getByLabelText('Shared code editor')).toHaveAttribute('data-language', 'java');
});

test('shows "Reconnecting…" after a drop, and not that the partner is gone', async () => {
  const { socket } = await renderRoom();
  jest.useFakeTimers();
  try {
    joinAs(socket);
    act(() => socket.receive({ type: 'awareness', update: bobsAwareness({ user: { id: 2, name: 'Bob' } }) }));
    expect(screen.getByText('Bob is here')).toBeInTheDocument();
    act(() => socket.drop(1006));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for Bob')).not.toBeInTheDocument();
    expect(screen.queryByText('Bob is here')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(FakeRoomSocket.instances).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

test('says "Server restarting, reconnecting…" when the server restarts, until it is back', async () => {
  const { socket } = await renderRoom();
  jest.useFakeTimers();
  try {
    joinAs(socket);
    act(() => socket.drop(1012));
    expect(screen.getByRole('alert')).toHaveTextContent('Server restarting, reconnecting…');
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    joinAs(FakeRoomSocket.latest());
    expect(screen.queryByText('Server restarting, reconnecting…')).not.toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a refused connection says so and does not reconnect', async () => {
  const { socket } = await renderRoom();
  act(() => socket.drop(4403));
  expect(screen.getByText('You cannot join this room.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Shared code editor')).not.toBeInTheDocument();
  expect(FakeRoomSocket.instances).toHaveLength(1);
});

/** Bob's tab's awareness state, as the server relays it. */
function bobsAwareness(state: Record<string, unknown>, doc = new Y.Doc()): string {
  const awareness = new Awareness(doc);
  awareness.setLocalState(state);
  const update = toBase64(encodeAwarenessUpdate(awareness, [doc.clientID]));
  awareness.destroy();
  return update;
}

test("the header says which line the partner's cursor is on, and the call tile marks the partner muted", async () => {
  const { socket } = await renderRoom();
  joinAs(socket);
  const partner = partnerOf(socket);
  partner.change((doc) => doc.getText('round-1').insert(0, 'one\ntwo\nthree'));
  const text = partner.doc.getText('round-1');
  const head = Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, 'one\ntw'.length));
  act(() => socket.receive({ type: 'awareness', update: bobsAwareness({ user: { id: 2, name: 'Bob' }, cursor: { anchor: head, head }, call: { muted: true, cameraOff: false } }, partner.doc) }));
  expect(screen.getByText("· Bob's cursor: line 2", { exact: false })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Call' })).queryByText('Muted')).not.toBeInTheDocument();
  // The mark shows once this member is in the call too; until then the tile offers to join.
  expect(within(screen.getByRole('region', { name: 'Call' })).getByRole('button', { name: 'Join call' })).toBeInTheDocument();
});
