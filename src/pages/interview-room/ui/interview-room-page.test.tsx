import { Route, Routes } from 'react-router-dom';
import { act, screen } from '@testing-library/react';
import * as Y from 'yjs';
import { Awareness, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import { roomSlice } from '@/entities/room';
import { fromBase64, setWebSocketFactory, toBase64, type RoomSocketFactory } from '@/shared/lib/room-connection';
import { createTestStore, FakeRoomSocket, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { InterviewRoomPage } from './interview-room-page';

// CodeMirror is exercised in the browser suite; here the page's wiring is the subject.
jest.mock('@/widgets/code-editor', () => ({
  CodeEditor: ({ language }: { language: string }) => <div aria-label="Shared code editor" data-language={language} />,
}));

const INTERVIEW_ID = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
const welcome = {
  type: 'welcome',
  room_id: '00000000-0000-4000-8000-000000000001',
  you: { id: 1, first_name: 'Ada' },
  partner: { id: 2, first_name: 'Bob' },
  rounds: [
    { interview_id: INTERVIEW_ID, interviewer_id: 1, interviewee_id: 2 },
    { interview_id: '00000000-0000-4000-8000-000000000012', interviewer_id: 2, interviewee_id: 1 },
  ],
};

setupApiServer();
let previousFactory: RoomSocketFactory;
beforeEach(() => {
  FakeRoomSocket.reset();
  previousFactory = setWebSocketFactory((url) => new FakeRoomSocket(url));
});
afterEach(() => setWebSocketFactory(previousFactory));

async function renderRoom() {
  const store = createTestStore(roomSlice);
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
  expect(screen.getByText('Round 1: Ada interviews Bob')).toBeInTheDocument();
  expect(screen.getByText('Round 2: Bob interviews Ada')).toBeInTheDocument();
  expect(screen.getByText('Connected')).toBeInTheDocument();
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

test('shows "Reconnecting…" after a drop', async () => {
  const { socket } = await renderRoom();
  jest.useFakeTimers();
  try {
    joinAs(socket);
    act(() => socket.drop(1006));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(FakeRoomSocket.instances).toHaveLength(2);
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
