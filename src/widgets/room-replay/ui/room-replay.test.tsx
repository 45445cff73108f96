import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as Y from 'yjs';
import { interviewDtoFixture } from '@/entities/interview';
import type { RoomHistoryDto } from '@/shared/api';
import { toBase64 } from '@/shared/lib/room-connection';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { RoomReplay } from './room-replay';

const ROUND_1 = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
const ROUND_2 = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const HISTORY_URL = `http://localhost/interview/${ROUND_1}/room/history/`;
const START = Date.parse('2026-03-09T18:00:00Z');

/** Ada's round: a first line at the start, a second five minutes later, Grace's round a minute after that. */
function sessionUpdates(): RoomHistoryDto['updates'] {
  const doc = new Y.Doc();
  const updates: RoomHistoryDto['updates'] = [];
  const store = (offsetMs: number, change: () => void) => {
    doc.once('update', (update: Uint8Array) => updates.push({ at: new Date(START + offsetMs).toISOString(), update: toBase64(update) }));
    change();
  };
  store(0, () => doc.getMap('room').set('language', 'python'));
  store(1000, () => doc.getText('round-1').insert(0, 'def two_sum(nums):\n'));
  store(330_000, () => doc.getText('round-1').insert(19, '    return None\n'));
  store(360_000, () => doc.getText('round-2').insert(0, 'SELECT 1;'));
  return updates;
}

function historyDto(overrides: Partial<RoomHistoryDto> = {}): RoomHistoryDto {
  return {
    room_id: ROUND_1,
    rounds: [
      { interview_id: ROUND_1, interviewer_id: 1, interviewee_id: 2 },
      { interview_id: ROUND_2, interviewer_id: 2, interviewee_id: 1 },
    ],
    updates: sessionUpdates(),
    notes: [{ interview_id: ROUND_1, at: new Date(START + 120_000).toISOString(), text: 'Asked about duplicates' }],
    ...overrides,
  };
}

const server = setupApiServer(
  http.get(HISTORY_URL, () => HttpResponse.json(historyDto())),
  http.get(`http://localhost/interview/${ROUND_1}/`, () => HttpResponse.json(interviewDtoFixture())),
);

const code = () => screen.getByLabelText(/^Round \d code at /);

describe('RoomReplay', () => {
  it('opens on the code as it ended, and scrubbing back shows an earlier state', async () => {
    renderWithProviders(<RoomReplay interviewId={ROUND_1} />);
    expect(await screen.findByRole('tab', { name: 'Round 1: Ada interviews Grace' })).toHaveAttribute('aria-selected', 'true');
    expect(code()).toHaveTextContent('def two_sum(nums): return None');
    expect(screen.getByText((_text, element) => element?.tagName === 'P' && /6:00 into the session · Python/.test(element.textContent ?? ''))).toBeInTheDocument();
    // One clock: time into the session at both ends of the timeline, the wall clock in their tooltips.
    expect(screen.getByText('0:00', { selector: 'time' })).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
    const end = screen.getByText('6:00', { selector: 'time' });
    fireEvent.mouseOver(end);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
    // Long lines wrap, as in the editor.
    expect(code()).toHaveStyle({ whiteSpace: 'pre-wrap' });

    const slider = screen.getByRole('slider', { name: 'Replay time' });
    // Page Down: a minute back, before the second line was written.
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/5:00 into the session$/));
    expect(code()).toHaveTextContent('def two_sum(nums):');
    expect(code()).not.toHaveTextContent('return None');

    fireEvent.keyDown(slider, { key: 'Home' });
    expect(code()).toHaveTextContent('Nothing written in this round yet.');
  });

  it("shows each round's code in its own tab", async () => {
    renderWithProviders(<RoomReplay interviewId={ROUND_1} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Round 2: Grace interviews Ada' }));
    expect(code()).toHaveTextContent('SELECT 1;');
  });

  it('jumps to the minute a note was written; the note is named by all it shows (speech input says what it sees)', async () => {
    renderWithProviders(<RoomReplay interviewId={ROUND_1} />);
    const notes = await screen.findByRole('region', { name: 'Interviewer notes' });
    const note = within(notes).getByRole('button', { name: /^Asked about duplicates .*2:00 into the session$/ });
    expect(note).toHaveAccessibleDescription('Select a note to see the code as it was when it was written.');
    fireEvent.click(note);
    expect(screen.getByRole('slider', { name: 'Replay time' })).toHaveAttribute('aria-valuetext', expect.stringMatching(/2:00 into the session$/));
    expect(code()).toHaveTextContent('def two_sum(nums):');
    expect(code()).not.toHaveTextContent('return None');
  });

  it('plays from the start at the chosen speed, shortening the long pause', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<RoomReplay interviewId={ROUND_1} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      await screen.findByRole('tab', { name: 'Round 1: Ada interviews Grace' });
      fireEvent.click(screen.getByRole('button', { name: '8x speed' }));
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      // A fifth of a second in at 8x: the first line is there, not the second, written five minutes later.
      expect(code()).toHaveTextContent('def two_sum(nums):');
      expect(code()).not.toHaveTextContent('return None');
      // The five-minute pause plays as two seconds, a quarter of a second at 8x.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(600);
      });
      expect(code()).toHaveTextContent('return None');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(code()).toHaveTextContent('return None');
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when nothing was written', async () => {
    server.use(http.get(HISTORY_URL, () => HttpResponse.json(historyDto({ updates: [], notes: [] }))));
    renderWithProviders(<RoomReplay interviewId={ROUND_1} />);
    expect(await screen.findByText('Nothing was written in the room.')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('explains a room that is not open to the viewer, and offers a retry when the load fails', async () => {
    server.use(http.get(HISTORY_URL, () => HttpResponse.json({ detail: 'Interview not found.' }, { status: 404 })));
    renderWithProviders(<RoomReplay interviewId={ROUND_1} />);
    expect(await screen.findByText(/Admins can read a room only while a report on its interview is open/)).toBeInTheDocument();
  });

  it('offers a retry when the load fails', async () => {
    server.use(http.get(HISTORY_URL, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderWithProviders(<RoomReplay interviewId={ROUND_1} />);
    expect(await screen.findByText('Failed to load the replay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
